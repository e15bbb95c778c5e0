// Compute resources, hardware profiles and run specs end to end:
// a real daemon, real processes, every rule refused with its message.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "daemon_fixture.h"

using gpuq::test::Daemon;
using gpuq::test::Reply;
using nlohmann::json;

namespace {

const char* kMock =
    "devices:\n"
    "  - {model: Mock H100, memory: 80Gi, count: 4}\n"
    "  - {model: Mock A100, memory: 40Gi, mig: {1g.5gb: 7}}\n";

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Reply create_compute(const Daemon& d, const std::string& name, const json& spec,
                     const json& meta_extra = json::object()) {
  json meta = {{"name", name}, {"scope", "cluster"}};
  for (auto& [k, v] : meta_extra.items()) meta[k] = v;
  return d.post("/api/v1/asset/compute", {{"meta", meta}, {"spec", spec}});
}

// Submits a training with `spec` (command included) and top-level `extra`.
Reply submit(const Daemon& d, const std::string& name, const json& spec,
             const json& extra = json::object()) {
  json body = {{"name", name}, {"projectId", "team-a"}, {"spec", spec}};
  for (auto& [k, v] : extra.items()) body[k] = v;
  return d.post("/api/v1/workloads/trainings", body);
}

std::string id_of(const Reply& r) {
  REQUIRE_MESSAGE(r.status == 202, r.body);
  return r.json.value("workloadId", "");
}

}  // namespace

TEST_CASE("compute resources: every rule is refused with a message naming the field") {
  Daemon d(kMock);
  d.start();
  d.project("team-a", 2);
  struct Case {
    json spec;
    std::string field, text;
    long status = 400;
  };
  const Case cases[] = {
      {{{"gpuDevicesRequest", 2}, {"gpuPortionRequest", 0.5}},
       "spec.gpuPortionRequest",
       "part of one GPU"},
      {{{"gpuDevicesRequest", 2}, {"gpuMemoryRequest", "20G"}},
       "spec.gpuDevicesRequest",
       "one GPU"},
      {{{"gpuDevicesRequest", 2}, {"gpuMemoryRequest", "50%"}},
       "spec.gpuMemoryRequest",
       "whole memory of each device"},
      {{{"gpuDevicesRequest", 0}, {"gpuMemoryRequest", "50%"}}, "spec.gpuMemoryRequest", "no GPU"},
      {{{"gpuDevicesRequest", 1.5}}, "spec.gpuDevicesRequest", "whole number"},
      {{{"gpuDevicesRequest", -1}}, "spec.gpuDevicesRequest", ""},
      {{{"gpuMemoryRequest", "150%"}}, "spec.gpuMemoryRequest", "at most 100%"},
      {{{"gpuMemoryRequest", "50%"}, {"gpuMemoryLimit", "40%"}},
       "spec.gpuMemoryLimit",
       "at least gpuMemoryRequest"},
      {{{"gpuRequestType", "memory"}, {"gpuMemoryRequest", "20G"}, {"gpuMemoryLimit", "10G"}},
       "spec.gpuMemoryLimit",
       "at least gpuMemoryRequest"},
      {{{"gpuRequestType", "memory"}, {"gpuMemoryRequest", "20G"}, {"gpuMemoryLimit", "30G"}},
       "spec.gpuMemoryLimit",
       "policy.allow_gpu_memory_limits"},
      {{{"cpuCoreRequest", 2}, {"cpuCoreLimit", "500m"}},
       "spec.cpuCoreLimit",
       "at least cpuCoreRequest"},
      {{{"cpuMemoryRequest", "2G"}, {"cpuMemoryLimit", "1G"}},
       "spec.cpuMemoryLimit",
       "at least cpuMemoryRequest"},
      {{{"gpuDevicesRequest", 1}, {"gpuRequestType", "migProfile"}, {"migProfile", "3g.40gb"}},
       "spec.migProfile",
       "1g.5gb"},
      {{{"extendedResources", {{{"resource", "example.com/fpga"}, {"quantity", "1.5"}}}}},
       "spec.extendedResources[0].quantity",
       "whole units"},
      {{{"gpuDevices", 1}}, "spec.gpuDevices", "unknown field"},
  };
  int n = 0;
  for (const Case& c : cases) {
    CAPTURE(c.spec.dump());
    Reply r = create_compute(d, "bad-" + std::to_string(n++), c.spec);
    CHECK(r.status == c.status);
    if (!c.field.empty()) CHECK(r.json.value("field", "") == c.field);
    CHECK_MESSAGE(r.json.value("message", "").find(c.text) != std::string::npos, r.body);
  }
  // meta: scope without its unit, unknown project, bad scope, bad name.
  Reply r = create_compute(d, "p1", json::object(), {{"scope", "project"}});
  CHECK(r.status == 400);
  CHECK(r.json.value("field", "") == "meta.projectId");
  r = create_compute(d, "p1", json::object(), {{"scope", "project"}, {"projectId", "nope"}});
  CHECK(r.status == 404);
  r = create_compute(d, "p1", json::object(), {{"scope", "galaxy"}});
  CHECK(r.status == 400);
  CHECK(r.json.value("field", "") == "meta.scope");
  r = create_compute(d, "../etc", json::object());
  CHECK(r.status == 400);
  CHECK(r.json.value("field", "") == "meta.name");

  // What is allowed: a percentage kept as a portion, MB/GB, a MIG profile of the machine.
  r = create_compute(d, "half", {{"gpuDevicesRequest", 1}, {"gpuMemoryRequest", "50%"}});
  REQUIRE_MESSAGE(r.status == 202, r.body);
  CHECK(r.json["spec"]["gpuPortionRequest"] == 0.5);
  CHECK(r.json["spec"]["gpuRequestType"] == "portion");
  CHECK(r.json["meta"]["createdBy"] == "root");
  CHECK(r.json["meta"]["createdAt"].is_string());
  r = create_compute(d, "twenty-gb", {{"gpuRequestType", "memory"}, {"gpuMemoryRequest", "20G"}});
  CHECK_MESSAGE(r.status == 202, r.body);
  r = create_compute(d, "mig", {{"gpuRequestType", "migProfile"}, {"migProfile", "1g.5gb"}});
  CHECK_MESSAGE(r.status == 202, r.body);
  r = create_compute(d, "cpu-only",
                     {{"gpuDevicesRequest", 0},
                      {"cpuCoreRequest", "500m"},
                      {"cpuMemoryRequest", "2000M"},
                      {"largeShmRequest", true}});
  CHECK_MESSAGE(r.status == 202, r.body);
  // Unique within its scope; an administrator may give a project one of the
  // cluster's names on purpose (a member may not: cli_assets_test).
  r = create_compute(d, "half", json::object());
  CHECK(r.status == 409);
  r = create_compute(d, "half", json::object(), {{"scope", "project"}, {"projectId", "team-a"}});
  CHECK_MESSAGE(r.status == 202, r.body);
  CHECK(r.json["meta"]["projectName"] == "team-a");
  Reply list = d.get("/api/v1/asset/compute?sortBy=name&filterBy=scope==cluster");
  REQUIRE(list.status == 200);
  REQUIRE(list.json["entries"].size() == 4);
  CHECK(list.json["entries"][0]["meta"]["name"] == "cpu-only");
  CHECK(d.get("/api/v1/asset/compute?search=twenty").json["entries"].size() == 1);
}

TEST_CASE("compute resources: GPU memory limits when the policy allows them") {
  Daemon d(kMock, "policy:\n  allow_gpu_memory_limits: true\n");
  d.start();
  Reply r = create_compute(
      d, "limited",
      {{"gpuRequestType", "memory"}, {"gpuMemoryRequest", "20G"}, {"gpuMemoryLimit", "30G"}});
  CHECK_MESSAGE(r.status == 202, r.body);
}

TEST_CASE("compute resources: the quick start's one-gpu and two-gpus, in use, copied, renamed") {
  Daemon d(kMock);
  d.start();
  d.project("team-a", 4);
  REQUIRE(create_compute(d, "one-gpu", {{"gpuDevicesRequest", 1}}).status == 202);
  REQUIRE(create_compute(d, "two-gpus", {{"gpuDevicesRequest", 2}}).status == 202);
  const std::string a1 =
      id_of(submit(d, "a1", {{"command", "sleep 600"}}, {{"computeResource", "one-gpu"}}));
  const std::string a2 =
      id_of(submit(d, "a2", {{"command", "sleep 600"}}, {{"computeResource", "two-gpus"}}));
  CHECK(Daemon::eventually([&] { return d.phase(a1) == "Running" && d.phase(a2) == "Running"; }));
  json w1 = d.workload(a1), w2 = d.workload(a2);
  CHECK(w1["pods"][0]["devices"].size() == 1);
  CHECK(w2["pods"][0]["devices"].size() == 2);
  CHECK(w1["resolvedCompute"]["gpuDevicesRequest"]["value"] == 1);
  CHECK(w1["resolvedCompute"]["gpuDevicesRequest"]["source"] == "computeResource");
  CHECK(w1["runSpec"]["computeResource"]["name"] == "one-gpu");

  // A flag on the command line overrides the asset's value.
  const std::string a3 =
      id_of(submit(d, "a3", {{"command", "true"}, {"compute", {{"gpuDevicesRequest", 1}}}},
                   {{"computeResource", "two-gpus"}}));
  json w3 = d.workload(a3);
  CHECK(w3["resolvedCompute"]["gpuDevicesRequest"]["value"] == 1);
  CHECK(w3["resolvedCompute"]["gpuDevicesRequest"]["source"] == "flag");
  CHECK(w3["resolvedCompute"]["gpuDevicesRequest"]["overridden"][0]["source"] == "computeResource");
  Reply r = submit(d, "a4", {{"command", "true"}}, {{"computeResource", "three-gpus"}});
  CHECK(r.status == 404);
  CHECK(r.json.value("field", "") == "computeResource");

  // Used by a1: listed, and delete refused naming it.
  Reply one = d.get("/api/v1/asset/compute/one-gpu");
  REQUIRE(one.status == 200);
  CHECK(one.json["usage"]["workloads"] == 1);
  CHECK(one.json["usedBy"]["trainings"][0]["name"] == "a1");
  r = d.call("DELETE", "/api/v1/asset/compute/one-gpu");
  CHECK(r.status == 409);
  CHECK(r.json.value("message", "").find("training a1 (project team-a)") != std::string::npos);

  // Copy and edit (what `gpuq compute-resource create --from` does), then rename.
  json copy = one.json["spec"];
  copy["cpuCoreRequest"] = 2;
  r = create_compute(d, "one-gpu-2cpu", copy);
  REQUIRE_MESSAGE(r.status == 202, r.body);
  CHECK(r.json["spec"]["gpuDevicesRequest"] == 1);
  r = d.call("PUT", "/api/v1/asset/compute/one-gpu",
             json{{"meta", {{"name", "single-gpu"}, {"description", "one whole GPU"}}}}.dump());
  REQUIRE_MESSAGE(r.status == 200, r.body);
  CHECK(r.json["meta"]["name"] == "single-gpu");
  CHECK(r.json["meta"]["description"] == "one whole GPU");
  CHECK(r.json["usage"]["workloads"] == 1);  // still a1's, by id
  r = d.call("PUT", "/api/v1/asset/compute/single-gpu",
             json{{"meta", {{"name", "two-gpus"}}}}.dump());
  CHECK(r.status == 409);

  // Allowed once nothing uses it.
  REQUIRE(d.call("DELETE", "/api/v1/workloads/" + a1).status == 202);
  CHECK(Daemon::eventually([&] { return d.get("/api/v1/workloads/" + a1).status == 404; }));
  r = d.call("DELETE", "/api/v1/asset/compute/single-gpu");
  CHECK_MESSAGE(r.status == 202, r.body);
  CHECK(d.get("/api/v1/asset/compute/single-gpu").status == 404);

  // Assets survive a restart.
  d.stop();
  d.start();
  CHECK(d.get("/api/v1/asset/compute/two-gpus").status == 200);
  CHECK(d.get("/api/v1/asset/compute/two-gpus").json["usage"]["workloads"] == 1);
}

TEST_CASE("profiles: what the profile defines wins over the user's request, and describe says so") {
  Daemon d(kMock,
           "profiles:\n"
           "  - name: two-h100\n"
           "    description: Two whole H100s\n"
           "    gpu: 2\n"
           "    cpu: 500m\n"
           "    gpu_model: H100\n"
           "    disk: 1Gi\n"
           "  - name: a100-only\n"
           "    gpu: 1\n"
           "    gpu_model: B200\n");
  d.start();
  d.project("team-a", 4);
  Reply profiles = d.get("/api/v1/profiles");
  REQUIRE(profiles.status == 200);
  REQUIRE(profiles.json["profiles"].size() == 2);
  CHECK(profiles.json["profiles"][0]["computeSpec"]["gpuDevicesRequest"] == 2);
  CHECK(d.get("/api/v1/profiles/two-h100").json["description"] == "Two whole H100s");
  CHECK(d.get("/api/v1/profiles/nope").status == 404);

  REQUIRE(
      create_compute(d, "mem-heavy", {{"cpuMemoryRequest", "1G"}, {"cpuCoreRequest", 4}}).status ==
      202);
  const std::string id = id_of(
      submit(d, "p1",
             {{"command", "sh -c 'test -d \"$GPUQ_SCRATCH_DIR\" && echo scratch > $TMPDIR/x'"},
              {"compute", {{"gpuDevicesRequest", 1}, {"cpuCoreRequest", 1}}}},
             {{"profile", "two-h100"}, {"computeResource", "mem-heavy"}}));
  json w = d.workload(id);
  json rc = w["resolvedCompute"];
  CHECK(rc["gpuDevicesRequest"]["value"] == 2);
  CHECK(rc["gpuDevicesRequest"]["source"] == "profile");
  CHECK(rc["gpuDevicesRequest"]["overridden"][0]["value"] == 1);
  CHECK(rc["gpuDevicesRequest"]["overridden"][0]["source"] == "flag");
  CHECK(rc["cpuCoreRequest"]["source"] == "profile");
  CHECK(rc["cpuMemoryRequest"]["source"] == "computeResource");
  CHECK(rc["gpuModel"]["value"] == "H100");
  CHECK(rc["disk"]["source"] == "profile");
  CHECK(w["runSpec"]["profile"] == "two-h100");
  CHECK(w["runSpec"]["scratchDisk"] == "1Gi");
  CHECK(w["podsRequestedResources"]["gpu"]["request"] == 2);
  CHECK(w["podsRequestedResources"]["cpu"]["request"] == 0.5);
  CHECK(w["requestedNodePools"] == json::array({"default"}));
  CHECK(Daemon::eventually([&] { return d.phase(id) == "Completed"; }));
  // The scratch directory is gone after the pod.
  CHECK(Daemon::eventually(
      [&] { return !std::filesystem::exists(d.dir() + "/state/scratch/gpuq-" + id + "-0"); }));

  Reply r = submit(d, "p2", {{"command", "true"}}, {{"profile", "a100-only"}});
  CHECK(r.status == 400);
  CHECK(r.json.value("message", "").find("GPU model B200") != std::string::npos);
  // A profile that is not there is not found, as a compute resource that is not.
  r = submit(d, "p3", {{"command", "true"}}, {{"profile", "huge"}});
  CHECK(r.status == 404);
  CHECK(r.json.value("field", "") == "profile");
  CHECK(r.json.value("message", "") == "profile: no profile huge (profiles: two-h100, a100-only)");
  // In the run spec too (the top level wins when both are given).
  const std::string p4 = id_of(submit(d, "p4", {{"command", "true"}, {"profile", "two-h100"}}));
  CHECK(d.workload(p4)["resolvedCompute"]["gpuDevicesRequest"]["value"] == 2);
}

TEST_CASE("run specs: resources, envs, node selectors and the ids a pod runs as") {
  Daemon d(kMock);
  d.start();
  d.project("team-a", 4);
  const std::string out = d.dir() + "/env";
  const std::string id = id_of(submit(d, "r1",
                                      {{"command", "sh -c 'echo $HF_HOME > " + out + "'"},
                                       {"resources",
                                        {{"cpu", {{"requests", "500m"}, {"limits", 1}}},
                                         {"mem", "64Mi"},
                                         {"gpu", {{"limits", 1}}}}},
                                       {"envs", {{{"name", "HF_HOME"}, {"value", "/data/hf"}}}},
                                       {"node_selector", {{"gpu", "a100"}}},
                                       {"tolerations", json::array()}}));
  json w = d.workload(id);
  CHECK(w["resolvedCompute"]["gpuDevicesRequest"]["value"] == 1);
  CHECK(w["resolvedCompute"]["cpuCoreLimit"]["value"] == "1");
  CHECK(w["resolvedCompute"]["cpuMemoryRequest"]["source"] == "flag");
  REQUIRE(w["runSpec"]["noEffect"].size() == 2);
  CHECK(w["runSpec"]["noEffect"][0]["message"].get<std::string>().find("no effect") !=
        std::string::npos);
  CHECK(Daemon::eventually([&] { return d.phase(id) == "Completed"; }));
  CHECK(read_file(out) == "/data/hf\n");

  struct Case {
    json spec;
    std::string field, text;
  };
  const Case cases[] = {
      {{{"run_as_user", 0}}, "spec.run_as_user", "root (0) is never allowed"},
      {{{"run_as_group", 0}}, "spec.run_as_group", "root (0) is never allowed"},
      {{{"fs_group", 0}}, "spec.fs_group", "root (0) is never allowed"},
      {{{"resources", {{"gpu", "1.5"}}}}, "spec.resources.gpu", "whole devices"},
      {{{"resources", {{"gpu", {{"requests", 1}, {"limits", 2}}}}}},
       "spec.resources.gpu",
       "requests and limits differ"},
      {{{"resources", {{"cpu", 1}, {"gpus", 1}}}}, "spec.resources.gpus", "unknown field"},
      {{{"resources", {{"cpu", 1}}}, {"compute", {{"cpuCoreRequest", 2}}}},
       "spec.resources.cpu",
       "give it once"},
      {{{"resources", {{"cpu", {{"requests", 2}, {"limits", 1}}}}}},
       "spec.compute.cpuCoreLimit",
       "cpuCoreLimit from flag"},
      {{{"resources", {{"disk", "lots"}}}}, "spec.resources.disk", ""},
      {{{"envs", {{{"value", "x"}}}}}, "spec.envs[0].name", "required"},
      {{{"envs", {{{"name", "A"}, {"value", std::string("x\0B=y", 5)}}}}},
       "spec.envs[0].value",
       "must not contain a NUL byte"},
      {{{"volumes", {{{"name", "v"}, {"volume_type", "nfs"}}}}},
       "spec.volumes[0].volume_type",
       "persistent_volume_claim"},
      {{{"volumes", {{{"name", "v"}, {"mount_path", "/etc/v"}}}}},
       "spec.volumes[0].mount_path",
       "system directory"},
      {{{"volumes", {{{"name", "v"}, {"mount_path", "data"}}}}},
       "spec.volumes[0].mount_path",
       "absolute"},
      {{{"volumes", {{{"name", "../v"}}}}}, "spec.volumes[0].name", ""},
      {{{"secrets", {"NOPE"}}}, "spec.secrets[0]", "no secret NOPE"},
  };
  int n = 0;
  for (const Case& c : cases) {
    CAPTURE(c.spec.dump());
    json spec = c.spec;
    spec["command"] = "true";
    Reply r = submit(d, "bad-" + std::to_string(n++), spec);
    CHECK(r.status == 400);
    CHECK(r.json.value("field", "") == c.field);
    CHECK_MESSAGE(r.json.value("message", "").find(c.text) != std::string::npos, r.body);
  }
}

TEST_CASE("run specs: secrets reach the pod's environment and never an answer, event or log") {
  Daemon d(kMock);
  d.start();
  d.project("team-a", 4);
  const std::string value = "s3cr3t-VALUE-4242";
  Reply r =
      d.post("/api/v1/secrets", {{"name", "API_TOKEN"}, {"projectId", "team-a"}, {"value", value}});
  REQUIRE_MESSAGE(r.status == 201, r.body);
  CHECK(r.body.find(value) == std::string::npos);
  r = d.post("/api/v1/secrets", {{"name", "bad name"}, {"projectId", "team-a"}, {"value", "x"}});
  CHECK(r.status == 400);
  CHECK(r.json.value("field", "") == "name");
  r = d.post("/api/v1/secrets", {{"name", "X"}, {"projectId", "nope"}, {"value", "x"}});
  CHECK(r.status == 404);

  const std::string out = d.dir() + "/secret";
  const std::string id = id_of(submit(
      d, "s1",
      {{"command", "sh -c 'printenv API_TOKEN > " + out + "'"}, {"secrets", {"API_TOKEN"}}}));
  CHECK(Daemon::eventually([&] { return d.phase(id) == "Completed"; }));
  CHECK(read_file(out) == value + "\n");

  for (const std::string& path : std::vector<std::string>{
           "/api/v1/secrets", "/api/v1/secrets?projectId=team-a", "/api/v1/workloads",
           "/api/v1/workloads/" + id, "/api/v1/workloads/" + id + "/logs", "/api/v1/volumes",
           "/api/v1/asset/compute", "/metrics"}) {
    Reply a = d.get(path);
    CHECK(a.status == 200);
    CHECK_MESSAGE(a.body.find(value) == std::string::npos, path);
  }
  json secrets = d.get("/api/v1/secrets?projectId=team-a").json["secrets"];
  REQUIRE(secrets.size() == 1);
  CHECK(secrets[0]["name"] == "API_TOKEN");
  CHECK(!secrets[0].contains("value"));
  CHECK(d.log().find(value) == std::string::npos);

  CHECK(d.call("DELETE", "/api/v1/secrets/API_TOKEN?projectId=team-a").status == 200);
  CHECK(d.call("DELETE", "/api/v1/secrets/API_TOKEN?projectId=team-a").status == 404);
  CHECK(d.get("/api/v1/secrets").json["secrets"].empty());
}

TEST_CASE("run specs: a volume's content survives from one workload to the next") {
  Daemon d(kMock);
  d.start();
  d.project("team-a", 4);
  const std::string home = d.dir() + "/home";
  std::filesystem::create_directories(home);
  const json volume = {{"volume_type", "persistent_volume_claim"},
                       {"name", "my-pvc"},
                       {"mount_path", home + "/data"},
                       {"spec", {{"size", "10Gi"}}}};
  const std::string w1 = id_of(submit(
      d, "w1",
      {{"command", "sh -c 'echo kept > $GPUQ_VOLUME_MY_PVC/file && test -L " + home + "/data'"},
       {"volumes", {volume}}}));
  CHECK(Daemon::eventually([&] { return d.phase(w1) == "Completed"; }));
  json volumes = d.get("/api/v1/volumes?projectId=team-a").json["volumes"];
  REQUIRE(volumes.size() == 1);
  CHECK(volumes[0]["name"] == "my-pvc");
  CHECK(volumes[0]["size"] == 10LL * 1024 * 1024 * 1024);
  CHECK(read_file(volumes[0]["path"].get<std::string>() + "/file") == "kept\n");

  const std::string out = d.dir() + "/read";
  const std::string w2 =
      id_of(submit(d, "w2",
                   {{"command", "sh -c 'cat " + home + "/data/file > " + out + "; sleep 600'"},
                    {"volumes", {volume}}}));
  CHECK(Daemon::eventually([&] { return read_file(out) == "kept\n"; }));
  // In use: not deleted.
  Reply r = d.call("DELETE", "/api/v1/volumes/my-pvc?projectId=team-a");
  CHECK(r.status == 409);
  CHECK(r.json.value("message", "").find("w2") != std::string::npos);
  REQUIRE(d.call("DELETE", "/api/v1/workloads/" + w2).status == 202);
  CHECK(Daemon::eventually([&] { return d.get("/api/v1/workloads/" + w2).status == 404; }, 40));
  // The link is taken back when the pod ends; the files stay until the volume goes.
  CHECK(Daemon::eventually([&] { return !std::filesystem::is_symlink(home + "/data"); }));
  const std::string dir = volumes[0]["path"].get<std::string>();
  CHECK(std::filesystem::exists(dir + "/file"));
  r = d.call("DELETE", "/api/v1/volumes/my-pvc?projectId=team-a");
  CHECK_MESSAGE(r.status == 200, r.body);
  CHECK(!std::filesystem::exists(dir));

  // A mount path that is taken: the pod still runs, with the variable, and an event says why.
  std::ofstream(home + "/taken") << "mine";
  json taken = volume;
  taken["mount_path"] = home + "/taken";
  const std::string w3 = id_of(
      submit(d, "w3", {{"command", "sh -c 'test -d $GPUQ_VOLUME_MY_PVC'"}, {"volumes", {taken}}}));
  CHECK(Daemon::eventually([&] { return d.phase(w3) == "Completed"; }));
  bool noted = false;
  const json events = d.workload(w3)["events"];
  for (const json& e : events) {
    noted = noted || (e["type"] == "Storage" && e["message"].get<std::string>().find(
                                                    "the path is taken") != std::string::npos);
  }
  CHECK_MESSAGE(noted, events.dump());
  CHECK(read_file(home + "/taken") == "mine");
}
