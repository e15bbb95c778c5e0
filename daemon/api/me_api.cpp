// GET /api/v1/me: who the daemon takes the caller to be (`gpuq whoami`): the
// user, ids and groups, whether an administrator, how the request was
// authenticated, and the projects the caller may submit to.
#include "daemon/api/routes.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

core::Result<HttpResponse> me(ApiContext& c) {
  const Caller& who = c.caller;
  json projects = json::array();
  c.service.read([&](const State& s) {
    for (const Project& p : s.projects) {
      if (!p.department && is_member(who, p)) projects.push_back(p.name);
    }
  });
  json body = {{"user", who.user},
               {"groups", who.groups},
               {"administrator", who.admin},
               {"authenticatedBy", c.request.unix_socket ? "unixSocket" : "token"},
               {"projects", std::move(projects)}};
  body["uid"] = who.uid == static_cast<uid_t>(-1) ? json(nullptr) : json(who.uid);
  body["gid"] = who.gid == static_cast<gid_t>(-1) ? json(nullptr) : json(who.gid);
  return json_response(200, body);
}

}  // namespace

void add_me_routes(Router& router) { router.add("GET", "/api/v1/me", me); }

}  // namespace gpuq::daemon::api
