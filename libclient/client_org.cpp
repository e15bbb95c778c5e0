// Client: projects and departments (/api/v1/org-unit/...), nodes, node
// pools and the version.
#include "gpuq/client.h"
#include "libclient/client_call.h"

namespace gpuq::client {
namespace {

using detail::call_json;
using detail::call_void;
using detail::request_text;

constexpr std::string_view kProjects = "/api/v1/org-unit/projects";
constexpr std::string_view kDepartments = "/api/v1/org-unit/departments";

std::string item_path(std::string_view base, std::string_view name_or_id) {
  return std::string(base) + "/" + url_escape(name_or_id);
}

ApiResult<Project> project_answer(ApiResult<json> answer) {
  if (!answer) return std::unexpected(answer.error());
  return project_from_json(*answer);
}

ApiResult<std::vector<Project>> list_units(Transport& t, std::string_view base,
                                           std::string_view key) {
  const std::string target(base);
  return detail::read_list<Project>(call_json(t, "GET", target), key, "GET " + target,
                                    project_from_json);
}

ApiResult<Project> create_unit(Transport& t, std::string_view base, const ProjectRequest& r) {
  if (r.name.empty()) return usage_error("a name is required", "name");
  auto text = request_text(project_body(r));
  if (!text) return std::unexpected(text.error());
  return project_answer(call_json(t, "POST", std::string(base), std::move(*text)));
}

}  // namespace

ApiResult<std::vector<Project>> Client::list_projects() {
  return list_units(*transport_, kProjects, "projects");
}
ApiResult<Project> Client::get_project(std::string_view name_or_id) {
  return project_answer(call_json(*transport_, "GET", item_path(kProjects, name_or_id)));
}
ApiResult<Project> Client::create_project(const ProjectRequest& request) {
  return create_unit(*transport_, kProjects, request);
}
ApiResult<Project> Client::update_project(std::string_view name_or_id,
                                          const ProjectRequest& request) {
  auto text = request_text(project_body(request));
  if (!text) return std::unexpected(text.error());
  return project_answer(
      call_json(*transport_, "PUT", item_path(kProjects, name_or_id), std::move(*text)));
}
ApiResult<void> Client::delete_project(std::string_view name_or_id) {
  return call_void(*transport_, "DELETE", item_path(kProjects, name_or_id));
}

ApiResult<std::vector<Project>> Client::list_departments() {
  return list_units(*transport_, kDepartments, "departments");
}
ApiResult<Project> Client::get_department(std::string_view name_or_id) {
  return project_answer(call_json(*transport_, "GET", item_path(kDepartments, name_or_id)));
}
ApiResult<Project> Client::create_department(const ProjectRequest& request) {
  return create_unit(*transport_, kDepartments, request);
}
ApiResult<Project> Client::update_department(std::string_view name_or_id,
                                             const ProjectRequest& request) {
  auto text = request_text(project_body(request));
  if (!text) return std::unexpected(text.error());
  return project_answer(
      call_json(*transport_, "PUT", item_path(kDepartments, name_or_id), std::move(*text)));
}
ApiResult<void> Client::delete_department(std::string_view name_or_id) {
  return call_void(*transport_, "DELETE", item_path(kDepartments, name_or_id));
}

ApiResult<std::vector<Node>> Client::list_nodes() {
  return detail::read_list<Node>(call_json(*transport_, "GET", "/api/v1/nodes"), "nodes",
                                 "GET /api/v1/nodes", node_from_json);
}

ApiResult<std::vector<NodePool>> Client::list_node_pools() {
  return detail::read_list<NodePool>(call_json(*transport_, "GET", "/api/v1/nodepools"),
                                     "nodepools", "GET /api/v1/nodepools", node_pool_from_json);
}

ApiResult<NodePool> Client::update_node_pool(std::string_view name,
                                             std::string_view min_guaranteed_runtime) {
  const json body = {
      {"schedulingConfiguration", {{"minGuaranteedRuntime", std::string(min_guaranteed_runtime)}}}};
  auto text = request_text(body);
  if (!text) return std::unexpected(text.error());
  auto answer =
      call_json(*transport_, "PATCH", item_path("/api/v1/node-pools", name), std::move(*text));
  if (!answer) return std::unexpected(answer.error());
  return node_pool_from_json(*answer);
}

ApiResult<Version> Client::version() {
  auto answer = call_json(*transport_, "GET", "/api/v1/version");
  if (!answer) return std::unexpected(answer.error());
  return version_from_json(*answer);
}

ApiResult<Me> Client::me() {
  auto answer = call_json(*transport_, "GET", "/api/v1/me");
  if (!answer) return std::unexpected(answer.error());
  return me_from_json(*answer);
}

}  // namespace gpuq::client
