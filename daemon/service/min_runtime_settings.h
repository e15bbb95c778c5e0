// Where the daemon's minimum runtimes come from: the policy's defaults, a
// node pool's own value (set through the API over the configuration's), and
// each project's (core::MinRuntime, unset: inherited). Shared by the
// scheduler's snapshot and the API that shows them.
#ifndef GPUQ_DAEMON_SERVICE_MIN_RUNTIME_SETTINGS_H_
#define GPUQ_DAEMON_SERVICE_MIN_RUNTIME_SETTINGS_H_

#include <cstdint>
#include <optional>
#include <string>

#include "daemon/config/config.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// The pool's minGuaranteedRuntime in seconds: what the API set, else the
// configuration's; nullopt when neither did (the policy's values apply).
std::optional<int64_t> pool_min_guaranteed_runtime(const State& state, const DaemonConfig& config,
                                                   const std::string& pool);

// The core's last start of a workload in whole seconds, rounded up so that a
// protection never ends before start + d; nullopt when it never started.
std::optional<int64_t> last_start_seconds(const Workload& w);

// When the workload's protection ends (Run:ai's guaranteedRuntimeEndsAt), in
// milliseconds: the later of its preempt and reclaim protections as the
// scheduler last computed them; 0 when it is not protected.
int64_t guaranteed_runtime_ends_at(const State& state, const Workload& w);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_MIN_RUNTIME_SETTINGS_H_
