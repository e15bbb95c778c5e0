#include "libclient/workload_page_reader.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <vector>

#include "libclient/json_mapping.h"

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

// One scalar as the parser gave it.
struct Scalar {
  enum class Kind { null, boolean, integer, number, text } kind = Kind::null;
  bool boolean = false;
  int64_t integer = 0;
  double number = 0;
  std::string_view text;  // text, and the number's own digits

  // As workload_from_json's text(): strings as they are, numbers and
  // booleans as JSON writes them, anything else empty.
  std::string as_text() const {
    switch (kind) {
      case Kind::text:
      case Kind::number:
        return std::string(text);
      case Kind::integer:
        return std::to_string(integer);
      case Kind::boolean:
        return boolean ? "true" : "false";
      case Kind::null:
        break;
    }
    return {};
  }
  std::optional<std::string> as_optional_text() const {
    if (kind == Kind::null) return std::nullopt;
    return as_text();
  }
  std::optional<double> as_number() const {
    if (kind == Kind::integer) return static_cast<double>(integer);
    if (kind == Kind::number) return number;
    return std::nullopt;
  }
  int64_t as_integer() const {
    if (kind == Kind::integer) return integer;
    if (kind == Kind::number) return static_cast<int64_t>(number);
    int64_t value = 0;
    if (kind == Kind::text) std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
  }
};

void assign(Workload& w, Slot slot, const Scalar& v) {
  switch (slot) {
    case Slot::allocated_cpu:
      w.allocated.cpu = v.as_number();
      break;
    case Slot::allocated_cpu_memory:
      w.allocated.cpu_memory = v.as_optional_text();
      break;
    case Slot::allocated_gpu:
      w.allocated.gpu = v.as_number();
      break;
    case Slot::allocated_gpu_memory:
      w.allocated.gpu_memory = v.as_optional_text();
      break;
    case Slot::completed_at:
      w.completed_at = v.as_optional_text();
      break;
    case Slot::completed_pods:
      w.completed_pods = v.as_integer();
      break;
    case Slot::created_at:
      w.created_at = v.as_text();
      break;
    case Slot::current_node_pools:
      if (v.kind == Scalar::Kind::text) w.node_pools.emplace_back(v.text);
      break;
    case Slot::department_name:
      w.department_name = v.as_optional_text();
      break;
    case Slot::failed_pods:
      w.failed_pods = v.as_integer();
      break;
    case Slot::id:
      w.id = v.as_text();
      break;
    case Slot::images:
      if (v.kind == Scalar::Kind::text && w.image.empty()) w.image = v.text;
      break;
    case Slot::name:
      w.name = v.as_text();
      break;
    case Slot::nodes:
      if (v.kind == Scalar::Kind::text) w.nodes.emplace_back(v.text);
      break;
    case Slot::phase:
      w.phase = v.as_text();
      break;
    case Slot::phase_message:
      w.phase_message = v.as_text();
      break;
    case Slot::requested_cpu:
      w.requested.cpu = v.as_number();
      break;
    case Slot::requested_cpu_memory:
      w.requested.cpu_memory = v.as_optional_text();
      break;
    case Slot::requested_gpu:
      w.requested.gpu = v.as_number();
      break;
    case Slot::requested_gpu_memory:
      w.requested.gpu_memory = v.as_optional_text();
      break;
    case Slot::gpu_request_type:
      w.gpu_request_type = v.as_optional_text();
      break;
    case Slot::preemptible:
      w.preemptible = v.kind == Scalar::Kind::boolean && v.boolean;
      break;
    case Slot::priority:
      w.priority = v.as_integer();
      break;
    case Slot::priority_class:
      w.priority_class = v.as_text();
      break;
    case Slot::project_id:
      w.project_id = v.as_text();
      break;
    case Slot::project_name:
      w.project_name = v.as_text();
      break;
    case Slot::pods_completions:
      w.requested_pods.completions = v.as_integer();
      break;
    case Slot::pods_max:
      w.requested_pods.max = v.as_integer();
      break;
    case Slot::pods_min:
      w.requested_pods.min = v.as_integer();
      break;
    case Slot::pods_number:
      w.requested_pods.number = v.as_integer();
      break;
    case Slot::pods_parallelism:
      w.requested_pods.parallelism = v.as_integer();
      break;
    case Slot::running_pods:
      w.running_pods = v.as_integer();
      break;
    case Slot::submitted_by:
      w.submitted_by = v.as_text();
      break;
    case Slot::type:
      w.type = v.as_text();
      break;
  }
}

// The SAX handler. Depth 1 is the page object; items are the objects of its
// "workloads" array, at depth 2; `path_` is the dotted path inside the
// current item of the container being read.
class PageHandler : public nlohmann::json_sax<json> {
 public:
  explicit PageHandler(const std::function<bool(Workload&&)>& sink) : sink_(sink) {}

  bool null() override { return scalar({}); }
  bool boolean(bool v) override { return scalar({Scalar::Kind::boolean, v, 0, 0, {}}); }
  bool number_integer(number_integer_t v) override {
    return scalar({Scalar::Kind::integer, false, v, 0, {}});
  }
  bool number_unsigned(number_unsigned_t v) override {
    return scalar({Scalar::Kind::integer, false, static_cast<int64_t>(v), 0, {}});
  }
  bool number_float(number_float_t v, const string_t& raw) override {
    return scalar({Scalar::Kind::number, false, 0, v, raw});
  }
  bool string(string_t& v) override { return scalar({Scalar::Kind::text, false, 0, 0, v}); }
  bool binary(binary_t&) override { return true; }

  bool key(string_t& k) override {
    key_ = k;
    return true;
  }
  bool start_object(std::size_t) override {
    ++depth_;
    if (depth_ == 1) return true;
    if (in_items_ && depth_ == 3 && !in_item_array_) {
      item_ = Workload{};
      in_item_ = true;
      path_.clear();
    } else if (in_item_) {
      enter();
    }
    return true;
  }
  bool end_object() override {
    if (in_item_ && depth_ == 3) {
      in_item_ = false;
      ++summary_.items;
      if (!sink_(std::move(item_))) {
        summary_.stopped = true;
        return false;  // stops the parser; not an error
      }
    } else if (in_item_) {
      leave();
    }
    --depth_;
    return true;
  }
  bool start_array(std::size_t) override {
    ++depth_;
    if (depth_ == 2 && key_ == "workloads") {
      in_items_ = true;
      saw_items_ = true;
    } else if (in_item_) {
      enter();
      ++in_item_array_;
    }
    return true;
  }
  bool end_array() override {
    if (depth_ == 2) {
      in_items_ = false;
    } else if (in_item_) {
      leave();
      --in_item_array_;
    }
    --depth_;
    return true;
  }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception&) override {
    failed_ = true;
    error_position_ = position;
    return false;
  }

  const WorkloadPageSummary& summary() const { return summary_; }
  bool saw_items() const { return saw_items_; }
  bool failed() const { return failed_; }
  bool saw_total() const { return saw_total_; }
  std::size_t error_position() const { return error_position_; }

 private:
  bool scalar(const Scalar& v) {
    if (depth_ == 1) {
      if (key_ == "total" && v.kind == Scalar::Kind::integer) {
        summary_.total = v.integer;
        saw_total_ = true;
      }
      return true;
    }
    if (!in_item_) return true;
    const std::size_t length = path_.size();
    if (in_item_array_ == 0) {  // a field of an object (in an array, the array's path)
      if (!path_.empty()) path_ += '.';
      path_ += key_;
    }
    if (const Slot* slot = find_slot(path_)) assign(item_, *slot, v);
    path_.resize(length);
    return true;
  }
  // Into an object or array inside the item: its key joins the path (an
  // object inside an array keeps the array's path).
  void enter() {
    lengths_.push_back(path_.size());
    if (in_item_array_ > 0) return;
    if (!path_.empty()) path_ += '.';
    path_ += key_;
  }
  void leave() {
    path_.resize(lengths_.back());
    lengths_.pop_back();
  }

  const std::function<bool(Workload&&)>& sink_;
  WorkloadPageSummary summary_;
  Workload item_;
  std::string key_;
  std::string path_;
  std::vector<std::size_t> lengths_;
  int depth_ = 0;
  int in_item_array_ = 0;
  bool in_items_ = false;
  bool in_item_ = false;
  bool saw_items_ = false;
  bool saw_total_ = false;
  bool failed_ = false;
  std::size_t error_position_ = 0;
};

}  // namespace

ApiResult<WorkloadPageSummary> read_workload_page(std::string_view text, std::string_view what,
                                                  const std::function<bool(Workload&&)>& sink) {
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos || text[start] != '{') {
    return std::unexpected(protocol_error(
        what,
        start == std::string_view::npos || text[start] == '[' ? "not a JSON object" : "not JSON"));
  }
  PageHandler handler(sink);
  json::sax_parse(text, &handler);
  if (handler.summary().stopped) return handler.summary();
  if (handler.failed()) {
    return std::unexpected(protocol_error(
        what, "not JSON (at byte " + std::to_string(handler.error_position()) + ")"));
  }
  if (!handler.saw_items()) return std::unexpected(protocol_error(what, "no \"workloads\" list"));
  WorkloadPageSummary summary = handler.summary();
  if (!handler.saw_total()) summary.total = summary.items;
  return summary;
}

}  // namespace gpuq::client::detail
