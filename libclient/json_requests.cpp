// Typed requests into request bodies, and error answers into ApiError. See
// json_mapping.h.
#include <cctype>
#include <string>
#include <unordered_map>
#include <vector>

#include "libclient/json_mapping.h"

namespace gpuq::client {
namespace {

template <class T>
void put(json& out, const char* key, const std::optional<T>& value) {
  if (value) out[key] = *value;
}

// Adds `pairs` to `list`, which is either {NAME: value} or [{name, value}]
// (the two forms the API reads), replacing every entry of the same name. The
// entries are indexed by name first: a submit carries its whole captured
// environment here, and comparing each pair with each entry was quadratic.
void merge_pairs(json& list, const NameValues& pairs, const char* name_key, const char* value_key) {
  if (pairs.empty()) return;
  if (list.is_object()) {
    for (const auto& [name, value] : pairs) list[name] = value;
    return;
  }
  if (!list.is_array()) list = json::array();
  std::unordered_map<std::string, std::vector<std::size_t>> by_name;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& e = list[i];
    if (!e.is_object()) continue;
    const auto name = e.find(name_key);
    if (name != e.end() && name->is_string()) by_name[name->get<std::string>()].push_back(i);
  }
  for (const auto& [name, value] : pairs) {
    auto [found, added] = by_name.try_emplace(name);
    if (added) {
      found->second.push_back(list.size());
      json entry = json::object();
      entry[name_key] = name;
      entry[value_key] = value;
      list.push_back(std::move(entry));
      continue;
    }
    for (const std::size_t i : found->second) list[i][value_key] = value;
  }
}

void merge_compute(json& out, const ComputeSpec& c) {
  if (!out.is_object()) out = json::object();
  put(out, "gpuDevicesRequest", c.gpu_devices_request);
  put(out, "gpuRequestType", c.gpu_request_type);
  put(out, "gpuPortionRequest", c.gpu_portion_request);
  put(out, "gpuPortionLimit", c.gpu_portion_limit);
  put(out, "gpuMemoryRequest", c.gpu_memory_request);
  put(out, "gpuMemoryLimit", c.gpu_memory_limit);
  put(out, "migProfile", c.mig_profile);
  put(out, "cpuCoreRequest", c.cpu_core_request);
  put(out, "cpuCoreLimit", c.cpu_core_limit);
  put(out, "cpuMemoryRequest", c.cpu_memory_request);
  put(out, "cpuMemoryLimit", c.cpu_memory_limit);
  put(out, "largeShmRequest", c.large_shm_request);
  if (!c.extended_resources.empty()) {
    json& list = out["extendedResources"];
    merge_pairs(list, c.extended_resources, "resource", "quantity");
  }
}

std::string first_line(std::string_view text, std::size_t max) {
  std::string_view line = text.substr(0, text.find('\n'));
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  if (line.size() > max) return std::string(line.substr(0, max)) + "...";
  return std::string(line);
}

std::string status_hint(int status) {
  switch (status) {
    case 401:
      return "the server wants a valid bearer token: check the token file of the context "
             "(gpuq login --token-file FILE)";
    default:
      return {};
  }
}

}  // namespace

json compute_json(const ComputeSpec& compute) {
  json out = json::object();
  merge_compute(out, compute);
  return out;
}

ApiResult<json> submit_body(const SubmitRequest& r) {
  json spec = json::object();
  if (r.base_spec_json && !r.base_spec_json->empty()) {
    spec = json::parse(*r.base_spec_json, nullptr, /*allow_exceptions=*/false);
    if (spec.is_discarded())
      return usage_error("the base spec is not valid JSON", "base_spec_json");
    if (!spec.is_object())
      return usage_error("the base spec must be a JSON object", "base_spec_json");
  }
  const WorkloadSpec& s = r.spec;
  put(spec, "command", s.command);
  put(spec, "args", s.args);
  put(spec, "image", s.image);
  put(spec, "workingDir", s.working_dir);
  if (!s.environment.empty()) {
    merge_pairs(spec["environmentVariables"], s.environment, "name", "value");
  }
  if (!s.captured_environment.empty() || s.working_dir_captured) {
    json captured = json::object();
    if (!s.captured_environment.empty()) captured["environmentVariables"] = s.captured_environment;
    if (s.working_dir_captured) captured["workingDir"] = true;
    spec["capturedFromClient"] = std::move(captured);
  }
  if (!s.labels.empty()) merge_pairs(spec["labels"], s.labels, "name", "value");
  if (!s.annotations.empty()) merge_pairs(spec["annotations"], s.annotations, "name", "value");
  const json wanted = compute_json(s.compute);
  if (!wanted.empty() || spec.contains("compute")) merge_compute(spec["compute"], s.compute);
  if (!s.node_pools.empty()) spec["nodePools"] = s.node_pools;
  put(spec, "priorityClass", s.priority_class);
  put(spec, "preemptibility", s.preemptibility);
  put(spec, "backoffLimit", s.backoff_limit);
  put(spec, "parallelism", s.parallelism);
  put(spec, "completions", s.completions);
  put(spec, "terminationGracePeriodSeconds", s.termination_grace_period_seconds);
  if (s.run_as_uid || s.run_as_gid) {
    json& security = spec["security"];
    if (!security.is_object()) security = json::object();
    put(security, "runAsUid", s.run_as_uid);
    put(security, "runAsGid", s.run_as_gid);
  }
  put(spec, "autoDeletionTimeAfterCompletionSeconds", s.auto_deletion_seconds);
  put(spec, "nodeType", s.node_type);
  put(spec, "imagePullPolicy", s.image_pull_policy);
  if (!s.tolerations.empty()) {
    json list = json::array();
    for (const Toleration& t : s.tolerations) {
      json item = {{"operator", t.operator_name}, {"key", t.key}};
      if (!t.value.empty()) item["value"] = t.value;
      if (!t.effect.empty()) item["effect"] = t.effect;
      put(item, "seconds", t.seconds);
      list.push_back(std::move(item));
    }
    spec["tolerations"] = std::move(list);
  }
  if (!s.ports.empty()) {
    json list = json::array();
    for (const PortSpec& p : s.ports) {
      json item = {{"container", p.container}};
      put(item, "external", p.external);
      put(item, "serviceType", p.service_type);
      list.push_back(std::move(item));
    }
    spec["ports"] = std::move(list);
  }
  if (!s.exposed_urls.empty()) {
    json list = json::array();
    for (const ExposedUrl& u : s.exposed_urls) {
      list.push_back({{"container", u.container}, {"url", u.url}});
    }
    spec["exposedUrls"] = std::move(list);
  }
  if (!s.pvcs.empty() || !s.host_paths.empty()) {
    json& storage = spec["storage"];
    if (!storage.is_object()) storage = json::object();
    for (const PvcSpec& p : s.pvcs) {
      json item = {{"claimName", p.claim_name},
                   {"path", p.path},
                   {"existingPvc", p.existing},
                   {"readOnly", p.read_only}};
      if (p.size) item["claimInfo"] = {{"size", *p.size}};
      if (p.ephemeral) item["ephemeral"] = true;
      storage["pvc"].push_back(std::move(item));
    }
    for (const HostPathSpec& h : s.host_paths) {
      storage["hostPath"].push_back({{"path", h.path},
                                     {"mountPath", h.mount_path.empty() ? h.path : h.mount_path},
                                     {"readOnly", h.read_only}});
    }
  }
  put(spec, "stdin", s.stdin_open);
  put(spec, "tty", s.tty);
  if (r.distributed) {
    spec["distributedFramework"] = r.distributed->framework;
    spec["numWorkers"] = r.distributed->workers;
    if (r.distributed->no_master) spec["noMaster"] = true;
    put(spec, "minReplicas", r.distributed->min_replicas);
    put(spec, "maxReplicas", r.distributed->max_replicas);
  }
  json body = {{"name", r.name}, {"projectId", r.project}};
  put(body, "templateId", r.template_id);
  if (r.name_as_prefix) body["useGivenNameAsPrefix"] = true;
  put(body, "computeResource", r.compute_resource);
  put(body, "profile", r.profile);
  body["spec"] = std::move(spec);
  return body;
}

json project_body(const ProjectRequest& r) {
  json body = json::object();
  if (!r.name.empty()) body["name"] = r.name;
  put(body, "parentId", r.parent);
  put(body, "description", r.description);
  put(body, "priority", r.priority);
  put(body, "members", r.members);
  put(body, "preemptMinRuntime", r.preempt_min_runtime);
  put(body, "reclaimMinRuntime", r.reclaim_min_runtime);
  if (!r.resources.empty()) {
    json list = json::array();
    for (const PoolQuota& q : r.resources) {
      json e = json::object();
      if (!q.node_pool.empty()) e["nodePool"] = {{"name", q.node_pool}};
      json gpu = json::object(), cpu = json::object(), memory = json::object();
      put(gpu, "deserved", q.gpu_deserved);
      put(gpu, "limit", q.gpu_limit);
      put(gpu, "overQuotaWeight", q.gpu_over_quota_weight);
      put(cpu, "deserved", q.cpu_deserved);
      put(cpu, "limit", q.cpu_limit);
      put(memory, "deserved", q.memory_deserved);
      put(memory, "limit", q.memory_limit);
      if (!gpu.empty()) e["gpu"] = gpu;
      if (!cpu.empty()) e["cpu"] = cpu;
      if (!memory.empty()) {
        memory["units"] = "MB";
        e["memory"] = memory;
      }
      list.push_back(std::move(e));
    }
    body["resources"] = std::move(list);
  }
  return body;
}

ApiError error_from_answer(const HttpAnswer& answer, std::string_view what) {
  ApiError e{ApiError::Kind::http, answer.status, {}, {}, status_hint(answer.status)};
  const json body = json::parse(answer.body, nullptr, /*allow_exceptions=*/false);
  if (body.is_object() && body.contains("message") && body["message"].is_string()) {
    e.message = body["message"].get<std::string>();
    if (body.contains("field") && body["field"].is_string())
      e.field = body["field"].get<std::string>();
    return e;
  }
  e.message = std::string(what) + ": the server answered HTTP " + std::to_string(answer.status);
  const std::string line = first_line(answer.body, 200);
  if (!line.empty()) e.message += " (" + line + ")";
  return e;
}

ApiError protocol_error(std::string_view what, std::string_view why) {
  return ApiError{
      ApiError::Kind::protocol,
      0,
      "cannot understand the server's answer to " + std::string(what) + ": " + std::string(why),
      {},
      "is the server a gpuq daemon of a compatible version? (gpuq version)"};
}

std::string url_escape(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace gpuq::client
