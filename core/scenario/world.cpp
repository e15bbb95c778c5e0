#include "core/scenario/world.h"

#include <algorithm>
#include <string>
#include <utility>

namespace gpuq::core::scenario {
namespace {

// A pod that holds nothing and waits to be placed; keeps its order in the job.
void make_pending(PodState& pod) {
  pod.phase = PodPhase::pending;
  pod.node.clear();
  pod.devices.clear();
  pod.mig.clear();
}

void place(PodState& pod, const PodDecision& decision) {
  pod.phase = PodPhase::running;
  pod.node = decision.node;
  pod.devices = decision.devices;
  pod.mig = decision.mig;
}

bool any_evicted(const WorkloadDecision& decision) {
  return std::ranges::any_of(decision.pods,
                             [](const PodDecision& p) { return p.status == PodStatus::evicted; });
}

void carry_out(WorkloadSpec& workload, const WorkloadDecision& decision, int64_t now_s) {
  const bool evicted = any_evicted(decision);
  const bool ran = std::ranges::any_of(
      workload.pods, [](const PodState& p) { return p.phase == PodPhase::running; });
  for (std::size_t i = 0; i < workload.pods.size(); ++i) {
    PodState& pod = workload.pods[i];
    const PodDecision& d = decision.pods[i];
    switch (d.status) {
      case PodStatus::running:
      case PodStatus::allocated:
      case PodStatus::pipelined:
      case PodStatus::moved:
        place(pod, d);
        break;
      case PodStatus::evicted:
      case PodStatus::releasing:
      case PodStatus::pending:
        make_pending(pod);
        break;
      case PodStatus::failed:
        if (evicted) {
          make_pending(pod);
        } else {
          pod.phase = PodPhase::failed;
        }
        break;
      case PodStatus::completed:
        pod.phase = PodPhase::completed;
        pod.node.clear();
        pod.devices.clear();
        pod.mig.clear();
        break;
    }
  }
  const auto running = std::ranges::count_if(
      workload.pods, [](const PodState& p) { return p.phase == PodPhase::running; });
  // A start is a placement with nothing of the workload running (kai-time.md §1.4).
  if (!ran && running > 0) workload.last_start_s = now_s;
  const bool below_gang = running > 0 && running < workload.min_available;
  workload.stale_for_s = below_gang ? workload.stale_for_s + 1 : 0;
}

auto find_workload(Snapshot& world, std::string_view name) {
  return std::ranges::find_if(world.workloads,
                              [&](const WorkloadSpec& w) { return w.name == name; });
}

}  // namespace

Result<Snapshot> advance(const Snapshot& before, const CycleResult& result) {
  if (result.workloads.size() != before.workloads.size()) {
    return fail("the cycle decided on " + std::to_string(result.workloads.size()) +
                    " workloads, the snapshot has " + std::to_string(before.workloads.size()),
                {}, Error::Code::internal);
  }
  Snapshot after = before;
  for (std::size_t i = 0; i < after.workloads.size(); ++i) {
    WorkloadSpec& workload = after.workloads[i];
    const WorkloadDecision& decision = result.workloads[i];
    if (decision.pods.size() != workload.pods.size()) {
      return fail("the cycle decided on " + std::to_string(decision.pods.size()) + " pods of " +
                      workload.name + ", which has " + std::to_string(workload.pods.size()),
                  {}, Error::Code::internal);
    }
    carry_out(workload, decision, before.config.now_s);
  }
  return after;
}

bool changed_anything(const CycleResult& result) {
  for (const WorkloadDecision& w : result.workloads) {
    for (const PodDecision& p : w.pods) {
      switch (p.status) {
        case PodStatus::running:
        case PodStatus::pending:
        case PodStatus::failed:
        case PodStatus::completed:
          break;
        case PodStatus::allocated:
        case PodStatus::pipelined:
        case PodStatus::evicted:
        case PodStatus::moved:
        case PodStatus::releasing:
          return true;
      }
    }
  }
  return false;
}

void advance_clock(Snapshot& world, int64_t seconds) { world.config.now_s += seconds; }

Result<void> submit(Snapshot& world, WorkloadSpec workload) {
  if (find_workload(world, workload.name) != world.workloads.end()) {
    return fail("a workload named " + workload.name + " exists already", {}, Error::Code::conflict);
  }
  for (PodState& pod : workload.pods) make_pending(pod);
  workload.stale_for_s = 0;
  workload.last_start_s.reset();
  world.workloads.push_back(std::move(workload));
  return {};
}

Result<void> remove(Snapshot& world, std::string_view name) {
  auto it = find_workload(world, name);
  if (it == world.workloads.end()) {
    return fail("no workload named " + std::string(name), {}, Error::Code::not_found);
  }
  world.workloads.erase(it);
  return {};
}

Result<void> complete(Snapshot& world, std::string_view name) {
  auto it = find_workload(world, name);
  if (it == world.workloads.end()) {
    return fail("no workload named " + std::string(name), {}, Error::Code::not_found);
  }
  for (PodState& pod : it->pods) {
    make_pending(pod);
    pod.phase = PodPhase::completed;
  }
  it->stale_for_s = 0;
  return {};
}

}  // namespace gpuq::core::scenario
