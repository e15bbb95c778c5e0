#include "core/scenario/simulator.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "core/cycle.h"
#include "core/scenario/expectation.h"
#include "core/scenario/world.h"

namespace gpuq::core::scenario {
namespace {

constexpr std::string_view kNotScheduledYet =
    "not scheduled yet: no cycle has run since it was submitted";

// A workload as the world holds it, where no cycle has decided on it.
WorkloadReport report_from_world(const WorkloadSpec& workload) {
  WorkloadReport report{workload.name, workload.project, {}};
  for (const PodState& pod : workload.pods) {
    PodDecision d;
    d.status = pod_status_of(pod.phase);
    d.node = pod.node;
    d.devices = pod.devices;
    d.mig = pod.mig;
    report.decision.pods.push_back(std::move(d));
  }
  report.decision.status = workload_status(report.decision.pods);
  if (report.decision.status == PodStatus::pending) report.decision.reason = kNotScheduledYet;
  return report;
}

std::string_view step_key(Step::Kind kind) {
  switch (kind) {
    case Step::Kind::submit:
      return "submit";
    case Step::Kind::schedule:
      return "schedule";
    case Step::Kind::expect:
      return "expect";
    case Step::Kind::remove:
      return "delete";
    case Step::Kind::complete:
      return "complete";
    case Step::Kind::advance:
      return "advance";
    case Step::Kind::run:
      return "run";
  }
  return "?";
}

// What the cluster could run, per resource (GPUs, millicores, bytes); a
// resource some node does not bound counts 0, so its usage reads 0.
ResourceAmounts capacity_of(const Snapshot& world) {
  ResourceAmounts c{0, 0, 0};
  bool cpu_bounded = true, memory_bounded = true;
  for (const NodeSpec& n : world.nodes) {
    c[0] += n.gpu_count;
    cpu_bounded = cpu_bounded && n.cpu != kUnlimited;
    memory_bounded = memory_bounded && n.memory != kUnlimited;
    if (n.cpu != kUnlimited) c[1] += static_cast<double>(n.cpu);
    if (n.memory != kUnlimited) c[2] += static_cast<double>(n.memory);
  }
  if (!cpu_bounded) c[1] = 0;
  if (!memory_bounded) c[2] = 0;
  return c;
}

// The parent of each project, by name.
std::map<std::string, std::string> parents_of(const Snapshot& world) {
  std::map<std::string, std::string> parent;
  for (const ProjectSpec& p : world.projects) parent[p.name] = p.parent;
  return parent;
}

// Adds `amounts` to `queue` and every department above it.
void add_up(std::map<std::string, ResourceAmounts>& held,
            const std::map<std::string, std::string>& parent, std::string queue,
            const ResourceAmounts& amounts) {
  for (int depth = 0; !queue.empty() && depth < 64; ++depth) {
    ResourceAmounts& sum = held[queue];
    for (std::size_t r = 0; r < kResourceCount; ++r) sum[r] += amounts[r];
    auto it = parent.find(queue);
    queue = it == parent.end() ? std::string() : it->second;
  }
}

// What each project and department holds now: the pods that hold resources.
std::map<std::string, ResourceAmounts> held_by(const Snapshot& world,
                                               const std::map<std::string, std::string>& parent) {
  std::map<std::string, ResourceAmounts> held;
  for (const WorkloadSpec& w : world.workloads) {
    ResourceAmounts sum{0, 0, 0};
    for (const PodState& p : w.pods) {
      if (p.phase != PodPhase::running && p.phase != PodPhase::releasing) continue;
      for (const DeviceShare& d : p.devices) sum[0] += static_cast<double>(d.portion) / kMilli;
      sum[1] += static_cast<double>(w.request.cpu);
      sum[2] += static_cast<double>(w.request.memory);
    }
    if (sum[0] > 0 || sum[1] > 0 || sum[2] > 0) add_up(held, parent, w.project, sum);
  }
  return held;
}

// The world, and what is reported about it: the last cycle's decisions kept
// in step with the operations applied since.
class Run {
 public:
  Run(const Scenario& scenario, const CycleFunction& cycle)
      : cycle_(cycle),
        world_(scenario.snapshot),
        usage_(scenario.usage),
        durations_(scenario.durations),
        parent_(parents_of(world_)) {
    for (const WorkloadSpec& w : world_.workloads) view_.push_back(report_from_world(w));
    if (usage_) seed_usage();
  }

  // Runs one cycle; returns whether it changed anything.
  Result<bool> cycle() {
    if (usage_) refresh_usage();
    CycleResult result = cycle_(world_);
    auto next = advance(world_, result);
    if (!next) return std::unexpected(next.error());
    const bool changed = changed_anything(result);
    view_.clear();
    for (std::size_t i = 0; i < world_.workloads.size(); ++i) {
      const WorkloadSpec& w = world_.workloads[i];
      view_.push_back({w.name, w.project, std::move(result.workloads[i])});
    }
    queues_ = std::move(result.queues);
    world_ = std::move(*next);
    return changed;
  }

  Result<void> cycles(int count) {
    for (int i = 0; i < count; ++i) {
      if (auto r = cycle(); !r) return std::unexpected(r.error());
    }
    return {};
  }

  Result<void> settle() {
    for (int i = 0; i < kMaxSettleCycles; ++i) {
      auto changed = cycle();
      if (!changed) return std::unexpected(changed.error());
      if (!*changed) break;
    }
    return {};
  }

  // Moves the clock on by `seconds`: usage accrues for what holds
  // resources, and workloads whose duration_s is reached complete at that
  // moment (what they held counts until then).
  Result<void> advance_time(int64_t seconds) {
    const int64_t target = world_.config.now_s + seconds;
    while (true) {
      const int64_t now = world_.config.now_s;
      std::optional<int64_t> next;  // the earliest completion due by the target
      for (const WorkloadSpec& w : world_.workloads) {
        auto d = durations_.find(w.name);
        if (d == durations_.end() || !runs(w)) continue;
        const int64_t due = std::max(now, w.last_start_s.value_or(0) + d->second);
        if (due <= target && (!next || due < *next)) next = due;
      }
      const int64_t until = next.value_or(target);
      if (usage_ && until > now) {
        ledger_.record(now, until, capacity_of(world_), held_by(world_, parent_));
      }
      advance_clock(world_, until - now);
      if (!next) return {};
      std::vector<std::string> done;
      for (const WorkloadSpec& w : world_.workloads) {
        auto d = durations_.find(w.name);
        if (d != durations_.end() && runs(w) && w.last_start_s.value_or(0) + d->second <= until) {
          done.push_back(w.name);
        }
      }
      for (const std::string& name : done) {
        if (auto r = finish(name); !r) return r;
      }
    }
  }

  // `run`: a cycle after each cycle_every seconds, a timeline row per project after each.
  Result<void> run_for(int64_t seconds, int64_t every, std::vector<TimelineRow>* timeline) {
    for (int64_t elapsed = 0; elapsed < seconds;) {
      const int64_t step = std::min(every, seconds - elapsed);
      if (auto r = advance_time(step); !r) return r;
      elapsed += step;
      if (auto r = cycle(); !r) return std::unexpected(r.error());
      if (timeline == nullptr) continue;
      for (const ProjectSpec& p : world_.projects) {
        TimelineRow row{world_.config.now_s, p.name, 0, 0, p.usage[0]};
        for (const QueueReport& q : queues_) {
          if (q.project != p.name) continue;
          row.allocated_gpu += static_cast<double>(q.allocated.gpu()) / kMilli;
          row.fair_share_gpu += static_cast<double>(q.fair_share.gpu()) / kMilli;
        }
        timeline->push_back(std::move(row));
      }
    }
    return {};
  }

  // `timeline`: where run steps add their rows; null: nowhere.
  Result<void> apply(const Step& step, std::vector<TimelineRow>* timeline) {
    switch (step.kind) {
      case Step::Kind::submit: {
        if (auto r = submit(world_, step.workload); !r) return r;
        view_.push_back(report_from_world(world_.workloads.back()));
        durations_.erase(step.workload.name);  // a name used before: not its old duration
        if (step.duration_s) durations_[step.workload.name] = *step.duration_s;
        return {};
      }
      case Step::Kind::remove: {
        if (auto r = remove(world_, step.target); !r) return r;
        std::erase_if(view_, [&](const WorkloadReport& w) { return w.name == step.target; });
        durations_.erase(step.target);
        return {};
      }
      case Step::Kind::complete:
        return finish(step.target);
      case Step::Kind::schedule:
        return step.cycles > 0 ? cycles(step.cycles) : settle();
      case Step::Kind::advance:
        return advance_time(step.seconds);
      case Step::Kind::run:
        return run_for(step.seconds, step.cycle_every, timeline);
      case Step::Kind::expect:
        return {};
    }
    return {};
  }

  StepReport report(int step, const Expectation* expect) const {
    StepReport r{step, expect ? expect->line : 0, world_.config.now_s, view_, queues_, {}, {}};
    // Usage as of now: the clock may have moved since the last cycle.
    const auto usage = usage_ ? ledger_.usage(world_.config.now_s, *usage_)
                              : std::map<std::string, ResourceAmounts>{};
    for (const ProjectSpec& p : world_.projects) {
      auto it = usage.find(p.name);
      r.usage.emplace_back(p.name, !usage_             ? p.usage
                                   : it == usage.end() ? ResourceAmounts{0, 0, 0}
                                                       : it->second);
    }
    // Protection as it stands now: the clock may have moved since the last
    // cycle, and what that cycle started is protected from its start.
    const std::vector<std::optional<int64_t>> until = protections(world_);
    for (std::size_t i = 0; i < r.workloads.size() && i < until.size(); ++i) {
      r.workloads[i].decision.protected_until_s = until[i];
    }
    if (expect != nullptr) r.mismatches = check_expectation(*expect, r.workloads, step, queues_);
    return r;
  }

 private:
  static bool runs(const WorkloadSpec& w) {
    return std::ranges::any_of(w.pods,
                               [](const PodState& p) { return p.phase == PodPhase::running; });
  }

  // The named workload completes: in the world and in what is reported.
  Result<void> finish(const std::string& name) {
    if (auto r = complete(world_, name); !r) return r;
    for (WorkloadReport& w : view_) {
      if (w.name != name) continue;
      for (PodDecision& p : w.decision.pods) p = PodDecision{PodStatus::completed, {}, {}, {}, {}};
      w.decision.status = PodStatus::completed;
      w.decision.reason.clear();
    }
    return {};
  }

  // Before t=0 the cluster was as it is at t=0, each project holding its
  // stated share of it over the whole window; a department that states none
  // held what its projects did.
  void seed_usage() {
    const ResourceAmounts capacity = capacity_of(world_);
    std::map<std::string, std::vector<std::string>> children;
    std::map<std::string, const ProjectSpec*> by_name;
    for (const ProjectSpec& p : world_.projects) {
      by_name[p.name] = &p;
      if (!p.parent.empty()) children[p.parent].push_back(p.name);
    }
    // A queue's own statement, else the sum of its children's (bottom up).
    std::map<std::string, ResourceAmounts> held;
    std::function<ResourceAmounts(const std::string&, int)> seeded =
        [&](const std::string& name, int depth) -> ResourceAmounts {
      if (auto it = held.find(name); it != held.end()) return it->second;
      ResourceAmounts amounts{0, 0, 0};
      const ProjectSpec& p = *by_name.at(name);
      for (std::size_t r = 0; r < kResourceCount; ++r) amounts[r] = p.usage[r] * capacity[r];
      if (amounts == ResourceAmounts{0, 0, 0} && depth < 64) {
        for (const std::string& child : children[name]) {
          const ResourceAmounts c = seeded(child, depth + 1);
          for (std::size_t r = 0; r < kResourceCount; ++r) amounts[r] += c[r];
        }
      }
      return held[name] = amounts;
    };
    for (const ProjectSpec& p : world_.projects) seeded(p.name, 0);
    const int64_t now = world_.config.now_s;
    ledger_.record(now - usage_->window_s, now, capacity, held);
  }

  // Each project's usage as the ledger has it now.
  void refresh_usage() {
    const int64_t now = world_.config.now_s;
    const auto usage = ledger_.usage(now, *usage_);
    for (ProjectSpec& p : world_.projects) {
      auto it = usage.find(p.name);
      p.usage = it == usage.end() ? ResourceAmounts{0, 0, 0} : it->second;
    }
    ledger_.forget_before(usage_window_start(now, *usage_));
  }

  const CycleFunction& cycle_;
  Snapshot world_;
  std::vector<WorkloadReport> view_;
  std::vector<QueueReport> queues_;
  std::optional<UsageParams> usage_;
  std::map<std::string, int64_t> durations_;
  std::map<std::string, std::string> parent_;
  UsageLedger ledger_;
};

Error located(Error error, const Scenario& scenario, const Step& step, std::size_t index) {
  std::string where = scenario.file;
  if (step.line > 0) where += ":" + std::to_string(step.line);
  where += ": steps[" + std::to_string(index) + "]." + std::string(step_key(step.kind));
  error.where = std::move(where);
  return error;
}

}  // namespace

Result<Simulation> simulate(const Scenario& scenario, const CycleFunction& cycle,
                            const SimulateOptions& options) {
  Simulation sim{scenario.file, scenario.name, {}, {}};
  Run run(scenario, cycle);
  auto where_top = [&] {
    return scenario.file +
           (scenario.expect && scenario.expect->line > 0
                ? ":" + std::to_string(scenario.expect->line)
                : std::string()) +
           ": expect";
  };
  if (scenario.expect) {
    if (auto r = run.cycle(); !r) return fail(r.error().message, where_top(), r.error().code);
    sim.results.push_back(run.report(0, &*scenario.expect));
  } else if (scenario.steps.empty()) {
    if (auto r = run.cycles(std::max(1, options.cycles)); !r) {
      return fail(r.error().message, scenario.file, r.error().code);
    }
    sim.results.push_back(run.report(0, nullptr));
  }
  for (std::size_t i = 0; i < scenario.steps.size(); ++i) {
    const Step& step = scenario.steps[i];
    if (auto r = run.apply(step, options.timeline ? &sim.timeline : nullptr); !r) {
      return std::unexpected(located(r.error(), scenario, step, i));
    }
    if (step.kind == Step::Kind::expect) {
      sim.results.push_back(run.report(static_cast<int>(i), &step.expect));
    }
  }
  return sim;
}

}  // namespace gpuq::core::scenario
