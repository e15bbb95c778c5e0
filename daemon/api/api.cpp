#include "daemon/api/api.h"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>

#include "daemon/api/router.h"
#include "daemon/api/routes.h"

namespace gpuq::daemon::api {
namespace {

// Callers on the socket by peer (uid, gid), kept for a second: finding a
// caller reads the user and group databases (getpwuid_r, getgrouplist,
// getgrgid_r), a large part of a small request. A change of groups or of
// the administrators (SIGHUP) applies to a peer within kTtl.
class CallerCache {
 public:
  core::Result<Caller> get(Service& service, uid_t uid, gid_t gid) {
    const auto now = std::chrono::steady_clock::now();
    {
      std::lock_guard lock(mu_);
      auto it = entries_.find({uid, gid});
      if (it != entries_.end() && now < it->second.expires) return it->second.caller;
    }
    auto caller = service.caller_from_peer(uid, gid);
    if (!caller) return caller;
    std::lock_guard lock(mu_);
    if (entries_.size() >= kMaxEntries) entries_.clear();
    entries_[{uid, gid}] = Entry{*caller, now + kTtl};
    return caller;
  }

 private:
  static constexpr auto kTtl = std::chrono::seconds(1);
  static constexpr std::size_t kMaxEntries = 1024;
  struct Entry {
    Caller caller;
    std::chrono::steady_clock::time_point expires;
  };
  std::mutex mu_;
  std::map<std::pair<uid_t, gid_t>, Entry> entries_;
};

core::Result<Caller> authenticate(Service& service, CallerCache& callers,
                                  const HttpRequest& request) {
  if (!request.unix_socket) return service.caller_from_token(request.bearer);
  if (request.peer_uid == static_cast<uid_t>(-1)) {
    return core::fail("cannot tell who is calling on the socket (no peer credentials)", "",
                      core::Error::Code::unauthenticated);
  }
  return callers.get(service, request.peer_uid, request.peer_gid);
}

HttpResponse serve(const Router& router, Service& service, CallerCache& callers,
                   const HttpRequest& request) {
  Router::Match m = router.match(request.method, request.path);
  Caller caller;
  if (m.handler == nullptr || !m.is_public) {
    auto who = authenticate(service, callers, request);
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
  add_pod_stream_routes(*router);
  add_project_routes(*router);
  add_cluster_routes(*router);
  add_me_routes(*router);
  add_diagnostics_routes(*router);
  add_token_routes(*router);
  add_compute_asset_routes(*router);
  add_profile_routes(*router);
  add_secret_routes(*router);
  auto callers = std::make_shared<CallerCache>();
  return [router, callers, &service](const HttpRequest& request) -> HttpResponse {
    try {
      return serve(*router, service, *callers, request);
    } catch (const std::exception& e) {
      return status_response(500, std::string("internal error: ") + e.what());
    } catch (...) {
      return status_response(500, "internal error");
    }
  };
}

}  // namespace gpuq::daemon::api
