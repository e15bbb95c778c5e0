// Workloads as the API shows them (Run:ai's Workload fields, reference 3.5),
// and their fields for filterBy/sortBy/search.
//
// Shapes: ids are strings (projectId "3"); times ISO-8601 UTC or null; GPU
// amounts are numbers of devices (0.5); CPU amounts are cores (0.25);
// memory amounts are quantity strings ("20Gi"). A pod is "placed" while it
// is starting, running or releasing; allocatedResources sum placed pods.
//
// Everything here reads a State the caller holds under Service::read() and
// copies nothing but the JSON it returns. Thread-safe as far as the State is.
#ifndef GPUQ_DAEMON_API_WORKLOAD_JSON_H_
#define GPUQ_DAEMON_API_WORKLOAD_JSON_H_

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "daemon/api/list_query.h"
#include "daemon/model/model.h"
#include "daemon/service/service.h"
#include "daemon/store/json_text.h"

namespace gpuq::daemon::api {

class FieldSelection;

// Lookups over one State, built once per request.
class StateIndex {
 public:
  explicit StateIndex(const State& state);
  const State& state() const { return state_; }
  const Project* project(int64_t id) const;  // nullptr when unknown
  const NodeInfo* node(std::string_view name) const;

 private:
  const State& state_;
  std::unordered_map<int64_t, const Project*> projects_;
};

std::string_view type_display_name(core::WorkloadType type);  // "Training", ...
// The class asked for, else the type's default ("train", "build", "inference").
std::string priority_class_name(const Workload& w);
bool is_placed(PodPhase phase);
// Whole GPUs held by the placed pods (portions included): 1.5.
double allocated_gpus(const Workload& w);
int running_pods(const Workload& w);
// The pool of the placed pods, else the first requested pool, else "".
std::string node_pool_of(const Workload& w, const StateIndex& index);
// "Pending", "Starting", "Running", "Releasing", "Succeeded", "Failed".
std::string pod_phase_display(PodPhase phase);
// The pool of the placed pods; "" when none is placed.
std::string_view placed_pool(const Workload& w, const StateIndex& index);
// The department holding project `p`; nullptr for none.
const Project* department_of(const Project* p, const StateIndex& index);
// "portion", "memory" or "migProfile".
std::string_view gpu_request_type(const core::PodRequest& r);
// The nodes its placed pods are on, each once, in pod order (gpuq's own
// "nodes" field of a list item: Run:ai's has none; `gpuq workload list -A`
// shows it).
std::vector<std::string_view> placed_nodes(const Workload& w);
// http://NODE:HOSTPORT for each published port of its placed pods, in pod
// order (Run:ai's "urls" of a list item).
std::string port_url(const Pod& p, const PortBinding& b);
std::vector<std::string> workload_urls(const Workload& w);
// Completed, Failed or being deleted: it can no longer be suspended.
bool is_terminal(const Workload& w);

// One item of GET /api/v1/workloads.
nlohmann::json workload_item(const Workload& w, const StateIndex& index);
// The same item written as text into `out`: byte for byte what
// to_text(workload_item(w, index)) gives (keys in nlohmann's sorted order),
// without building a DOM. Lists use this; workload_item stays the base of the
// detail view.
// With a selection (?fields=), only the fields it names; nullptr: all.
// `more`, when given, writes keys of the caller's own into the same object,
// after the item's.
void write_workload_item(JsonTextWriter& out, const Workload& w, const StateIndex& index,
                         const FieldSelection* selection = nullptr,
                         const std::function<void(JsonTextWriter&)>& more = {});
// Every path an item may have, for FieldSelection::parse.
const std::vector<std::string_view>& workload_item_paths();
// GET /api/v1/workloads/{id}: the item plus pods, events and spec. Without
// `show_private` the spec's environment values are null (names stay).
nlohmann::json workload_detail(const Workload& w, const StateIndex& index,
                               const std::vector<Event>& events, bool show_private);
nlohmann::json event_json(const Event& e);
// The run spec's part of the detail (run_spec_detail_json.cpp): `resolvedCompute`
// ({field: {value, source[, overridden]}}, null when nothing was merged) and
// `runSpec` {computeResource, profile, secrets, volumes, scratchDisk, fsGroup,
// noEffect}.
void add_run_spec_detail(const Workload& w, const StateIndex& index, nlohmann::json& out);

// The fields GET /api/v1/workloads filters and sorts on.
const FieldKinds& workload_fields();
FieldValue workload_field(const Workload& w, const StateIndex& index, const std::string& field);
// `needle` (lower case) in the name, project name or submitter.
bool workload_search(const Workload& w, const StateIndex& index, std::string_view needle);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_WORKLOAD_JSON_H_
