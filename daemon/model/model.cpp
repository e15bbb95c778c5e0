#include "daemon/model/model.h"

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

}  // namespace gpuq::daemon
