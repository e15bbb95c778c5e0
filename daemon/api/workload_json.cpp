#include "daemon/api/workload_json.h"

#include <algorithm>

#include "core/quantity.h"
#include "core/shell_words.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

json milli_or_null(int64_t milli) {
  if (milli <= 0) return nullptr;
  return static_cast<double>(milli) / 1000.0;
}

json bytes_or_null(int64_t bytes) {
  if (bytes <= 0) return nullptr;
  return core::format_bytes(bytes);
}

json requested_resources(const Workload& w) {
  const core::PodRequest& r = w.request;
  json gpu_request = nullptr;
  if (r.gpus > 0) gpu_request = r.gpus;
  if (r.gpu_portion > 0) gpu_request = static_cast<double>(r.gpu_portion) / 1000.0;
  json gpu_limit = nullptr;
  if (w.limits.gpu_portion > 0) gpu_limit = static_cast<double>(w.limits.gpu_portion) / 1000.0;
  json extended = json::array();
  for (const auto& [name, amount] : r.extended) {
    extended.push_back({{"resource", name}, {"quantity", std::to_string(amount)}});
  }
  json out = {
      {"gpuRequestType", r.wants_gpu() ? json(gpu_request_type(r)) : json(nullptr)},
      {"gpu", {{"request", gpu_request}, {"limit", gpu_limit}}},
      {"gpuMemory",
       {{"request", bytes_or_null(r.gpu_memory)}, {"limit", bytes_or_null(w.limits.gpu_memory)}}},
      {"cpu", {{"request", milli_or_null(r.cpu)}, {"limit", milli_or_null(w.limits.cpu)}}},
      {"cpuMemory",
       {{"request", bytes_or_null(r.memory)}, {"limit", bytes_or_null(w.limits.memory)}}},
      {"largeShmRequest", w.limits.large_shm},
      {"extendedResources", extended},
  };
  if (!r.mig.empty()) {
    out["migProfile"] = r.mig.begin()->first;
    out["gpu"]["request"] = r.mig.begin()->second;
  }
  return out;
}

json allocated_resources(const Workload& w, const StateIndex& index) {
  int64_t placed = 0;
  double gpu_memory = 0;
  for (const Pod& p : w.pods) {
    if (!is_placed(p.phase)) continue;
    ++placed;
    const NodeInfo* node = index.node(p.node);
    for (const core::DeviceShare& d : p.devices) {
      if (node != nullptr && d.index >= 0 && d.index < static_cast<int>(node->devices.size())) {
        gpu_memory += static_cast<double>(node->devices[static_cast<std::size_t>(d.index)].memory) *
                      static_cast<double>(d.portion) / 1000.0;
      }
    }
  }
  return {
      {"gpu", allocated_gpus(w)},
      {"gpuMemory", bytes_or_null(static_cast<int64_t>(gpu_memory))},
      {"cpu", static_cast<double>(w.request.cpu * placed) / 1000.0},
      {"cpuMemory", bytes_or_null(w.request.memory * placed)},
  };
}

}  // namespace

const Project* department_of(const Project* p, const StateIndex& index) {
  if (p == nullptr || p->parent_id == 0) return nullptr;
  return index.project(p->parent_id);
}

std::string_view gpu_request_type(const core::PodRequest& r) {
  if (!r.mig.empty()) return "migProfile";
  if (r.gpu_memory > 0) return "memory";
  return "portion";
}

std::string_view placed_pool(const Workload& w, const StateIndex& index) {
  for (const Pod& p : w.pods) {
    if (!is_placed(p.phase)) continue;
    if (const NodeInfo* node = index.node(p.node)) return node->spec.pool;
  }
  return {};
}

// The nodes its placed pods are on, each once, in pod order.
std::vector<std::string_view> placed_nodes(const Workload& w) {
  std::vector<std::string_view> out;
  for (const Pod& p : w.pods) {
    if (!is_placed(p.phase) || p.node.empty()) continue;
    if (std::find(out.begin(), out.end(), p.node) == out.end()) out.push_back(p.node);
  }
  return out;
}

std::string port_url(const Pod& p, const PortBinding& b) {
  return "http://" + p.node + ":" + std::to_string(b.host);
}

std::vector<std::string> workload_urls(const Workload& w) {
  std::vector<std::string> out;
  for (const Pod& p : w.pods) {
    if (!is_placed(p.phase) || p.node.empty()) continue;
    for (const PortBinding& b : p.ports) out.push_back(port_url(p, b));
  }
  return out;
}

bool is_terminal(const Workload& w) {
  return w.phase == "Completed" || w.phase == "Failed" || w.desired_phase == "Deleted";
}

StateIndex::StateIndex(const State& state) : state_(state) {
  projects_.reserve(state.projects.size());
  for (const Project& p : state.projects) projects_[p.id] = &p;
}

const Project* StateIndex::project(int64_t id) const {
  auto it = projects_.find(id);
  return it == projects_.end() ? nullptr : it->second;
}

const NodeInfo* StateIndex::node(std::string_view name) const {
  if (name.empty()) return nullptr;
  for (const NodeInfo& n : state_.nodes) {
    if (n.spec.name == name) return &n;
  }
  return nullptr;
}

std::string_view type_display_name(core::WorkloadType type) {
  switch (type) {
    case core::WorkloadType::training:
      return "Training";
    case core::WorkloadType::workspace:
      return "Workspace";
    case core::WorkloadType::inference:
      return "Inference";
  }
  return "Training";
}

std::string priority_class_name(const Workload& w) {
  if (!w.priority_class.empty()) return w.priority_class;
  switch (w.type) {
    case core::WorkloadType::training:
      return "train";
    case core::WorkloadType::workspace:
      return "build";
    case core::WorkloadType::inference:
      return "inference";
  }
  return "train";
}

bool is_placed(PodPhase phase) {
  return phase == PodPhase::starting || phase == PodPhase::running || phase == PodPhase::releasing;
}

double allocated_gpus(const Workload& w) {
  int64_t milli = 0;
  for (const Pod& p : w.pods) {
    if (!is_placed(p.phase)) continue;
    for (const core::DeviceShare& d : p.devices) milli += d.portion;
  }
  return static_cast<double>(milli) / 1000.0;
}

int running_pods(const Workload& w) {
  int n = 0;
  for (const Pod& p : w.pods) n += p.phase == PodPhase::running;
  return n;
}

std::string node_pool_of(const Workload& w, const StateIndex& index) {
  std::string pool(placed_pool(w, index));
  if (pool.empty() && !w.node_pools.empty()) pool = w.node_pools.front();
  return pool;
}

std::string pod_phase_display(PodPhase phase) {
  std::string name(pod_phase_name(phase));
  if (!name.empty()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

json workload_item(const Workload& w, const StateIndex& index) {
  const Project* project = index.project(w.project_id);
  const Project* department = department_of(project, index);
  return {
      {"id", w.id},
      {"name", w.name},
      {"type", type_display_name(w.type)},
      {"phase", w.phase},
      {"phaseReason", w.phase_reason},
      {"phaseMessage", w.phase_message.str()},
      {"desiredPhase", w.desired_phase},
      {"projectName", project != nullptr ? json(project->name) : json(nullptr)},
      {"projectId", std::to_string(w.project_id)},
      {"departmentName", department != nullptr ? json(department->name) : json(nullptr)},
      {"departmentId",
       department != nullptr ? json(std::to_string(department->id)) : json(nullptr)},
      {"submittedBy", w.submitted_by},
      {"createdAt", iso_or_null(w.created_at)},
      {"updatedAt", iso_or_null(w.updated_at)},
      {"phaseUpdatedAt", iso_or_null(w.phase_updated_at)},
      {"completedAt", iso_or_null(w.completed_at)},
      {"priority", w.priority},
      {"priorityClassName", priority_class_name(w)},
      {"preemptible", w.preemptible},
      {"runningPods", running_pods(w)},
      {"requestedPods",
       {{"number", w.parallelism},
        {"min", w.min_available},
        {"max", w.parallelism},
        {"parallelism", w.parallelism},
        {"completions", w.completions}}},
      {"completedPods", w.succeeded},
      {"failedPods", w.failures},
      {"requestedNodePools", w.node_pools},
      {"currentNodePools",
       [&] {
         std::string_view pool = placed_pool(w, index);
         return pool.empty() ? json::array() : json::array({pool});
       }()},
      {"images", w.run.image.empty() ? json::array() : json::array({w.run.image})},
      {"nodes",
       [&] {
         json out = json::array();
         for (std::string_view n : placed_nodes(w)) out.push_back(n);
         return out;
       }()},
      {"podsRequestedResources", requested_resources(w)},
      {"allocatedResources", allocated_resources(w, index)},
      {"actionsSupport",
       {{"delete", w.desired_phase != "Deleted"},
        {"suspend", !is_terminal(w) && w.desired_phase != "Stopped"},
        {"resume", w.desired_phase == "Stopped"}}},
      {"command", w.run.argv.empty() ? json(nullptr) : json(w.run.argv.front())},
      {"arguments", w.run.argv.size() < 2 ? json(nullptr) : json(core::shell_join(w.run.argv, 1))},
      {"urls", workload_urls(w)},
  };
}

}  // namespace gpuq::daemon::api
