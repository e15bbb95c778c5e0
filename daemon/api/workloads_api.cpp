// /api/v1/workloads: submit, list, count, get, delete, suspend, resume; and
// the typed paths /api/v1/workloads/{trainings,workspaces,inferences}/...
#include "core/priority_class.h"
#include "daemon/api/distributed_spec.h"
#include "daemon/api/field_selection.h"
#include "daemon/api/json_read.h"
#include "daemon/api/pod_processes_json.h"
#include "daemon/api/reserved_environment.h"
#include "daemon/api/routes.h"
#include "daemon/api/run_spec.h"
#include "daemon/api/unknown_fields.h"
#include "daemon/api/workload_json.h"
#include "daemon/api/workload_request.h"
#include "daemon/api/workload_update.h"
#include "daemon/service/capacity_check.h"

namespace gpuq::daemon::api {
namespace {

struct TypedPath {
  const char* segment;
  core::WorkloadType type;
};
constexpr TypedPath kTypes[] = {{"trainings", core::WorkloadType::training},
                                {"workspaces", core::WorkloadType::workspace},
                                {"inferences", core::WorkloadType::inference}};

// Whether the request asks for a minimal answer (RFC 7240's Prefer header,
// "return=minimal" among its comma-separated preferences).
bool prefers_minimal(const HttpRequest& request) {
  const auto header = request.headers.find("prefer");
  if (header == request.headers.end()) return false;
  std::string_view rest = header->second;
  while (!rest.empty()) {
    const std::size_t comma = std::min(rest.find(','), rest.size());
    std::string_view item = rest.substr(0, comma);
    rest.remove_prefix(std::min(comma + 1, rest.size()));
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (item == "return=minimal") return true;
  }
  return false;
}

std::string project_param(const ApiContext& c) {
  const std::string* p = c.query("project");
  return p != nullptr ? *p : std::string();
}

// The workload named by the route's first hole (an id, or a name with an
// optional ?project=), of `type` when given.
core::Result<Workload> find(const ApiContext& c, std::optional<core::WorkloadType> type) {
  GPUQ_TRY(w, c.service.workload(c.params.at(0), project_param(c), c.caller.user));
  if (type && w.type != *type) {
    return core::fail("no " + std::string(core::workload_type_name(*type)) + " " + c.params[0] +
                          " (it is a " + std::string(core::workload_type_name(w.type)) + ")",
                      "", core::Error::Code::not_found);
  }
  return w;
}

core::Result<HttpResponse> submit(ApiContext& c, core::WorkloadType type, bool distributed) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  GPUQ_TRY(request, parse_submit(body, type));
  if (auto ok = apply_run_spec(body, request, c.service, c.caller); !ok) {
    return std::unexpected(ok.error());
  }
  if (distributed) {
    if (auto ok = apply_distributed(body, request.draft); !ok) return std::unexpected(ok.error());
  }
  std::vector<std::string> ignored_variables;
  if (c.service.config().backend == "kubernetes") {
    drop_client_captured(request);
    honour_cluster_fields(request);
  } else {
    ignored_variables =
        ignored_variable_warnings(request.draft.run.environment, request.captured_environment);
  }
  const std::string requested = request.draft.name;
  GPUQ_TRY(allow_pending, c.flag("allowPending"));
  // The reply is built outside the lock, from copies of what it names: the
  // project, its department and the nodes (its pods are not placed yet),
  // taken under the submit's own lock.
  State names;
  std::optional<std::string> beyond;  // why it waits until a quota grows
  const auto copy_names = [&](const State& s, const Workload& added) {
    beyond = beyond_quota(added, s.projects, s.nodes);
    const StateIndex index(s);
    if (const Project* p = index.project(added.project_id)) {
      names.projects.push_back(*p);
      if (const Project* d = department_of(p, index)) names.projects.push_back(*d);
    }
    names.nodes = s.nodes;
  };
  GPUQ_TRY(w, c.service.submit(c.caller, std::move(request.draft), request.project,
                               request.name_as_prefix, allow_pending, copy_names,
                               Service::Wake::by_caller));
  // The scheduler is woken once the answer has been sent: woken first, it
  // takes the CPU the answer waits for (bench/README.md, Round 18).
  HttpResponse answer;
  answer.after_sent = [&service = c.service] { service.notify_change(); };
  // With Prefer: return=minimal the answer is the workload's list item, which
  // is all a client needs to name what it submitted: the detail view echoes
  // the whole spec (a captured environment) and was a quarter of a submit's
  // work on each side. The item is written as text: built as a DOM it was a
  // quarter of what the request's thread did.
  if (prefers_minimal(c.request)) {
    JsonTextWriter out;
    write_workload_item(out, w, StateIndex(names), nullptr, [&](JsonTextWriter& more) {
      more.key("workloadId");
      more.value(w.id);
      more.key("requestedName");
      more.value(requested);
      more.key("createdBy");
      more.value(w.submitted_by);
      more.key("actualPhase");
      more.value(w.phase);
    });
    answer.status = 202;
    answer.body = out.take();
    answer.headers["Preference-Applied"] = "return=minimal";
  } else {
    nlohmann::json out = workload_detail(w, StateIndex(names), {}, /*show_private=*/true);
    out["workloadId"] = w.id;
    out["requestedName"] = requested;
    out["createdBy"] = w.submitted_by;
    out["actualPhase"] = w.phase;
    answer.status = 202;
    answer.body = to_text(out);
  }
  std::vector<std::string> warnings = unknown_field_warnings(body);
  warnings.insert(warnings.end(), ignored_variables.begin(), ignored_variables.end());
  if (beyond) {
    // Accepted all the same, as KAI does: the quota may grow.
    warnings.push_back(w.name + " will wait until a quota grows: " + *beyond +
                       "; preemptible workloads may use more than their quota");
  }
  return with_warnings(std::move(answer), warnings);
}

// The body is written as text under the lock: with JsonTextWriter a page of
// 500 takes about a millisecond, less than copying the workloads out would.
// Keys are in the order nlohmann would dump them: next, total, workloads.
core::Result<HttpResponse> list(ApiContext& c) {
  GPUQ_TRY(query, parse_list_query(c.request.query, workload_fields()));
  std::vector<std::string_view> fields_values;
  for (auto [it, end] = c.request.query.equal_range("fields"); it != end; ++it) {
    fields_values.push_back(it->second);
  }
  GPUQ_TRY(selection, FieldSelection::parse(fields_values, workload_item_paths()));
  JsonTextWriter items;
  Page page;
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    page = select_page(
        s.workloads.size(), query,
        [&](std::size_t i, const std::string& f) {
          return workload_field(s.workloads[i], index, f);
        },
        [&](std::size_t i, std::string_view needle) {
          return workload_search(s.workloads[i], index, needle);
        });
    items.reserve(page.items.size() * (selection ? 300 : 1200) + 64);
    items.begin_object();
    if (page.next) {
      items.key("next");
      items.value(static_cast<uint64_t>(*page.next));
    }
    items.key("total");
    items.value(static_cast<uint64_t>(page.total));
    items.key("workloads");
    items.begin_array();
    for (std::size_t i : page.items) {
      write_workload_item(items, s.workloads[i], index, selection.get());
    }
    items.end_array();
    items.end_object();
  });
  HttpResponse response;
  response.status = 200;
  response.body = items.take();
  return response;
}

core::Result<HttpResponse> count(ApiContext& c) {
  GPUQ_TRY(query, parse_list_query(c.request.query, workload_fields()));
  query.offset = 0;
  query.sort_by.clear();
  std::size_t total = 0;
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    total = select_page(
                s.workloads.size(), query,
                [&](std::size_t i, const std::string& f) {
                  return workload_field(s.workloads[i], index, f);
                },
                [&](std::size_t i, std::string_view needle) {
                  return workload_search(s.workloads[i], index, needle);
                })
                .total;
  });
  return json_response(200, {{"count", total}});
}

core::Result<HttpResponse> get(ApiContext& c, std::optional<core::WorkloadType> type) {
  GPUQ_TRY(w, find(c, type));
  auto events = c.service.events(w.id);
  nlohmann::json out;
  const bool owner = may_read_private(c.caller, w);
  c.service.read([&](const State& s) {
    out = workload_detail(w, StateIndex(s), events ? *events : std::vector<Event>{}, owner);
  });
  // Command lines may carry what the owner typed: theirs and administrators' only.
  if (ProcessRunner* runner = c.service.runner(); runner != nullptr && owner) {
    add_pod_processes(out, w, *runner, c.service.gpus());
  }
  return json_response(200, out);
}

core::Result<HttpResponse> remove(ApiContext& c, std::optional<core::WorkloadType> type) {
  GPUQ_TRY(w, find(c, type));
  GPUQ_TRY(force, c.flag("force"));
  if (auto ok = c.service.delete_workload(c.caller, w.id, force); !ok) {
    return std::unexpected(ok.error());
  }
  return status_response(202, "workload " + w.name + " is being deleted");
}

core::Result<HttpResponse> suspend(ApiContext& c, std::optional<core::WorkloadType> type) {
  GPUQ_TRY(w, find(c, type));
  if (auto ok = c.service.suspend(c.caller, w.id); !ok) return std::unexpected(ok.error());
  return status_response(202, "workload " + w.name + " is being suspended");
}

core::Result<HttpResponse> resume(ApiContext& c, std::optional<core::WorkloadType> type) {
  GPUQ_TRY(w, find(c, type));
  if (auto ok = c.service.resume(c.caller, w.id); !ok) return std::unexpected(ok.error());
  return status_response(202, "workload " + w.name + " is being resumed");
}

// PATCH /api/v1/workloads/inferences/{id}: {"spec": {...}} merged into the
// spec as submitted (workload_update.h), read again as a submission is, and
// rolled out (Service::update_workload).
core::Result<HttpResponse> update(ApiContext& c, core::WorkloadType type) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  // Another update between the read and the write: merge again onto it.
  for (int attempt = 0;; ++attempt) {
    GPUQ_TRY(w, find(c, type));
    // Before anything is read of the stored spec, which is the owner's.
    if (auto ok = c.service.check_owner(c.caller, w); !ok) return std::unexpected(ok.error());
    const json stored = json::parse(w.spec_json, nullptr, /*allow_exceptions=*/false);
    GPUQ_TRY(spec, merge_update(stored, body));
    std::string project;
    c.service.read([&](const State& s) {
      if (const Project* p = StateIndex(s).project(w.project_id)) project = p->name;
    });
    const json merged = {{"name", w.name}, {"projectId", project}, {"spec", spec}};
    GPUQ_TRY(request, parse_submit(merged, type));
    if (auto ok = apply_run_spec(merged, request, c.service, c.caller); !ok) {
      return std::unexpected(ok.error());
    }
    GPUQ_TRY(allow_pending, c.flag("allowPending"));
    auto updated = c.service.update_workload(c.caller, w.id, std::move(request.draft),
                                             allow_pending, &w.spec_json);
    if (!updated && updated.error().code == core::Error::Code::conflict && attempt < 3 &&
        updated.error().message.ends_with(kChangedMeanwhile)) {
      continue;
    }
    if (!updated) return std::unexpected(updated.error());
    json out;
    c.service.read([&](const State& s) {
      out = workload_detail(*updated, StateIndex(s), {}, /*show_private=*/true);
    });
    out["workloadId"] = updated->id;
    return json_response(202, out);
  }
}

}  // namespace

void add_workload_routes(Router& router) {
  const std::string base = "/api/v1/workloads";
  router.add("GET", base, list);
  router.add("GET", base + "/count", count);
  router.add("GET", base + "/{id}", [](ApiContext& c) { return get(c, std::nullopt); });
  router.add("DELETE", base + "/{id}", [](ApiContext& c) { return remove(c, std::nullopt); });
  router.add("POST", base + "/{id}/suspend",
             [](ApiContext& c) { return suspend(c, std::nullopt); });
  router.add("POST", base + "/{id}/resume", [](ApiContext& c) { return resume(c, std::nullopt); });
  // A distributed training is a training of several pods with roles: the
  // typed paths of trainings read and act on it too.
  router.add("POST", base + "/distributed",
             [](ApiContext& c) { return submit(c, core::WorkloadType::training, true); });
  for (const TypedPath& t : kTypes) {
    const std::string typed = base + "/" + t.segment;
    const core::WorkloadType type = t.type;
    router.add("POST", typed, [type](ApiContext& c) { return submit(c, type, false); });
    router.add("GET", typed + "/{id}", [type](ApiContext& c) { return get(c, type); });
    router.add("DELETE", typed + "/{id}", [type](ApiContext& c) { return remove(c, type); });
    router.add("POST", typed + "/{id}/suspend", [type](ApiContext& c) { return suspend(c, type); });
    router.add("POST", typed + "/{id}/resume", [type](ApiContext& c) { return resume(c, type); });
  }
  // Run:ai updates inferences in place; the other types are submitted again.
  router.add("PATCH", base + "/inferences/{id}",
             [](ApiContext& c) { return update(c, core::WorkloadType::inference); });
}

}  // namespace gpuq::daemon::api
