// GET /api/v1/workloads/{id}/logs and /events.
#include <algorithm>
#include <memory>

#include "daemon/api/json_read.h"
#include "daemon/api/log_stream.h"
#include "daemon/api/pod_param.h"
#include "daemon/api/routes.h"
#include "daemon/api/workload_json.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon::api {
namespace {

core::Result<int64_t> count_param(const ApiContext& c, std::string_view key, int64_t fallback) {
  const std::string* v = c.query(key);
  if (v == nullptr) return fallback;
  char* end = nullptr;
  long long n = std::strtoll(v->c_str(), &end, 10);
  if (v->empty() || *end != '\0' || n < 0) {
    return core::fail("expected a whole number of 0 or more, got \"" + *v + "\"", std::string(key));
  }
  return n;
}

// Whether the run of completion index `index` has started (has a log).
bool started(const Workload& w, int index) {
  for (const Pod& p : w.pods) {
    if (p.completion_index == index) return !p.log_path.empty() || p.attempts > 0;
  }
  return index < next_completion_index(w);
}

core::Result<HttpResponse> logs(ApiContext& c) {
  const std::string* project = c.query("project");
  GPUQ_TRY(w,
           c.service.workload(c.params.at(0), project != nullptr ? *project : "", c.caller.user));
  if (!may_read_private(c.caller, w)) {
    return core::fail(
        "the logs of " + w.name + " are for " + w.submitted_by + " and administrators only", "",
        core::Error::Code::permission_denied);
  }
  GPUQ_TRY(pod, pod_index(c, w));
  GPUQ_TRY(tail, count_param(c, "tail", -1));
  GPUQ_TRY(follow, c.flag("follow"));
  const std::optional<int64_t> lines = tail >= 0 ? std::optional<int64_t>(tail) : std::nullopt;
  if (PodLogSource* elsewhere = c.service.pod_logs(); elsewhere != nullptr) {
    // Pods that run in a cluster: their logs are the API server's.
    GPUQ_TRY(pull, elsewhere->open(w, {pod, follow, lines}));
    HttpResponse r;
    r.content_type = "text/plain; charset=utf-8";
    r.stream = std::move(pull);
    return r;
  }
  if (!follow && !started(w, pod.value_or(0))) {
    const std::string who = pod ? w.name + "-" + std::to_string(*pod) : w.name;
    return core::fail(who + " has not started yet, so it has no log (" + w.phase + ")", "pod",
                      core::Error::Code::not_found);
  }
  HttpResponse r;
  r.content_type = "text/plain; charset=utf-8";
  if (pod) {
    const std::string path =
        with_legacy_log(c.service.config(), w.id, *pod, pod_log_path(w, c.service.config(), *pod));
    auto stream = std::make_shared<LogStream>(c.service, w.id, *pod, follow, lines, path);
    r.stream = [stream](std::string& out) { return stream->pull(out); };
  } else {
    auto stream = std::make_shared<AllPodsLogStream>(c.service, w, follow, lines);
    r.stream = [stream](std::string& out) { return stream->pull(out); };
  }
  return r;
}

core::Result<HttpResponse> events(ApiContext& c) {
  const std::string* project = c.query("project");
  GPUQ_TRY(w,
           c.service.workload(c.params.at(0), project != nullptr ? *project : "", c.caller.user));
  GPUQ_TRY(limit, count_param(c, "limit", 0));
  GPUQ_TRY(list, c.service.events(w.id, static_cast<std::size_t>(limit)));
  nlohmann::json out = nlohmann::json::array();
  for (const Event& e : list) out.push_back(event_json(e));
  return json_response(200, {{"events", std::move(out)}});
}

}  // namespace

void add_log_routes(Router& router) {
  router.add("GET", "/api/v1/workloads/{id}/logs", logs);
  router.add("GET", "/api/v1/workloads/{id}/events", events);
}

}  // namespace gpuq::daemon::api
