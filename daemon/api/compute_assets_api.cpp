// /api/v1/asset/compute: compute resource assets (reference 3.6). GET lists
// {"entries": [...]} with Run:ai's name/scope/projectId/departmentId query
// and the list conventions (filterBy, sortBy, search, offset, limit); POST
// creates (202); GET/PUT/DELETE one by id or name (?projectId= picks the
// scope a name is looked up from).
#include "daemon/api/compute_asset_json.h"
#include "daemon/api/json_read.h"
#include "daemon/api/routes.h"

namespace gpuq::daemon::api {
namespace {

std::string param(const ApiContext& c, std::string_view key) {
  const std::string* v = c.query(key);
  return v != nullptr ? *v : std::string();
}

json show(ApiContext& c, const ComputeResource& asset) {
  json out;
  c.service.read([&](const State& s) {
    out = compute_asset_json(asset, s, compute_resource_users(s, c.service.config(), asset));
  });
  return out;
}

core::Result<HttpResponse> list(ApiContext& c) {
  GPUQ_TRY(query, parse_list_query(c.request.query, compute_asset_fields()));
  const std::string name = param(c, "name"), scope = param(c, "scope"),
                    project = param(c, "projectId"), department = param(c, "departmentId");
  json items = json::array();
  Page page;
  c.service.read([&](const State& s) {
    std::vector<const ComputeResource*> assets;
    std::vector<AssetUsers> users;
    for (const ComputeResource& a : s.assets.compute) {
      if (!name.empty() && a.name != name) continue;
      if (!scope.empty() && a.scope != scope) continue;
      auto unit_matches = [&](const std::string& ref, const char* kind) {
        if (a.scope != kind) return false;
        for (const Project& p : s.projects) {
          if (p.id == a.scope_id && (p.name == ref || std::to_string(p.id) == ref)) return true;
        }
        return false;
      };
      if (!project.empty() && !unit_matches(project, "project")) continue;
      if (!department.empty() && !unit_matches(department, "department")) continue;
      assets.push_back(&a);
      users.push_back(compute_resource_users(s, c.service.config(), a));
    }
    page = select_page(
        assets.size(), query,
        [&](std::size_t i, const std::string& f) {
          return compute_asset_field(*assets[i], s, users[i], f);
        },
        [&](std::size_t i, std::string_view needle) {
          return contains_folded(assets[i]->name, needle) ||
                 contains_folded(assets[i]->description, needle) ||
                 contains_folded(assets[i]->created_by, needle);
        });
    for (std::size_t i : page.items) items.push_back(compute_asset_json(*assets[i], s, users[i]));
  });
  json out = {{"entries", std::move(items)}, {"total", page.total}};
  if (page.next) out["next"] = *page.next;
  return json_response(200, out);
}

core::Result<HttpResponse> create(ApiContext& c) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  core::Result<ComputeResource> draft = core::fail("unreachable");
  c.service.read([&](const State& s) { draft = parse_compute_asset(body, s); });
  if (!draft) return std::unexpected(draft.error());
  GPUQ_TRY(asset, c.service.create_compute_resource(c.caller, std::move(*draft)));
  return json_response(202, show(c, asset));
}

core::Result<HttpResponse> get(ApiContext& c) {
  GPUQ_TRY(asset, c.service.compute_resource(c.params.at(0), param(c, "projectId")));
  return json_response(200, show(c, asset));
}

core::Result<HttpResponse> update(ApiContext& c) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  GPUQ_TRY(update, parse_compute_asset_update(body));
  GPUQ_TRY(asset, c.service.compute_resource(c.params.at(0), param(c, "projectId")));
  GPUQ_TRY(next, c.service.update_compute_resource(c.caller, asset.id, update.name,
                                                   update.description, update.spec_json));
  return json_response(200, show(c, next));
}

core::Result<HttpResponse> remove(ApiContext& c) {
  GPUQ_TRY(asset, c.service.compute_resource(c.params.at(0), param(c, "projectId")));
  if (auto ok = c.service.delete_compute_resource(c.caller, asset.id); !ok) {
    return std::unexpected(ok.error());
  }
  return status_response(202, "compute resource " + asset.name + " deleted");
}

}  // namespace

void add_compute_asset_routes(Router& router) {
  const std::string base = "/api/v1/asset/compute";
  router.add("GET", base, list);
  router.add("POST", base, create);
  router.add("GET", base + "/{id}", get);
  router.add("PUT", base + "/{id}", update);
  router.add("DELETE", base + "/{id}", remove);
}

}  // namespace gpuq::daemon::api
