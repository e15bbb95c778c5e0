// `expect:` blocks and the `steps:` list of a scenario file.
#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>

#include "core/scenario/scenario_reader.h"

namespace gpuq::core::scenario {
namespace {

constexpr std::array<std::string_view, 11> kExpectKeys = {
    "running",   "pending", "evicted",   "releasing", "nodes",     "gpu_groups",
    "same_node", "pods",    "protected", "completed", "fair_share"};
constexpr std::array<std::string_view, 4> kPodExpectations = {"running", "pending", "evicted",
                                                              "releasing"};
constexpr std::array<std::string_view, 7> kStepKeys = {"submit",   "schedule", "expect", "delete",
                                                       "complete", "advance",  "run"};
constexpr std::array<std::string_view, 1> kScheduleKeys = {"cycles"};
constexpr std::array<std::string_view, 2> kRunKeys = {"seconds", "cycle_every"};
// The most cycles one run step may ask for (seconds / cycle_every).
constexpr int64_t kMaxRunCycles = 1'000'000;

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string known_list(const KnownWorkloads& known) {
  if (known.names.empty()) return "none";
  std::string out;
  for (std::size_t i = 0; i < known.names.size() && i < 10; ++i) {
    out += (i ? ", " : "") + known.names[i];
  }
  if (known.names.size() > 10) out += ", ... (" + std::to_string(known.names.size()) + " in all)";
  return out;
}

// A workload name that must exist at this point of the file.
Result<std::string> read_known(const YamlDocument& src, const YamlValue& v,
                               const KnownWorkloads& known) {
  auto name = src.string(v);
  if (!name) return std::unexpected(name.error());
  if (!known.contains(*name)) {
    return src.fail(
        v, "unknown workload " + quoted(*name) + "; workloads at this point: " + known_list(known));
  }
  return name;
}

Result<std::vector<std::string>> read_known_list(YamlDocument& src, const YamlValue& v,
                                                 const KnownWorkloads& known) {
  std::vector<std::string> names;
  if (v.node.IsNull()) return names;
  auto items = src.list(v);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto name = read_known(src, item, known);
    if (!name) return std::unexpected(name.error());
    names.push_back(std::move(*name));
  }
  return names;
}

// A map from workload names (checked) to strings.
Result<std::map<std::string, std::string>> read_known_map(YamlDocument& src, const YamlValue& v,
                                                          const KnownWorkloads& known) {
  std::map<std::string, std::string> out;
  auto map = src.any_map(v);
  if (!map) return std::unexpected(map.error());
  for (const YamlValue& e : map->entries()) {
    if (!known.contains(e.key)) {
      return src.fail(e, "unknown workload " + quoted(e.key) +
                             "; workloads at this point: " + known_list(known));
    }
    auto value = src.string(e);
    if (!value) return std::unexpected(value.error());
    out[e.key] = *value;
  }
  return out;
}

// `run: {seconds: N, cycle_every: M}`: N seconds of simulated time, a cycle
// after every M of them.
Result<Step> read_run(YamlDocument& src, const YamlValue& v) {
  Step step;
  step.kind = Step::Kind::run;
  auto map = src.map(v, kRunKeys);
  if (!map) return std::unexpected(map.error());
  const YamlValue* seconds = map->find("seconds");
  if (seconds == nullptr) return src.fail(v, "a run step needs seconds (run: {seconds: 60})");
  auto total = src.integer(*seconds, 1, kMaxAdvanceSeconds);
  if (!total) return std::unexpected(total.error());
  step.seconds = *total;
  if (const YamlValue* every = map->find("cycle_every")) {
    auto n = src.integer(*every, 1, kMaxAdvanceSeconds);
    if (!n) {
      return src.fail(*every, "cycle_every must be a whole number of seconds of 1 or more, got " +
                                  describe_yaml(every->node));
    }
    step.cycle_every = *n;
  }
  if ((step.seconds + step.cycle_every - 1) / step.cycle_every > kMaxRunCycles) {
    return src.fail(v, "a run step may run at most " + std::to_string(kMaxRunCycles) +
                           " cycles; make cycle_every larger or seconds smaller");
  }
  return step;
}

Result<Step> read_schedule(YamlDocument& src, const YamlValue& v) {
  Step step;
  step.kind = Step::Kind::schedule;
  if (v.node.IsNull()) return step;
  auto map = src.map(v, kScheduleKeys);
  if (!map) return std::unexpected(map.error());
  int64_t cycles = 0;
  auto read = [&](const YamlValue& x) { return src.integer(x, 1, kMaxScheduleCycles); };
  if (auto ok = read_optional(*map, "cycles", cycles, read); !ok) {
    return std::unexpected(ok.error());
  }
  step.cycles = static_cast<int>(cycles);
  return step;
}

}  // namespace

bool KnownWorkloads::contains(const std::string& name) const {
  return std::ranges::find(names, name) != names.end();
}

bool KnownWorkloads::contains_pod(const std::string& pod) const {
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string& w = names[i];
    if (pod.size() <= w.size() + 1 || !pod.starts_with(w) || pod[w.size()] != '-') continue;
    std::string_view index(pod.data() + w.size() + 1, pod.size() - w.size() - 1);
    std::size_t value = 0;
    auto [end, ec] = std::from_chars(index.data(), index.data() + index.size(), value);
    if (ec == std::errc() && end == index.data() + index.size() && value < pod_counts[i]) {
      return true;
    }
  }
  return false;
}

Result<Expectation> read_expectation(YamlDocument& src, const YamlValue& value,
                                     const KnownWorkloads& known) {
  Expectation e;
  e.line = value.line;
  if (value.node.IsNull()) return e;
  auto map = src.map(value, kExpectKeys);
  if (!map) return std::unexpected(map.error());
  auto list = [&](const YamlValue& x) { return read_known_list(src, x, known); };
  for (auto ok : {read_optional(*map, "running", e.running, list),
                  read_optional(*map, "pending", e.pending, list),
                  read_optional(*map, "evicted", e.evicted, list),
                  read_optional(*map, "releasing", e.releasing, list),
                  read_optional(*map, "protected", e.protected_, list),
                  read_optional(*map, "completed", e.completed, list)}) {
    if (!ok) return std::unexpected(ok.error());
  }
  auto known_map = [&](const YamlValue& x) { return read_known_map(src, x, known); };
  for (auto ok : {read_optional(*map, "nodes", e.nodes, known_map),
                  read_optional(*map, "gpu_groups", e.gpu_groups, known_map)}) {
    if (!ok) return std::unexpected(ok.error());
  }
  if (const YamlValue* shares = map->find("fair_share")) {
    // Project names are checked when the expectation is: a wrong one is a mismatch.
    auto entries = src.any_map(*shares);
    if (!entries) return std::unexpected(entries.error());
    for (const YamlValue& p : entries->entries()) {
      auto gpus = src.number(p, 0.0);
      if (!gpus) return std::unexpected(gpus.error());
      e.fair_share[p.key] = *gpus;
    }
  }
  if (const YamlValue* groups = map->find("same_node")) {
    auto items = src.list(*groups);
    if (!items) return std::unexpected(items.error());
    for (const YamlValue& item : *items) {
      auto names = read_known_list(src, item, known);
      if (!names) return std::unexpected(names.error());
      e.same_node.push_back(std::move(*names));
    }
  }
  if (const YamlValue* pods = map->find("pods")) {
    auto entries = src.any_map(*pods);
    if (!entries) return std::unexpected(entries.error());
    for (const YamlValue& p : entries->entries()) {
      if (!known.contains_pod(p.key)) {
        return src.fail(p, "unknown pod " + quoted(p.key) +
                               "; pods are named <workload>-<index>, index from 0");
      }
      auto state = src.word(p, kPodExpectations);
      if (!state) return std::unexpected(state.error());
      e.pods[p.key] = *state;
    }
  }
  return e;
}

Result<std::vector<Step>> read_steps(
    YamlDocument& src, const YamlValue& value, KnownWorkloads known,
    const std::function<Result<void>(const WorkloadEntry&)>& check_submit) {
  std::vector<Step> steps;
  if (value.node.IsNull()) return steps;
  auto items = src.list(value);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto map = src.map(item, kStepKeys);
    if (!map) return std::unexpected(map.error());
    if (map->entries().size() != 1) {
      return src.fail(item,
                      "a step is exactly one of submit, schedule, expect, delete, "
                      "complete, advance or run; this one has " +
                          std::to_string(map->entries().size()) + " keys");
    }
    const YamlValue& body = map->entries().front();
    Step step;
    if (body.key == "submit") {
      auto entry = read_workload(src, body, true);
      if (!entry) return std::unexpected(entry.error());
      if (known.contains(entry->spec.name)) {
        return src.fail_at(body.path + ".name", "a workload named " + quoted(entry->spec.name) +
                                                    " exists already at this step");
      }
      if (auto ok = check_submit(*entry); !ok) return std::unexpected(ok.error());
      known.names.push_back(entry->spec.name);
      known.pod_counts.push_back(entry->spec.pods.size());
      step.kind = Step::Kind::submit;
      step.workload = std::move(entry->spec);
      step.duration_s = entry->duration_s;
    } else if (body.key == "schedule") {
      auto schedule = read_schedule(src, body);
      if (!schedule) return std::unexpected(schedule.error());
      step = std::move(*schedule);
    } else if (body.key == "advance") {
      auto seconds = src.integer(body, 0, kMaxAdvanceSeconds);
      if (!seconds) return std::unexpected(seconds.error());
      step.kind = Step::Kind::advance;
      step.seconds = *seconds;
    } else if (body.key == "run") {
      auto run = read_run(src, body);
      if (!run) return std::unexpected(run.error());
      step = std::move(*run);
    } else if (body.key == "expect") {
      auto expect = read_expectation(src, body, known);
      if (!expect) return std::unexpected(expect.error());
      step.kind = Step::Kind::expect;
      step.expect = std::move(*expect);
    } else {
      auto name = read_known(src, body, known);
      if (!name) return std::unexpected(name.error());
      step.target = *name;
      if (body.key == "delete") {
        step.kind = Step::Kind::remove;
        auto it = std::ranges::find(known.names, *name);
        known.pod_counts.erase(known.pod_counts.begin() + (it - known.names.begin()));
        known.names.erase(it);
      } else {
        step.kind = Step::Kind::complete;
      }
    }
    step.line = item.line;
    steps.push_back(std::move(step));
  }
  return steps;
}

}  // namespace gpuq::core::scenario
