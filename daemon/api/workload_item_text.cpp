// write_workload_item: one list item written straight as text. A page of 500
// built as an nlohmann DOM cost about 14 ms (some 55 allocations per item,
// then a dump), all of it under the state lock; this writes the same bytes
// with next to no allocations. Keys are in the sorted order nlohmann's
// std::map objects dump them in; numbers and strings are written the way its
// dump() writes them, falling back to it for the rare values where the two
// would differ. The unit tests compare both byte for byte.
#include <cmath>

#include "core/quantity.h"
#include "core/shell_words.h"
#include "daemon/api/field_selection.h"
#include "daemon/api/json_read.h"
#include "daemon/api/workload_json.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

// Printable ASCII needs no escaping but '"' and '\\', which both writers
// escape alike; anything else (control bytes, UTF-8, invalid bytes) goes
// through nlohmann so escapes and replacement characters match.
void text(JsonTextWriter& out, std::string_view s) {
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x7f) {
      out.raw_value(to_text(nlohmann::json(s)));
      return;
    }
  }
  out.value(s);
}

// nlohmann writes a double in its shortest form with ".0" when it would
// read as an integer, and switches to an exponent at other points than
// std::to_chars does: exponents are left to it.
void number(JsonTextWriter& out, double v) {
  char buf[32];
  auto end = std::to_chars(buf, buf + sizeof buf - 2, v).ptr;
  std::string_view s(buf, static_cast<std::size_t>(end - buf));
  if (!std::isfinite(v) || s.find_first_of("eE") != std::string_view::npos) {
    out.raw_value(to_text(nlohmann::json(v)));
    return;
  }
  if (s.find('.') == std::string_view::npos) {
    *end++ = '.';
    *end++ = '0';
    s = std::string_view(buf, static_cast<std::size_t>(end - buf));
  }
  out.raw_value(s);
}

void time_or_null(JsonTextWriter& out, int64_t ms) {
  if (ms == 0) return out.null_value();
  char buf[64];
  out.value(std::string_view(buf, format_iso8601(ms, buf)));
}

void milli_or_null(JsonTextWriter& out, int64_t milli) {
  if (milli <= 0) return out.null_value();
  number(out, static_cast<double>(milli) / 1000.0);
}

void bytes_or_null(JsonTextWriter& out, int64_t bytes) {
  if (bytes <= 0) return out.null_value();
  text(out, core::format_bytes(bytes));
}

// Writes `key` when `keys` takes it; `inside` gets the selection within it.
bool field(JsonTextWriter& out, SelectedKeys& keys, std::string_view key,
           const FieldSelection** inside = nullptr) {
  if (!keys.take(key, inside)) return false;
  out.key(key);
  return true;
}

// {"limit": ..., "request": ...} of one resource, as far as selected.
template <class Limit, class Request>
void limit_and_request(JsonTextWriter& out, const FieldSelection* selection, Limit limit,
                       Request request) {
  SelectedKeys keys(selection);
  out.begin_object();
  if (field(out, keys, "limit")) limit();
  if (field(out, keys, "request")) request();
  out.end_object();
}

void requested_resources(JsonTextWriter& out, const Workload& w, const FieldSelection* selection) {
  const core::PodRequest& r = w.request;
  SelectedKeys keys(selection);
  const FieldSelection* inside = nullptr;
  out.begin_object();
  if (field(out, keys, "cpu", &inside)) {
    limit_and_request(
        out, inside, [&] { milli_or_null(out, w.limits.cpu); }, [&] { milli_or_null(out, r.cpu); });
  }
  if (field(out, keys, "cpuMemory", &inside)) {
    limit_and_request(
        out, inside, [&] { bytes_or_null(out, w.limits.memory); },
        [&] { bytes_or_null(out, r.memory); });
  }
  if (field(out, keys, "extendedResources")) {
    out.begin_array();
    for (const auto& [name, amount] : r.extended) {
      out.begin_object();
      out.key("quantity");
      out.value(std::to_string(amount));
      out.key("resource");
      text(out, name);
      out.end_object();
    }
    out.end_array();
  }
  if (field(out, keys, "gpu", &inside)) {
    limit_and_request(
        out, inside,
        [&] {
          if (w.limits.gpu_portion > 0) {
            number(out, static_cast<double>(w.limits.gpu_portion) / 1000.0);
          } else {
            out.null_value();
          }
        },
        [&] {
          if (!r.mig.empty()) {
            out.value(r.mig.begin()->second);
          } else if (r.gpu_portion > 0) {
            number(out, static_cast<double>(r.gpu_portion) / 1000.0);
          } else if (r.gpus > 0) {
            out.value(r.gpus);
          } else {
            out.null_value();
          }
        });
  }
  if (field(out, keys, "gpuMemory", &inside)) {
    limit_and_request(
        out, inside, [&] { bytes_or_null(out, w.limits.gpu_memory); },
        [&] { bytes_or_null(out, r.gpu_memory); });
  }
  if (field(out, keys, "gpuRequestType")) {
    if (r.wants_gpu()) {
      out.value(gpu_request_type(r));
    } else {
      out.null_value();
    }
  }
  if (field(out, keys, "largeShmRequest")) out.value(w.limits.large_shm);
  if (!r.mig.empty() && field(out, keys, "migProfile")) text(out, r.mig.begin()->first);
  out.end_object();
}

void allocated_resources(JsonTextWriter& out, const Workload& w, const StateIndex& index,
                         const FieldSelection* selection) {
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
  SelectedKeys keys(selection);
  out.begin_object();
  if (field(out, keys, "cpu")) number(out, static_cast<double>(w.request.cpu * placed) / 1000.0);
  if (field(out, keys, "cpuMemory")) bytes_or_null(out, w.request.memory * placed);
  if (field(out, keys, "gpu")) number(out, allocated_gpus(w));
  if (field(out, keys, "gpuMemory")) bytes_or_null(out, static_cast<int64_t>(gpu_memory));
  out.end_object();
}

void text_or_null(JsonTextWriter& out, bool present, std::string_view s) {
  if (present) {
    text(out, s);
  } else {
    out.null_value();
  }
}

}  // namespace

void write_workload_item(JsonTextWriter& out, const Workload& w, const StateIndex& index,
                         const FieldSelection* selection,
                         const std::function<void(JsonTextWriter&)>& more) {
  const Project* project = index.project(w.project_id);
  const Project* department = department_of(project, index);
  SelectedKeys keys(selection);
  const FieldSelection* inside = nullptr;
  out.begin_object();
  if (field(out, keys, "actionsSupport", &inside)) {
    SelectedKeys actions(inside);
    out.begin_object();
    if (field(out, actions, "delete")) out.value(w.desired_phase != "Deleted");
    if (field(out, actions, "resume")) out.value(w.desired_phase == "Stopped");
    if (field(out, actions, "suspend")) out.value(!is_terminal(w) && w.desired_phase != "Stopped");
    out.end_object();
  }
  if (field(out, keys, "allocatedResources", &inside)) allocated_resources(out, w, index, inside);
  if (field(out, keys, "arguments")) {
    if (w.run.argv.size() < 2) {
      out.null_value();
    } else {
      text(out, core::shell_join(w.run.argv, 1));
    }
  }
  if (field(out, keys, "command")) {
    text_or_null(out, !w.run.argv.empty(), w.run.argv.empty() ? "" : w.run.argv.front());
  }
  if (field(out, keys, "completedAt")) time_or_null(out, w.completed_at);
  if (field(out, keys, "completedPods")) out.value(w.succeeded);
  if (field(out, keys, "createdAt")) time_or_null(out, w.created_at);
  if (field(out, keys, "currentNodePools")) {
    out.begin_array();
    if (std::string_view pool = placed_pool(w, index); !pool.empty()) text(out, pool);
    out.end_array();
  }
  if (field(out, keys, "departmentId")) {
    if (department != nullptr) {
      out.value(std::to_string(department->id));
    } else {
      out.null_value();
    }
  }
  if (field(out, keys, "departmentName")) {
    text_or_null(out, department != nullptr, department != nullptr ? department->name : "");
  }
  if (field(out, keys, "desiredPhase")) text(out, w.desired_phase);
  if (field(out, keys, "failedPods")) out.value(w.failures);
  if (field(out, keys, "id")) text(out, w.id);
  if (field(out, keys, "images")) {
    out.begin_array();
    if (!w.run.image.empty()) text(out, w.run.image);
    out.end_array();
  }
  if (field(out, keys, "name")) text(out, w.name);
  if (field(out, keys, "nodes")) {
    out.begin_array();
    for (std::string_view node : placed_nodes(w)) text(out, node);
    out.end_array();
  }
  if (field(out, keys, "phase")) text(out, w.phase);
  if (field(out, keys, "phaseMessage")) text(out, w.phase_message.str());
  if (field(out, keys, "phaseReason")) text(out, w.phase_reason);
  if (field(out, keys, "phaseUpdatedAt")) time_or_null(out, w.phase_updated_at);
  if (field(out, keys, "podsRequestedResources", &inside)) requested_resources(out, w, inside);
  if (field(out, keys, "preemptible")) out.value(w.preemptible);
  if (field(out, keys, "priority")) out.value(w.priority);
  if (field(out, keys, "priorityClassName")) text(out, priority_class_name(w));
  if (field(out, keys, "projectId")) out.value(std::to_string(w.project_id));
  if (field(out, keys, "projectName")) {
    text_or_null(out, project != nullptr, project != nullptr ? project->name : "");
  }
  if (field(out, keys, "requestedNodePools")) {
    out.begin_array();
    for (const std::string& pool : w.node_pools) text(out, pool);
    out.end_array();
  }
  if (field(out, keys, "requestedPods", &inside)) {
    SelectedKeys pods(inside);
    out.begin_object();
    if (field(out, pods, "completions")) out.value(w.completions);
    if (field(out, pods, "max")) out.value(w.parallelism);
    if (field(out, pods, "min")) out.value(w.min_available);
    if (field(out, pods, "number")) out.value(w.parallelism);
    if (field(out, pods, "parallelism")) out.value(w.parallelism);
    out.end_object();
  }
  if (field(out, keys, "runningPods")) out.value(running_pods(w));
  if (field(out, keys, "submittedBy")) text(out, w.submitted_by);
  if (field(out, keys, "type")) out.value(type_display_name(w.type));
  if (field(out, keys, "updatedAt")) time_or_null(out, w.updated_at);
  if (field(out, keys, "urls")) {
    out.begin_array();
    for (const std::string& url : workload_urls(w)) text(out, url);
    out.end_array();
  }
  if (more) more(out);
  out.end_object();
}

// Every path write_workload_item may write, objects and their fields.
const std::vector<std::string_view>& workload_item_paths() {
  static const std::vector<std::string_view> paths = {"actionsSupport",
                                                      "actionsSupport.delete",
                                                      "actionsSupport.resume",
                                                      "actionsSupport.suspend",
                                                      "allocatedResources",
                                                      "allocatedResources.cpu",
                                                      "allocatedResources.cpuMemory",
                                                      "allocatedResources.gpu",
                                                      "allocatedResources.gpuMemory",
                                                      "arguments",
                                                      "command",
                                                      "completedAt",
                                                      "completedPods",
                                                      "createdAt",
                                                      "currentNodePools",
                                                      "departmentId",
                                                      "departmentName",
                                                      "desiredPhase",
                                                      "failedPods",
                                                      "id",
                                                      "images",
                                                      "name",
                                                      "nodes",
                                                      "phase",
                                                      "phaseMessage",
                                                      "phaseReason",
                                                      "phaseUpdatedAt",
                                                      "podsRequestedResources",
                                                      "podsRequestedResources.cpu",
                                                      "podsRequestedResources.cpu.limit",
                                                      "podsRequestedResources.cpu.request",
                                                      "podsRequestedResources.cpuMemory",
                                                      "podsRequestedResources.cpuMemory.limit",
                                                      "podsRequestedResources.cpuMemory.request",
                                                      "podsRequestedResources.extendedResources",
                                                      "podsRequestedResources.gpu",
                                                      "podsRequestedResources.gpu.limit",
                                                      "podsRequestedResources.gpu.request",
                                                      "podsRequestedResources.gpuMemory",
                                                      "podsRequestedResources.gpuMemory.limit",
                                                      "podsRequestedResources.gpuMemory.request",
                                                      "podsRequestedResources.gpuRequestType",
                                                      "podsRequestedResources.largeShmRequest",
                                                      "podsRequestedResources.migProfile",
                                                      "preemptible",
                                                      "priority",
                                                      "priorityClassName",
                                                      "projectId",
                                                      "projectName",
                                                      "requestedNodePools",
                                                      "requestedPods",
                                                      "requestedPods.completions",
                                                      "requestedPods.max",
                                                      "requestedPods.min",
                                                      "requestedPods.number",
                                                      "requestedPods.parallelism",
                                                      "runningPods",
                                                      "submittedBy",
                                                      "type",
                                                      "updatedAt",
                                                      "urls"};
  return paths;
}

}  // namespace gpuq::daemon::api
