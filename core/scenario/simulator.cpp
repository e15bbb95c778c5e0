#include "core/scenario/simulator.h"

#include <algorithm>
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
  }
  return "?";
}

// The world, and what is reported about it: the last cycle's decisions kept
// in step with the operations applied since.
class Run {
 public:
  Run(const Scenario& scenario, const CycleFunction& cycle)
      : cycle_(cycle), world_(scenario.snapshot) {
    for (const WorkloadSpec& w : world_.workloads) view_.push_back(report_from_world(w));
  }

  // Runs one cycle; returns whether it changed anything.
  Result<bool> cycle() {
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

  Result<void> apply(const Step& step) {
    switch (step.kind) {
      case Step::Kind::submit: {
        if (auto r = submit(world_, step.workload); !r) return r;
        view_.push_back(report_from_world(world_.workloads.back()));
        return {};
      }
      case Step::Kind::remove: {
        if (auto r = remove(world_, step.target); !r) return r;
        std::erase_if(view_, [&](const WorkloadReport& w) { return w.name == step.target; });
        return {};
      }
      case Step::Kind::complete: {
        if (auto r = complete(world_, step.target); !r) return r;
        for (WorkloadReport& w : view_) {
          if (w.name != step.target) continue;
          for (PodDecision& p : w.decision.pods)
            p = PodDecision{PodStatus::completed, {}, {}, {}, {}};
          w.decision.status = PodStatus::completed;
          w.decision.reason.clear();
        }
        return {};
      }
      case Step::Kind::schedule:
        return step.cycles > 0 ? cycles(step.cycles) : settle();
      case Step::Kind::advance:
        advance_clock(world_, step.seconds);
        return {};
      case Step::Kind::expect:
        return {};
    }
    return {};
  }

  StepReport report(int step, const Expectation* expect) const {
    StepReport r{step, expect ? expect->line : 0, world_.config.now_s, view_, queues_, {}};
    // Protection as it stands now: the clock may have moved since the last
    // cycle, and what that cycle started is protected from its start.
    const std::vector<std::optional<int64_t>> until = protections(world_);
    for (std::size_t i = 0; i < r.workloads.size() && i < until.size(); ++i) {
      r.workloads[i].decision.protected_until_s = until[i];
    }
    if (expect != nullptr) r.mismatches = check_expectation(*expect, r.workloads, step);
    return r;
  }

 private:
  const CycleFunction& cycle_;
  Snapshot world_;
  std::vector<WorkloadReport> view_;
  std::vector<QueueReport> queues_;
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
  Simulation sim{scenario.file, scenario.name, {}};
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
    if (auto r = run.apply(step); !r) {
      return std::unexpected(located(r.error(), scenario, step, i));
    }
    if (step.kind == Step::Kind::expect) {
      sim.results.push_back(run.report(static_cast<int>(i), &step.expect));
    }
  }
  return sim;
}

}  // namespace gpuq::core::scenario
