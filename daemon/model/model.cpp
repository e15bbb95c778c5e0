#include "daemon/model/model.h"

#include <algorithm>

namespace gpuq::daemon {

std::string_view pod_phase_name(PodPhase p) {
  switch (p) {
    case PodPhase::pending:
      return "pending";
    case PodPhase::starting:
      return "starting";
    case PodPhase::running:
      return "running";
    case PodPhase::releasing:
      return "releasing";
    case PodPhase::succeeded:
      return "succeeded";
    case PodPhase::failed:
      return "failed";
  }
  return "unknown";
}

std::string pod_name(const Workload& w, const Pod& pod) {
  return w.name + "-" + std::to_string(pod.completion_index);
}

int next_completion_index(const Workload& w) {
  int next = 0;
  for (const Pod& p : w.pods) next = std::max(next, p.completion_index + 1);
  return next;
}

}  // namespace gpuq::daemon
