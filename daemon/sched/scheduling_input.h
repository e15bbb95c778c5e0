// The daemon's state as the scheduler sees it: a whole core::Snapshot, or
// only what changed since the scheduler's last one. Call each under
// Service::read. The core names workloads by id: WorkloadSpec::name is a
// Workload::id.
#ifndef GPUQ_DAEMON_SCHED_SCHEDULING_INPUT_H_
#define GPUQ_DAEMON_SCHED_SCHEDULING_INPUT_H_

#include <cstdint>
#include <map>
#include <optional>

#include "core/incremental.h"
#include "core/model.h"
#include "daemon/config/config.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// The snapshot of everything the scheduler should decide on.
struct SchedulingInput {
  core::Snapshot snapshot;
};

using ProjectsById = std::map<int64_t, const Project*>;
ProjectsById projects_by_id(const State& state);

// Settings, nodes and projects: a snapshot without workloads.
core::Snapshot build_scheduling_context(const State& state, const DaemonConfig& config,
                                        int64_t now_ms, const ProjectsById& by_id);

// The whole snapshot.
SchedulingInput build_scheduling_input(const State& state, const DaemonConfig& config,
                                       int64_t now_ms);

// What differs between the state and `current` (the scheduler's snapshot):
// the clock, workloads gone, changed and new at the end. nullopt when the
// settings, nodes or projects differ, or a workload the scheduler did not
// see comes back among the others (resumed, its back-off over): give the
// scheduler the whole snapshot then. Each workload is written into
// `scratch` and compared where it stands, so that a tick over 10,000
// unchanged workloads allocates nothing for them.
std::optional<core::WorkloadChanges> scheduling_changes(const State& state,
                                                        const DaemonConfig& config, int64_t now_ms,
                                                        const core::Snapshot& current,
                                                        core::WorkloadSpec& scratch);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_SCHEDULING_INPUT_H_
