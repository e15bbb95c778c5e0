// The daemon's REST API (Run:ai's paths and field names; reference 3.x):
// workloads, logs and events, projects and departments, nodes and node
// pools, tokens, version and Prometheus metrics.
#ifndef GPUQ_DAEMON_API_API_H_
#define GPUQ_DAEMON_API_API_H_

#include "daemon/http/http_server.h"
#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// The handler for start_http_server(). It authenticates every request (the
// Unix socket's peer through Service::caller_from_peer, TCP through the
// bearer token; 401 otherwise; GET /api/v1/version is public), routes it
// (404 for an unknown path, 405 with Allow for a known path and another
// method), and turns errors into {"code", "message", "field"} with their
// status and any exception into a 500. `service` must outlive the handler.
// Thread-safe.
HttpHandler make_api_handler(Service& service);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_API_H_
