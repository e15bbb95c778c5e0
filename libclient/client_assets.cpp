// gpuq::client::Client's asset part: compute resource assets
// (/api/v1/asset/compute), hardware profiles (/api/v1/profiles), secrets
// (/api/v1/secrets), volumes (/api/v1/volumes) and tokens (/api/v1/tokens). Built on
// Client::request(), so it shares the transport's errors and hints.
#include <cctype>
#include <string>

#include <nlohmann/json.hpp>

#include "gpuq/client.h"
#include "libclient/client_call.h"
#include "libclient/json_mapping.h"

namespace gpuq::client {
namespace {

std::string compact(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

ApiResult<json> parse(const ApiResult<std::string>& body) {
  if (!body) return std::unexpected(body.error());
  json j = json::parse(*body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    return std::unexpected(protocol_error("the answer", "not a JSON object"));
  }
  return j;
}

std::string text(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return {};
  return it->is_string() ? it->get<std::string>() : compact(*it);
}

std::optional<std::string> optional_text(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return std::nullopt;
  return it->is_string() ? it->get<std::string>() : compact(*it);
}

std::optional<double> number(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) {
    if (it != j.end() && it->is_string()) {
      try {
        return std::stod(it->get<std::string>());
      } catch (...) {
      }
    }
    return std::nullopt;
  }
  return it->get<double>();
}

ComputeSpec spec_from_json(const json& j) {
  ComputeSpec s;
  if (!j.is_object()) return s;
  if (auto n = number(j, "gpuDevicesRequest")) s.gpu_devices_request = static_cast<int64_t>(*n);
  s.gpu_request_type = optional_text(j, "gpuRequestType");
  s.gpu_portion_request = number(j, "gpuPortionRequest");
  s.gpu_portion_limit = number(j, "gpuPortionLimit");
  s.gpu_memory_request = optional_text(j, "gpuMemoryRequest");
  s.gpu_memory_limit = optional_text(j, "gpuMemoryLimit");
  s.mig_profile = optional_text(j, "migProfile");
  s.cpu_core_request = number(j, "cpuCoreRequest");
  s.cpu_core_limit = number(j, "cpuCoreLimit");
  s.cpu_memory_request = optional_text(j, "cpuMemoryRequest");
  s.cpu_memory_limit = optional_text(j, "cpuMemoryLimit");
  if (auto it = j.find("largeShmRequest"); it != j.end() && it->is_boolean()) {
    s.large_shm_request = it->get<bool>();
  }
  if (auto it = j.find("extendedResources"); it != j.end() && it->is_array()) {
    for (const json& e : *it) {
      if (e.is_object())
        s.extended_resources.emplace_back(text(e, "resource"), text(e, "quantity"));
    }
  }
  return s;
}

ComputeResource compute_from_json(const json& j) {
  ComputeResource c;
  const json meta = j.value("meta", json::object());
  c.id = text(meta, "id");
  c.name = text(meta, "name");
  c.scope = text(meta, "scope");
  c.project = optional_text(meta, "projectName");
  c.department = optional_text(meta, "departmentName");
  c.description = text(meta, "description");
  c.created_by = text(meta, "createdBy");
  c.created_at = text(meta, "createdAt");
  c.spec = spec_from_json(j.value("spec", json::object()));
  const json used = j.value("usedBy", json::object());
  for (const char* kind : {"trainings", "workspaces", "inferences"}) {
    for (const json& w : used.value(kind, json::array())) {
      std::string type = kind;
      type.pop_back();
      c.used_by.push_back(type + " " + text(w, "name"));
    }
  }
  for (const json& p : used.value("profiles", json::array())) {
    if (p.is_string()) c.used_by.push_back("profile " + p.get<std::string>());
  }
  c.json = compact(j);
  return c;
}

json compute_body(const ComputeResourceRequest& r, bool with_scope) {
  json meta = {{"name", r.name}};
  if (r.description) meta["description"] = *r.description;
  if (with_scope) {
    meta["scope"] = r.scope;
    if (r.project) meta["projectId"] = *r.project;
    if (r.department) meta["departmentId"] = *r.department;
  }
  json body = {{"meta", std::move(meta)}};
  json spec = compute_json(r.spec);
  if (with_scope || !spec.empty()) body["spec"] = std::move(spec);
  return body;
}

std::string project_query(std::string_view project) {
  return project.empty() ? std::string() : "?projectId=" + url_escape(project);
}

}  // namespace

ApiResult<std::vector<ComputeResource>> Client::list_compute_resources() {
  return list_compute_resources(AssetListQuery{});
}

ApiResult<std::vector<ComputeResource>> Client::list_compute_resources(
    const AssetListQuery& query) {
  std::string target = "/api/v1/asset/compute?limit=500";
  for (const std::string& f : query.filters) target += "&filterBy=" + url_escape(f);
  if (query.sort_by) {
    target += "&sortBy=" + url_escape(*query.sort_by);
    target += query.descending ? "&sortOrder=desc" : "&sortOrder=asc";
  }
  if (query.search) target += "&search=" + url_escape(*query.search);
  if (query.scope) target += "&scope=" + url_escape(*query.scope);
  if (query.project) target += "&projectId=" + url_escape(*query.project);
  auto j = parse(request("GET", target));
  if (!j) return std::unexpected(j.error());
  std::vector<ComputeResource> out;
  for (const json& e : j->value("entries", json::array())) out.push_back(compute_from_json(e));
  return out;
}

ApiResult<ComputeResource> Client::get_compute_resource(std::string_view name_or_id) {
  auto j = parse(request("GET", "/api/v1/asset/compute/" + url_escape(name_or_id)));
  if (!j) return std::unexpected(j.error());
  return compute_from_json(*j);
}

ApiResult<ComputeResource> Client::create_compute_resource(const ComputeResourceRequest& r) {
  auto j = parse(request("POST", "/api/v1/asset/compute", compact(compute_body(r, true))));
  if (!j) return std::unexpected(j.error());
  return compute_from_json(*j);
}

ApiResult<ComputeResource> Client::update_compute_resource(std::string_view name_or_id,
                                                           const ComputeResourceRequest& r) {
  auto j = parse(request("PUT", "/api/v1/asset/compute/" + url_escape(name_or_id),
                         compact(compute_body(r, false))));
  if (!j) return std::unexpected(j.error());
  return compute_from_json(*j);
}

ApiResult<void> Client::delete_compute_resource(std::string_view name_or_id) {
  auto r = request("DELETE", "/api/v1/asset/compute/" + url_escape(name_or_id));
  if (!r) return std::unexpected(r.error());
  return {};
}

ApiResult<std::vector<Profile>> Client::list_profiles() {
  auto j = parse(request("GET", "/api/v1/profiles"));
  if (!j) return std::unexpected(j.error());
  std::vector<Profile> out;
  for (const json& p : j->value("profiles", json::array())) {
    out.push_back(Profile{text(p, "name"), text(p, "description"), compact(p)});
  }
  return out;
}

ApiResult<Profile> Client::get_profile(std::string_view name) {
  auto j = parse(request("GET", "/api/v1/profiles/" + url_escape(name)));
  if (!j) return std::unexpected(j.error());
  return Profile{text(*j, "name"), text(*j, "description"), compact(*j)};
}

ApiResult<std::vector<Secret>> Client::list_secrets(std::string_view project) {
  auto j = parse(request("GET", "/api/v1/secrets" + project_query(project)));
  if (!j) return std::unexpected(j.error());
  std::vector<Secret> out;
  for (const json& s : j->value("secrets", json::array())) {
    out.push_back(Secret{text(s, "id"), text(s, "name"), text(s, "projectId"),
                         text(s, "projectName"), text(s, "createdBy"), text(s, "createdAt"),
                         text(s, "updatedAt"), compact(s)});
  }
  return out;
}

ApiResult<Secret> Client::create_secret(std::string_view project, std::string_view name,
                                        std::string_view value) {
  const json body = {{"projectId", project}, {"name", name}, {"value", value}};
  auto j = parse(request("POST", "/api/v1/secrets", compact(body)));
  if (!j) return std::unexpected(j.error());
  return Secret{
      text(*j, "id"),        text(*j, "name"),      text(*j, "projectId"), std::string(project),
      text(*j, "createdBy"), text(*j, "createdAt"), text(*j, "updatedAt"), compact(*j)};
}

ApiResult<void> Client::delete_secret(std::string_view project, std::string_view name) {
  auto r = request("DELETE", "/api/v1/secrets/" + url_escape(name) + project_query(project));
  if (!r) return std::unexpected(r.error());
  return {};
}

namespace {

Volume volume_of(const json& v) {
  Volume x;
  x.id = text(v, "id");
  x.name = text(v, "name");
  x.project_id = text(v, "projectId");
  x.project_name = text(v, "projectName");
  x.size_bytes = static_cast<int64_t>(number(v, "size").value_or(0));
  x.path = text(v, "path");
  x.created_by = text(v, "createdBy");
  x.created_at = text(v, "createdAt");
  for (const json& w : v.value("usedBy", json::array())) x.used_by.push_back(text(w, "name"));
  if (auto used = number(v, "usedBytes")) x.used_bytes = static_cast<int64_t>(*used);
  x.json = compact(v);
  return x;
}

}  // namespace

ApiResult<std::vector<Volume>> Client::list_volumes(std::string_view project) {
  auto j = parse(request("GET", "/api/v1/volumes" + project_query(project)));
  if (!j) return std::unexpected(j.error());
  std::vector<Volume> out;
  for (const json& v : j->value("volumes", json::array())) out.push_back(volume_of(v));
  return out;
}

ApiResult<Volume> Client::get_volume(std::string_view project, std::string_view name) {
  auto j = parse(request("GET", "/api/v1/volumes/" + url_escape(name) + project_query(project)));
  if (!j) return std::unexpected(j.error());
  return volume_of(*j);
}

ApiResult<void> Client::delete_volume(std::string_view project, std::string_view name) {
  auto r = request("DELETE", "/api/v1/volumes/" + url_escape(name) + project_query(project));
  if (!r) return std::unexpected(r.error());
  return {};
}

ApiResult<CreatedToken> Client::create_token(std::string_view name, std::string_view user) {
  json body = {{"name", std::string(name)}};
  if (!user.empty()) body["user"] = std::string(user);
  auto body_text = detail::request_text(body);
  if (!body_text) return std::unexpected(body_text.error());
  auto j = parse(request("POST", "/api/v1/tokens", std::move(*body_text)));
  if (!j) return std::unexpected(j.error());
  return CreatedToken{token_from_json(*j), text(*j, "token")};
}

ApiResult<std::vector<Token>> Client::list_tokens() {
  auto j = parse(request("GET", "/api/v1/tokens"));
  if (!j) return std::unexpected(j.error());
  std::vector<Token> out;
  for (const json& t : j->value("tokens", json::array())) {
    if (t.is_object()) out.push_back(token_from_json(t));
  }
  return out;
}

ApiResult<void> Client::revoke_token(std::string_view name_or_id) {
  auto answer = request("DELETE", "/api/v1/tokens/" + url_escape(name_or_id));
  if (!answer) return std::unexpected(answer.error());
  return {};
}

}  // namespace gpuq::client
