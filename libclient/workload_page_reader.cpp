#include "libclient/workload_page_reader.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "libclient/json_mapping.h"
#include "libclient/json_reader.h"

namespace gpuq::client::detail {
namespace {

// The item fields the reader fills, by their path inside an item.
enum class Slot {
  allocated_cpu,
  allocated_cpu_memory,
  allocated_gpu,
  allocated_gpu_memory,
  completed_at,
  completed_pods,
  created_at,
  current_node_pools,
  department_name,
  failed_pods,
  id,
  images,
  name,
  nodes,
  phase,
  phase_message,
  requested_cpu,
  requested_cpu_memory,
  requested_gpu,
  requested_gpu_memory,
  gpu_request_type,
  preemptible,
  priority,
  priority_class,
  project_id,
  project_name,
  pods_completions,
  pods_max,
  pods_min,
  pods_number,
  pods_parallelism,
  running_pods,
  submitted_by,
  type,
};

struct SlotPath {
  std::string_view path;
  Slot slot;
};

// Sorted by path, for a binary search.
constexpr SlotPath kSlots[] = {
    {"allocatedResources.cpu", Slot::allocated_cpu},
    {"allocatedResources.cpuMemory", Slot::allocated_cpu_memory},
    {"allocatedResources.gpu", Slot::allocated_gpu},
    {"allocatedResources.gpuMemory", Slot::allocated_gpu_memory},
    {"completedAt", Slot::completed_at},
    {"completedPods", Slot::completed_pods},
    {"createdAt", Slot::created_at},
    {"currentNodePools", Slot::current_node_pools},
    {"departmentName", Slot::department_name},
    {"failedPods", Slot::failed_pods},
    {"id", Slot::id},
    {"images", Slot::images},
    {"name", Slot::name},
    {"nodes", Slot::nodes},
    {"phase", Slot::phase},
    {"phaseMessage", Slot::phase_message},
    {"podsRequestedResources.cpu.request", Slot::requested_cpu},
    {"podsRequestedResources.cpuMemory.request", Slot::requested_cpu_memory},
    {"podsRequestedResources.gpu.request", Slot::requested_gpu},
    {"podsRequestedResources.gpuMemory.request", Slot::requested_gpu_memory},
    {"podsRequestedResources.gpuRequestType", Slot::gpu_request_type},
    {"preemptible", Slot::preemptible},
    {"priority", Slot::priority},
    {"priorityClassName", Slot::priority_class},
    {"projectId", Slot::project_id},
    {"projectName", Slot::project_name},
    {"requestedPods.completions", Slot::pods_completions},
    {"requestedPods.max", Slot::pods_max},
    {"requestedPods.min", Slot::pods_min},
    {"requestedPods.number", Slot::pods_number},
    {"requestedPods.parallelism", Slot::pods_parallelism},
    {"runningPods", Slot::running_pods},
    {"submittedBy", Slot::submitted_by},
    {"type", Slot::type},
};

const Slot* find_slot(std::string_view path) {
  auto it = std::lower_bound(std::begin(kSlots), std::end(kSlots), path,
                             [](const SlotPath& s, std::string_view p) { return s.path < p; });
  return it != std::end(kSlots) && it->path == path ? &it->slot : nullptr;
}

using Kind = JsonScalar::Kind;

// As workload_from_json's text(): strings as they are, numbers and booleans
// as JSON writes them, anything else empty.
std::string as_text(const JsonScalar& v) {
  switch (v.kind) {
    case Kind::text:
    case Kind::number:
    case Kind::integer:
      return std::string(v.text);
    case Kind::boolean:
      return v.boolean ? "true" : "false";
    case Kind::null:
      break;
  }
  return {};
}

std::optional<std::string> as_optional_text(const JsonScalar& v) {
  if (v.kind == Kind::null) return std::nullopt;
  return as_text(v);
}

std::optional<double> as_number(const JsonScalar& v) {
  if (v.kind == Kind::integer) return static_cast<double>(v.integer);
  if (v.kind == Kind::number) return v.number;
  return std::nullopt;
}

int64_t as_integer(const JsonScalar& v) {
  if (v.kind == Kind::integer) return v.integer;
  if (v.kind == Kind::number) {
    // Converting a double outside int64_t's range is undefined: clamp it.
    if (!(v.number > -9.2e18)) return v.number < 0 ? INT64_MIN : 0;  // also NaN -> 0
    if (!(v.number < 9.2e18)) return INT64_MAX;
    return static_cast<int64_t>(v.number);
  }
  int64_t value = 0;
  if (v.kind == Kind::text) std::from_chars(v.text.data(), v.text.data() + v.text.size(), value);
  return value;
}

void assign(Workload& w, Slot slot, const JsonScalar& v) {
  switch (slot) {
    case Slot::allocated_cpu:
      w.allocated.cpu = as_number(v);
      break;
    case Slot::allocated_cpu_memory:
      w.allocated.cpu_memory = as_optional_text(v);
      break;
    case Slot::allocated_gpu:
      w.allocated.gpu = as_number(v);
      break;
    case Slot::allocated_gpu_memory:
      w.allocated.gpu_memory = as_optional_text(v);
      break;
    case Slot::completed_at:
      w.completed_at = as_optional_text(v);
      break;
    case Slot::completed_pods:
      w.completed_pods = as_integer(v);
      break;
    case Slot::created_at:
      w.created_at = as_text(v);
      break;
    case Slot::current_node_pools:
      if (v.kind == Kind::text) w.node_pools.emplace_back(v.text);
      break;
    case Slot::department_name:
      w.department_name = as_optional_text(v);
      break;
    case Slot::failed_pods:
      w.failed_pods = as_integer(v);
      break;
    case Slot::id:
      w.id = as_text(v);
      break;
    case Slot::images:
      if (v.kind == Kind::text && w.image.empty()) w.image = v.text;
      break;
    case Slot::name:
      w.name = as_text(v);
      break;
    case Slot::nodes:
      if (v.kind == Kind::text) w.nodes.emplace_back(v.text);
      break;
    case Slot::phase:
      w.phase = as_text(v);
      break;
    case Slot::phase_message:
      w.phase_message = as_text(v);
      break;
    case Slot::requested_cpu:
      w.requested.cpu = as_number(v);
      break;
    case Slot::requested_cpu_memory:
      w.requested.cpu_memory = as_optional_text(v);
      break;
    case Slot::requested_gpu:
      w.requested.gpu = as_number(v);
      break;
    case Slot::requested_gpu_memory:
      w.requested.gpu_memory = as_optional_text(v);
      break;
    case Slot::gpu_request_type:
      w.gpu_request_type = as_optional_text(v);
      break;
    case Slot::preemptible:
      w.preemptible = v.kind == Kind::boolean && v.boolean;
      break;
    case Slot::priority:
      w.priority = as_integer(v);
      break;
    case Slot::priority_class:
      w.priority_class = as_text(v);
      break;
    case Slot::project_id:
      w.project_id = as_text(v);
      break;
    case Slot::project_name:
      w.project_name = as_text(v);
      break;
    case Slot::pods_completions:
      w.requested_pods.completions = as_integer(v);
      break;
    case Slot::pods_max:
      w.requested_pods.max = as_integer(v);
      break;
    case Slot::pods_min:
      w.requested_pods.min = as_integer(v);
      break;
    case Slot::pods_number:
      w.requested_pods.number = as_integer(v);
      break;
    case Slot::pods_parallelism:
      w.requested_pods.parallelism = as_integer(v);
      break;
    case Slot::running_pods:
      w.running_pods = as_integer(v);
      break;
    case Slot::submitted_by:
      w.submitted_by = as_text(v);
      break;
    case Slot::type:
      w.type = as_text(v);
      break;
  }
}

// Reads the object at `reader` into `w`: `path` is the dotted path of the
// object inside the item ("" for the item itself).
bool read_object(JsonReader& reader, Workload& w, std::string& path) {
  if (!reader.begin_object()) return false;
  std::string_view key;
  while (reader.next_key(key)) {
    const std::size_t length = path.size();
    if (!path.empty()) path += '.';
    path += key;
    const Slot* slot = find_slot(path);
    switch (reader.peek()) {
      case JsonReader::Kind::object:
        if (!read_object(reader, w, path)) return false;
        break;
      case JsonReader::Kind::array:
        // Lists of strings (nodes, images); anything else in them is skipped.
        if (!reader.begin_array()) return false;
        while (reader.next_element()) {
          if (slot == nullptr || reader.peek() != JsonReader::Kind::string) {
            if (!reader.skip()) return false;
            continue;
          }
          JsonScalar v;
          if (!reader.read_scalar(v)) return false;
          assign(w, *slot, v);
        }
        if (reader.failed()) return false;
        break;
      default: {
        JsonScalar v;
        if (!reader.read_scalar(v)) return false;
        if (slot != nullptr) assign(w, *slot, v);
      }
    }
    path.resize(length);
  }
  return !reader.failed();
}

std::unexpected<ApiError> not_json(std::string_view what, const JsonReader& reader) {
  return std::unexpected(
      protocol_error(what, "not JSON (at byte " + std::to_string(reader.position()) + ")"));
}

}  // namespace

ApiResult<Workload> read_workload_item(std::string_view text, std::string_view what) {
  JsonReader reader(text);
  const JsonReader::Kind kind = reader.peek();
  if (kind == JsonReader::Kind::invalid) return not_json(what, reader);
  if (kind != JsonReader::Kind::object) {
    return std::unexpected(protocol_error(what, "not a JSON object"));
  }
  Workload w;
  std::string path;
  if (!read_object(reader, w, path) || !reader.at_end()) return not_json(what, reader);
  w.json.assign(text);
  return w;
}

ApiResult<WorkloadPageSummary> read_workload_page(std::string_view text, std::string_view what,
                                                  const std::function<bool(Workload&&)>& sink) {
  JsonReader reader(text);
  const JsonReader::Kind kind = reader.peek();
  if (kind != JsonReader::Kind::object) {
    if (kind == JsonReader::Kind::invalid) return not_json(what, reader);
    return std::unexpected(protocol_error(what, "not a JSON object"));
  }
  WorkloadPageSummary summary;
  bool saw_items = false;
  bool saw_total = false;
  std::string path;
  reader.begin_object();
  std::string_view key;
  while (reader.next_key(key)) {
    if (key == "total" && reader.peek() == JsonReader::Kind::number) {
      JsonScalar v;
      if (!reader.read_scalar(v)) return not_json(what, reader);
      summary.total = as_integer(v);
      saw_total = true;
    } else if (key == "workloads" && reader.peek() == JsonReader::Kind::array) {
      saw_items = true;
      reader.begin_array();
      while (reader.next_element()) {
        if (reader.peek() != JsonReader::Kind::object) {
          if (!reader.skip()) return not_json(what, reader);
          continue;
        }
        Workload w;
        path.clear();
        const std::size_t start = reader.position();
        if (!read_object(reader, w, path)) return not_json(what, reader);
        w.json.assign(text.substr(start, reader.position() - start));
        ++summary.items;
        if (!sink(std::move(w))) {
          summary.stopped = true;
          return summary;
        }
      }
      if (reader.failed()) return not_json(what, reader);
    } else if (!reader.skip()) {
      return not_json(what, reader);
    }
  }
  if (reader.failed() || !reader.at_end()) return not_json(what, reader);
  if (!saw_items) return std::unexpected(protocol_error(what, "no \"workloads\" list"));
  if (!saw_total) summary.total = summary.items;
  return summary;
}

}  // namespace gpuq::client::detail
