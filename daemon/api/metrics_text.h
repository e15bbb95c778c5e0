// GET /metrics: the Prometheus text exposition (format 0.0.4) of a State.
#ifndef GPUQ_DAEMON_API_METRICS_TEXT_H_
#define GPUQ_DAEMON_API_METRICS_TEXT_H_

#include <string>

#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// Per project (leaf) and pool: gpuq_project_allocated_gpus,
// gpuq_project_fair_share_gpus, gpuq_project_deserved_gpus; gpuq_workloads
// by phase; gpuq_pending_workloads; gpuq_cycle_seconds (the last cycle);
// gpuq_cycles_total. Read it under Service::read(). Pure.
std::string metrics_text(const State& state);
// The store's figures: gpuq_store_failed_commits_total.
std::string store_metrics_text(int64_t failed_commits);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_METRICS_TEXT_H_
