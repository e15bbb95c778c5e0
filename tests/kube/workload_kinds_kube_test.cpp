// Workspaces and inferences on the testbed's API server: a workspace is a
// single Pod with the build priority class, an inference a Deployment whose
// ReplicaSet makes its pods; ports become a Service owned by the object, so
// that deleting the workload takes it along. The test plays KAI and the
// kubelet as for trainings.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "backend_fixture.h"
#include "daemon/kube/gang_objects.h"
#include "daemon/kube/project_secrets.h"
#include "daemon/kube/workload_objects.h"
#include "daemon/model/run_extras.h"
#include "schema_check.h"

namespace gpuq::test {
namespace {

// Waits (up to 20 s) until GET `path` answers 404.
bool gone(ApiClient& client, const std::string& path) {
  for (int i = 0; i < 400; ++i) {
    auto r = client.send({"GET", path, "", ""});
    if (r && r->status == 404) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

// Waits (up to 20 s) for GET `path` to answer, and returns what it said.
nlohmann::json appears(BackendFixture& f, const std::string& path) {
  for (int i = 0; i < 400; ++i) {
    auto r = f.client.send({"GET", path, "", ""});
    if (r && r->status == 200) return nlohmann::json::parse(r->body);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  FAIL("nothing at " << path << "\nlog:\n" << f.log_text());
  return {};
}

}  // namespace

TEST_CASE("a workspace's Pod, an inference's Deployment and their Service fit the 1.35 schema") {
  Workload w;
  w.id = "0b7e2c1c-1111-4222-8333-444455556666";
  w.name = "jupyter";
  w.type = core::WorkloadType::workspace;
  w.preemptible = false;
  w.run.image = "jupyter/scipy-notebook";
  w.run.argv = {"start-notebook.sh"};
  w.request.gpus = 1;
  w.pods.resize(1);
  RunExtras extras;
  extras.ports.push_back({8888, 0, "", "notebook"});
  extras.ports.push_back({6006, 30606, "NodePort", ""});
  w.run.extras = share_run_extras(extras);
  kube::KubeNaming naming;

  auto pod = kube::workload_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(pod.has_value());
  CHECK(schema_problems(*pod).empty());
  CHECK((*pod)["kind"] == "Pod");
  CHECK((*pod)["metadata"]["labels"]["priorityClassName"] == "build");
  CHECK((*pod)["spec"]["restartPolicy"] == "Never");
  CHECK((*pod)["spec"]["containers"][0]["ports"][0]["containerPort"] == 8888);

  const kube::OwnerRef owner{"v1", "Pod", "jupyter", "5f0c7a2e-0000-4000-8000-000000000001"};
  auto service = kube::service_object(w, "team-a", "runai-team-a", naming, owner);
  REQUIRE(service.has_value());
  CHECK(schema_problems(*service).empty());
  // One type for the Service: the most exposed asked for; the host port
  // asked for is the node port.
  CHECK((*service)["spec"]["type"] == "NodePort");
  CHECK((*service)["spec"]["ports"][0]["name"] == "notebook");
  CHECK_FALSE((*service)["spec"]["ports"][0].contains("nodePort"));
  CHECK((*service)["spec"]["ports"][1]["nodePort"] == 30606);
  CHECK((*service)["spec"]["selector"]["gpuq.io/workload-id"] == w.id);
  CHECK((*service)["metadata"]["ownerReferences"][0]["uid"] == owner.uid);

  w.type = core::WorkloadType::inference;
  w.pods.resize(3);
  auto deployment = kube::workload_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(deployment.has_value());
  // The reference holds no apps/v1 document: the Deployment's parts are
  // checked against the core components they are, its own spec by name.
  const auto& spec = (*deployment)["spec"];
  CHECK(component_problems(spec["template"], "io.k8s.api.core.v1.PodTemplateSpec").empty());
  CHECK(component_problems(spec["selector"], "io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector")
            .empty());
  CHECK(component_problems((*deployment)["metadata"],
                           "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta")
            .empty());
  for (const auto& [key, value] : spec.items()) {
    CHECK_MESSAGE((key == "replicas" || key == "selector" || key == "template"), key);
  }
  CHECK((*deployment)["kind"] == "Deployment");
  CHECK((*deployment)["spec"]["replicas"] == 3);
  CHECK((*deployment)["spec"]["template"]["spec"]["restartPolicy"] == "Always");
  CHECK((*deployment)["spec"]["template"]["metadata"]["labels"]["priorityClassName"] ==
        "inference");
  CHECK((*deployment)["spec"]["selector"]["matchLabels"]["gpuq.io/workload-id"] == w.id);

  w.run.extras = nullptr;
  CHECK_FALSE(kube::service_object(w, "team-a", "runai-team-a", naming, owner).has_value());
}

TEST_CASE(
    "a workload's secrets are its project's Secret, read by secretKeyRef, never in its spec") {
  BackendFixture f;
  const std::string project = f.project("team-s", 1);
  const std::string ns = f.naming.namespace_prefix + project;
  f.call("POST", "/api/v1/secrets",
         {{"name", "HF_TOKEN"}, {"projectId", project}, {"value", "hf_s3cr3t"}}, 201);
  auto submitted = f.call(
      "POST", "/api/v1/workloads/trainings",
      {{"name", "finetune"},
       {"projectId", project},
       {"spec",
        {{"image", "busybox"},
         {"command", "env"},
         {"envs",
          {{{"name", "HF_TOKEN"}, {"value", "plain"}}, {{"name", "EPOCHS"}, {"value", "2"}}}},
         {"secrets", {"HF_TOKEN"}}}}},
      202);
  REQUIRE_FALSE(submitted.value("id", "").empty());
  const auto job = appears(f, "/apis/batch/v1/namespaces/" + ns + "/jobs/finetune");
  const auto env = job["spec"]["template"]["spec"]["containers"][0]["env"];
  CHECK(env == nlohmann::json::parse(R"([{"name": "EPOCHS", "value": "2"},
      {"name": "HF_TOKEN", "valueFrom": {"secretKeyRef": {"name": "gpuq-secrets", "key": "HF_TOKEN"}}}])"));
  CHECK(job.dump().find("hf_s3cr3t") == std::string::npos);
  const auto secret = appears(f, "/api/v1/namespaces/" + ns + "/secrets/gpuq-secrets");
  CHECK(secret["data"]["HF_TOKEN"] == kube::base64_encode("hf_s3cr3t"));
  CHECK(secret["metadata"]["labels"]["app.kubernetes.io/managed-by"] == "gpuq");

  // Deleted in gpuq: gone from the Secret at the next pass.
  f.call("DELETE", "/api/v1/workloads/trainings/" + submitted.value("id", ""), nullptr, 202);
  HttpRequest remove = admin_request("DELETE", "/api/v1/secrets/HF_TOKEN", nullptr);
  remove.query.emplace("projectId", project);
  HttpResponse removed = f.api(remove);
  INFO(removed.body);
  CHECK(removed.status < 300);
  bool emptied = false;
  for (int i = 0; i < 200 && !emptied; ++i) {
    f.service->notify_change();
    const auto now = appears(f, "/api/v1/namespaces/" + ns + "/secrets/gpuq-secrets");
    emptied = !now.contains("data") || !now["data"].contains("HF_TOKEN");
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(emptied);
}

TEST_CASE(
    "a workload's own volume is a claim owned by its Job while the project's and an existing one "
    "stay") {
  BackendFixture f;
  const std::string project = f.project("team-v", 1);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call(
      "POST", "/api/v1/workloads/trainings",
      {{"name", "prep"},
       {"projectId", project},
       {"spec",
        {{"image", "busybox"},
         {"command", "true"},
         {"volumes",
          {{{"volume_type", "persistent_volume_claim"},
            {"name", "scratch"},
            {"mount_path", "/scratch"},
            {"spec", {{"size", "2Gi"}}}}}},
         {"storage",
          {{"pvc",
            {{{"claimName", "datasets"}, {"path", "/data"}, {"claimInfo", {{"size", "10Gi"}}}},
             {{"claimName", "models"}, {"existingPvc", true}, {"readOnly", true}}}}}}}}},
      202);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());
  const auto job = appears(f, "/apis/batch/v1/namespaces/" + ns + "/jobs/prep");
  const auto& pod = job["spec"]["template"]["spec"];
  CHECK(pod["volumes"] == nlohmann::json::parse(R"([
      {"name": "volume-0", "persistentVolumeClaim": {"claimName": "prep-scratch"}},
      {"name": "volume-1", "persistentVolumeClaim": {"claimName": "datasets"}},
      {"name": "volume-2", "persistentVolumeClaim": {"claimName": "models", "readOnly": true}}])"));
  CHECK(pod["containers"][0]["volumeMounts"][0]["mountPath"] == "/scratch");
  CHECK(pod["containers"][0]["volumeMounts"][2]["mountPath"] == "/mnt/models");

  const auto own = appears(f, "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/prep-scratch");
  CHECK(own["spec"]["resources"]["requests"]["storage"] == "2Gi");
  CHECK(own["metadata"]["ownerReferences"][0]["uid"] == job["metadata"]["uid"]);
  const auto shared = appears(f, "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/datasets");
  CHECK(shared["spec"]["resources"]["requests"]["storage"] == "10Gi");
  CHECK_FALSE(shared["metadata"].contains("ownerReferences"));
  // An existing claim is not made.
  CHECK(
      f.client.send({"GET", "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/models", "", ""})
          ->status == 404);

  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/prep-scratch"));
  CHECK(f.client
            .send({"GET", "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/datasets", "", ""})
            ->status == 200);

  // `gpuq volume delete datasets` deletes the project's claim too (its
  // pvc-protection finalizer may keep it Terminating for a moment).
  daemon::HttpRequest remove = admin_request("DELETE", "/api/v1/volumes/datasets", nullptr);
  remove.query.emplace("projectId", project);
  CHECK(f.api(remove).status == 200);
  bool deleting = false;
  for (int i = 0; i < 400 && !deleting; ++i) {
    auto r = f.client.send(
        {"GET", "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/datasets", "", ""});
    deleting = r && (r->status == 404 ||
                     nlohmann::json::parse(r->body)["metadata"].contains("deletionTimestamp"));
    if (!deleting) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK_MESSAGE(deleting, "log:\n" << f.log_text());
  CHECK(f.log_text().find("volume claim " + ns + "/datasets deleted with its volume") !=
        std::string::npos);
}

TEST_CASE("a workspace runs as a Pod with a Service for its port, and fails as its container") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-w", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/workspaces",
                          {{"name", "jupyter"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "jupyter/base-notebook"},
                             {"command", "start-notebook.sh"},
                             {"compute", {{"gpuDevicesRequest", 1}}},
                             {"ports", {{{"container", 8888}, {"name", "notebook"}}}}}}},
                          202);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());
  const auto pod = appears(f, "/api/v1/namespaces/" + ns + "/pods/jupyter");
  CHECK(pod["metadata"]["labels"]["gpuq.io/workload-id"] == id);
  CHECK(pod["metadata"]["labels"]["priorityClassName"] == "build");
  CHECK(pod["spec"]["schedulerName"] == "kai-scheduler");
  const auto service = appears(f, "/api/v1/namespaces/" + ns + "/services/jupyter");
  CHECK(service["spec"]["ports"][0]["port"] == 8888);
  CHECK(service["metadata"]["ownerReferences"][0]["uid"] == pod["metadata"]["uid"]);

  play_kai(*admin, pod, "gpu-node-1", "Running");
  auto running = f.wait_for(id, "Running", [](const Workload& w) { return w.phase == "Running"; });
  CHECK(running.pods.at(0).node == "gpu-node-1");
  auto events = f.service->events(id);
  REQUIRE(events.has_value());
  bool told = false;
  for (const auto& e : *events)
    told = told || e.message == "Pod " + ns + "/jupyter created in the cluster";
  CHECK(told);

  // gpuq logs reads pods/log; the testbed's nodes have no kubelet to serve
  // it, which the stream says in a line of its own.
  HttpResponse logs = f.api(admin_request("GET", "/api/v1/workloads/" + id + "/logs", nullptr));
  CHECK(logs.status == 200);
  REQUIRE(logs.stream);
  std::string text;
  for (int i = 0; i < 200 && logs.stream(text); ++i) {
  }
  INFO(text);
  CHECK(text.find("gpuq: the log of pod jupyter cannot be read: ") == 0);

  play_kai(*admin, appears(f, "/api/v1/namespaces/" + ns + "/pods/jupyter"), "gpu-node-1",
           "Failed");
  auto failed = f.wait_for(id, "Failed", [](const Workload& w) { return w.phase == "Failed"; });
  CHECK(failed.phase_message.str() == "its container exited with code 3");

  // Deleted with the workload; the garbage collector takes its Service.
  f.call("DELETE", "/api/v1/workloads/workspaces/" + id, nullptr, 202);
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/pods/jupyter"));
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/services/jupyter"));
}

TEST_CASE("an inference runs as a Deployment whose pods are the workload's, until deleted") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-i", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/inferences",
                          {{"name", "serve"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "vllm/vllm-openai"},
                             {"command", "vllm serve facebook/opt-125m"},
                             {"compute", {{"gpuPortionRequest", 0.5}}}}}},
                          202);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());
  const auto deployment = appears(f, "/apis/apps/v1/namespaces/" + ns + "/deployments/serve");
  CHECK(deployment["spec"]["template"]["metadata"]["annotations"]["gpu-fraction"] == "0.5");
  CHECK(deployment["spec"]["template"]["metadata"]["labels"]["priorityClassName"] == "inference");

  // The ReplicaSet makes the pod; KAI places it.
  auto pods = f.cluster_pods(ns, id);
  REQUIRE(pods.size() == 1);
  play_kai(*admin, pods[0], "gpu-node-2", "Running");
  auto running = f.wait_for(id, "Running", [](const Workload& w) { return w.phase == "Running"; });
  CHECK(running.pods.at(0).node == "gpu-node-2");

  f.call("DELETE", "/api/v1/workloads/inferences/" + id, nullptr, 202);
  CHECK(gone(f.client, "/apis/apps/v1/namespaces/" + ns + "/deployments/serve"));
}

TEST_CASE("a distributed training is a PodGroup gang of pods that find each other by name") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-g", 4);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/distributed",
                          {{"name", "ddp"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "nvcr.io/nvidia/pytorch:24.05-py3"},
                             {"command", "torchrun train.py"},
                             {"distributedFramework", "PyTorch"},
                             {"numWorkers", 2},
                             {"ports", {{{"container", 6006}, {"name", "tensorboard"}}}},
                             {"compute", {{"gpuDevicesRequest", 1}}}}}},
                          202);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());

  // The PodGroup first: KAI's gang of 3 (a master and two workers).
  const auto pg =
      appears(f, "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups/ddp");
  CHECK(pg["spec"]["minMember"] == 3);
  CHECK(pg["spec"]["queue"] == project);
  CHECK(pg["spec"]["priorityClassName"] == "train");
  CHECK(pg["metadata"]["labels"]["gpuq.io/workload-id"] == id);
  // Then its headless Service and pods, owned by it.
  const auto svc = appears(f, "/api/v1/namespaces/" + ns + "/services/ddp");
  CHECK(svc["spec"]["clusterIP"] == "None");
  CHECK(svc["metadata"]["ownerReferences"][0]["uid"] == pg["metadata"]["uid"]);
  const auto master = appears(f, "/api/v1/namespaces/" + ns + "/pods/ddp-master-0");
  const auto worker = appears(f, "/api/v1/namespaces/" + ns + "/pods/ddp-worker-1");
  CHECK(master["metadata"]["annotations"]["pod-group-name"] == "ddp");
  CHECK(master["metadata"]["annotations"]["kai.scheduler/skip-podgrouper"] == "true");
  CHECK(master["metadata"]["ownerReferences"][0]["kind"] == "PodGroup");
  CHECK(master["spec"]["schedulerName"] == "kai-scheduler");
  CHECK(master["spec"]["hostname"] == "master-0");
  CHECK(worker["spec"]["subdomain"] == "ddp");
  // Its port besides the rendezvous: a Service of its own on the master.
  const auto ports = appears(f, "/api/v1/namespaces/" + ns + "/services/ddp-ports");
  CHECK(ports["spec"]["type"] == "NodePort");  // Run:ai's default
  CHECK(ports["spec"]["ports"][0]["port"] == 6006);
  CHECK(ports["spec"]["ports"][0]["name"] == "tensorboard");
  CHECK(ports["spec"]["selector"]["gpuq.io/workload-id"] == id);
  CHECK(ports["spec"]["selector"]["gpuq.io/pod-index"] == "0");
  CHECK(master["metadata"]["labels"]["gpuq.io/pod-index"] == "0");
  CHECK(ports["metadata"]["ownerReferences"][0]["uid"] == pg["metadata"]["uid"]);
  std::map<std::string, std::string> env;
  for (const auto& e : worker["spec"]["containers"][0]["env"]) env[e["name"]] = e["value"];
  CHECK(env["MASTER_ADDR"] == "master-0.ddp");
  CHECK(env["MASTER_PORT"] == "29500");
  CHECK(env["WORLD_SIZE"] == "3");
  CHECK(env["RANK"] == "2");
  CHECK(env["LOCAL_RANK"] == "0");
  CHECK(env["GPUQ_ROLE"] == "worker");

  // KAI cannot place the gang: it says so on the PodGroup.
  must(
      *admin,
      {"PATCH", "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups/ddp/status",
       R"({"status":{"schedulingConditions":[{"type":"UnschedulableOnNodePool","nodePool":"default","reason":"Unschedulable","message":"Resources were found for 2 pods while 3 are required for gang scheduling","lastTransitionTime":"2026-11-28T05:00:00Z","status":"True","transitionID":"0"}]}})",
       "application/merge-patch+json"});
  auto waiting = f.wait_for(id, "KAI's gang reason", [](const Workload& w) {
    return w.phase_message.str() ==
           "Resources were found for 2 pods while 3 are required for gang scheduling";
  });
  CHECK(waiting.phase == "Pending");

  // KAI places all three; they run, then end.
  for (const auto& p : f.cluster_pods(ns, id)) play_kai(*admin, p, "gpu-node-1", "Running");
  auto running = f.wait_for(id, "Running", [](const Workload& w) {
    return w.phase == "Running" && w.pods.size() == 3 && w.pods[2].phase == PodPhase::running;
  });
  CHECK(running.pods[0].node == "gpu-node-1");
  for (const auto& p : f.cluster_pods(ns, id)) play_kai(*admin, p, "gpu-node-1", "Succeeded");
  f.wait_for(id, "Completed", [](const Workload& w) { return w.phase == "Completed"; });

  // Deleting it takes the PodGroup, and with it the Service and the pods.
  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  CHECK(gone(f.client, "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups/ddp"));
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/services/ddp"));
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/services/ddp-ports"));
  CHECK(gone(f.client, "/api/v1/namespaces/" + ns + "/pods/ddp-master-0"));
}

TEST_CASE("a gang's PodGroup and pods fit the 1.35 schema and KAI's CRD") {
  Workload w;
  w.id = "00000000-0000-0000-0000-000000000001";
  w.name = "gang";
  w.type = core::WorkloadType::training;
  w.run.image = "busybox";
  w.run.argv = {"true"};
  w.min_available = 2;
  w.parallelism = 2;
  w.completions = 2;
  w.request.gpus = 1;
  w.pods.resize(2);
  w.pods[1].index = 1;
  kube::KubeNaming naming;
  auto pg = kube::podgroup_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(pg.has_value());
  CHECK(schema_problems(*pg).empty());
  auto members = kube::gang_member_objects(w, "team-a", "runai-team-a", naming,
                                           {"scheduling.run.ai/v2alpha2", "PodGroup", "gang", "u"});
  REQUIRE(members.has_value());
  REQUIRE(members->size() == 3);  // the Service and two pods
  for (const auto& m : *members) CHECK(schema_problems(m).empty());
  std::map<std::string, std::string> env;
  for (const auto& e : (*members)[2]["spec"]["containers"][0]["env"]) env[e["name"]] = e["value"];
  CHECK(env["MASTER_ADDR"] == "pod-0.gang");  // a gang without a framework
  CHECK(env["RANK"] == "1");

  // A port asked for: one Service more, on the first pod, schema-valid.
  RunExtras extras;
  extras.ports.push_back({8080, 30080, "NodePort", "ui"});
  w.run.extras = share_run_extras(extras);
  auto with_ports = kube::gang_member_objects(
      w, "team-a", "runai-team-a", naming, {"scheduling.run.ai/v2alpha2", "PodGroup", "gang", "u"});
  REQUIRE(with_ports.has_value());
  REQUIRE(with_ports->size() == 4);
  const auto& ui = (*with_ports)[1];
  CHECK(schema_problems(ui).empty());
  CHECK(ui["metadata"]["name"] == "gang-ports");
  CHECK(ui["spec"]["type"] == "NodePort");
  CHECK(ui["spec"]["ports"][0]["nodePort"] == 30080);
  CHECK(ui["spec"]["selector"]["gpuq.io/pod-index"] == "0");
  w.name = std::string(60, 'g');
  auto long_name = kube::gang_member_objects(
      w, "team-a", "runai-team-a", naming, {"scheduling.run.ai/v2alpha2", "PodGroup", "gang", "u"});
  REQUIRE_FALSE(long_name.has_value());
  CHECK(long_name.error().where == "name");
  w.run.extras = nullptr;

  // In another node pool: that pool's Queue, and its label for the shard.
  w.node_pools = {"a100"};
  auto in_pool = kube::podgroup_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(in_pool.has_value());
  CHECK((*in_pool)["spec"]["queue"] == "team-a-a100");
  CHECK((*in_pool)["metadata"]["labels"]["kai.scheduler/node-pool"] == "a100");
}

TEST_CASE(
    "a gang comes back after a suspend and after KAI evicts a pod, and a failed pod ends it") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-h", 4);
  const std::string ns = f.naming.namespace_prefix + project;
  const std::string pg_path = "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups/g2";
  auto submitted = f.call("POST", "/api/v1/workloads/distributed",
                          {{"name", "g2"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "busybox"},
                             {"command", "true"},
                             {"distributedFramework", "PyTorch"},
                             {"numWorkers", 1}}}},
                          202);
  const std::string id = submitted.value("id", "");
  const auto first = appears(f, pg_path);
  appears(f, "/api/v1/namespaces/" + ns + "/pods/g2-worker-0");

  // Suspend, resume: a new PodGroup, and new pods once the old ones are gone.
  f.call("POST", "/api/v1/workloads/trainings/" + id + "/suspend", nullptr, 202);
  REQUIRE(gone(f.client, pg_path));
  f.call("POST", "/api/v1/workloads/trainings/" + id + "/resume", nullptr, 202);
  nlohmann::json pod;
  for (int i = 0; i < 600; ++i) {
    auto pg = f.client.send({"GET", pg_path, "", ""});
    auto p = f.client.send({"GET", "/api/v1/namespaces/" + ns + "/pods/g2-worker-0", "", ""});
    if (pg && pg->status == 200 && p && p->status == 200) {
      const auto now = nlohmann::json::parse(pg->body);
      pod = nlohmann::json::parse(p->body);
      if (now["metadata"]["uid"] != first["metadata"]["uid"] &&
          pod["metadata"]["ownerReferences"][0]["uid"] == now["metadata"]["uid"] &&
          !pod["metadata"].contains("deletionTimestamp")) {
        break;
      }
    }
    pod = nullptr;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE_MESSAGE(!pod.is_null(), "log:\n" << f.log_text());
  CHECK(f.workload(id).phase != "Failed");

  // KAI evicts a pod: it is made again for KAI to place.
  const std::string old_uid = pod["metadata"]["uid"];
  must(*admin,
       {"DELETE", "/api/v1/namespaces/" + ns + "/pods/g2-worker-0?gracePeriodSeconds=0", "", ""});
  bool again = false;
  for (int i = 0; i < 600 && !again; ++i) {
    auto p = f.client.send({"GET", "/api/v1/namespaces/" + ns + "/pods/g2-worker-0", "", ""});
    again = p && p->status == 200 && nlohmann::json::parse(p->body)["metadata"]["uid"] != old_uid;
    if (!again) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK_MESSAGE(again, "log:\n" << f.log_text());
  CHECK(f.workload(id).phase != "Failed");

  // A pod that fails fails the gang, and its PodGroup goes with the others.
  for (const auto& p : f.cluster_pods(ns, id)) play_kai(*admin, p, "gpu-node-1", "Running");
  f.wait_for(id, "Running", [](const Workload& w) { return w.phase == "Running"; });
  auto worker = must(*admin, {"GET", "/api/v1/namespaces/" + ns + "/pods/g2-worker-0", "", ""});
  play_kai(*admin, worker, "gpu-node-1", "Failed");
  auto failed = f.wait_for(id, "Failed", [](const Workload& w) { return w.phase == "Failed"; });
  CHECK(failed.phase_message.str().rfind("g2-worker-0: ", 0) == 0);
  CHECK(gone(f.client, pg_path));
  CHECK(f.workload(id).phase_message.str() == failed.phase_message.str());
}

TEST_CASE(
    "a PodGroup KAI's podgrouper made for a Job is not a gang's, and says why the Job's pod "
    "waits") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-p", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", "plain"},
                           {"projectId", project},
                           {"spec", {{"image", "busybox"}, {"command", "true"}}}},
                          202);
  const std::string id = submitted.value("id", "");
  const auto job = appears(f, "/apis/batch/v1/namespaces/" + ns + "/jobs/plain");
  // What the podgrouper makes: the Job's labels, owned by the Job.
  nlohmann::json pg = {{"apiVersion", "scheduling.run.ai/v2alpha2"},
                       {"kind", "PodGroup"},
                       {"metadata",
                        {{"name", "pg-plain-" + job["metadata"]["uid"].get<std::string>()},
                         {"labels", job["metadata"]["labels"]},
                         {"ownerReferences",
                          {{{"apiVersion", "batch/v1"},
                            {"kind", "Job"},
                            {"name", "plain"},
                            {"uid", job["metadata"]["uid"]}}}}}},
                       {"spec", {{"minMember", 1}, {"queue", project}}}};
  must(*admin, {"POST", "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups",
                pg.dump(), "application/json"});
  // KAI says on that PodGroup why the Job's pod waits: the workload says it.
  const std::string pg_name = pg["metadata"]["name"];
  must(
      *admin,
      {"PATCH",
       "/apis/scheduling.run.ai/v2alpha2/namespaces/" + ns + "/podgroups/" + pg_name + "/status",
       R"({"status":{"schedulingConditions":[{"type":"UnschedulableOnNodePool","nodePool":"default","reason":"OverLimit","message":"Non-preemptible workload is over quota","lastTransitionTime":"2026-11-28T05:00:00Z","status":"True","transitionID":"0"}]}})",
       "application/merge-patch+json"});
  auto waiting =
      f.wait_for(id, "KAI's reason from the podgrouper's PodGroup", [](const Workload& w) {
        return w.phase_message.str() == "Non-preemptible workload is over quota";
      });
  CHECK(waiting.phase == "Pending");
  play_kai(*admin, f.cluster_pods(ns, id)[0], "gpu-node-1", "Succeeded");
  f.wait_for(id, "Completed", [](const Workload& w) { return w.phase == "Completed"; });
  // The Job is still the workload's object: a delete takes it.
  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  CHECK(gone(f.client, "/apis/batch/v1/namespaces/" + ns + "/jobs/plain"));
}

}  // namespace gpuq::test
