#include "daemon/api/api.h"

#include <memory>

#include "daemon/api/router.h"
#include "daemon/api/routes.h"

namespace gpuq::daemon::api {
namespace {

core::Result<Caller> authenticate(Service& service, const HttpRequest& request) {
  if (!request.unix_socket) return service.caller_from_token(request.bearer);
  if (request.peer_uid == static_cast<uid_t>(-1)) {
    return core::fail("cannot tell who is calling on the socket (no peer credentials)", "",
                      core::Error::Code::unauthenticated);
  }
  return service.caller_from_peer(request.peer_uid, request.peer_gid);
}

HttpResponse serve(const Router& router, Service& service, const HttpRequest& request) {
  Router::Match m = router.match(request.method, request.path);
  Caller caller;
  if (m.handler == nullptr || !m.is_public) {
    auto who = authenticate(service, request);
    if (!who) return error_response(who.error());
    caller = std::move(*who);
  }
  if (m.handler == nullptr) {
    if (m.allowed.empty()) {
      return status_response(404, "no such endpoint: " + request.method + " " + request.path);
    }
    HttpResponse r = status_response(405, request.method + " is not allowed on " + request.path +
                                              " (allowed: " + m.allowed + ")");
    r.headers["Allow"] = m.allowed;
    return r;
  }
  ApiContext context{service, request, std::move(caller), std::move(m.params)};
  auto result = (*m.handler)(context);
  if (!result) return error_response(result.error());
  return std::move(*result);
}

}  // namespace

HttpHandler make_api_handler(Service& service) {
  auto router = std::make_shared<Router>();
  add_workload_routes(*router);
  add_log_routes(*router);
  add_project_routes(*router);
  add_cluster_routes(*router);
  add_token_routes(*router);
  return [router, &service](const HttpRequest& request) -> HttpResponse {
    try {
      return serve(*router, service, request);
    } catch (const std::exception& e) {
      return status_response(500, std::string("internal error: ") + e.what());
    } catch (...) {
      return status_response(500, "internal error");
    }
  };
}

}  // namespace gpuq::daemon::api
