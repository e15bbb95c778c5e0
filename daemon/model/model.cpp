#include "daemon/model/model.h"

#include <algorithm>

#include "daemon/model/run_extras.h"

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

std::string pod_role(const Workload& w, const Pod& pod) {
  if (w.run.extras == nullptr || w.run.extras->framework.empty()) return {};
  return w.run.extras->has_master && pod.index == 0 ? "master" : "worker";
}

int pod_role_index(const Workload& w, const Pod& pod) {
  const bool master = w.run.extras != nullptr && w.run.extras->has_master;
  return pod_role(w, pod) == "worker" && master ? pod.index - 1 : pod.index;
}

std::string pod_name(const Workload& w, const Pod& pod) {
  const std::string role = pod_role(w, pod);
  if (!role.empty()) return w.name + "-" + role + "-" + std::to_string(pod_role_index(w, pod));
  return w.name + "-" + std::to_string(pod.completion_index);
}

int next_completion_index(const Workload& w) {
  int next = 0;
  for (const Pod& p : w.pods) next = std::max(next, p.completion_index + 1);
  return next;
}

}  // namespace gpuq::daemon
