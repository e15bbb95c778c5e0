// One workload of a scenario file: an item of `workloads:` or a `submit:` step.
#include <array>
#include <cctype>
#include <charconv>
#include <climits>
#include <string_view>

#include "core/closest.h"
#include "core/priority_class.h"
#include "core/quantity.h"
#include "core/scenario/scenario_reader.h"

namespace gpuq::core::scenario {
namespace {

constexpr std::array<std::string_view, 24> kWorkloadKeys = {
    "name",         "project",       "type",
    "pods",         "min_available", "gpu",
    "gpu_fraction", "gpu_memory",    "mig",
    "cpu",          "memory",        "extended",
    "priority",     "preemptible",   "node_pools",
    "state",        "node",          "gpu_group",
    "pod_states",   "pod_nodes",     "pod_task_priority",
    "stale_for_s",  "running_for_s", "duration_s"};
constexpr std::array<std::string_view, 3> kTypes = {"training", "workspace", "inference"};
// Keys of a running workload that a submitted (always pending) one refuses.
constexpr std::array<std::string_view, 6> kRunningOnlyKeys = {
    "node", "pod_nodes", "pod_states", "stale_for_s", "state", "running_for_s"};

// Pod state words: the spec's, plus the Kubernetes and scheduler words for
// the same states.
std::optional<PodPhase> phase_of(std::string_view word) {
  std::string w(word);
  for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (w == "pending" || w == "gated") return PodPhase::pending;
  if (w == "running" || w == "allocated" || w == "bound" || w == "pipelined") {
    return PodPhase::running;
  }
  if (w == "releasing" || w == "terminating") return PodPhase::releasing;
  if (w == "failed" || w == "error") return PodPhase::failed;
  if (w == "completed" || w == "succeeded") return PodPhase::completed;
  return std::nullopt;
}

Result<PodPhase> read_phase(const YamlDocument& src, const YamlValue& v) {
  auto word = src.string(v);
  if (!word) return std::unexpected(word.error());
  if (auto phase = phase_of(*word)) return *phase;
  return src.fail(v,
                  "expected a pod state (pending, running, releasing, failed or completed), got " +
                      describe_yaml(v.node));
}

bool holds_resources(PodPhase p) { return p == PodPhase::running || p == PodPhase::releasing; }

Result<int> read_priority(const YamlDocument& src, const YamlValue& v) {
  auto text = src.string(v);
  if (!text) return std::unexpected(text.error());
  if (!text->empty() && (std::isdigit(static_cast<unsigned char>((*text)[0])) ||
                         (*text)[0] == '-' || (*text)[0] == '+')) {
    auto number = src.integer(v, INT_MIN, INT_MAX);
    if (!number) {
      return src.fail(v, "expected a whole number or a priority class (" +
                             std::string(priority_class_names()) + "), got " +
                             describe_yaml(v.node));
    }
    return static_cast<int>(*number);
  }
  if (auto p = priority_of_class(*text)) return *p;
  std::string message = "unknown priority class \"" + *text + "\"";
  std::vector<std::string_view> names;
  for (std::string_view all = priority_class_names(); !all.empty();) {
    std::size_t comma = all.find(", ");
    names.push_back(all.substr(0, comma));
    all = comma == std::string_view::npos ? std::string_view() : all.substr(comma + 2);
  }
  if (auto near = core::closest(*text, names))
    message += " (did you mean \"" + std::string(*near) + "\"?)";
  return src.fail(v,
                  message + "; expected a number or one of " + std::string(priority_class_names()));
}

// Whole devices; "gpu: 0.5" gets a hint towards gpu_fraction.
Result<int> read_gpus(const YamlDocument& src, const YamlValue& v) {
  auto whole = src.integer(v, 0, kMaxGpusPerNode);
  if (whole) return static_cast<int>(*whole);
  if (v.node.IsScalar()) {
    auto milli = parse_milli(v.node.Scalar());
    if (milli && *milli % kMilli != 0 && *milli < kMilli) {
      return src.fail(v,
                      "gpu is a number of whole devices; for a share of one device write "
                      "gpu_fraction: " +
                          v.node.Scalar());
    }
  }
  return std::unexpected(whole.error());
}

Result<void> read_request(YamlDocument& src, const YamlMap& map, PodRequest& r) {
  auto milli = [&](const YamlValue& x) { return src.milli(x); };
  auto bytes = [&](const YamlValue& x) { return src.bytes(x); };
  auto gpus = [&](const YamlValue& x) { return read_gpus(src, x); };
  for (auto ok :
       {read_optional(map, "gpu", r.gpus, gpus),
        read_optional(map, "gpu_fraction", r.gpu_portion, milli),
        read_optional(map, "gpu_memory", r.gpu_memory, bytes),
        read_optional(map, "cpu", r.cpu, milli), read_optional(map, "memory", r.memory, bytes)}) {
    if (!ok) return ok;
  }
  if (const YamlValue* f = map.find("gpu_fraction");
      f && (r.gpu_portion <= 0 || r.gpu_portion >= kMilli)) {
    return src.fail(*f, "gpu_fraction must be above 0 and below 1, got " +
                            format_decimal_milli(r.gpu_portion) +
                            "; for whole devices write gpu: N");
  }
  if (const YamlValue* m = map.find("gpu_memory"); m && r.gpu_memory <= 0) {
    return src.fail(*m, "gpu_memory must be above 0");
  }
  const char* kinds[] = {"gpu", "gpu_fraction", "gpu_memory"};
  int given = 0;
  for (const char* k : kinds) given += map.find(k) && (k != kinds[0] || r.gpus > 0);
  if (given > 1) {
    return src.fail(map.self(),
                    "a pod asks for GPUs in one way only: gpu (whole devices), "
                    "gpu_fraction or gpu_memory");
  }
  if (const YamlValue* m = map.find("mig")) {
    auto profiles = src.any_map(*m);
    if (!profiles) return std::unexpected(profiles.error());
    for (const YamlValue& p : profiles->entries()) {
      auto count = src.integer(p, 1, kMaxMigPerProfile);
      if (!count) return std::unexpected(count.error());
      r.mig[p.key] = static_cast<int>(*count);
    }
  }
  if (const YamlValue* e = map.find("extended")) {
    auto resources = src.any_map(*e);
    if (!resources) return std::unexpected(resources.error());
    for (const YamlValue& x : resources->entries()) {
      auto amount = src.integer(x, 0, INT64_MAX);
      if (!amount) return std::unexpected(amount.error());
      r.extended[x.key] = *amount;
    }
  }
  return {};
}

// A per-pod list (pod_states, pod_nodes, pod_task_priority): one item per pod.
Result<std::vector<YamlValue>> read_per_pod(YamlDocument& src, const YamlValue& v,
                                            std::size_t pods) {
  auto items = src.list(v);
  if (!items) return std::unexpected(items.error());
  if (items->size() != pods) {
    return src.fail(v, "expected one entry per pod (" + std::to_string(pods) + "), got " +
                           std::to_string(items->size()));
  }
  return items;
}

// The pods: their states, nodes and task priorities.
Result<void> read_pods(YamlDocument& src, const YamlMap& map, std::size_t count, WorkloadSpec& w) {
  PodPhase state = PodPhase::pending;
  std::string node;
  if (auto ok = read_optional(map, "state", state,
                              [&](const YamlValue& x) { return read_phase(src, x); });
      !ok) {
    return ok;
  }
  if (auto ok = read_optional(map, "node", node, [&](const YamlValue& x) { return src.string(x); });
      !ok) {
    return ok;
  }
  w.pods.assign(count, PodState{});
  for (PodState& pod : w.pods) pod.phase = state;
  if (const YamlValue* v = map.find("pod_states")) {
    auto items = read_per_pod(src, *v, count);
    if (!items) return std::unexpected(items.error());
    for (std::size_t j = 0; j < count; ++j) {
      auto phase = read_phase(src, (*items)[j]);
      if (!phase) return std::unexpected(phase.error());
      w.pods[j].phase = *phase;
    }
  }
  std::vector<std::string> pod_nodes(count, node);
  if (const YamlValue* v = map.find("pod_nodes")) {
    auto items = read_per_pod(src, *v, count);
    if (!items) return std::unexpected(items.error());
    for (std::size_t j = 0; j < count; ++j) {
      const YamlValue& item = (*items)[j];
      if (item.node.IsNull()) continue;  // this pod uses `node`
      auto name = src.string(item);
      if (!name) return std::unexpected(name.error());
      if (!name->empty()) pod_nodes[j] = *name;
    }
  }
  if (const YamlValue* v = map.find("pod_task_priority")) {
    auto items = read_per_pod(src, *v, count);
    if (!items) return std::unexpected(items.error());
    for (std::size_t j = 0; j < count; ++j) {
      auto p = src.integer((*items)[j], INT_MIN, INT_MAX);
      if (!p) return std::unexpected(p.error());
      w.pods[j].task_priority = static_cast<int>(*p);
    }
  }
  bool any_holding = false;
  for (std::size_t j = 0; j < count; ++j) {
    PodState& pod = w.pods[j];
    if (!holds_resources(pod.phase)) continue;
    any_holding = true;
    if (pod_nodes[j].empty()) {
      const YamlValue* at = map.find("pod_states") ? map.find("pod_states") : map.find("state");
      return src.fail(at ? *at : map.self(),
                      "a running or releasing pod needs a node: give node (or pod_nodes, one per "
                      "pod)");
    }
    pod.node = pod_nodes[j];
  }
  const YamlValue* node_key = map.find("node");
  if (node_key && !any_holding && state == PodPhase::pending) {
    return src.fail(*node_key,
                    "node is only for running or releasing workloads; this one is "
                    "pending (the cycle places it)");
  }
  return {};
}

}  // namespace

Result<WorkloadEntry> read_workload(YamlDocument& src, const YamlValue& value, bool submitted) {
  auto map = src.map(value, kWorkloadKeys);
  if (!map) return std::unexpected(map.error());
  if (!map->find("name")) return src.fail(value, "a workload needs a name");
  if (!map->find("project")) return src.fail(value, "a workload needs a project");
  if (submitted) {
    for (std::string_view key : kRunningOnlyKeys) {
      const YamlValue* v = map->find(key);
      bool pending = key == "state" && v && v->node.IsScalar() && v->node.Scalar() == "pending";
      if (v && !pending) {
        return src.fail(*v,
                        "a submitted workload starts pending, so it takes no " + std::string(key));
      }
    }
  }
  WorkloadEntry entry;
  entry.path = value.path;
  WorkloadSpec& w = entry.spec;
  auto str = [&](const YamlValue& x) { return src.string(x); };
  auto any_int = [&](const YamlValue& x) { return src.integer(x, INT_MIN, INT_MAX); };
  int64_t pods = 1;
  std::string type = "training";
  for (auto ok :
       {read_optional(*map, "name", w.name, str), read_optional(*map, "project", w.project, str),
        read_optional(*map, "type", type, [&](const YamlValue& x) { return src.word(x, kTypes); }),
        read_optional(*map, "pods", pods,
                      [&](const YamlValue& x) { return src.integer(x, 1, kMaxPodsPerWorkload); }),
        read_optional(*map, "gpu_group", entry.gpu_group, str),
        read_optional(*map, "stale_for_s", w.stale_for_s,
                      [&](const YamlValue& x) { return src.integer(x, 0, INT64_MAX); }),
        read_optional(*map, "node_pools", w.node_pools,
                      [&](const YamlValue& x) { return src.strings(x); })}) {
    if (!ok) return std::unexpected(ok.error());
  }
  w.type = *workload_type_of(type);
  w.priority = default_priority(w.type);
  int64_t min_available = pods;
  for (auto ok : {read_optional(*map, "priority", w.priority,
                                [&](const YamlValue& x) { return read_priority(src, x); }),
                  read_optional(*map, "min_available", min_available, any_int)}) {
    if (!ok) return std::unexpected(ok.error());
  }
  w.min_available = static_cast<int>(min_available);
  w.preemptible = default_preemptible(w.priority);
  if (auto ok = read_optional(*map, "preemptible", w.preemptible,
                              [&](const YamlValue& x) { return src.boolean(x); });
      !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = read_request(src, *map, w.request); !ok) return std::unexpected(ok.error());
  if (auto ok = read_pods(src, *map, static_cast<std::size_t>(pods), w); !ok) {
    return std::unexpected(ok.error());
  }
  if (const YamlValue* since = map->find("running_for_s")) {
    // The scenario's clock reads 0 when the file starts: it started that long before.
    auto seconds = src.integer(*since, 0, kMaxAdvanceSeconds);
    if (!seconds) return std::unexpected(seconds.error());
    const bool runs = std::ranges::any_of(w.pods, [](const PodState& p) {
      return p.phase == PodPhase::running || p.phase == PodPhase::releasing;
    });
    if (!runs) {
      return src.fail(*since, "running_for_s is for a running or releasing workload");
    }
    w.last_start_s = -*seconds;
  }
  if (const YamlValue* d = map->find("duration_s")) {
    auto seconds = src.integer(*d, 1, kMaxAdvanceSeconds);
    if (!seconds) return std::unexpected(seconds.error());
    entry.duration_s = *seconds;
  }
  if (const YamlValue* g = map->find("gpu_group"); g && !w.request.is_fraction()) {
    return src.fail(*g, "gpu_group is for pods that share a device (gpu_fraction or gpu_memory)");
  }
  return entry;
}

}  // namespace gpuq::core::scenario
