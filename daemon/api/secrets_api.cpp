// /api/v1/secrets and /api/v1/volumes: a project's secrets (names
// and dates only: a value goes in and never comes out) and volumes (one
// volume's GET also says how many bytes its files take).
#include <sys/stat.h>

#include <filesystem>
#include <optional>

#include "daemon/api/json_read.h"
#include "daemon/api/routes.h"
#include "daemon/model/iso_time.h"
#include "daemon/service/asset_usage.h"

namespace gpuq::daemon::api {
namespace {

std::string param(const ApiContext& c, std::string_view key) {
  const std::string* v = c.query(key);
  return v != nullptr ? *v : std::string();
}

// The projects a list shows: the one named by ?projectId=, else all.
core::Result<int64_t> project_filter(const ApiContext& c) {
  const std::string ref = param(c, "projectId");
  if (ref.empty()) return 0;
  GPUQ_TRY(p, c.service.project(ref));
  return p.id;
}

std::string project_name(const State& s, int64_t id) {
  for (const Project& p : s.projects) {
    if (p.id == id) return p.name;
  }
  return std::to_string(id);
}

core::Result<HttpResponse> list_secrets(ApiContext& c) {
  GPUQ_TRY(project, project_filter(c));
  json items = json::array();
  c.service.read([&](const State& s) {
    for (const Secret& x : s.assets.secrets) {
      if (project != 0 && x.project_id != project) continue;
      items.push_back({{"id", std::to_string(x.id)},
                       {"name", x.name},
                       {"projectId", std::to_string(x.project_id)},
                       {"projectName", project_name(s, x.project_id)},
                       {"createdBy", x.created_by},
                       {"createdAt", iso_or_null(x.created_at)},
                       {"updatedAt", iso_or_null(x.updated_at)}});
    }
  });
  return json_response(200, {{"secrets", std::move(items)}});
}

core::Result<HttpResponse> create_secret(ApiContext& c) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  if (auto ok = check_keys(body, "", {"name", "projectId", "value"}); !ok) {
    return std::unexpected(ok.error());
  }
  GPUQ_TRY(name, read_string(body, "name", ""));
  if (!name) return core::fail("required", "name");
  GPUQ_TRY(project, read_id(body, "projectId", ""));
  if (!project) return core::fail("required (a project name or id)", "projectId");
  GPUQ_TRY(value, read_string(body, "value", ""));
  if (!value) return core::fail("required (a string)", "value");
  GPUQ_TRY(secret, c.service.put_secret(c.caller, *project, *name, *value));
  return json_response(201, {{"id", std::to_string(secret.id)},
                             {"name", secret.name},
                             {"projectId", std::to_string(secret.project_id)},
                             {"createdBy", secret.created_by},
                             {"createdAt", iso_or_null(secret.created_at)},
                             {"updatedAt", iso_or_null(secret.updated_at)}});
}

core::Result<HttpResponse> delete_secret(ApiContext& c) {
  const std::string project = param(c, "projectId");
  if (auto ok = c.service.delete_secret(c.caller, project, c.params.at(0)); !ok) {
    return std::unexpected(ok.error());
  }
  return status_response(200, "secret " + c.params.at(0) + " deleted");
}

json volume_item(const State& s, const Volume& v, const std::string& state_dir) {
  json used = json::array();
  for (const Workload* w : volume_users(s, v).workloads) {
    used.push_back({{"id", w->id}, {"name", w->name}});
  }
  return {{"id", std::to_string(v.id)},
          {"name", v.name},
          {"projectId", std::to_string(v.project_id)},
          {"projectName", project_name(s, v.project_id)},
          {"size", v.size},
          {"path", volume_dir(state_dir, v.project_id, v.name)},
          {"createdBy", v.created_by},
          {"createdAt", iso_or_null(v.created_at)},
          {"usedBy", std::move(used)}};
}

// The bytes the files under `dir` take on disk (du), without following links.
int64_t disk_usage(const std::string& dir) {
  int64_t total = 0;
  std::error_code ec;
  for (std::filesystem::recursive_directory_iterator
           it(dir, std::filesystem::directory_options::skip_permission_denied, ec),
       end;
       !ec && it != end; it.increment(ec)) {
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) == 0) total += static_cast<int64_t>(st.st_blocks) * 512;
  }
  return total;
}

core::Result<HttpResponse> list_volumes(ApiContext& c) {
  GPUQ_TRY(project, project_filter(c));
  json items = json::array();
  const std::string state_dir = c.service.config().state_dir;
  c.service.read([&](const State& s) {
    for (const Volume& v : s.assets.volumes) {
      if (project != 0 && v.project_id != project) continue;
      items.push_back(volume_item(s, v, state_dir));
    }
  });
  return json_response(200, {{"volumes", std::move(items)}});
}

// One volume, with the bytes its files take now (usedBytes).
core::Result<HttpResponse> get_volume(ApiContext& c) {
  GPUQ_TRY(project, project_filter(c));
  const std::string& name = c.params.at(0);
  std::optional<json> item;
  const std::string state_dir = c.service.config().state_dir;
  c.service.read([&](const State& s) {
    for (const Volume& v : s.assets.volumes) {
      if ((project == 0 || v.project_id == project) && v.name == name) {
        item = volume_item(s, v, state_dir);
        break;
      }
    }
  });
  if (!item) {
    return core::fail("no volume " + name + (project != 0 ? " in this project" : ""), "name",
                      core::Error::Code::not_found);
  }
  // Outside the state's lock: it reads the files.
  (*item)["usedBytes"] = disk_usage((*item)["path"].get<std::string>());
  return json_response(200, *item);
}

core::Result<HttpResponse> delete_volume(ApiContext& c) {
  const std::string project = param(c, "projectId");
  if (auto ok = c.service.delete_volume(c.caller, project, c.params.at(0)); !ok) {
    return std::unexpected(ok.error());
  }
  return status_response(200, "volume " + c.params.at(0) + " deleted with its files");
}

}  // namespace

void add_secret_routes(Router& router) {
  router.add("GET", "/api/v1/secrets", list_secrets);
  router.add("POST", "/api/v1/secrets", create_secret);
  router.add("DELETE", "/api/v1/secrets/{name}", delete_secret);
  router.add("GET", "/api/v1/volumes", list_volumes);
  router.add("GET", "/api/v1/volumes/{name}", get_volume);
  router.add("DELETE", "/api/v1/volumes/{name}", delete_volume);
}

}  // namespace gpuq::daemon::api
