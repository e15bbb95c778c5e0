// /api/v1/org-unit/projects and /api/v1/org-unit/departments.
#include "daemon/api/json_read.h"
#include "daemon/api/project_json.h"
#include "daemon/api/routes.h"
#include "daemon/service/identity.h"

namespace gpuq::daemon::api {
namespace {

const char* kind_name(bool department) { return department ? "department" : "project"; }

nlohmann::json show(ApiContext& c, const Project& p) {
  nlohmann::json out;
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    out = project_json(p, index, compute_usage(index));
  });
  return out;
}

// What a project's members name that no one answers to: a user with no
// account on this machine and no token acting as it, or a group this machine
// does not have. Accepted (an account may come later, or from a directory
// that is down now), but said, so that a typo does not go unseen: a member
// list opens the project to those it names alone.
std::vector<std::string> unknown_member_warnings(const ApiContext& c,
                                                 const std::vector<std::string>& members) {
  std::vector<std::string> out;
  for (const std::string& m : members) {
    if (m.starts_with('@')) {
      if (!group_exists(m.substr(1))) out.push_back("no group " + m.substr(1) + " on this machine");
      continue;
    }
    if (user_ids(m)) continue;
    bool token_user = false;
    c.service.read([&](const State& s) {
      for (const Token& t : s.tokens) token_user = token_user || (t.user == m && !t.revoked);
    });
    if (!token_user) out.push_back("no user " + m + " on this machine, nor a token acting as it");
  }
  return out;
}

// The project or department named by the route's hole (an id or a name).
core::Result<Project> find(const ApiContext& c, bool department) {
  GPUQ_TRY(p, c.service.project(c.params.at(0)));
  if (p.department != department) {
    return core::fail(
        p.name + " is a " + kind_name(p.department) + ", not a " + kind_name(department), "",
        core::Error::Code::not_found);
  }
  return p;
}

core::Result<HttpResponse> list(ApiContext& c, bool department) {
  nlohmann::json items = nlohmann::json::array();
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    const Usage usage = compute_usage(index);
    for (const Project& p : s.projects) {
      if (p.department == department) items.push_back(project_json(p, index, usage));
    }
  });
  return json_response(200, {{department ? "departments" : "projects", std::move(items)}});
}

core::Result<HttpResponse> create(ApiContext& c, bool department) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  Project base;
  base.department = department;
  GPUQ_TRY(request, parse_project(body, base));
  if (request.draft.name.empty()) return core::fail("required", "name");
  const auto warnings = body.contains("members") ? unknown_member_warnings(c, request.draft.members)
                                                 : std::vector<std::string>{};
  GPUQ_TRY(p, c.service.create_project(c.caller, std::move(request.draft), request.parent));
  return with_warnings(json_response(201, show(c, p)), warnings);
}

core::Result<HttpResponse> get(ApiContext& c, bool department) {
  GPUQ_TRY(p, find(c, department));
  return json_response(200, show(c, p));
}

core::Result<HttpResponse> update(ApiContext& c, bool department) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  GPUQ_TRY(existing, find(c, department));
  const int64_t id = existing.id;
  GPUQ_TRY(request, parse_project(body, std::move(existing)));
  const auto warnings = body.contains("members") ? unknown_member_warnings(c, request.draft.members)
                                                 : std::vector<std::string>{};
  GPUQ_TRY(p, c.service.update_project(c.caller, id, std::move(request.draft), request.parent));
  return with_warnings(json_response(200, show(c, p)), warnings);
}

core::Result<HttpResponse> remove(ApiContext& c, bool department) {
  GPUQ_TRY(p, find(c, department));
  if (auto ok = c.service.delete_project(c.caller, p.id); !ok) return std::unexpected(ok.error());
  return status_response(200, std::string(kind_name(department)) + " " + p.name + " deleted");
}

}  // namespace

void add_project_routes(Router& router) {
  for (bool department : {false, true}) {
    const std::string base =
        department ? "/api/v1/org-unit/departments" : "/api/v1/org-unit/projects";
    router.add("GET", base, [department](ApiContext& c) { return list(c, department); });
    router.add("POST", base, [department](ApiContext& c) { return create(c, department); });
    router.add("GET", base + "/{id}", [department](ApiContext& c) { return get(c, department); });
    router.add("PUT", base + "/{id}",
               [department](ApiContext& c) { return update(c, department); });
    router.add("DELETE", base + "/{id}",
               [department](ApiContext& c) { return remove(c, department); });
  }
}

}  // namespace gpuq::daemon::api
