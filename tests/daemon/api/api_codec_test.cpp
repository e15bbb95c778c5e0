// Request bodies of the API mapped to drafts: every field of a workload
// submission and of a project, and every 400 naming its field.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "daemon/api/json_read.h"
#include "daemon/api/project_json.h"
#include "daemon/api/workload_request.h"

namespace gpuq::daemon::api {
namespace {

using nlohmann::json;

SubmitRequest submit_ok(const json& body, core::WorkloadType type = core::WorkloadType::training) {
  auto r = parse_submit(body, type);
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : r.error().to_string()));
  return *r;
}

// The 400 text ("field: message") of a body that must fail.
std::string submit_error(const json& body, core::WorkloadType type = core::WorkloadType::training) {
  auto r = parse_submit(body, type);
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == core::Error::Code::invalid_argument);
  return r.error().to_string();
}

json with_compute(json compute) {
  return {{"name", "w"},
          {"projectId", "team-a"},
          {"spec", {{"command", "true"}, {"compute", compute}}}};
}

TEST_CASE("api codec: every field of a training maps onto the draft") {
  json body = json::parse(R"({
    "name": "train-1", "projectId": 3, "useGivenNameAsPrefix": true, "clusterId": "x",
    "computeResource": "small", "profile": "gpu-large",
    "spec": {
      "image": "pytorch:2", "command": "python train.py --name 'my run'", "args": "--lr 0.1",
      "workingDir": "/work",
      "environmentVariables": [{"name": "A", "value": "1"}, {"name": "B", "value": 2},
                               {"name": "SKIP", "value": "x", "exclude": true}],
      "compute": {"gpuDevicesRequest": 1, "gpuRequestType": "portion", "gpuPortionRequest": 0.5,
                  "gpuPortionLimit": 0.75, "cpuCoreRequest": 0.25, "cpuCoreLimit": "2",
                  "cpuMemoryRequest": "1Gi", "cpuMemoryLimit": 2147483648,
                  "largeShmRequest": true,
                  "extendedResources": [{"resource": "example.com/fpga", "quantity": "2"}]},
      "nodePools": ["fast", "default"], "priorityClass": "high", "preemptibility": "preemptible",
      "backoffLimit": 2, "completions": 8, "parallelism": 4, "terminationGracePeriodSeconds": 5,
      "labels": [{"name": "team", "value": "vision"}], "annotations": {"note": "hi"},
      "security": {"runAsUid": 1234, "runAsGid": 99},
      "tolerations": [{"key": "k", "operator": "Exists"}]
    }})");
  SubmitRequest r = submit_ok(body);
  const Workload& w = r.draft;
  CHECK(r.project == "3");
  CHECK(r.name_as_prefix);
  CHECK(w.name == "train-1");
  CHECK(w.type == core::WorkloadType::training);
  CHECK(w.run.image == "pytorch:2");
  CHECK(w.run.argv ==
        std::vector<std::string>{"python", "train.py", "--name", "my run", "--lr", "0.1"});
  CHECK(w.run.working_dir == "/work");
  using Pairs = std::vector<std::pair<std::string, std::string>>;
  CHECK(w.run.environment == Pairs{{"A", "1"}, {"B", "2"}});
  CHECK(w.run.labels == Pairs{{"team", "vision"}});
  CHECK(w.run.annotations == Pairs{{"note", "hi"}});
  CHECK(w.run.uid == 1234);
  CHECK(w.run.gid == 99);
  CHECK(w.request.gpus == 0);
  CHECK(w.request.gpu_portion == 500);
  CHECK(w.limits.gpu_portion == 750);
  CHECK(w.request.cpu == 250);
  CHECK(w.limits.cpu == 2000);
  CHECK(w.request.memory == 1073741824);
  CHECK(w.limits.memory == 2147483648);
  CHECK(w.limits.large_shm);
  CHECK(w.request.extended == std::map<std::string, int64_t>{{"example.com/fpga", 2}});
  CHECK(w.node_pools == std::vector<std::string>{"fast", "default"});
  CHECK(w.priority_class == "high");
  CHECK(w.priority == 125);
  CHECK(w.preemptible);  // stated, although high is not preemptible by default
  CHECK(w.backoff_limit == 2);
  CHECK(w.parallelism == 4);
  CHECK(w.completions == 8);
  CHECK(w.min_available == 1);  // a sweep of independent pods, no gang
  CHECK(w.termination_grace_s == 5);
  json kept = json::parse(w.spec_json);
  CHECK(kept["tolerations"][0]["key"] == "k");
  CHECK(kept["computeResource"] == "small");
  CHECK(kept["profile"] == "gpu-large");
  CHECK(kept["compute"]["gpuPortionRequest"] == 0.5);
}

TEST_CASE("api codec: defaults follow the workload type") {
  json body = {{"name", "ws"}, {"projectId", "team-a"}, {"spec", {{"command", "sleep 1"}}}};
  const Workload w = submit_ok(body, core::WorkloadType::workspace).draft;
  CHECK(w.priority == 100);
  CHECK_FALSE(w.preemptible);
  CHECK(w.priority_class.empty());
  CHECK(w.parallelism == 1);
  CHECK(w.completions == 1);
  CHECK(w.min_available == 1);
  CHECK(w.backoff_limit == 6);
  CHECK(w.termination_grace_s == -1);
  CHECK(w.run.uid == static_cast<uid_t>(-1));
  CHECK(w.run.gid == static_cast<gid_t>(-1));
  CHECK_FALSE(w.request.wants_gpu());
  const Workload t = submit_ok(body).draft;
  CHECK(t.priority == 50);
  CHECK(t.preemptible);
  CHECK(submit_ok(body, core::WorkloadType::inference).draft.priority == 125);
  // parallelism alone sets completions; the environment may be an object.
  body["spec"]["parallelism"] = 3;
  body["spec"]["environmentVariables"] = {{"X", "1"}, {"Y", true}};
  const Workload g = submit_ok(body).draft;
  CHECK(g.completions == 3);
  CHECK(g.min_available == 1);
  CHECK(g.run.environment.size() == 2);
  CHECK(g.run.environment[1] == std::pair<std::string, std::string>{"Y", "true"});
}

TEST_CASE("api codec: GPU requests in each form") {
  SUBCASE("whole GPUs") {
    const Workload w = submit_ok(with_compute({{"gpuDevicesRequest", 2}})).draft;
    CHECK(w.request.gpus == 2);
    CHECK(w.request.gpu_portion == 0);
    CHECK(submit_ok(with_compute({{"gpuDevicesRequest", 3}, {"gpuPortionRequest", 1.0}}))
              .draft.request.gpus == 3);
  }
  SUBCASE("a portion implies one device") {
    const Workload w = submit_ok(with_compute({{"gpuPortionRequest", 0.25}})).draft;
    CHECK(w.request.gpus == 0);
    CHECK(w.request.gpu_portion == 250);
  }
  SUBCASE("GPU memory") {
    const Workload w = submit_ok(with_compute({{"gpuRequestType", "memory"},
                                               {"gpuMemoryRequest", "10Gi"},
                                               {"gpuMemoryLimit", "12Gi"}}))
                           .draft;
    CHECK(w.request.gpu_memory == 10LL << 30);
    CHECK(w.limits.gpu_memory == 12LL << 30);
  }
  SUBCASE("a MIG profile") {
    const Workload w =
        submit_ok(with_compute({{"gpuRequestType", "migProfile"}, {"migProfile", "1g.10gb"}}))
            .draft;
    CHECK(w.request.mig == std::map<std::string, int>{{"1g.10gb", 1}});
  }
  SUBCASE("no GPU") {
    CHECK_FALSE(submit_ok(with_compute({{"gpuDevicesRequest", 0}, {"cpuCoreRequest", 1}}))
                    .draft.request.wants_gpu());
  }
}

TEST_CASE("api codec: every 400 names its field") {
  auto has = [](const std::string& text, const std::string& part) {
    INFO(text);
    CHECK(text.find(part) != std::string::npos);
  };
  CHECK(submit_error(with_compute({{"gpuDevicesRequest", "two"}})) ==
        "spec.compute.gpuDevicesRequest: expected a number, got \"two\"");
  has(submit_error(with_compute({{"gpuDevicesRequest", 1.5}})),
      "spec.compute.gpuDevicesRequest: expected a whole number");
  has(submit_error(with_compute({{"gpuDevicesRequest", -1}})),
      "spec.compute.gpuDevicesRequest: must be between 0 and 1024");
  has(submit_error(with_compute({{"cpuCoreRequest", -0.5}})),
      "spec.compute.cpuCoreRequest: must be 0");
  has(submit_error(with_compute({{"gpuPortionRequest", 1.5}, {"gpuDevicesRequest", 1}})),
      "spec.compute.gpuPortionRequest: must be more than 0 and at most 1");
  has(submit_error(with_compute({{"gpuPortionRequest", 0.5}, {"gpuDevicesRequest", 2}})),
      "spec.compute.gpuPortionRequest: a portion below 1 is part of one GPU");
  has(submit_error(with_compute({{"gpuPortionRequest", 0.5}, {"gpuPortionLimit", 0.25}})),
      "spec.compute.gpuPortionLimit:");
  has(submit_error(with_compute({{"gpuMemoryRequest", "2Gi"}, {"gpuMemoryLimit", "1Gi"}})),
      "spec.compute.gpuMemoryLimit: must be at least gpuMemoryRequest");
  has(submit_error(with_compute({{"cpuCoreRequest", 2}, {"cpuCoreLimit", 1}})),
      "spec.compute.cpuCoreLimit:");
  has(submit_error(with_compute({{"cpuMemoryRequest", "2Gi"}, {"cpuMemoryLimit", "1Gi"}})),
      "spec.compute.cpuMemoryLimit:");
  has(submit_error(with_compute({{"cpuMemoryRequest", "lots"}})),
      "spec.compute.cpuMemoryRequest: expected");
  has(submit_error(with_compute({{"gpuRequestType", "whole"}})),
      "spec.compute.gpuRequestType: expected portion, memory or migProfile");
  has(submit_error(with_compute({{"gpuRequestType", "migProfile"}, {"migProfile", "big"}})),
      "spec.compute.migProfile:");
  has(submit_error(with_compute({{"gpuDeviceRequest", 1}})),
      "spec.compute.gpuDeviceRequest: unknown field (known: gpuDevicesRequest,");
  has(submit_error(
          with_compute({{"extendedResources", {{{"resource", "x"}, {"quantity", "500m"}}}}})),
      "spec.compute.extendedResources[0].quantity: extended resources come in whole units");
  has(submit_error(with_compute("4")), "spec.compute: expected an object, got \"4\"");

  json base = {{"name", "w"}, {"projectId", "p"}, {"spec", {{"command", "true"}}}};
  auto with_spec = [&](const std::string& key, json value) {
    json b = base;
    b["spec"][key] = std::move(value);
    return b;
  };
  has(submit_error(with_spec("priorityClass", "urgent")),
      "spec.priorityClass: unknown priority class \"urgent\" (valid: very-low, low, train");
  has(submit_error(with_spec("preemptibility", "maybe")),
      "spec.preemptibility: expected preemptible");
  has(submit_error(with_spec("parallelism", 0)), "spec.parallelism: must be between 1 and 1000");
  has(submit_error(with_spec("parallelism", 2), core::WorkloadType::workspace),
      "spec.parallelism: only trainings");
  has(submit_error(with_spec("backoffLimit", -1)), "spec.backoffLimit: must be between 0");
  // NUL would cut a C string short or smuggle in another variable.
  const std::string nul("a\0b", 3);
  has(submit_error(with_spec("command", json::array({"sh", nul}))),
      "spec.command[1]: must not contain a NUL byte");
  has(submit_error(with_spec("command", "sh " + nul)), "spec.command: must not contain a NUL byte");
  has(submit_error(with_spec("args", json::array({nul}))), "spec.args[0]: must not contain a NUL");
  has(submit_error(with_spec("environmentVariables", {{"A", std::string("x\0B=y", 5)}})),
      "spec.environmentVariables.A: must not contain a NUL byte");
  has(submit_error(
          with_spec("environmentVariables", json::array({{{"name", "A"}, {"value", nul}}}))),
      "spec.environmentVariables[0].value: must not contain a NUL byte");
  has(submit_error(with_spec("workingDir", "/tmp/" + nul)),
      "spec.workingDir: must not contain a NUL byte");
  has(submit_error(with_spec("command", json::array({""}))),
      "spec.command: the program to run must not be empty");
  has(submit_error(with_spec("terminationGracePeriodSeconds", "10")),
      "spec.terminationGracePeriodSeconds: expected a number");
  has(submit_error(with_spec("nodePools", {"a", 3})),
      "spec.nodePools[1]: expected a node pool name");
  has(submit_error(with_spec("nodePools", "a")), "spec.nodePools: expected an array");
  has(submit_error(with_spec("command", "python 'unterminated")),
      "spec.command: unterminated single quote");
  has(submit_error(with_spec("args", json::object())), "spec.args: expected a string");
  has(submit_error(with_spec("image", 5)), "spec.image: expected a string, got 5");
  has(submit_error(with_spec("environmentVariables", {{{"value", "1"}}})),
      "spec.environmentVariables[0].name: required");
  has(submit_error(with_spec("environmentVariables", {{{"name", "A=B"}, {"value", "1"}}})),
      "spec.environmentVariables[0].name: \"A=B\" is not a valid name");
  has(submit_error(with_spec("environmentVariables",
                             {{{"name", "S"}, {"secret", {{"name", "s"}, {"key", "k"}}}}})),
      "spec.environmentVariables[0].secret: secret values are not supported");
  has(submit_error(with_spec("labels", {{{"name", "a"}, {"value", {1}}}})),
      "spec.labels[0].value: expected a string");
  has(submit_error(with_spec("security", {{"runAsUid", -3}})),
      "spec.security.runAsUid: must be between 0");
  has(submit_error(with_spec("compute", {{"cpuCoreRequest", 0.0001}})),
      "spec.compute.cpuCoreRequest: has more than 3 decimals");

  json no_project = base;
  no_project.erase("projectId");
  has(submit_error(no_project), "projectId: required");
  json bad_name = base;
  bad_name["name"] = "Bad_Name";
  has(submit_error(bad_name), "name:");
  bad_name["name"] = "../etc";
  has(submit_error(bad_name), "name:");
  bad_name["name"] = std::string(64, 'a');
  has(submit_error(bad_name), "name:");
  json no_name = base;
  no_name.erase("name");
  has(submit_error(no_name), "name: required");
  json project_object = base;
  project_object["projectId"] = {{"id", 1}};
  has(submit_error(project_object), "projectId: expected a name or an id");
  has(submit_error(json::array()), "body: expected an object");
}

TEST_CASE("api codec: malformed and too deeply nested JSON name the position") {
  auto r = parse_json_body("{\"name\": \"a\",, }");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().to_string() ==
        "body: malformed JSON at line 1, column 14 (byte 14): unexpected ','; expected string "
        "literal");
  auto lines = parse_json_body("{\n \"name\": \"x\",\n \"spec\": {\"command\": \"true\",}\n}");
  REQUIRE_FALSE(lines.has_value());
  CHECK(lines.error().to_string().find("body: malformed JSON at line 3, column ") == 0);
  auto empty = parse_json_body("  ");
  REQUIRE_FALSE(empty.has_value());
  CHECK(empty.error().message == "a JSON body is required");
  CHECK(parse_json_body("", /*required=*/false)->is_object());
  // A number no double holds is a 400 naming its field, not an internal error.
  auto huge = parse_json_body(R"({"spec": {"compute": {"gpuDevicesRequest": 1e400}}})");
  REQUIRE_FALSE(huge.has_value());
  CHECK(huge.error().to_string() == "spec.compute.gpuDevicesRequest: number out of range");
  huge = parse_json_body(R"({"a": [1, 2, {"b": [-1e999]}]})");
  REQUIRE_FALSE(huge.has_value());
  CHECK(huge.error().where == "a[2].b[0]");
  CHECK(parse_json_body("1e400").error().where == "body");
  auto deep = parse_json_body(std::string(100, '[') + std::string(100, ']'));
  REQUIRE_FALSE(deep.has_value());
  CHECK(deep.error().message.find("nested deeper than 64") != std::string::npos);
  // Invalid UTF-8 never throws on the way out.
  CHECK(to_text(json(std::string("a\xff"))) == "\"a\xEF\xBF\xBD\"");
}

TEST_CASE("api codec: projects read quotas per pool, with units and defaults") {
  json body = json::parse(R"({
    "name": "team-a", "parentId": 7, "description": "vision", "priority": 3,
    "members": ["alice", "@ml"], "clusterId": "ignored",
    "resources": [
      {"nodePool": {"name": "default"}, "gpu": {"deserved": 2, "limit": -1, "overQuotaWeight": 2},
       "cpu": {"deserved": 8000, "limit": 16000}, "memory": {"deserved": 1024, "units": "Mib"}},
      {"nodePool": {"name": "*"}, "gpu": {"deserved": 0.5}},
      {"nodePool": "fast", "memory": {"deserved": 2, "limit": 4, "units": "GB"}}
    ]})");
  auto r = parse_project(body, Project{});
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : r.error().to_string()));
  const Project& p = r->draft;
  CHECK(p.name == "team-a");
  CHECK(r->parent == "7");
  CHECK(p.description == "vision");
  CHECK(p.priority == 3);
  CHECK(p.members == std::vector<std::string>{"alice", "@ml"});
  REQUIRE(p.resources.size() == 2);
  const core::QueueQuota& d = p.resources.at("default");
  CHECK(d.deserved.gpu() == 2000);
  CHECK(d.limit.gpu() == core::kUnlimited);
  CHECK(d.over_quota_weight[0] == 2.0);
  CHECK(d.deserved.cpu() == 8000);
  CHECK(d.limit.cpu() == 16000);
  CHECK(d.deserved.memory() == 1024LL * 1048576);
  CHECK(p.resources.at("fast").deserved.memory() == 2000000000);
  CHECK(p.resources.at("fast").limit.memory() == 4000000000);
  CHECK(p.default_quota.deserved.gpu() == 500);

  // A PUT keeps what it does not name.
  auto update = parse_project({{"description", "new"}}, p);
  REQUIRE(update.has_value());
  CHECK(update->draft.name == "team-a");
  CHECK(update->draft.resources.size() == 2);
  CHECK(update->draft.description == "new");
}

TEST_CASE("api codec: project errors name the field") {
  auto error = [](json body) {
    auto r = parse_project(body, Project{});
    REQUIRE_FALSE(r.has_value());
    return r.error().to_string();
  };
  CHECK(error({{"resources", {{{"gpu", {{"deserved", 2}, {"limit", 1}}}}}}}) ==
        "resources[0].gpu.limit: must be at least the quota (deserved), or -1");
  CHECK(error({{"resources", {{{"gpu", {{"deserved", -1}}}}}}}) ==
        "resources[0].gpu.deserved: must be 0 or more");
  CHECK(error({{"resources", {{{"memory", {{"deserved", 1}, {"units", "TB"}}}}}}})
            .find("resources[0].memory.units: expected MB, Mib, GB or Gib") == 0);
  CHECK(error({{"resources", {{{"nodePool", {{"name", "a"}}}}, {{"nodePool", "a"}}}}}) ==
        "resources[1].nodePool: pool a is given twice");
  CHECK(error({{"members", {"alice", 3}}}) == "members[1]: expected a user or @group, got 3");
  CHECK(error({{"priority", "high"}}) == "priority: expected a number, got \"high\"");
  CHECK(error({{"parentId", true}}) == "parentId: expected a name or an id, got true");
}

}  // namespace
}  // namespace gpuq::daemon::api
