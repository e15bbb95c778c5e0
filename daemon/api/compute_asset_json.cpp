#include "daemon/api/compute_asset_json.h"

#include <charconv>

#include "daemon/api/json_read.h"
#include "daemon/api/workload_request.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

// "50%" -> 0.5; nullopt when `v` is not a percentage.
core::Result<std::optional<double>> percent_of(const json& v, const std::string& path) {
  if (!v.is_string()) return std::optional<double>{};
  const std::string s = v.get<std::string>();
  if (s.empty() || s.back() != '%') return std::optional<double>{};
  double p = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size() - 1, p);
  if (ec != std::errc() || end != s.data() + s.size() - 1 || !(p > 0) || p > 100) {
    return fail_at(
        path, "expected a percentage of a device above 0% and at most 100%, got \"" + s + "\"");
  }
  return std::optional<double>{p / 100.0};
}

const Project* project_by(const State& s, int64_t id) {
  for (const Project& p : s.projects) {
    if (p.id == id) return &p;
  }
  return nullptr;
}

// projectId / departmentId: an id (number or string) or a name.
core::Result<int64_t> org_unit(const json& meta, std::string_view key, bool department,
                               const State& state) {
  const std::string path = field_path("meta", key);
  GPUQ_TRY(ref, read_id(meta, key, "meta"));
  if (!ref || ref->empty())
    return fail_at(path,
                   "required with scope " + std::string(department ? "department" : "project"));
  for (const Project& p : state.projects) {
    if ((p.name == *ref || std::to_string(p.id) == *ref) && p.department == department) {
      return p.id;
    }
  }
  return std::unexpected(
      core::Error{core::Error::Code::not_found,
                  std::string("no ") + (department ? "department " : "project ") + *ref, path});
}

}  // namespace

core::Result<json> parse_compute_asset_spec(const json& spec, const std::string& path) {
  if (!spec.is_object()) return std::unexpected(type_error(path, "an object", spec));
  json out = spec;
  // Zero devices: no GPU, so nothing else about GPUs may be said.
  if (const json* d = member(spec, "gpuDevicesRequest");
      d != nullptr && d->is_number() && d->get<double>() == 0) {
    for (const char* k : {"gpuPortionRequest", "gpuPortionLimit", "gpuMemoryRequest",
                          "gpuMemoryLimit", "migProfile"}) {
      if (member(spec, k) != nullptr) {
        return fail_at(field_path(path, k),
                       "gpuDevicesRequest is 0 (no GPU): GPU memory, portions and MIG profiles "
                       "need gpuDevicesRequest 1");
      }
    }
  }
  GPUQ_TRY(request_pct, percent_of(spec.value("gpuMemoryRequest", json()),
                                   field_path(path, "gpuMemoryRequest")));
  GPUQ_TRY(limit_pct,
           percent_of(spec.value("gpuMemoryLimit", json()), field_path(path, "gpuMemoryLimit")));
  if (limit_pct && !request_pct) {
    return fail_at(field_path(path, "gpuMemoryLimit"),
                   "a percentage limit needs a percentage gpuMemoryRequest");
  }
  if (request_pct) {
    if (const json* d = member(spec, "gpuDevicesRequest");
        d != nullptr && d->is_number() && d->get<double>() > 1) {
      return fail_at(field_path(path, "gpuMemoryRequest"),
                     "a part of GPU memory is for one device; with more than one device the "
                     "whole memory of each device is used");
    }
    if (spec.contains("gpuPortionRequest")) {
      return fail_at(field_path(path, "gpuMemoryRequest"),
                     "give a percentage of GPU memory or gpuPortionRequest, not both");
    }
    out.erase("gpuMemoryRequest");
    out.erase("gpuMemoryLimit");
    out["gpuRequestType"] = "portion";
    out["gpuPortionRequest"] = *request_pct;
    if (limit_pct && *limit_pct < *request_pct) {
      return fail_at(field_path(path, "gpuMemoryLimit"), "must be at least gpuMemoryRequest");
    }
    if (limit_pct) out["gpuPortionLimit"] = *limit_pct;
  }
  core::PodRequest request;
  PodLimits limits;
  if (auto ok = parse_compute(out, path, request, limits); !ok) return std::unexpected(ok.error());
  return out;
}

core::Result<ComputeResource> parse_compute_asset(const json& body, const State& state) {
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  if (auto ok = check_keys(body, "", {"meta", "spec"}); !ok) return std::unexpected(ok.error());
  GPUQ_TRY(meta, read_object(body, "meta", ""));
  if (meta == nullptr) return fail_at("meta", "required");
  if (!meta->is_object()) return std::unexpected(type_error("meta", "an object", *meta));
  ComputeResource c;
  GPUQ_TRY(name, read_string(*meta, "name", "meta"));
  if (!name) return fail_at("meta.name", "required");
  c.name = *name;
  GPUQ_TRY(description, read_string(*meta, "description", "meta"));
  c.description = description.value_or("");
  GPUQ_TRY(scope, read_string(*meta, "scope", "meta"));
  c.scope = scope.value_or("cluster");
  if (c.scope == "tenant" || c.scope == "system") c.scope = "cluster";
  if (c.scope == "project") {
    GPUQ_TRY(id, org_unit(*meta, "projectId", false, state));
    c.scope_id = id;
  } else if (c.scope == "department") {
    GPUQ_TRY(id, org_unit(*meta, "departmentId", true, state));
    c.scope_id = id;
  } else if (c.scope != "cluster") {
    return fail_at("meta.scope",
                   "expected cluster, department or project, got \"" + c.scope + "\"");
  }
  GPUQ_TRY(spec, read_object(body, "spec", ""));
  if (spec == nullptr) return fail_at("spec", "required (an object, {} for nothing)");
  GPUQ_TRY(normal, parse_compute_asset_spec(*spec, "spec"));
  c.spec_json = to_text(normal);
  return c;
}

core::Result<ComputeAssetUpdate> parse_compute_asset_update(const json& body) {
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  if (auto ok = check_keys(body, "", {"meta", "spec"}); !ok) return std::unexpected(ok.error());
  GPUQ_TRY(meta, read_object(body, "meta", ""));
  if (meta == nullptr || !meta->is_object())
    return fail_at("meta", "required: {name, description}");
  ComputeAssetUpdate u;
  GPUQ_TRY(name, read_string(*meta, "name", "meta"));
  if (!name) return fail_at("meta.name", "required");
  u.name = *name;
  GPUQ_TRY(description, read_string(*meta, "description", "meta"));
  u.description = description;
  GPUQ_TRY(spec, read_object(body, "spec", ""));
  if (spec != nullptr) {
    GPUQ_TRY(normal, parse_compute_asset_spec(*spec, "spec"));
    u.spec_json = to_text(normal);
  }
  return u;
}

json compute_asset_json(const ComputeResource& c, const State& state, const AssetUsers& users) {
  json spec = json::parse(c.spec_json, nullptr, false);
  if (!spec.is_object()) spec = json::object();
  json meta = {{"id", std::to_string(c.id)},
               {"name", c.name},
               {"kind", "compute"},
               {"scope", c.scope},
               {"description", c.description},
               {"projectId", nullptr},
               {"projectName", nullptr},
               {"departmentId", nullptr},
               {"departmentName", nullptr},
               {"clusterId", nullptr},
               {"createdBy", c.created_by},
               {"createdAt", iso_or_null(c.created_at)},
               {"updatedBy", c.updated_by},
               {"updatedAt", iso_or_null(c.updated_at)}};
  if (const Project* p = project_by(state, c.scope_id); p != nullptr && c.scope != "cluster") {
    const bool department = c.scope == "department";
    meta[department ? "departmentId" : "projectId"] =
        department ? json(std::to_string(p->id)) : json(p->id);
    meta[department ? "departmentName" : "projectName"] = p->name;
  }
  json used = {{"trainings", json::array()},
               {"workspaces", json::array()},
               {"inferences", json::array()},
               {"profiles", users.profiles}};
  for (const Workload* w : users.workloads) {
    const char* key = w->type == core::WorkloadType::training    ? "trainings"
                      : w->type == core::WorkloadType::workspace ? "workspaces"
                                                                 : "inferences";
    used[key].push_back({{"id", w->id}, {"name", w->name}});
  }
  return {{"meta", std::move(meta)},
          {"spec", std::move(spec)},
          {"usedBy", std::move(used)},
          {"usage", {{"workloads", users.workloads.size()}}}};
}

const FieldKinds& compute_asset_fields() {
  static const FieldKinds kFields = {
      {"id", FieldKind::text},          {"name", FieldKind::text},
      {"scope", FieldKind::text},       {"description", FieldKind::text},
      {"createdBy", FieldKind::text},   {"createdAt", FieldKind::time},
      {"updatedAt", FieldKind::time},   {"gpuDevicesRequest", FieldKind::number},
      {"workloads", FieldKind::number}, {"projectName", FieldKind::text},
  };
  return kFields;
}

FieldValue compute_asset_field(const ComputeResource& c, const State& state,
                               const AssetUsers& users, const std::string& f) {
  if (f == "id") return FieldValue::of_text(std::to_string(c.id));
  if (f == "name") return FieldValue::of_text(c.name);
  if (f == "scope") return FieldValue::of_text(c.scope);
  if (f == "description") return FieldValue::of_text(c.description);
  if (f == "createdBy") return FieldValue::of_text(c.created_by);
  if (f == "createdAt") return FieldValue::of_time(c.created_at);
  if (f == "updatedAt") return FieldValue::of_time(c.updated_at);
  if (f == "workloads") return FieldValue::of_number(static_cast<double>(users.workloads.size()));
  if (f == "projectName") {
    const Project* p = c.scope == "cluster" ? nullptr : project_by(state, c.scope_id);
    return p != nullptr ? FieldValue::of_text(p->name) : FieldValue::none();
  }
  if (f == "gpuDevicesRequest") {
    json spec = json::parse(c.spec_json, nullptr, false);
    const json* d = spec.is_object() ? member(spec, "gpuDevicesRequest") : nullptr;
    return d != nullptr && d->is_number() ? FieldValue::of_number(d->get<double>())
                                          : FieldValue::of_number(0);
  }
  return FieldValue::none();
}

}  // namespace gpuq::daemon::api
