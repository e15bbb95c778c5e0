// /api/v1/tokens: bearer tokens for TCP (administrators only). The secret
// is shown once, in the answer to POST; lists never show it or its hash.
#include "daemon/api/json_read.h"
#include "daemon/api/routes.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

nlohmann::json token_json(const Token& t) {
  return {{"id", t.id},
          {"name", t.name},
          {"user", t.user},
          {"createdBy", t.created_by},
          {"createdAt", iso_or_null(t.created_at)},
          {"revoked", t.revoked}};
}

core::Result<HttpResponse> create(ApiContext& c) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  GPUQ_TRY(name, read_string(body, "name", ""));
  if (!name) return core::fail("required", "name");
  GPUQ_TRY(user, read_string(body, "user", ""));
  GPUQ_TRY(created, c.service.create_token(c.caller, *name, user.value_or("")));
  nlohmann::json out = token_json(created.first);
  out["token"] = created.second;
  return json_response(201, out);
}

core::Result<HttpResponse> list(ApiContext& c) {
  if (!c.caller.admin) {
    return core::fail("only administrators may list tokens (" + c.caller.user + " is not one)", "",
                      core::Error::Code::permission_denied);
  }
  nlohmann::json items = nlohmann::json::array();
  c.service.read([&](const State& s) {
    for (const Token& t : s.tokens) items.push_back(token_json(t));
  });
  return json_response(200, {{"tokens", std::move(items)}});
}

core::Result<HttpResponse> revoke(ApiContext& c) {
  if (auto ok = c.service.revoke_token(c.caller, c.params.at(0)); !ok) {
    return std::unexpected(ok.error());
  }
  return status_response(200, "token " + c.params[0] + " revoked");
}

}  // namespace

void add_token_routes(Router& router) {
  router.add("POST", "/api/v1/tokens", create);
  router.add("GET", "/api/v1/tokens", list);
  router.add("DELETE", "/api/v1/tokens/{id}", revoke);
}

}  // namespace gpuq::daemon::api
