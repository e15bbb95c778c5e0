// Host ports for pods' published ports (spec.ports). Pods share the host's
// network, so two live pods never hold the same host port, and a port some
// other program listens on is not free either. A pod gets the port it asked
// for (the external one, else its container port) when that is free and
// allowed, else the first free one of the configured range.
#ifndef GPUQ_DAEMON_SERVICE_HOST_PORTS_H_
#define GPUQ_DAEMON_SERVICE_HOST_PORTS_H_

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "daemon/model/model.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon {

struct State;

// Whether nothing on this host listens on TCP `port` now (a bind to it on
// every address succeeds). Tests pass their own.
using PortProbe = std::function<bool(int port)>;
bool port_free_on_host(int port);

// The host ports that live pods (starting, running, releasing) hold; with
// `user`, only those of the workloads `user` submitted.
std::set<int> held_ports(const State& state, const std::string* user = nullptr);

// The most host ports one user's live pods hold at once: the range is a few
// thousand ports every user draws on, and a workload asks for at most 16
// (a user may run many).
constexpr std::size_t kMaxHostPortsPerUser = 128;

struct PortRange {
  int first = 30000, last = 32767;
};

// One binding per request, in order. A pod placed again first gets the
// host ports it had (`previous`), when free, so that peers told them at
// their own start still find it. A requested port below 1024 is allowed
// only when `privileged` (a root pod of a root daemon). Errors (conflict):
// the range has no free port left, naming it.
core::Result<std::vector<PortBinding>> assign_ports(const std::vector<RunExtras::Port>& requests,
                                                    std::set<int> held, PortRange range,
                                                    bool privileged, const PortProbe& is_free,
                                                    const std::vector<PortBinding>& previous = {});

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_HOST_PORTS_H_
