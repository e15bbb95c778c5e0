// write_workload_item must give byte for byte the text of the nlohmann DOM
// that workload_item builds (the detail view and the list share it), for
// every shape of workload: requests of each kind, placed pods, departments,
// strings that need escaping or are not UTF-8, and numbers nlohmann writes
// with an exponent.
#include <doctest/doctest.h>

#include <set>

#include "daemon/api/field_selection.h"
#include "daemon/api/json_read.h"
#include "daemon/api/workload_json.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

State sample_state() {
  State s;
  Project dept;
  dept.id = 1;
  dept.name = "research";
  dept.department = true;
  Project team;
  team.id = 2;
  team.name = "team-a";
  team.parent_id = 1;
  Project top;
  top.id = 3;
  top.name = "solo";
  s.projects = {dept, team, top};
  NodeInfo node;
  node.spec.name = "local";
  node.spec.pool = "fast";
  for (int i = 0; i < 2; ++i) {
    GpuDevice d;
    d.index = i;
    d.uuid = "GPU-" + std::to_string(i);
    d.memory = 80LL << 30;
    node.devices.push_back(d);
  }
  s.nodes = {node};
  return s;
}

Workload base(std::string name, int64_t project) {
  Workload w;
  w.id = "id-" + name;
  w.name = std::move(name);
  w.project_id = project;
  w.submitted_by = "alice";
  w.created_at = 1700000000123;
  w.updated_at = 1700000000456;
  w.phase_updated_at = 1700000000789;
  return w;
}

std::vector<Workload> samples() {
  std::vector<Workload> out;
  out.push_back(base("plain", 2));

  Workload whole = base("whole", 3);
  whole.request.gpus = 2;
  whole.request.cpu = 250;
  whole.request.memory = 1LL << 30;
  whole.limits.cpu = 2000;
  whole.limits.memory = 3LL << 30;
  whole.limits.large_shm = true;
  whole.request.extended = {{"example.com/fpga", 2}, {"b", 1}};
  whole.node_pools = {"fast", "default"};
  whole.run.argv = {"python", "train.py", "--name", "my run", "it's"};
  whole.run.image = "pytorch:2";
  whole.priority_class = "high";
  whole.priority = 125;
  whole.preemptible = false;
  whole.parallelism = 4;
  whole.completions = 8;
  whole.min_available = 4;
  whole.succeeded = 3;
  whole.failures = 1;
  Pod placed;
  placed.phase = PodPhase::running;
  placed.node = "local";
  placed.devices = {{0, 1000}, {1, 1000}};
  Pod waiting;
  whole.pods = {placed, waiting, placed};
  out.push_back(whole);

  Workload portion = base("portion", 2);
  portion.request.gpu_portion = 500;
  portion.limits.gpu_portion = 750;
  portion.request.cpu = 1;
  Pod half;
  half.phase = PodPhase::starting;
  half.node = "local";
  half.devices = {{1, 500}};
  portion.pods = {half};
  portion.desired_phase = "Stopped";
  out.push_back(portion);

  Workload memory = base("memory", 2);
  memory.request.gpu_memory = 20LL << 30;
  memory.limits.gpu_memory = 40LL << 30;
  memory.phase = "Completed";
  memory.completed_at = 1700000009999;
  Pod unknown_node;
  unknown_node.phase = PodPhase::releasing;
  unknown_node.node = "elsewhere";
  unknown_node.devices = {{7, 333}};
  memory.pods = {unknown_node};
  out.push_back(memory);

  Workload mig = base("mig", 2);
  mig.request.mig = {{"1g.10gb", 2}};
  mig.desired_phase = "Deleted";
  out.push_back(mig);

  Workload odd = base("odd \"quoted\" \\ name", 99);  // unknown project
  odd.submitted_by = "b\xc3\xa9la\x01\b\f\n\t\x7f";
  odd.phase_message = "not UTF-8: \xff\xfe end";
  odd.phase_reason = "OverLimit";
  odd.run.argv = {"sh", "-c", "echo \xe2\x9c\x93 | tr"};
  odd.created_at = -1000;
  odd.updated_at = 253402300800000;       // year 10000: the slow path of format_iso8601
  odd.request.cpu = 1000000000000000000;  // 10^15 cores: nlohmann writes an exponent
  odd.request.memory = 1000;
  odd.limits.cpu = 1;
  out.push_back(odd);
  return out;
}

TEST_CASE("workload list items: the text writer matches the nlohmann DOM byte for byte") {
  const State state = sample_state();
  const StateIndex index(state);
  for (const Workload& w : samples()) {
    INFO(w.name);
    JsonTextWriter out;
    write_workload_item(out, w, index);
    CHECK(out.take() == to_text(workload_item(w, index)));
  }
}

TEST_CASE("workload list items: several in an array stay valid JSON") {
  const State state = sample_state();
  const StateIndex index(state);
  JsonTextWriter out;
  out.begin_array();
  nlohmann::json expected = nlohmann::json::array();
  for (const Workload& w : samples()) {
    write_workload_item(out, w, index);
    expected.push_back(workload_item(w, index));
  }
  out.end_array();
  CHECK(nlohmann::json::parse(out.take()) == nlohmann::json::parse(to_text(expected)));
}

TEST_CASE("iso-8601: the buffer form matches the string form") {
  for (int64_t ms : {int64_t{0}, int64_t{-1}, int64_t{1700000000123}, int64_t{253402300799999},
                     int64_t{253402300800000}, int64_t{-62167219200001}}) {
    char buf[64];
    std::size_t n = format_iso8601(ms, buf);
    CHECK(std::string(buf, n) == format_iso8601(ms));
    CHECK(buf[n] == '\0');
  }
  CHECK(format_iso8601(253402300800000) == "10000-01-01T00:00:00.000Z");
  CHECK(format_iso8601(-62167219200001) == "-001-12-31T23:59:59.999Z");
}

}  // namespace
}  // namespace gpuq::daemon::api

namespace gpuq::daemon::api {
namespace {

// Every path of `j` (objects and their fields, "a", "a.b"), into `out`.
void collect_paths(const nlohmann::json& j, const std::string& prefix, std::set<std::string>& out) {
  for (const auto& [key, value] : j.items()) {
    const std::string path = prefix.empty() ? key : prefix + "." + key;
    out.insert(path);
    if (value.is_object()) collect_paths(value, path, out);
  }
}

// `item` cut down to `paths` (as ?fields= means them), the reference for
// the selecting writer: an object on a selected path stays, even when the
// field asked for inside it is absent (migProfile without MIG).
nlohmann::json project(const nlohmann::json& item, const std::vector<std::string>& paths) {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& path : paths) {
    nlohmann::json::json_pointer pointer;
    for (std::size_t start = 0; start <= path.size();) {
      const std::size_t dot = std::min(path.find('.', start), path.size());
      pointer /= path.substr(start, dot - start);
      start = dot + 1;
      if (!item.contains(pointer)) break;
      if (dot == path.size()) {
        out[pointer] = item[pointer];
      } else if (!out.contains(pointer)) {
        out[pointer] = nlohmann::json::object();
      }
    }
  }
  return out;
}

core::Result<std::shared_ptr<const FieldSelection>> select(std::string_view text) {
  return FieldSelection::parse({text}, workload_item_paths());
}

}  // namespace

TEST_CASE("workload list items: workload_item_paths names every path an item has") {
  const State state = sample_state();
  const StateIndex index(state);
  std::set<std::string> seen;
  for (const Workload& w : samples()) collect_paths(workload_item(w, index), "", seen);
  const std::set<std::string> known(workload_item_paths().begin(), workload_item_paths().end());
  CHECK(seen == known);
}

TEST_CASE("workload list items: ?fields= writes exactly the fields named") {
  const State state = sample_state();
  const StateIndex index(state);
  const std::vector<std::vector<std::string>> selections = {
      {"name"},
      {"name", "phase", "allocatedResources.gpu", "podsRequestedResources.gpu.request",
       "requestedPods.number", "createdAt", "nodes", "type", "projectName", "submittedBy",
       "runningPods"},
      {"podsRequestedResources", "podsRequestedResources.gpu"},  // the whole object wins
      {"podsRequestedResources.migProfile", "updatedAt", "actionsSupport.resume"},
      {"id"},
  };
  for (const std::vector<std::string>& paths : selections) {
    std::string text;
    for (const std::string& p : paths) text += (text.empty() ? "" : ",") + p;
    INFO(text);
    auto selection = select(text);
    REQUIRE(selection.has_value());
    for (const Workload& w : samples()) {
      INFO(w.name);
      JsonTextWriter out;
      write_workload_item(out, w, index, selection->get());
      const nlohmann::json full = workload_item(w, index);
      CHECK(nlohmann::json::parse(out.take()) == project(full, paths));
    }
  }
}

TEST_CASE("workload list items: ?fields= parsing and its errors") {
  auto none = FieldSelection::parse({}, workload_item_paths());
  REQUIRE(none.has_value());
  CHECK(*none == nullptr);  // every field
  auto blanks = FieldSelection::parse({"", " , "}, workload_item_paths());
  REQUIRE(blanks.has_value());
  CHECK(*blanks == nullptr);

  auto two =
      FieldSelection::parse({"phase, name", "name,requestedPods.number"}, workload_item_paths());
  REQUIRE(two.has_value());
  REQUIRE((*two)->entries().size() == 3);  // sorted, without repeats
  CHECK((*two)->entries()[0].key == "name");
  CHECK((*two)->entries()[1].key == "phase");
  CHECK((*two)->entries()[2].key == "requestedPods");
  REQUIRE((*two)->entries()[2].inside != nullptr);
  CHECK((*two)->entries()[2].inside->entries()[0].key == "number");

  auto unknown = select("name,nmae");
  REQUIRE_FALSE(unknown.has_value());
  CHECK(unknown.error().where == "fields");
  CHECK(unknown.error().message.find("\"nmae\"") != std::string::npos);
  CHECK(unknown.error().message.find("submittedBy") != std::string::npos);
  CHECK_FALSE(select("requestedPods.nope").has_value());
  auto empty_part = select("requestedPods..number");
  REQUIRE_FALSE(empty_part.has_value());
  CHECK(empty_part.error().message.find("empty part") != std::string::npos);
  CHECK_FALSE(select(".name").has_value());
  CHECK_FALSE(select("name.").has_value());
}

}  // namespace gpuq::daemon::api
