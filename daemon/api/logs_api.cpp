// GET /api/v1/workloads/{id}/logs and /events.
#include <memory>

#include "daemon/api/json_read.h"
#include "daemon/api/log_stream.h"
#include "daemon/api/routes.h"
#include "daemon/api/workload_json.h"

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

// ?pod=N, or the pod's name ("<workload>-N"); default 0.
core::Result<int> pod_index(const ApiContext& c, const Workload& w) {
  int index = 0;
  if (const std::string* v = c.query("pod"); v != nullptr && !v->empty()) {
    std::string digits = *v;
    if (digits.starts_with(w.name + "-")) digits = digits.substr(w.name.size() + 1);
    char* end = nullptr;
    long n = std::strtol(digits.c_str(), &end, 10);
    if (digits.empty() || *end != '\0' || n < 0 || n > 1000000) {
      return core::fail("expected a pod index or name such as " + w.name + "-0, got \"" + *v + "\"",
                        "pod");
    }
    index = static_cast<int>(n);
  }
  if (index >= static_cast<int>(w.pods.size())) {
    return core::fail(w.name + " has no pod " + std::to_string(index) + " (it has " +
                          std::to_string(w.pods.size()) + ")",
                      "pod", core::Error::Code::not_found);
  }
  return index;
}

core::Result<HttpResponse> logs(ApiContext& c) {
  const std::string* project = c.query("project");
  GPUQ_TRY(w, c.service.workload(c.params.at(0), project != nullptr ? *project : ""));
  if (!may_read_private(c.caller, w)) {
    return core::fail(
        "the logs of " + w.name + " are for " + w.submitted_by + " and administrators only", "",
        core::Error::Code::permission_denied);
  }
  GPUQ_TRY(pod, pod_index(c, w));
  GPUQ_TRY(tail, count_param(c, "tail", -1));
  GPUQ_TRY(follow, c.flag("follow"));
  const std::string& path = w.pods[static_cast<std::size_t>(pod)].log_path;
  if (path.empty() && !follow) {
    return core::fail(w.name + "-" + std::to_string(pod) + " has not started yet, so it has no log",
                      "pod", core::Error::Code::not_found);
  }
  auto stream = std::make_shared<LogStream>(
      c.service, w.id, pod, follow, tail >= 0 ? std::optional<int64_t>(tail) : std::nullopt, path);
  HttpResponse r;
  r.content_type = "text/plain; charset=utf-8";
  r.stream = [stream](std::string& out) { return stream->pull(out); };
  return r;
}

core::Result<HttpResponse> events(ApiContext& c) {
  const std::string* project = c.query("project");
  GPUQ_TRY(w, c.service.workload(c.params.at(0), project != nullptr ? *project : ""));
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
