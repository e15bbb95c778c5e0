#include "core/decision.h"

namespace gpuq::core {

std::string_view pod_status_name(PodStatus s) {
  switch (s) {
    case PodStatus::running:
      return "Running";
    case PodStatus::allocated:
      return "Allocated";
    case PodStatus::pipelined:
      return "Pipelined";
    case PodStatus::pending:
      return "Pending";
    case PodStatus::releasing:
      return "Releasing";
    case PodStatus::evicted:
      return "Evicted";
    case PodStatus::moved:
      return "Moved";
    case PodStatus::failed:
      return "Failed";
    case PodStatus::completed:
      return "Completed";
  }
  return "Unknown";
}

PodStatus pod_status_of(PodPhase phase) {
  switch (phase) {
    case PodPhase::pending:
      return PodStatus::pending;
    case PodPhase::running:
      return PodStatus::running;
    case PodPhase::releasing:
      return PodStatus::releasing;
    case PodPhase::failed:
      return PodStatus::failed;
    case PodPhase::completed:
      return PodStatus::completed;
  }
  return PodStatus::pending;
}

PodStatus workload_status(const std::vector<PodDecision>& pods) {
  bool moved = false, running = false, allocated = false, pipelined = false, evicted = false;
  bool releasing = false, pending = false, completed = false, failed = false;
  for (const PodDecision& p : pods) {
    switch (p.status) {
      case PodStatus::moved:
        moved = true;
        break;
      case PodStatus::running:
        running = true;
        break;
      case PodStatus::allocated:
        allocated = true;
        break;
      case PodStatus::pipelined:
        pipelined = true;
        break;
      case PodStatus::evicted:
        evicted = true;
        break;
      case PodStatus::releasing:
        releasing = true;
        break;
      case PodStatus::pending:
        pending = true;
        break;
      case PodStatus::completed:
        completed = true;
        break;
      case PodStatus::failed:
        failed = true;
        break;
    }
  }
  if (moved) return PodStatus::moved;
  if (running) return PodStatus::running;
  if (allocated) return PodStatus::allocated;
  if (pipelined) return PodStatus::pipelined;
  if (evicted) return PodStatus::evicted;
  if (releasing) return PodStatus::releasing;
  if (pending) return PodStatus::pending;
  if (failed) return PodStatus::failed;
  if (completed) return PodStatus::completed;
  return PodStatus::pending;
}

}  // namespace gpuq::core
