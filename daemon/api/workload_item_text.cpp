// write_workload_item: one list item written straight as text. A page of 500
// built as an nlohmann DOM cost about 14 ms (some 55 allocations per item,
// then a dump), all of it under the state lock; this writes the same bytes
// with next to no allocations. Keys are in the sorted order nlohmann's
// std::map objects dump them in; numbers and strings are written the way its
// dump() writes them, falling back to it for the rare values where the two
// would differ. The unit tests compare both byte for byte.
#include <cmath>

#include "core/quantity.h"
#include "daemon/api/iso_time.h"
#include "daemon/api/json_read.h"
#include "daemon/api/workload_json.h"

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

void requested_resources(JsonTextWriter& out, const Workload& w) {
  const core::PodRequest& r = w.request;
  out.begin_object();
  out.key("cpu");
  out.begin_object();
  out.key("limit");
  milli_or_null(out, w.limits.cpu);
  out.key("request");
  milli_or_null(out, r.cpu);
  out.end_object();
  out.key("cpuMemory");
  out.begin_object();
  out.key("limit");
  bytes_or_null(out, w.limits.memory);
  out.key("request");
  bytes_or_null(out, r.memory);
  out.end_object();
  out.key("extendedResources");
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
  out.key("gpu");
  out.begin_object();
  out.key("limit");
  if (w.limits.gpu_portion > 0) {
    number(out, static_cast<double>(w.limits.gpu_portion) / 1000.0);
  } else {
    out.null_value();
  }
  out.key("request");
  if (!r.mig.empty()) {
    out.value(r.mig.begin()->second);
  } else if (r.gpu_portion > 0) {
    number(out, static_cast<double>(r.gpu_portion) / 1000.0);
  } else if (r.gpus > 0) {
    out.value(r.gpus);
  } else {
    out.null_value();
  }
  out.end_object();
  out.key("gpuMemory");
  out.begin_object();
  out.key("limit");
  bytes_or_null(out, w.limits.gpu_memory);
  out.key("request");
  bytes_or_null(out, r.gpu_memory);
  out.end_object();
  out.key("gpuRequestType");
  if (r.wants_gpu()) {
    out.value(gpu_request_type(r));
  } else {
    out.null_value();
  }
  out.key("largeShmRequest");
  out.value(w.limits.large_shm);
  if (!r.mig.empty()) {
    out.key("migProfile");
    text(out, r.mig.begin()->first);
  }
  out.end_object();
}

void allocated_resources(JsonTextWriter& out, const Workload& w, const StateIndex& index) {
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
  out.begin_object();
  out.key("cpu");
  number(out, static_cast<double>(w.request.cpu * placed) / 1000.0);
  out.key("cpuMemory");
  bytes_or_null(out, w.request.memory * placed);
  out.key("gpu");
  number(out, allocated_gpus(w));
  out.key("gpuMemory");
  bytes_or_null(out, static_cast<int64_t>(gpu_memory));
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

void write_workload_item(JsonTextWriter& out, const Workload& w, const StateIndex& index) {
  const Project* project = index.project(w.project_id);
  const Project* department = department_of(project, index);
  out.begin_object();
  out.key("actionsSupport");
  out.begin_object();
  out.key("delete");
  out.value(w.desired_phase != "Deleted");
  out.key("resume");
  out.value(w.desired_phase == "Stopped");
  out.key("suspend");
  out.value(!is_terminal(w) && w.desired_phase != "Stopped");
  out.end_object();
  out.key("allocatedResources");
  allocated_resources(out, w, index);
  out.key("arguments");
  if (w.run.argv.size() < 2) {
    out.null_value();
  } else {
    text(out, shell_join(w.run.argv, 1));
  }
  out.key("command");
  text_or_null(out, !w.run.argv.empty(), w.run.argv.empty() ? "" : w.run.argv.front());
  out.key("completedAt");
  time_or_null(out, w.completed_at);
  out.key("completedPods");
  out.value(w.succeeded);
  out.key("createdAt");
  time_or_null(out, w.created_at);
  out.key("currentNodePools");
  out.begin_array();
  if (std::string_view pool = placed_pool(w, index); !pool.empty()) text(out, pool);
  out.end_array();
  out.key("departmentId");
  if (department != nullptr) {
    out.value(std::to_string(department->id));
  } else {
    out.null_value();
  }
  out.key("departmentName");
  text_or_null(out, department != nullptr, department != nullptr ? department->name : "");
  out.key("desiredPhase");
  text(out, w.desired_phase);
  out.key("failedPods");
  out.value(w.failures);
  out.key("id");
  text(out, w.id);
  out.key("images");
  out.begin_array();
  if (!w.run.image.empty()) text(out, w.run.image);
  out.end_array();
  out.key("name");
  text(out, w.name);
  out.key("nodes");
  out.begin_array();
  for (std::string_view node : placed_nodes(w)) text(out, node);
  out.end_array();
  out.key("phase");
  text(out, w.phase);
  out.key("phaseMessage");
  text(out, w.phase_message.str());
  out.key("phaseReason");
  text(out, w.phase_reason);
  out.key("phaseUpdatedAt");
  time_or_null(out, w.phase_updated_at);
  out.key("podsRequestedResources");
  requested_resources(out, w);
  out.key("preemptible");
  out.value(w.preemptible);
  out.key("priority");
  out.value(w.priority);
  out.key("priorityClassName");
  text(out, priority_class_name(w));
  out.key("projectId");
  out.value(std::to_string(w.project_id));
  out.key("projectName");
  text_or_null(out, project != nullptr, project != nullptr ? project->name : "");
  out.key("requestedNodePools");
  out.begin_array();
  for (const std::string& pool : w.node_pools) text(out, pool);
  out.end_array();
  out.key("requestedPods");
  out.begin_object();
  out.key("completions");
  out.value(w.completions);
  out.key("max");
  out.value(w.parallelism);
  out.key("min");
  out.value(w.min_available);
  out.key("number");
  out.value(w.parallelism);
  out.key("parallelism");
  out.value(w.parallelism);
  out.end_object();
  out.key("runningPods");
  out.value(running_pods(w));
  out.key("submittedBy");
  text(out, w.submitted_by);
  out.key("type");
  out.value(type_display_name(w.type));
  out.key("updatedAt");
  time_or_null(out, w.updated_at);
  out.end_object();
}

}  // namespace gpuq::daemon::api
