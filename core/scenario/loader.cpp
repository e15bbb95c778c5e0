// parse_scenario() and load_scenario(): scenario files (spec/scenarios.md)
// into a Scenario, with every problem located "FILE:LINE: key.path".
//
// Optional keys beyond the spec (extensions; files without them read as the
// spec says):
//   config:
//     pool_placement: {POOL: {gpu: spread, cpu: binpack}}  per-pool placement;
//                                       an absent gpu/cpu keeps the cluster-wide one
//     k_value: 1.0                       fair-share usage penalty (>= 0)
//     saturation_multiplier: 1.0         reclaim boundary multiplier (>= 1)
//   cluster.nodes[]:
//     extended: {example.com/fpga: 2}    extended resources (whole units)
//   projects[]:
//     pools: {POOL: {quota: {...}, limit: {...}, over_quota_weight: ...}}
//                                       quota in that node pool; a key it leaves out
//                                       (quota, limit or over_quota_weight) is the
//                                       project's own
//   workloads[] (and submit:):
//     extended: {example.com/fpga: 1}    extended resources per pod (whole units)
//   State words: pod_states and state also take allocated, bound, pipelined
//   (running), terminating (releasing), succeeded (completed), error (failed)
//   and gated (pending).
//   Quota and limit amounts take -1 for unlimited, for every resource.
//
// Time (spec/scenarios.md, "Time"): preempt_min_runtime_s and
// reclaim_min_runtime_s in config, config.pools.POOL and projects[];
// config.usage and projects[].usage; running_for_s and duration_s on
// workloads; the advance and run steps; expect.protected, expect.completed
// and expect.fair_share.
//
// Bounds (scenario_reader.h): at most 1024 GPUs per node and MIG instances
// per profile, 10000 pods per workload, 10000 cycles per schedule step, 100
// years for an advance step or a minimum runtime.
#include <array>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "core/cycle.h"
#include "core/scenario/scenario.h"
#include "core/scenario/scenario_reader.h"

namespace gpuq::core::scenario {
namespace {

constexpr std::array<std::string_view, 9> kTopKeys = {
    "name", "what", "source", "config", "cluster", "projects", "workloads", "expect", "steps"};

bool replace_prefix(std::string& s, std::string_view from, std::string_view to) {
  if (!s.starts_with(from)) return false;
  s.replace(0, from.size(), to);
  return true;
}

// ".quota.deserved.gpu" -> ".quota.gpu" and the like, for a project's rest
// of path, including ".pool_quota.POOL..." -> ".pools.POOL...".
std::string project_path(std::string rest) {
  std::string prefix;
  if (rest.starts_with(".pool_quota.")) {
    // The pool name may hold dots; the quota part is the last marker.
    std::size_t cut = std::string::npos;
    for (std::string_view marker : {".deserved", ".limit", ".over_quota_weight"}) {
      std::size_t at = rest.rfind(marker);
      if (at != std::string::npos && (cut == std::string::npos || at > cut)) cut = at;
    }
    if (cut == std::string::npos) return ".pools" + rest.substr(11);
    prefix = ".pools" + rest.substr(11, cut - 11);
    rest = ".quota" + rest.substr(cut);
  }
  if (!replace_prefix(rest, ".quota.deserved", ".quota") &&
      !replace_prefix(rest, ".quota.limit", ".limit")) {
    replace_prefix(rest, ".quota.over_quota_weight", ".over_quota_weight");
  }
  return prefix + rest;
}

// The file's key for a part of workload `head` ("workloads[3]").
std::string workload_path(const YamlDocument& src, const std::string& head, std::string rest) {
  if (replace_prefix(rest, ".request.gpus", ".gpu") ||
      replace_prefix(rest, ".request.gpu_portion", ".gpu_fraction") ||
      replace_prefix(rest, ".request", "")) {
    return head + rest;
  }
  if (!rest.starts_with(".pods[")) return head + rest;
  std::size_t close = rest.find(']');
  if (close == std::string::npos) return head + rest;
  std::string index = rest.substr(6, close - 6);
  std::string tail = rest.substr(close + 1);
  std::string node = head + ".pod_nodes[" + index + "]";
  if (!src.has(node)) node = head + ".node";
  if (tail == ".node") return node;
  if (tail.starts_with(".devices"))
    return src.has(head + ".gpu_group") ? head + ".gpu_group" : node;
  if (tail.starts_with(".mig")) return head + ".mig";
  if (tail == ".task_priority") return head + ".pod_task_priority[" + index + "]";
  std::string state = head + ".pod_states[" + index + "]";
  return src.has(state) ? state : head + ".state";
}

Result<std::vector<WorkloadEntry>> read_workloads(YamlDocument& src, const YamlValue& value) {
  std::vector<WorkloadEntry> entries;
  if (value.node.IsNull()) return entries;
  auto items = src.list(value);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto entry = read_workload(src, item, false);
    if (!entry) return std::unexpected(entry.error());
    entries.push_back(std::move(*entry));
  }
  return entries;
}

Result<Scenario> read_scenario(YamlDocument& src) {
  const YamlValue& root = src.root();
  if (root.node.IsNull() || !root.node.IsDefined()) {
    return src.fail(root,
                    "the file is empty; a scenario is a map with name, cluster, projects "
                    "and workloads");
  }
  auto top = src.map(root, kTopKeys);
  if (!top) return std::unexpected(top.error());
  const YamlValue* name = top->find("name");
  if (!name) return src.fail(root, "a scenario needs a name (name: ...)");
  Scenario s;
  s.file = src.file();
  auto str = [&](const YamlValue& x) { return src.string(x); };
  for (auto ok :
       {read_optional(*top, "name", s.name, str), read_optional(*top, "what", s.what, str),
        read_optional(*top, "source", s.source, str),
        read_optional(*top, "config", s.snapshot.config,
                      [&](const YamlValue& x) { return read_config(src, x); }),
        read_optional(*top, "config", s.usage,
                      [&](const YamlValue& x) { return read_usage_params(src, x); }),
        read_optional(*top, "cluster", s.snapshot.nodes,
                      [&](const YamlValue& x) { return read_cluster(src, x); }),
        read_optional(*top, "projects", s.snapshot.projects,
                      [&](const YamlValue& x) { return read_projects(src, x); })}) {
    if (!ok) return std::unexpected(ok.error());
  }
  if (s.usage && s.usage->window == UsageParams::Window::tumbling) {
    // Tumbling windows start at t=0: the past before it is in no window.
    for (std::size_t i = 0; i < s.snapshot.projects.size(); ++i) {
      const ResourceAmounts& u = s.snapshot.projects[i].usage;
      if (u[0] > 0 || u[1] > 0 || u[2] > 0) {
        return src.fail_at("projects[" + std::to_string(i) + "].usage",
                           "a stated usage needs a sliding window: tumbling windows start at "
                           "t=0, and the usage before it is in none of them");
      }
    }
  }
  std::vector<WorkloadEntry> entries;
  if (auto ok = read_optional(*top, "workloads", entries,
                              [&](const YamlValue& x) { return read_workloads(src, x); });
      !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = assign_devices(src, s.snapshot.nodes, entries); !ok) {
    return std::unexpected(ok.error());
  }
  std::vector<std::string> paths;
  KnownWorkloads known;
  for (WorkloadEntry& e : entries) {
    paths.push_back(e.path);
    known.names.push_back(e.spec.name);
    known.pod_counts.push_back(e.spec.pods.size());
    if (e.duration_s) s.durations[e.spec.name] = *e.duration_s;
    s.snapshot.workloads.push_back(std::move(e.spec));
  }
  if (auto ok = validate(s.snapshot); !ok) {
    return std::unexpected(locate_validation_error(src, ok.error(), paths));
  }
  const YamlValue* expect = top->find("expect");
  const YamlValue* steps = top->find("steps");
  if (expect && steps) {
    return src.fail(*steps,
                    "a scenario has either expect (the state after one cycle) or steps, "
                    "not both");
  }
  if (expect) {
    auto e = read_expectation(src, *expect, known);
    if (!e) return std::unexpected(e.error());
    s.expect = std::move(*e);
  }
  if (steps) {
    auto check_submit = [&](const WorkloadEntry& entry) -> Result<void> {
      Snapshot alone{s.snapshot.config, s.snapshot.nodes, s.snapshot.projects, {entry.spec}};
      if (auto ok = validate(alone); !ok) {
        return std::unexpected(locate_validation_error(src, ok.error(), {entry.path}));
      }
      return {};
    };
    auto list = read_steps(src, *steps, known, check_submit);
    if (!list) return std::unexpected(list.error());
    s.steps = std::move(*list);
  }
  return s;
}

}  // namespace

Error locate_validation_error(const YamlDocument& src, const Error& error,
                              const std::vector<std::string>& workload_paths) {
  std::string path = error.where;
  if (path.starts_with("nodes[")) {
    path = "cluster." + path;
    std::size_t at = path.find(".gpu_count");
    if (at != std::string::npos) path.replace(at, 10, ".gpus");
  } else if (path.starts_with("projects[") || path.starts_with("workloads[")) {
    std::size_t close = path.find(']');
    if (close != std::string::npos) {
      std::string head = path.substr(0, close + 1);
      std::string rest = path.substr(close + 1);
      if (head.starts_with("projects[")) {
        path = head + project_path(rest);
      } else {
        std::size_t index = 0;
        const char* first = head.data() + head.find('[') + 1;
        auto [end, ec] = std::from_chars(first, head.data() + close, index);
        if (ec == std::errc() && index < workload_paths.size()) head = workload_paths[index];
        path = workload_path(src, head, rest);
      }
    }
  }
  return src.fail_at(path, error.message).error();
}

namespace {

Result<Scenario> read_document(Result<YamlDocument> document) {
  if (!document) return std::unexpected(document.error());
  try {
    return read_scenario(*document);
  } catch (const std::exception& e) {  // YAML::Exception included: not expected, but not a crash
    return fail(std::string("cannot read the scenario: ") + e.what(), document->file() + ":1");
  }
}

}  // namespace

Result<Scenario> parse_scenario(std::string_view text, const std::string& file) {
  return read_document(YamlDocument::parse(std::string(text), file));
}

Result<Scenario> load_scenario(const std::string& path) {
  return read_document(YamlDocument::load(path));
}

}  // namespace gpuq::core::scenario
