// The API's documents into the typed results of types.h. See json_mapping.h.
#include <string>

#include "libclient/json_mapping.h"

namespace gpuq::client {
namespace {

const json* at(const json& j, std::string_view key) {
  if (!j.is_object()) return nullptr;
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string text(const json& j, std::string_view key) {
  const json* v = at(j, key);
  if (v == nullptr) return {};
  if (v->is_string()) return v->get<std::string>();
  if (v->is_number() || v->is_boolean()) return v->dump();
  return {};
}

std::optional<std::string> opt_text(const json& j, std::string_view key) {
  const json* v = at(j, key);
  if (v == nullptr) return std::nullopt;
  return text(j, key);
}

std::optional<double> opt_number(const json& j, std::string_view key) {
  const json* v = at(j, key);
  if (v == nullptr || !v->is_number()) return std::nullopt;
  return v->get<double>();
}

double number(const json& j, std::string_view key) { return opt_number(j, key).value_or(0); }

int64_t integer(const json& j, std::string_view key) {
  const json* v = at(j, key);
  if (v == nullptr) return 0;
  if (v->is_number()) return v->get<int64_t>();
  if (v->is_string()) {
    try {
      return std::stoll(v->get<std::string>());
    } catch (const std::exception&) {
      return 0;
    }
  }
  return 0;
}

std::optional<int64_t> opt_integer(const json& j, std::string_view key) {
  const json* v = at(j, key);
  if (v == nullptr || !v->is_number()) return std::nullopt;
  return v->get<int64_t>();
}

bool boolean(const json& j, std::string_view key) {
  const json* v = at(j, key);
  return v != nullptr && v->is_boolean() && v->get<bool>();
}

const json& object(const json& j, std::string_view key) {
  static const json kEmpty = json::object();
  const json* v = at(j, key);
  return v != nullptr && v->is_object() ? *v : kEmpty;
}

const json& array(const json& j, std::string_view key) {
  static const json kEmpty = json::array();
  const json* v = at(j, key);
  return v != nullptr && v->is_array() ? *v : kEmpty;
}

std::vector<std::string> strings(const json& j, std::string_view key) {
  std::vector<std::string> out;
  for (const json& v : array(j, key)) {
    if (v.is_string()) out.push_back(v.get<std::string>());
  }
  return out;
}

Resources requested_resources(const json& r) {
  Resources out;
  out.gpu = opt_number(object(r, "gpu"), "request");
  out.gpu_memory = opt_text(object(r, "gpuMemory"), "request");
  out.cpu = opt_number(object(r, "cpu"), "request");
  out.cpu_memory = opt_text(object(r, "cpuMemory"), "request");
  return out;
}

Pod pod_from_json(const json& j) {
  Pod p;
  p.name = text(j, "name");
  p.index = integer(j, "index");
  p.phase = text(j, "phase");
  p.node = opt_text(j, "node");
  for (const json& d : array(j, "devices")) {
    p.devices.push_back(
        {integer(d, "index"), opt_number(d, "portion").value_or(1.0), text(d, "uuid")});
  }
  for (const json& m : array(j, "mig"))
    p.mig.push_back(m.is_string() ? m.get<std::string>() : text(m, "profile"));
  p.pid = integer(j, "pid");
  p.attempts = integer(j, "attempts");
  p.exit_code = opt_integer(j, "exitCode");
  p.started_at = opt_text(j, "startedAt");
  p.finished_at = opt_text(j, "finishedAt");
  return p;
}

PoolQuota pool_quota_from_json(const json& r) {
  PoolQuota q;
  const json& pool = r.is_object() ? r.value("nodePool", json()) : json();
  q.node_pool = pool.is_string() ? pool.get<std::string>() : text(pool, "name");
  const json& gpu = object(r, "gpu");
  q.gpu_deserved = opt_number(gpu, "deserved");
  q.gpu_limit = opt_number(gpu, "limit");
  q.gpu_over_quota_weight = opt_number(gpu, "overQuotaWeight");
  const json& cpu = object(r, "cpu");
  q.cpu_deserved = opt_number(cpu, "deserved");
  q.cpu_limit = opt_number(cpu, "limit");
  const json& memory = object(r, "memory");
  // In MB; the server may answer in Mib where only that is exact.
  const std::string units = text(memory, "units");
  const double scale = units == "Mib" || units == "MiB" ? 1.048576 : 1.0;
  auto mb = [&](std::optional<double> v) -> std::optional<double> {
    if (!v || *v < 0) return v;
    return *v * scale;
  };
  q.memory_deserved = mb(opt_number(memory, "deserved"));
  q.memory_limit = mb(opt_number(memory, "limit"));
  return q;
}

}  // namespace

Workload workload_from_json(const json& j) {
  Workload w;
  w.id = text(j, "id");
  w.name = text(j, "name");
  w.type = text(j, "type");
  w.phase = text(j, "phase");
  w.phase_message = text(j, "phaseMessage");
  w.project_id = text(j, "projectId");
  w.project_name = text(j, "projectName");
  w.department_name = opt_text(j, "departmentName");
  w.submitted_by = text(j, "submittedBy");
  w.created_at = text(j, "createdAt");
  w.completed_at = opt_text(j, "completedAt");
  w.preemptible = boolean(j, "preemptible");
  w.priority = integer(j, "priority");
  w.priority_class = text(j, "priorityClassName");
  w.running_pods = integer(j, "runningPods");
  w.completed_pods = integer(j, "completedPods");
  w.failed_pods = integer(j, "failedPods");
  const json& pods = object(j, "requestedPods");
  w.requested_pods = {integer(pods, "number"), integer(pods, "min"), integer(pods, "max"),
                      integer(pods, "parallelism"), integer(pods, "completions")};
  const json& allocated = object(j, "allocatedResources");
  w.allocated.gpu = opt_number(allocated, "gpu");
  w.allocated.gpu_memory = opt_text(allocated, "gpuMemory");
  w.allocated.cpu = opt_number(allocated, "cpu");
  w.allocated.cpu_memory = opt_text(allocated, "cpuMemory");
  const json& requested = object(j, "podsRequestedResources");
  w.requested = requested_resources(requested);
  w.gpu_request_type = opt_text(requested, "gpuRequestType");
  w.node_pools = strings(j, "currentNodePools");
  w.nodes = strings(j, "nodes");
  if (std::vector<std::string> images = strings(j, "images"); !images.empty()) {
    w.image = std::move(images.front());
  }
  w.json = j.dump();
  return w;
}

Event event_from_json(const json& j) {
  return {integer(j, "id"), text(j, "createdAt"), text(j, "type"), text(j, "message")};
}

WorkloadDetail workload_detail_from_json(const json& j) {
  WorkloadDetail d;
  d.workload = workload_from_json(j);
  for (const json& p : array(j, "pods")) d.pods.push_back(pod_from_json(p));
  for (const json& e : array(j, "events")) d.events.push_back(event_from_json(e));
  d.spec_json = object(j, "spec").dump();
  d.json = d.workload.json;
  return d;
}

Project project_from_json(const json& j) {
  Project p;
  p.id = text(j, "id");
  p.name = text(j, "name");
  p.department = boolean(j, "department");
  p.parent_name = opt_text(j, "parentName");
  p.description = text(j, "description");
  p.priority = integer(j, "priority");
  p.members = strings(j, "members");
  p.preempt_min_runtime = opt_text(j, "preemptMinRuntime");
  p.reclaim_min_runtime = opt_text(j, "reclaimMinRuntime");
  if (const json* usage = at(j, "usage"); usage != nullptr && usage->is_object()) {
    p.gpu_usage = number(*usage, "gpu");
  }
  const json& status = object(j, "status");
  p.phase = text(status, "phase");
  for (const json& r : array(j, "resources")) p.resources.push_back(pool_quota_from_json(r));
  for (const json& s : array(status, "nodePoolQuotaStatuses")) {
    const std::string pool = text(s, "nodePoolName");
    for (PoolQuota& q : p.resources) {
      if (q.node_pool != pool) continue;
      q.gpu_allocated = number(object(s, "allocated"), "gpu");
      q.gpu_fair_share = number(object(s, "fairShare"), "gpu");
      q.gpu_fair_share_by_weight = number(object(s, "fairShareByWeight"), "gpu");
      q.gpu_requested = number(object(s, "requested"), "gpu");
    }
  }
  p.json = j.dump();
  return p;
}

Node node_from_json(const json& j) {
  Node n;
  n.name = text(j, "name");
  n.pool = text(j, "nodePool");
  n.status = text(j, "status");
  const json& gpu = object(j, "gpuInfo");
  n.gpus = integer(gpu, "gpuCount");
  n.gpus_allocated = number(gpu, "allocatedGpus");
  n.gpu_model = text(gpu, "gpuType");
  n.cpu = number(j, "cpu");
  n.memory_bytes = integer(j, "memory");
  for (const json& d : array(j, "devices")) {
    NodeDevice device;
    device.index = integer(d, "index");
    device.uuid = text(d, "uuid");
    device.model = text(d, "model");
    device.memory_bytes = integer(d, "memory");
    device.allocated = number(d, "allocated");
    for (const json& h : array(d, "holders")) {
      // "project/workload/pod", as types.h says (the daemon names each).
      std::string holder = text(h, "pod");
      if (at(h, "workload") != nullptr) {
        holder = text(h, "project") + "/" + text(h, "workload") + "/" + holder;
      }
      device.holders.emplace_back(std::move(holder), opt_number(h, "portion").value_or(1.0));
    }
    device.memory_used_bytes = opt_integer(d, "memoryUsed");
    for (const json& m : array(d, "mig")) {
      device.mig.push_back(m.is_string() ? m.get<std::string>() : text(m, "profile"));
    }
    n.devices.push_back(std::move(device));
  }
  n.json = j.dump();
  return n;
}

NodePool node_pool_from_json(const json& j) {
  NodePool p;
  p.name = text(j, "name");
  p.placement = text(object(j, "placementStrategy"), "gpu");
  const json* nodes = at(j, "nodes");
  p.nodes = nodes != nullptr && nodes->is_array() ? static_cast<int64_t>(nodes->size())
                                                  : integer(j, "nodes");
  p.gpus = number(j, "gpuCount");
  p.gpus_allocated = number(j, "allocatedGpus");
  p.min_guaranteed_runtime = opt_text(object(j, "schedulingConfiguration"), "minGuaranteedRuntime");
  p.json = j.dump();
  return p;
}

Version version_from_json(const json& j) {
  return {text(j, "version"), text(j, "apiLevel"), j.dump()};
}

Me me_from_json(const json& j) {
  Me m;
  m.user = text(j, "user");
  m.uid = opt_integer(j, "uid");
  m.gid = opt_integer(j, "gid");
  m.groups = strings(j, "groups");
  m.administrator = boolean(j, "administrator");
  m.authenticated_by = text(j, "authenticatedBy");
  m.projects = strings(j, "projects");
  m.json = j.dump();
  return m;
}

Token token_from_json(const json& j) {
  return {text(j, "id"),        text(j, "name"),      text(j, "user"),
          text(j, "createdBy"), text(j, "createdAt"), boolean(j, "revoked")};
}

}  // namespace gpuq::client
