#include "daemon/service/host_ports.h"

#include <string>

#include "daemon/service/service.h"

namespace gpuq::daemon {

std::set<int> held_ports(const State& state, const std::string* user) {
  std::set<int> held;
  for (const Workload& w : state.workloads) {
    if (user != nullptr && w.submitted_by != *user) continue;
    for (const Pod& p : w.pods) {
      if (p.phase != PodPhase::starting && p.phase != PodPhase::running &&
          p.phase != PodPhase::releasing) {
        continue;
      }
      for (const PortBinding& b : p.ports) held.insert(b.host);
    }
  }
  return held;
}

core::Result<std::vector<PortBinding>> assign_ports(const std::vector<RunExtras::Port>& requests,
                                                    std::set<int> held, PortRange range,
                                                    bool privileged, const PortProbe& is_free,
                                                    const std::vector<PortBinding>& previous) {
  std::vector<PortBinding> out;
  int next = range.first;
  for (const RunExtras::Port& r : requests) {
    const int wanted = r.external > 0 ? r.external : r.container;
    const bool allowed = wanted >= 1024 || privileged;
    int host = 0;
    for (const PortBinding& before : previous) {
      if (before.container == r.container && before.host > 0 && !held.contains(before.host) &&
          is_free(before.host)) {
        host = before.host;
      }
    }
    if (host != 0) {
      // The port it had.
    } else if (allowed && !held.contains(wanted) && is_free(wanted)) {
      host = wanted;
    } else {
      for (; next <= range.last && host == 0; ++next) {
        if (!held.contains(next) && is_free(next)) host = next;
      }
    }
    if (host == 0) {
      return core::fail("no free host port for pod port " + std::to_string(r.container) + ": " +
                            std::to_string(wanted) + " is taken and so is every port of " +
                            std::to_string(range.first) + "-" + std::to_string(range.last),
                        "spec.ports", core::Error::Code::conflict);
    }
    held.insert(host);
    out.push_back({r.container, host});
  }
  return out;
}

}  // namespace gpuq::daemon
