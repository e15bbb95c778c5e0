// The routes of each resource, added to the API's router by
// make_api_handler(). Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_ROUTES_H_
#define GPUQ_DAEMON_API_ROUTES_H_

#include "daemon/api/router.h"

namespace gpuq::daemon::api {

void add_workload_routes(Router& router);  // workloads_api.cpp
void add_log_routes(Router& router);       // logs_api.cpp: logs and events
// pod_streams_api.cpp: attach, exec and portforward (upgraded connections).
void add_pod_stream_routes(Router& router);
void add_project_routes(Router& router);  // projects_api.cpp: projects and departments
void add_cluster_routes(Router& router);  // cluster_api.cpp: nodes, pools, version, metrics
void add_token_routes(Router& router);    // tokens_api.cpp
void add_me_routes(Router& router);       // me_api.cpp: who the caller is
// diagnostics_api.cpp: the daemon's own set-up (gpuq doctor).
void add_diagnostics_routes(Router& router);
// Compute resources, hardware profiles, secrets and volumes.
void add_compute_asset_routes(Router& router);  // compute_assets_api.cpp
void add_profile_routes(Router& router);        // profiles_api.cpp
void add_secret_routes(Router& router);         // secrets_api.cpp: secrets and volumes

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_ROUTES_H_
