// The Kubernetes backend end to end against the testbed's API server: a
// project becomes a Queue and a namespace, a training a Job; the test plays
// KAI and the kubelet (binds the pod to a fake node, writes its status) and
// the workload follows: Pending with the scheduler's words, Running on its
// node, Completed; deleting it deletes the Job.
#include <doctest/doctest.h>
#include <unistd.h>

#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <thread>

#include "backend_fixture.h"
#include "daemon/kube/workload_objects.h"
#include "schema_check.h"

namespace gpuq::test {

TEST_CASE("every Job the backend writes fits the 1.35 schema, unknown fields included") {
  Workload w;
  w.id = "0b7e2c1c-1111-4222-8333-444455556666";
  w.name = "train-1";
  w.run.image = "nvcr.io/nvidia/pytorch:24.05-py3";
  w.run.argv = {"python", "train.py"};
  w.run.working_dir = "/workspace";
  w.run.environment = {{"EPOCHS", "3"}};
  w.run.labels = {{"team", "vision"}, {"app.kubernetes.io/managed-by", "someone-else"}};
  w.run.annotations = {{"note", "first try"}};
  w.run.uid = 1001;
  w.run.gid = 1001;
  w.request.gpu_portion = 500;
  w.request.cpu = 1500;
  w.request.memory = 16LL << 30;
  w.limits.memory = 32LL << 30;
  w.termination_grace_s = 30;
  w.parallelism = 2;
  w.completions = 4;
  kube::KubeNaming naming;
  auto job = kube::job_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(job.has_value());
  CHECK(schema_problems(*job).empty());
  const auto& pod = (*job)["spec"]["template"];
  CHECK(pod["spec"]["schedulerName"] == "kai-scheduler");
  CHECK(pod["metadata"]["labels"]["kai.scheduler/queue"] == "team-a");
  CHECK(pod["metadata"]["labels"]["priorityClassName"] == "train");
  CHECK(pod["metadata"]["labels"]["app.kubernetes.io/managed-by"] == "gpuq");  // not the user's
  CHECK(pod["metadata"]["annotations"]["gpu-fraction"] == "0.5");
  const auto& container = pod["spec"]["containers"][0];
  CHECK_FALSE(container["resources"]["limits"].contains("nvidia.com/gpu"));
  CHECK(container["resources"]["requests"]["cpu"] == "1500m");
  CHECK(container["resources"]["requests"]["memory"] == "16Gi");
  CHECK(pod["spec"]["securityContext"]["runAsUser"] == 1001);
  CHECK((*job)["spec"]["completions"] == 4);
  {
    // Made again after a suspend: what is left, and the annotations saying why.
    Workload resumed = w;
    resumed.succeeded = 1;
    resumed.failures = 1;
    auto again = kube::job_object(resumed, "team-a", "runai-team-a", naming);
    REQUIRE(again.has_value());
    CHECK(schema_problems(*again).empty());
    CHECK((*again)["spec"]["completions"] == 3);
  }

  w.request = {};
  w.request.gpus = 2;
  w.request.gpu_memory = 4LL << 30;
  auto both = kube::job_object(w, "team-a", "runai-team-a", naming);
  REQUIRE_FALSE(both.has_value());
  CHECK(both.error().where == "spec.compute");
  w.request.gpu_memory = 0;
  w.request.mig = {{"1g.10gb", 1}};
  w.request.gpus = 0;
  auto mig = kube::job_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(mig.has_value());
  CHECK((*mig)["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"]
              ["nvidia.com/mig-1g.10gb"] == "1");

  // Where it may run: every placement field in its Kubernetes form.
  w.node_pools = {"a100"};
  w.spec_json = R"({"nodeType": "dgx", "node_selector": {"zone": "eu-1"},
    "tolerations": [{"key": "spot", "operator": "Equal", "value": "yes", "effect": "NoExecute",
                     "seconds": 60}],
    "nodeAffinityRequired": {"nodeSelectorTerms": [{"matchExpressions": [
      {"key": "gpu.product", "operator": "In", "values": ["H100"]}]}]},
    "podAffinity": {"type": "Required", "key": "kubernetes.io/hostname"},
    "imagePullPolicy": "IfNotPresent", "security": {"runAsNonRoot": true}})";
  auto placed = kube::job_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(placed.has_value());
  CHECK(schema_problems(*placed).empty());
  CHECK((*placed)["spec"]["template"]["spec"]["nodeSelector"]["run.ai/type"] == "dgx");
  // The pool's shard: its Queue, and the pool's label on the Job, which
  // KAI's podgrouper copies onto the PodGroup.
  CHECK((*placed)["metadata"]["labels"]["kai.scheduler/queue"] == "team-a-a100");
  CHECK((*placed)["metadata"]["labels"]["kai.scheduler/node-pool"] == "a100");
  CHECK((*placed)["spec"]["template"]["metadata"]["labels"]["kai.scheduler/queue"] ==
        "team-a-a100");
  w.node_pools = {"default", "a100"};
  auto in_default = kube::job_object(w, "team-a", "runai-team-a", naming);
  REQUIRE(in_default.has_value());
  CHECK((*in_default)["metadata"]["labels"]["kai.scheduler/queue"] == "team-a");
  CHECK_FALSE((*in_default)["metadata"]["labels"].contains("kai.scheduler/node-pool"));

  w.run.image.clear();
  CHECK(kube::job_object(w, "team-a", "runai-team-a", naming).error().where == "spec.image");
}

// Submit, wait with KAI's reason, run, complete, delete: what every backend
// test of trainings goes through.
void run_a_training(BackendFixture& f, ApiClient& admin) {
  const std::string project = f.project("team-a", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", "train-1"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "busybox"},
                             {"command", "sh -c 'echo hi'"},
                             {"compute", {{"gpuDevicesRequest", 1}}}}}},
                          202);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());
  f.wait_for(id, "its Job", [](const Workload& w) { return w.pods.at(0).attempts == 1; });
  const auto queue =
      must(f.client, {"GET", "/apis/scheduling.run.ai/v2/queues/" + project, "", ""});
  CHECK(queue["spec"]["resources"]["gpu"]["quota"] == 2);
  const auto made =
      must(f.client, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/train-1", "", ""});
  CHECK(made["metadata"]["labels"]["gpuq.io/workload-id"] == id);
  CHECK(made["spec"]["template"]["spec"]["containers"][0]["command"] ==
        nlohmann::json::array({"sh", "-c", "echo hi"}));

  // The job controller makes the pod; KAI says why it cannot place it yet.
  auto pods = f.cluster_pods(ns, id);
  REQUIRE(pods.size() == 1);
  const std::string pod_name = pods[0]["metadata"]["name"];
  must(
      admin,
      {"PATCH", "/api/v1/namespaces/" + ns + "/pods/" + pod_name + "/status",
       R"({"status":{"conditions":[{"type":"PodScheduled","status":"False","reason":"Unschedulable","message":"queue is over its limit of 2 GPUs"}]}})",
       "application/merge-patch+json"});
  auto waiting = f.wait_for(id, "KAI's reason", [](const Workload& w) {
    return w.phase_message.str() == "queue is over its limit of 2 GPUs";
  });
  CHECK(waiting.phase == "Pending");

  play_kai(admin, pods[0], "gpu-node-1", "Running");
  auto running = f.wait_for(id, "Running", [](const Workload& w) { return w.phase == "Running"; });
  REQUIRE(running.pods.size() == 1);
  CHECK(running.pods[0].node == "gpu-node-1");

  play_kai(admin, f.cluster_pods(ns, id)[0], "gpu-node-1", "Succeeded");
  auto done = f.wait_for(id, "Completed", [](const Workload& w) { return w.phase == "Completed"; });
  CHECK(done.succeeded == 1);
  auto events = f.service->events(id);
  REQUIRE(events.has_value());
  bool told = false;
  for (const auto& e : *events) told = told || e.message.find("Running on gpu-node-1") == 0;
  CHECK(told);

  // Delete: the Job goes, with its pods (Background propagation).
  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  for (int i = 0; i < 200; ++i) {
    auto gone = f.client.call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/train-1", "", ""});
    if (!gone) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  auto gone = f.client.call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/train-1", "", ""});
  CHECK_FALSE(gone.has_value());
}

TEST_CASE("a training runs as a Job: Pending with KAI's reason, Running on its node, Completed") {
  BackendFixture f;
  run_a_training(f, f.client);
}

TEST_CASE("a training sent to another node pool is in that pool's Queue, with its quota there") {
  BackendFixture f;
  const std::string project = unique_name("team-p");
  const std::string pool = unique_name("pool");
  f.call("POST", "/api/v1/org-unit/projects",
         {{"name", project},
          {"resources",
           {{{"nodePool", {{"name", "default"}}}, {"gpu", {{"deserved", 2}}}},
            {{"nodePool", {{"name", pool}}}, {"gpu", {{"deserved", 4}, {"limit", 6}}}}}}},
         201);
  const std::string ns = f.naming.namespace_prefix + project;
  const nlohmann::json body = {{"name", "pooled"},
                               {"projectId", project},
                               {"spec",
                                {{"image", "busybox"},
                                 {"command", "true"},
                                 {"nodePools", {pool}},
                                 {"compute", {{"gpuDevicesRequest", 1}}}}}};
  // No node is in the pool yet: refused, naming each pool there is once.
  const auto early = f.api(admin_request("POST", "/api/v1/workloads/trainings", body));
  CHECK(early.status == 400);
  CHECK_MESSAGE(
      early.body.find("no node pool " + pool + " (pools: default)\"") != std::string::npos,
      early.body);
  // A node of the pool joins the cluster.
  auto admin = testbed_client();
  const std::string node = unique_name("pool-node");
  must(*admin, {"POST", "/api/v1/nodes",
                nlohmann::json{
                    {"apiVersion", "v1"},
                    {"kind", "Node"},
                    {"metadata", {{"name", node}, {"labels", {{"kai.scheduler/node-pool", pool}}}}}}
                    .dump(),
                "application/json"});
  must(*admin, {"PATCH", "/api/v1/nodes/" + node + "/status",
                R"({"status": {"capacity": {"nvidia.com/gpu": "8"},
                               "allocatable": {"nvidia.com/gpu": "8"}}})",
                "application/merge-patch+json"});
  // With its GPUs: the node is listed before its status says it has any,
  // and a submit in between is refused as one that could never run.
  const auto pool_seen = [&] {
    bool seen = false;
    f.service->read([&](const State& s) {
      for (const auto& n : s.nodes) seen = seen || (n.spec.pool == pool && n.spec.gpu_count > 0);
    });
    return seen;
  };
  for (int i = 0; i < 200 && !pool_seen(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(pool_seen());
  const auto response = f.api(admin_request("POST", "/api/v1/workloads/trainings", body));
  REQUIRE_MESSAGE(response.status == 202, response.body);
  const auto submitted = nlohmann::json::parse(response.body);
  const std::string id = submitted.value("id", "");
  REQUIRE_FALSE(id.empty());
  f.cluster_pods(ns, id);
  const auto job =
      must(f.client, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/pooled", "", ""});
  CHECK(job["metadata"]["labels"]["kai.scheduler/queue"] == project + "-" + pool);
  CHECK(job["metadata"]["labels"]["kai.scheduler/node-pool"] == pool);
  const auto queue =
      must(f.client, {"GET", "/apis/scheduling.run.ai/v2/queues/" + project + "-" + pool, "", ""});
  CHECK(queue["metadata"]["labels"]["kai.scheduler/node-pool"] == pool);
  CHECK(queue["spec"]["resources"]["gpu"]["quota"] == 4);
  CHECK(queue["spec"]["resources"]["gpu"]["limit"] == 6);
  const auto own = must(f.client, {"GET", "/apis/scheduling.run.ai/v2/queues/" + project, "", ""});
  CHECK(own["spec"]["resources"]["gpu"]["quota"] == 2);
  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  must(*admin, {"DELETE", "/api/v1/nodes/" + node, "", ""});
}

TEST_CASE("the RBAC of deploy/kubernetes/rbac.yaml is all the backend needs") {
  auto admin = testbed_client();
  apply_manifest(*admin, std::string(GPUQ_SOURCE_DIR) + "/deploy/kubernetes/rbac.yaml");
  BackendFixture f(service_account_credentials());
  run_a_training(f, *admin);
  // And no more: it is not an administrator of the cluster.
  auto refused = f.client.call({"GET", "/api/v1/namespaces/kube-system/configmaps", "", ""});
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == core::Error::Code::permission_denied);
}

TEST_CASE("a Job deleted by hand, or one whose workload is gone, is not left behind") {
  BackendFixture f;
  const std::string project = f.project("team-b", 1);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", "sweep"},
                           {"projectId", project},
                           {"spec", {{"image", "busybox"}, {"command", "true"}}}},
                          202);
  const std::string id = submitted.value("id", "");
  f.cluster_pods(ns, id);
  // The workload's record goes while its pod still waits (a pending pod is
  // deleted at once): the backend deletes the Job it made.
  f.call("DELETE", "/api/v1/workloads/trainings/" + id, nullptr, 202);
  bool deleted = false;
  for (int i = 0; i < 400 && !deleted; ++i) {
    deleted = !f.client.call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/sweep", "", ""})
                   .has_value();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(deleted);
}

TEST_CASE("a Job deleted by hand fails its workload, and a quick suspend and resume does not") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-d", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submit = [&](const std::string& name) {
    auto created = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", name},
                           {"projectId", project},
                           {"spec", {{"image", "busybox"}, {"command", "true"}}}},
                          202);
    const std::string id = created.value("id", "");
    f.cluster_pods(ns, id);
    // Seen in the watch, pods and all.
    f.wait_for(id, "its pod", [](const Workload& w) {
      return w.phase_message.str() == "waiting for KAI to schedule it";
    });
    return id;
  };
  const std::string by_hand = submit("by-hand");
  must(*admin, {"DELETE", "/apis/batch/v1/namespaces/" + ns + "/jobs/by-hand", "", ""});
  auto failed =
      f.wait_for(by_hand, "Failed", [](const Workload& w) { return w.phase == "Failed"; });
  CHECK(failed.phase_reason == "JobDeleted");
  CHECK(failed.phase_message.str() == "its Job was deleted outside gpuq");
  // Its pods, orphaned by the deletion, linger; the passes their changes
  // start must not replace why it failed.
  for (int i = 0; i < 40; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const Workload now = f.workload(by_hand);
    REQUIRE(now.phase == "Failed");
    REQUIRE(now.phase_message.str() == "its Job was deleted outside gpuq");
  }

  const std::string flip = submit("flip");
  const std::string first_uid = must(
      *admin, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/flip", "", ""})["metadata"]["uid"];
  f.call("POST", "/api/v1/workloads/trainings/" + flip + "/suspend", nullptr, 202);
  // Resumed as soon as the Job is gone, before the watch may have said so.
  for (int i = 0; i < 600; ++i) {
    if (!admin->call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/flip", "", ""})) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  f.call("POST", "/api/v1/workloads/trainings/" + flip + "/resume", nullptr, 202);
  // Made again once the first is gone, never failed on the way.
  for (int i = 0; i < 600; ++i) {
    auto job = admin->call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/flip", "", ""});
    if (job && nlohmann::json::parse(*job)["metadata"]["uid"] != first_uid) break;
    const Workload now = f.workload(flip);
    if (now.phase == "Failed") {
      FAIL("failed on the way: " << now.phase_reason << ": " << now.phase_message.str()
                                 << "\nlog:\n"
                                 << f.log_text());
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  auto again = f.wait_for(flip, "made again", [](const Workload& w) {
    return w.pods.at(0).attempts == 1 && w.phase == "Pending";
  });
  CHECK(again.phase_reason.empty());
  const auto job = must(*admin, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/flip", "", ""});
  CHECK(job["metadata"]["uid"] != first_uid);
}

TEST_CASE("a sweep resumed after a suspend runs the trials and retries it has left") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-r", 2);
  const std::string ns = f.naming.namespace_prefix + project;
  auto created = f.call("POST", "/api/v1/workloads/trainings",
                        {{"name", "sweep"},
                         {"projectId", project},
                         {"spec",
                          {{"image", "busybox"},
                           {"command", "true"},
                           {"completions", 3},
                           {"parallelism", 1},
                           {"backoffLimit", 4}}}},
                        202);
  const std::string id = created.value("id", "");
  // One trial succeeds, the next attempt fails.
  play_kai(*admin, f.cluster_pods(ns, id)[0], "gpu-node-1", "Succeeded");
  f.wait_for(id, "one trial done", [](const Workload& w) { return w.succeeded == 1; });
  nlohmann::json next;
  for (int i = 0; i < 600 && next.is_null(); ++i) {
    for (const auto& p : f.cluster_pods(ns, id)) {
      if (p["status"].value("phase", "") == "Pending") next = p;
    }
    if (next.is_null()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE_FALSE(next.is_null());
  play_kai(*admin, next, "gpu-node-1", "Failed");
  f.wait_for(id, "one failure", [](const Workload& w) { return w.failures == 1; });

  f.call("POST", "/api/v1/workloads/trainings/" + id + "/suspend", nullptr, 202);
  f.wait_for(id, "suspended", [](const Workload& w) { return w.pods.at(0).attempts == 0; });
  for (int i = 0; i < 600; ++i) {
    if (!admin->call({"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/sweep", "", ""})) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  f.call("POST", "/api/v1/workloads/trainings/" + id + "/resume", nullptr, 202);
  auto again = f.wait_for(id, "made again", [](const Workload& w) {
    return w.pods.at(0).attempts == 1 && w.phase == "Pending";
  });
  const auto job = must(*admin, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/sweep", "", ""});
  CHECK(job["spec"]["completions"] == 2);
  CHECK(job["spec"]["parallelism"] == 1);
  CHECK(job["spec"]["backoffLimit"] == 3);
  CHECK(job["metadata"]["annotations"]["gpuq.io/succeeded-before"] == "1");
  CHECK(job["metadata"]["annotations"]["gpuq.io/failed-before"] == "1");
  CHECK(again.succeeded == 1);
  CHECK(again.failures == 1);

  // The trials left finish it: 1 + 2 = its 3 completions.
  for (int done = 0; done < 2; ++done) {
    nlohmann::json pod;
    for (int i = 0; i < 600 && pod.is_null(); ++i) {
      for (const auto& p : f.cluster_pods(ns, id)) {
        if (p["status"].value("phase", "") == "Pending" &&
            p["metadata"]["ownerReferences"][0]["uid"] == job["metadata"]["uid"]) {
          pod = p;
        }
      }
      if (pod.is_null()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    REQUIRE_FALSE(pod.is_null());
    play_kai(*admin, pod, "gpu-node-1", "Succeeded");
  }
  auto finished =
      f.wait_for(id, "Completed", [](const Workload& w) { return w.phase == "Completed"; });
  CHECK(finished.succeeded == 3);
}

TEST_CASE("a Job made just before a crash is taken up, not made twice") {
  BackendFixture f;
  const std::string project = f.project("team-c", 1);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", "once"},
                           {"projectId", project},
                           {"spec", {{"image", "busybox"}, {"command", "true"}}}},
                          202);
  const std::string id = submitted.value("id", "");
  f.wait_for(id, "its Job", [](const Workload& w) { return w.pods.at(0).attempts == 1; });
  // The daemon dies after the Job was created and before the store said so:
  // a new backend finds the workload without its mark.
  f.backend->stop();
  REQUIRE(f.service
              ->write([&](State& state, Store& store) -> core::Result<void> {
                for (Workload& w : state.workloads) {
                  if (w.id != id) continue;
                  for (Pod& p : w.pods) p.attempts = 0;
                  return store.put_workload(w);
                }
                return {};
              })
              .has_value());
  f.backend = std::make_unique<KubeBackend>(*f.service, f.client, f.naming,
                                            [&f](const std::string& line) { f.add_log(line); });
  REQUIRE(f.backend->connect().has_value());
  f.backend->recover();
  f.backend->start();
  f.wait_for(id, "taken up", [](const Workload& w) { return w.pods.at(0).attempts == 1; });
  const auto jobs =
      must(f.client, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs", "", ""})["items"];
  CHECK(jobs.size() == 1);
  CHECK(f.workload(id).phase != "Failed");
}

TEST_CASE(
    "a cluster's Warning event about a workload's pod is in its events, once across a restart") {
  BackendFixture f;
  auto admin = testbed_client();
  const std::string project = f.project("team-e", 1);
  const std::string ns = f.naming.namespace_prefix + project;
  auto submitted = f.call("POST", "/api/v1/workloads/trainings",
                          {{"name", "mounts"},
                           {"projectId", project},
                           {"spec", {{"image", "busybox"}, {"command", "true"}}}},
                          202);
  const std::string id = submitted.value("id", "");
  const auto pod = f.cluster_pods(ns, id)[0];
  const std::string pod_name = pod["metadata"]["name"];
  // What a kubelet says when a volume does not mount.
  must(*admin, {"POST", "/api/v1/namespaces/" + ns + "/events",
                nlohmann::json{{"apiVersion", "v1"},
                               {"kind", "Event"},
                               {"metadata", {{"name", pod_name + ".mount"}, {"namespace", ns}}},
                               {"involvedObject",
                                {{"kind", "Pod"},
                                 {"namespace", ns},
                                 {"name", pod_name},
                                 {"uid", pod["metadata"]["uid"]}}},
                               {"type", "Warning"},
                               {"reason", "FailedMount"},
                               {"message", "MountVolume.SetUp failed for volume \"data\""},
                               {"count", 3},
                               {"source", {{"component", "kubelet"}}}}
                    .dump(),
                "application/json"});
  const std::string line =
      "FailedMount on pod " + pod_name + ": MountVolume.SetUp failed for volume \"data\" (3 times)";
  auto told = [&] {
    auto events = f.service->events(id);
    REQUIRE(events.has_value());
    int n = 0;
    for (const auto& e : *events) n += e.type == "ClusterWarning" && e.message == line;
    return n;
  };

  for (int i = 0; i < 400 && told() == 0; ++i) {
    f.service->notify_change();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(told() == 1);

  // A restarted daemon sees the same event: it is not said twice.
  f.backend->stop();
  f.backend = std::make_unique<KubeBackend>(*f.service, f.client, f.naming,
                                            [&f](const std::string& l) { f.add_log(l); });
  REQUIRE(f.backend->connect().has_value());
  f.backend->recover();
  f.backend->start();
  for (int i = 0; i < 20; ++i) {
    f.service->notify_change();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(told() == 1);
}

TEST_CASE("a daemon whose API server does not answer says which server and context, and stops") {
  const std::string dir = "/tmp/" + unique_name("gpuq-kube-down");
  std::filesystem::create_directories(dir);
  {
    std::ofstream kubeconfig(dir + "/kubeconfig");
    kubeconfig << "apiVersion: v1\nkind: Config\ncurrent-context: down\n"
                  "clusters: [{name: c, cluster: {server: 'https://127.0.0.1:1'}}]\n"
                  "users: [{name: u, user: {token: abc}}]\n"
                  "contexts: [{name: down, context: {cluster: c, user: u}}]\n";
  }
  const std::string command =
      std::string(GPUQ_BINARY) + " daemon --backend kubernetes --kubeconfig " + dir +
      "/kubeconfig --socket " + dir + "/s.sock --state-dir " + dir + "/state 2>&1";
  FILE* out = ::popen(command.c_str(), "r");
  REQUIRE(out != nullptr);
  std::string text;
  char buf[512];
  while (std::fgets(buf, sizeof buf, out) != nullptr) text += buf;
  const int status = ::pclose(out);
  CHECK(WEXITSTATUS(status) == 1);
  CHECK(text.find("gpuq: error: https://127.0.0.1:1 (kubeconfig " + dir +
                  "/kubeconfig, context down): cannot use the Kubernetes API server: no answer "
                  "from the API server to GET /api/v1/nodes: ") != std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace gpuq::test
