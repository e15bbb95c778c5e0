#include "cli/workload/workload_table.h"

#include <algorithm>
#include <cctype>

namespace gpuq::cli {
namespace {

bool ended(const client::Workload& w) {
  return w.phase == "Completed" || w.phase == "Failed" || w.phase == "Stopped";
}

int64_t pending_pods(const client::Workload& w) {
  if (ended(w)) return 0;
  const int64_t wanted = std::max<int64_t>(w.requested_pods.number, 1);
  return std::max<int64_t>(0, wanted - w.running_pods);
}

double requested_gpus(const client::Workload& w) {
  return w.requested.gpu.value_or(0) *
         static_cast<double>(std::max<int64_t>(w.requested_pods.number, 1));
}

// A request for GPU memory is shown as memory: its portion of a device
// depends on the device it lands on.
bool asks_gpu_memory(const client::Workload& w) {
  return w.gpu_request_type == "memory" && w.requested.gpu_memory.has_value();
}

std::string requested_gpu_text(const client::Workload& w) {
  if (!asks_gpu_memory(w)) return format_gpus(requested_gpus(w));
  const int64_t pods = std::max<int64_t>(w.requested_pods.number, 1);
  return (pods > 1 ? std::to_string(pods) + "x" : "") +
         format_quantity_bytes(*w.requested.gpu_memory);
}

std::string allocated_gpu_text(const client::Workload& w) {
  if (asks_gpu_memory(w)) return format_quantity_bytes(w.allocated.gpu_memory.value_or("0"));
  return format_gpus(w.allocated.gpu.value_or(0));
}

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ",") + w;
  return out;
}

}  // namespace

const std::vector<std::string> kDefaultWorkloadColumns = {
    "Workload", "Type", "Status", "Project", "Preemptible", "Running/Req. Pods", "GPU Alloc."};

const std::vector<std::string> kAllProjectsWorkloadColumns = {"Workload",
                                                              "Status",
                                                              "Age",
                                                              "Node",
                                                              "Type",
                                                              "Project",
                                                              "User",
                                                              "GPUs Alloc. (Req.)",
                                                              "Pods Running (Pending)"};

const std::vector<std::string> kAllWorkloadColumns = {"Workload",
                                                      "Type",
                                                      "Status",
                                                      "Project",
                                                      "Preemptible",
                                                      "Running/Req. Pods",
                                                      "GPU Alloc.",
                                                      "GPU Req.",
                                                      "GPUs Alloc. (Req.)",
                                                      "Pods Running (Pending)",
                                                      "Age",
                                                      "Node",
                                                      "Node Pool",
                                                      "User",
                                                      "Priority",
                                                      "Department",
                                                      "Image",
                                                      "Created",
                                                      "Id",
                                                      "Reason"};

namespace {

std::string running_of_requested(const client::Workload& w) {
  return std::to_string(w.running_pods) + "/" +
         std::to_string(std::max<int64_t>(w.requested_pods.number, 1));
}

std::string allocated_of_requested(const client::Workload& w) {
  return allocated_gpu_text(w) + " (" + requested_gpu_text(w) + ")";
}

std::string running_and_pending(const client::Workload& w) {
  return std::to_string(w.running_pods) + " (" + std::to_string(pending_pods(w)) + ")";
}

std::string reason(const client::Workload& w) {
  return w.phase == "Running" || ended(w) ? std::string() : w.phase_message;
}

// Every column, in kAllWorkloadColumns' order: the fields its cell reads
// (for ?fields=) and how it writes the cell.
const std::vector<WorkloadColumn>& columns() {
  using W = const client::Workload&;
  static const std::vector<WorkloadColumn> all = {
      {"Workload", {"name"}, [](W w) { return w.name; }},
      {"Type", {"type"}, [](W w) { return w.type; }},
      {"Status", {"phase"}, [](W w) { return w.phase; }},
      {"Project", {"projectName"}, [](W w) { return w.project_name; }},
      {"Preemptible",
       {"preemptible"},
       [](W w) { return std::string(w.preemptible ? "yes" : "no"); }},
      {"Running/Req. Pods", {"runningPods", "requestedPods.number"}, running_of_requested},
      {"GPU Alloc.",
       {"allocatedResources.gpu", "allocatedResources.gpuMemory",
        "podsRequestedResources.gpuRequestType", "podsRequestedResources.gpuMemory.request"},
       allocated_gpu_text},
      {"GPU Req.",
       {"podsRequestedResources.gpu.request", "requestedPods.number",
        "podsRequestedResources.gpuRequestType", "podsRequestedResources.gpuMemory.request"},
       requested_gpu_text},
      {"GPUs Alloc. (Req.)",
       {"allocatedResources.gpu", "podsRequestedResources.gpu.request", "requestedPods.number",
        "allocatedResources.gpuMemory", "podsRequestedResources.gpuRequestType",
        "podsRequestedResources.gpuMemory.request"},
       allocated_of_requested},
      {"Pods Running (Pending)",
       {"runningPods", "requestedPods.number", "phase"},
       running_and_pending},
      {"Age", {"createdAt"}, [](W w) { return format_age(w.created_at); }},
      {"Node", {"nodes"}, [](W w) { return join(w.nodes); }},
      {"Node Pool", {"currentNodePools"}, [](W w) { return join(w.node_pools); }},
      {"User", {"submittedBy"}, [](W w) { return w.submitted_by; }},
      {"Priority", {"priorityClassName"}, [](W w) { return w.priority_class; }},
      {"Department", {"departmentName"}, [](W w) { return w.department_name.value_or(""); }},
      {"Image", {"images"}, [](W w) { return w.image; }},
      {"Created", {"createdAt"}, [](W w) { return w.created_at; }},
      {"Id", {"id"}, [](W w) { return w.id; }},
      {"Reason", {"phase", "phaseMessage"}, reason},
  };
  return all;
}

}  // namespace

const WorkloadColumn* find_workload_column(std::string_view name) {
  std::string wanted = normalised_column(name);
  if (wanted.empty()) return nullptr;
  // As other lists (and the API's field) call it.
  if (wanted == "name") wanted = "workload";
  for (const WorkloadColumn& column : columns()) {
    if (normalised_column(column.name) == wanted) return &column;
  }
  return nullptr;
}

std::string workload_cell(const client::Workload& w, const std::string& column) {
  const WorkloadColumn* found = find_workload_column(column);
  return found != nullptr ? found->cell(w) : std::string();
}

std::vector<std::string> workload_fields(const std::vector<std::string>& names) {
  std::vector<std::string> fields;
  for (const std::string& name : names) {
    const WorkloadColumn* column = find_workload_column(name);
    if (column == nullptr) continue;
    for (const std::string& f : column->fields) {
      if (std::find(fields.begin(), fields.end(), f) == fields.end()) fields.push_back(f);
    }
  }
  return fields;
}

std::vector<std::string> known_workload_columns(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    if (const WorkloadColumn* column = find_workload_column(name)) out.push_back(column->name);
  }
  return out;
}

}  // namespace gpuq::cli
