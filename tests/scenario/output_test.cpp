#include "core/scenario/output.h"

#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

namespace gpuq::core::scenario {
namespace {

using nlohmann::json;

std::vector<std::string> keys(const nlohmann::ordered_json& object) {
  std::vector<std::string> out;
  for (const auto& [key, value] : object.items()) out.push_back(key);
  return out;
}

Simulation sample() {
  PodDecision evicted{PodStatus::evicted, "node-2", {}, {{1, kMilli}}, {}};
  PodDecision half{PodStatus::allocated, "node-1", {}, {{0, 500}}, {}};
  PodDecision mig{PodStatus::running, "node-1", {}, {}, {{"1g.10gb", 3}}};
  PodDecision moved{PodStatus::moved, "node-1", "node-2", {{0, kMilli}, {1, kMilli}}, {}};
  PodDecision waiting{PodStatus::pending, {}, {}, {}, {}};
  StepReport r;
  r.step = 3;
  r.time_s = 30;
  r.workloads = {
      {"a1", "team-a", {PodStatus::evicted, "reclaimed by team-b/b2", {evicted}, std::nullopt}},
      {"f", "team-b", {PodStatus::allocated, "", {half}, std::nullopt}},
      {"g", "team-b", {PodStatus::running, "", {mig}, 600}},
      {"m", "team-a", {PodStatus::moved, "moved to make room for x", {moved}, std::nullopt}},
      {"gang",
       "team-a",
       {PodStatus::pending, "not enough free GPUs", {waiting, waiting}, std::nullopt}},
  };
  QueueReport q;
  q.project = "team-a";
  q.pool = "default";
  q.deserved = ResourceVector::of(2000, kUnlimited, kUnlimited);
  q.limit = ResourceVector::of(kUnlimited, kUnlimited, kUnlimited);
  q.fair_share = ResourceVector::of(2500, 4000, 1024);
  q.allocated = ResourceVector::of(3000, 0, 0);
  q.requested = ResourceVector::of(3000, 500, 0);
  r.queues = {q};
  return Simulation{"runai-overquota.yaml", "runai-overquota", {r}, {}};
}

}  // namespace

TEST_CASE("json: the contract's keys, in the contract's order") {
  auto j = to_json(sample());
  CHECK(keys(j) == std::vector<std::string>{"name", "results"});
  CHECK(j["name"] == "runai-overquota");
  REQUIRE(j["results"].size() == 1);
  const auto& result = j["results"][0];
  CHECK(keys(result) ==
        std::vector<std::string>{"step", "time_s", "workloads", "projects", "queues"});
  CHECK(result["step"] == 3);
  CHECK(result["time_s"] == 30);
  // Only a workload a minimum runtime protects carries the two protection keys.
  const auto& g = result["workloads"][2];
  CHECK(keys(g) == std::vector<std::string>{"name", "project", "status", "reason", "protected",
                                            "protected_until_s", "pods"});
  CHECK(g["protected"] == true);
  CHECK(g["protected_until_s"] == 600);
  const auto& a1 = result["workloads"][0];
  CHECK(keys(a1) == std::vector<std::string>{"name", "project", "status", "reason", "pods"});
  CHECK(a1["name"] == "a1");
  CHECK(a1["project"] == "team-a");
  CHECK(a1["status"] == "Evicted");
  CHECK(a1["reason"] == "reclaimed by team-b/b2");
  const auto& pod = a1["pods"][0];
  CHECK(keys(pod) == std::vector<std::string>{"name", "status", "node", "from_node", "devices"});
  CHECK(pod["name"] == "a1-0");
  CHECK(pod["status"] == "Evicted");
  CHECK(pod["node"] == "node-2");
  CHECK(pod["from_node"].is_null());
  CHECK(keys(pod["devices"][0]) == std::vector<std::string>{"index", "portion"});
  CHECK(pod["devices"][0]["index"] == 1);
  CHECK(pod["devices"][0]["portion"].is_number_float());
  CHECK(pod["devices"][0]["portion"] == 1.0);
}

TEST_CASE("json: reasons, nulls, fractions, MIG and moves") {
  auto j = to_json(sample());
  const auto& w = j["results"][0]["workloads"];
  CHECK(w[1]["reason"].is_null());
  CHECK(w[1]["status"] == "Allocated");
  CHECK(w[1]["pods"][0]["devices"][0]["portion"] == 0.5);
  CHECK(keys(w[2]["pods"][0]["devices"][0]) == std::vector<std::string>{"mig", "index"});
  CHECK(w[2]["pods"][0]["devices"][0]["mig"] == "1g.10gb");
  CHECK(w[2]["pods"][0]["devices"][0]["index"] == 3);
  CHECK(w[3]["status"] == "Moved");
  CHECK(w[3]["pods"][0]["from_node"] == "node-2");
  CHECK(w[3]["pods"][0]["devices"].size() == 2);
  const auto& gang = w[4];
  CHECK(gang["reason"] == "not enough free GPUs");
  REQUIRE(gang["pods"].size() == 2);
  CHECK(gang["pods"][1]["name"] == "gang-1");
  CHECK(gang["pods"][1]["node"].is_null());
  CHECK(gang["pods"][1]["devices"] == json::array());
}

TEST_CASE("json text: portions print as 1.0 and 0.5, it parses back, it ends in a newline") {
  std::string text = json_text(to_json(sample()));
  CHECK(text.find("\"portion\": 1.0") != std::string::npos);
  CHECK(text.find("\"portion\": 0.5") != std::string::npos);
  CHECK(text.find("\"from_node\": null") != std::string::npos);
  CHECK(text.find("\"devices\": [{\"index\": 1, \"portion\": 1.0}]") != std::string::npos);
  CHECK(text.find("\"devices\": [{\"mig\": \"1g.10gb\", \"index\": 3}]") != std::string::npos);
  CHECK(text.find("\"devices\": []") != std::string::npos);
  CHECK(text.starts_with("{\n  \"name\": \"runai-overquota\",\n  \"results\": [\n"));
  CHECK(text.back() == '\n');
  CHECK(json::parse(text)["results"][0]["workloads"].size() == 5);
  CHECK(text == json_text(to_json(sample())));  // deterministic
}

TEST_CASE("json: queues as an extension after the contract keys") {
  auto q = to_json(sample())["results"][0]["queues"][0];
  CHECK(keys(q) == std::vector<std::string>{"project", "pool", "deserved", "limit", "fair_share",
                                            "allocated", "requested"});
  CHECK(q["deserved"]["gpu"] == 2.0);
  CHECK(q["deserved"]["cpu"].is_null());
  CHECK(q["fair_share"]["gpu"] == 2.5);
  CHECK(q["fair_share"]["cpu"] == 4.0);
  CHECK(q["fair_share"]["memory"] == 1024);
  CHECK(q["limit"]["gpu"].is_null());
}

TEST_CASE("yaml: the same structure, nulls and number-like strings survive") {
  auto j = to_json(sample());
  j["results"][0]["workloads"][0]["name"] = "007";
  j["results"][0]["workloads"][1]["name"] = "true";
  std::string text = yaml_text(j);
  YAML::Node y = YAML::Load(text);
  CHECK(y["name"].as<std::string>() == "runai-overquota");
  const YAML::Node w = y["results"][0]["workloads"];
  CHECK(w[0]["name"].as<std::string>() == "007");
  CHECK(w[0]["name"].Tag() == "!");  // quoted: read as a string
  CHECK(w[1]["name"].Tag() == "!");
  CHECK(w[0]["pods"][0]["from_node"].IsNull());
  CHECK(w[0]["pods"][0]["devices"][0]["portion"].as<double>() == 1.0);
  CHECK(w[1]["pods"][0]["devices"][0]["portion"].as<std::string>() == "0.5");
  CHECK(w[4]["pods"][1]["devices"].IsSequence());
  CHECK(w[4]["pods"][1]["devices"].size() == 0);
  CHECK(text.find("from_node: null") != std::string::npos);
  CHECK(text.find("step: 3") != std::string::npos);
}

TEST_CASE("table: header per result, aligned rows, device shorthand, queues") {
  std::string text = table_text(sample());
  CHECK(text.starts_with("== runai-overquota \u00b7 step 3 ==\n"));
  CHECK(text.find("WORKLOAD  PROJECT  STATUS     PODS  NODE") != std::string::npos);
  CHECK(text.find("a1        team-a   Evicted    0/1   node-2") != std::string::npos);
  CHECK(text.find("  1  ") != std::string::npos);
  CHECK(text.find("0:0.5") != std::string::npos);
  CHECK(text.find("mig 1g.10gb#3") != std::string::npos);
  CHECK(text.find("node-1 (from node-2)") != std::string::npos);
  CHECK(text.find("0,1") != std::string::npos);
  CHECK(text.find("reclaimed by team-b/b2") != std::string::npos);
  CHECK(text.find("protected by a minimum runtime until t=600s") != std::string::npos);
  CHECK(text.find("PROJECT  POOL     DESERVED  FAIR-SHARE  ALLOCATED  REQUESTED") !=
        std::string::npos);
  CHECK(text.find("team-a   default  2         2.5         3          3") != std::string::npos);
  CHECK(text.find("\033[") == std::string::npos);
  CHECK(table_text(sample(), TableStyle{true}).find("\033[31mEvicted\033[0m") != std::string::npos);
}

TEST_CASE("table: mismatches follow the result they belong to") {
  Simulation sim = sample();
  sim.results[0].mismatches = {"step 3: expected running [a1], got []; a1 is Evicted"};
  CHECK(table_text(sim).find("mismatch: step 3: expected running [a1]") != std::string::npos);
}

TEST_CASE("timeline: a header, then a row per project per cycle, numbers as short as they can be") {
  Simulation sim{"t.yaml", "t", {}, {}};
  sim.timeline = {{1, "q1", 16, 8, 0}, {1, "q2", 0, 8, 0}, {2, "q1", 16, 7, 0.0072007700001}};
  CHECK(timeline_csv(sim) ==
        "time_s,project,allocated_gpu,fair_share_gpu,usage_gpu\n"
        "1,q1,16,8,0\n"
        "1,q2,0,8,0\n"
        "2,q1,16,7,0.00720077\n");
}

TEST_CASE("json: projects sum their pools and carry their usage") {
  Simulation sim = sample();
  sim.results[0].usage = {{"team-a", {0.25, 0, 0}}, {"team-b", {0, 0, 0}}};
  auto j = to_json(sim);
  const auto& projects = j["results"][0]["projects"];
  REQUIRE(projects.size() == 2);
  CHECK(projects[0]["name"] == "team-a");
  CHECK(projects[0]["fair_share"]["gpu"] == 2.5);
  CHECK(projects[0]["allocated"]["gpu"] == 3.0);
  CHECK(projects[0]["usage"]["gpu"] == 0.25);
  CHECK(projects[1]["fair_share"]["gpu"] == 0.0);  // no queue reported: nothing
}

}  // namespace gpuq::core::scenario
