#include "cli/workload_table.h"

#include <algorithm>
#include <cctype>

namespace gpuq::cli {
namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

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

std::string workload_cell(const client::Workload& w, const std::string& column) {
  const std::string c = lower(column);
  if (c == "workload") return w.name;
  if (c == "type") return w.type;
  if (c == "status") return w.phase;
  if (c == "project") return w.project_name;
  if (c == "preemptible") return w.preemptible ? "yes" : "no";
  if (c == "running/req. pods") {
    return std::to_string(w.running_pods) + "/" +
           std::to_string(std::max<int64_t>(w.requested_pods.number, 1));
  }
  if (c == "gpu alloc.") return format_gpus(w.allocated.gpu.value_or(0));
  if (c == "gpu req.") return format_gpus(requested_gpus(w));
  if (c == "gpus alloc. (req.)") {
    return format_gpus(w.allocated.gpu.value_or(0)) + " (" + format_gpus(requested_gpus(w)) + ")";
  }
  if (c == "pods running (pending)") {
    return std::to_string(w.running_pods) + " (" + std::to_string(pending_pods(w)) + ")";
  }
  if (c == "age") return format_age(w.created_at);
  if (c == "node") return join(w.nodes);
  if (c == "node pool") return join(w.node_pools);
  if (c == "user") return w.submitted_by;
  if (c == "priority") return w.priority_class;
  if (c == "department") return w.department_name.value_or("");
  if (c == "image") return w.image;
  if (c == "created") return w.created_at;
  if (c == "id") return w.id;
  if (c == "reason") return w.phase == "Running" || ended(w) ? std::string() : w.phase_message;
  return {};
}

std::vector<std::string> workload_fields(const std::vector<std::string>& columns) {
  // What workload_cell reads for each column.
  static const std::vector<std::pair<std::string, std::vector<std::string>>> kFields = {
      {"workload", {"name"}},
      {"type", {"type"}},
      {"status", {"phase"}},
      {"project", {"projectName"}},
      {"preemptible", {"preemptible"}},
      {"running/req. pods", {"runningPods", "requestedPods.number"}},
      {"gpu alloc.", {"allocatedResources.gpu"}},
      {"gpu req.", {"podsRequestedResources.gpu.request", "requestedPods.number"}},
      {"gpus alloc. (req.)",
       {"allocatedResources.gpu", "podsRequestedResources.gpu.request", "requestedPods.number"}},
      {"pods running (pending)", {"runningPods", "requestedPods.number", "phase"}},
      {"age", {"createdAt"}},
      {"node", {"nodes"}},
      {"node pool", {"currentNodePools"}},
      {"user", {"submittedBy"}},
      {"priority", {"priorityClassName"}},
      {"department", {"departmentName"}},
      {"image", {"images"}},
      {"created", {"createdAt"}},
      {"id", {"id"}},
      {"reason", {"phase", "phaseMessage"}},
  };
  std::vector<std::string> fields;
  for (const std::string& column : columns) {
    const std::string c = lower(column);
    for (const auto& [name, needs] : kFields) {
      if (name != c) continue;
      for (const std::string& f : needs) {
        if (std::find(fields.begin(), fields.end(), f) == fields.end()) fields.push_back(f);
      }
    }
  }
  return fields;
}

std::vector<std::string> known_workload_columns(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    for (const std::string& column : kAllWorkloadColumns) {
      if (lower(column) == lower(name)) out.push_back(column);
    }
  }
  return out;
}

}  // namespace gpuq::cli
