// One workload in detail (pods, events, spec), and the fields of workloads
// for list queries. See workload_json.h.
#include "daemon/api/workload_json.h"
#include "daemon/model/iso_time.h"
#include "daemon/service/min_runtime_settings.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

// The UUID of MIG instance `slot` on `node`: the slot.index-th instance of
// its profile, counting over the node's MIG devices in order.
json mig_uuid(const NodeInfo* node, const core::MigSlot& slot) {
  if (node == nullptr) return nullptr;
  int seen = 0;
  for (const GpuDevice& d : node->mig_devices) {
    for (const MigDevice& m : d.mig) {
      if (m.profile != slot.profile) continue;
      if (seen++ == slot.index) return m.uuid;
    }
  }
  return nullptr;
}

json pod_json(const Workload& w, const Pod& p, const StateIndex& index) {
  const NodeInfo* node = index.node(p.node);
  json devices = json::array();
  for (const core::DeviceShare& d : p.devices) {
    // The machine's device index (as nvidia-smi numbers it) and UUID.
    json uuid = nullptr;
    int machine_index = d.index;
    if (node != nullptr && d.index >= 0 && d.index < static_cast<int>(node->devices.size())) {
      const GpuDevice& device = node->devices[static_cast<std::size_t>(d.index)];
      uuid = device.uuid;
      machine_index = device.index;
    }
    devices.push_back({{"index", machine_index},
                       {"uuid", uuid},
                       {"portion", static_cast<double>(d.portion) / 1000.0}});
  }
  json mig = json::array();
  for (const core::MigSlot& m : p.mig) {
    mig.push_back({{"profile", m.profile}, {"index", m.index}, {"uuid", mig_uuid(node, m)}});
  }
  return {
      {"name", pod_name(w, p)},
      {"index", p.completion_index},
      {"slot", p.index},
      {"phase", pod_phase_display(p.phase)},
      {"node", p.node.empty() ? json(nullptr) : json(p.node)},
      {"devices", devices},
      {"mig", mig},
      {"pid", p.pid},
      {"exitCode", p.exit_code >= 0 ? json(p.exit_code) : json(nullptr)},
      {"attempts", p.attempts},
      {"startedAt", iso_or_null(p.started_at)},
      {"finishedAt", iso_or_null(p.finished_at)},
      {"retryAt", iso_or_null(p.retry_at)},
      {"ports",
       [&] {
         // A pod not placed holds no port (the one it had is only a preference).
         json out = json::array();
         if (!is_placed(p.phase)) return out;
         for (const PortBinding& b : p.ports) {
           out.push_back({{"container", b.container}, {"host", b.host}, {"url", port_url(p, b)}});
         }
         return out;
       }()},
  };
}

FieldValue text_or_none(std::string text) {
  return text.empty() ? FieldValue::none() : FieldValue::of_text(std::move(text));
}

}  // namespace

json event_json(const Event& e) {
  return {{"id", e.id},
          {"workloadId", e.workload_id},
          {"createdAt", iso_or_null(e.time)},
          {"type", e.type},
          {"message", e.message}};
}

namespace {

// The spec with its environment values replaced by null, in each form a
// spec may give them: {"NAME": value}, [{name, value}], envs [{name, value}].
void hide_environment_values(json& spec) {
  if (!spec.is_object()) return;
  for (const char* key : {"environmentVariables", "envs"}) {
    auto it = spec.find(key);
    if (it == spec.end()) continue;
    if (it->is_object()) {
      for (auto& [name, value] : it->items()) value = nullptr;
    } else if (it->is_array()) {
      for (json& item : *it) {
        if (item.is_object() && item.contains("value")) item["value"] = nullptr;
      }
    }
  }
}

}  // namespace

json workload_detail(const Workload& w, const StateIndex& index, const std::vector<Event>& events,
                     bool show_private) {
  json out = workload_item(w, index);
  json pods = json::array();
  for (const Pod& p : w.pods) pods.push_back(pod_json(w, p, index));
  out["pods"] = std::move(pods);
  json list = json::array();
  for (const Event& e : events) list.push_back(event_json(e));
  out["events"] = std::move(list);
  // Minimum runtime: counted from the last start; the end is what the last
  // scheduling cycle found (null when nothing protects it).
  out["lastStartedAt"] = iso_or_null(w.last_start_at);
  out["guaranteedRuntimeEndsAt"] = iso_or_null(guaranteed_runtime_ends_at(index.state(), w));
  out["backoffLimit"] = w.backoff_limit;
  out["terminationGracePeriodSeconds"] = w.termination_grace_s;
  out["workingDir"] = w.run.working_dir.empty() ? json(nullptr) : json(w.run.working_dir);
  out["runAs"] = {{"uid", w.run.uid}, {"gid", w.run.gid}};
  json spec = json::object();
  if (!w.spec_json.empty()) {
    spec = json::parse(w.spec_json, nullptr, /*allow_exceptions=*/false);
    if (spec.is_discarded()) spec = json::object();
  }
  if (!show_private) hide_environment_values(spec);
  out["spec"] = std::move(spec);
  add_run_spec_detail(w, index, out);
  return out;
}

const FieldKinds& workload_fields() {
  static const FieldKinds kFields = {
      {"id", FieldKind::text},
      {"name", FieldKind::text},
      {"type", FieldKind::text},
      {"phase", FieldKind::text},
      {"phaseReason", FieldKind::text},
      {"desiredPhase", FieldKind::text},
      {"projectName", FieldKind::text},
      {"projectId", FieldKind::text},
      {"departmentName", FieldKind::text},
      {"departmentId", FieldKind::text},
      {"submittedBy", FieldKind::text},
      {"createdAt", FieldKind::time},
      {"updatedAt", FieldKind::time},
      {"phaseUpdatedAt", FieldKind::time},
      {"completedAt", FieldKind::time},
      {"priority", FieldKind::number},
      {"priorityClassName", FieldKind::text},
      {"preemptible", FieldKind::text},
      {"allocatedGPU", FieldKind::number},
      {"runningPods", FieldKind::number},
      {"nodepool", FieldKind::text},
      {"image", FieldKind::text},
  };
  return kFields;
}

FieldValue workload_field(const Workload& w, const StateIndex& index, const std::string& f) {
  auto project = [&] { return index.project(w.project_id); };
  auto department = [&]() -> const Project* {
    const Project* p = project();
    return p != nullptr && p->parent_id != 0 ? index.project(p->parent_id) : nullptr;
  };
  if (f == "id") return FieldValue::of_text(w.id);
  if (f == "name") return FieldValue::of_text(w.name);
  if (f == "type") return FieldValue::of_text(std::string(type_display_name(w.type)));
  if (f == "phase") return FieldValue::of_text(w.phase);
  if (f == "phaseReason") return text_or_none(w.phase_reason);
  if (f == "desiredPhase") return FieldValue::of_text(w.desired_phase);
  if (f == "projectName") {
    const Project* p = project();
    return p != nullptr ? FieldValue::of_text(p->name) : FieldValue::none();
  }
  if (f == "projectId") return FieldValue::of_text(std::to_string(w.project_id));
  if (f == "departmentName" || f == "departmentId") {
    const Project* d = department();
    if (d == nullptr) return FieldValue::none();
    return FieldValue::of_text(f == "departmentName" ? d->name : std::to_string(d->id));
  }
  if (f == "submittedBy") return FieldValue::of_text(w.submitted_by);
  if (f == "createdAt") return FieldValue::of_time(w.created_at);
  if (f == "updatedAt") return FieldValue::of_time(w.updated_at);
  if (f == "phaseUpdatedAt") return FieldValue::of_time(w.phase_updated_at);
  if (f == "completedAt") return FieldValue::of_time(w.completed_at);
  if (f == "priority") return FieldValue::of_number(w.priority);
  if (f == "priorityClassName") return FieldValue::of_text(priority_class_name(w));
  if (f == "preemptible") return FieldValue::of_text(w.preemptible ? "true" : "false");
  if (f == "allocatedGPU") return FieldValue::of_number(allocated_gpus(w));
  if (f == "runningPods") return FieldValue::of_number(running_pods(w));
  if (f == "nodepool") return text_or_none(node_pool_of(w, index));
  if (f == "image") return text_or_none(w.run.image);
  return FieldValue::none();
}

bool workload_search(const Workload& w, const StateIndex& index, std::string_view needle) {
  if (contains_folded(w.name, needle) || contains_folded(w.submitted_by, needle)) return true;
  const Project* project = index.project(w.project_id);
  return project != nullptr && contains_folded(project->name, needle);
}

}  // namespace gpuq::daemon::api
