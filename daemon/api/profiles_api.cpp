// /api/v1/profiles: the hardware profiles of the daemon's config, read-only
// (administrators edit the config and send SIGHUP).
#include "daemon/api/json_read.h"
#include "daemon/api/profile_json.h"
#include "daemon/api/routes.h"

namespace gpuq::daemon::api {
namespace {

core::Result<HttpResponse> list(ApiContext& c) {
  json items = json::array();
  c.service.read([&](const State&) {
    for (const ProfileConfig& p : c.service.config().profiles) items.push_back(profile_json(p));
  });
  return json_response(200, {{"profiles", std::move(items)}});
}

core::Result<HttpResponse> get(ApiContext& c) {
  json out;
  std::string names;
  c.service.read([&](const State&) {
    for (const ProfileConfig& p : c.service.config().profiles) {
      if (p.name == c.params.at(0)) out = profile_json(p);
      names += (names.empty() ? "" : ", ") + p.name;
    }
  });
  if (out.is_null()) {
    return core::fail(
        "no profile " + c.params.at(0) + " (profiles: " + (names.empty() ? "none" : names) + ")",
        "", core::Error::Code::not_found);
  }
  return json_response(200, out);
}

}  // namespace

void add_profile_routes(Router& router) {
  router.add("GET", "/api/v1/profiles", list);
  router.add("GET", "/api/v1/profiles/{name}", get);
}

}  // namespace gpuq::daemon::api
