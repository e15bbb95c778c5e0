#include "daemon/api/metrics_text.h"

#include <cstdio>
#include <map>

#include "daemon/api/project_json.h"

namespace gpuq::daemon::api {
namespace {

std::string label(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '\\' || c == '"') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

void header(std::string& out, const char* name, const char* type, const char* help) {
  out += std::string("# HELP ") + name + " " + help + "\n# TYPE " + name + " " + type + "\n";
}

}  // namespace

std::string store_metrics_text(int64_t failed_commits) {
  std::string out;
  header(out, "gpuq_store_failed_commits_total", "counter",
         "Changes the state database refused (disk full, I/O error); each left the state as it "
         "was");
  return out + "gpuq_store_failed_commits_total " + std::to_string(failed_commits) + "\n";
}

std::string metrics_text(const State& s) {
  const StateIndex index(s);
  const Usage usage = compute_usage(index);
  const std::vector<std::string> pools = pool_names(s);
  std::string allocated, fair, deserved;
  for (const Project& p : s.projects) {
    if (p.department) continue;
    auto u = usage.find(p.id);
    for (const std::string& pool : pools) {
      const std::string labels = "{project=\"" + label(p.name) + "\",pool=\"" + label(pool) + "\"}";
      int64_t held = 0;
      if (u != usage.end() && u->second.contains(pool)) held = u->second.at(pool).allocated.gpu();
      allocated += "gpuq_project_allocated_gpus" + labels + " " + number(held / 1000.0) + "\n";
      auto f = s.fair_share.find(p.name + "|" + pool);
      if (f != s.fair_share.end()) {
        fair +=
            "gpuq_project_fair_share_gpus" + labels + " " + number(f->second.gpu() / 1000.0) + "\n";
      }
      auto q = p.resources.find(pool);
      const core::QueueQuota& quota = q == p.resources.end() ? p.default_quota : q->second;
      deserved +=
          "gpuq_project_deserved_gpus" + labels + " " +
          number(quota.deserved.gpu() == core::kUnlimited ? -1 : quota.deserved.gpu() / 1000.0) +
          "\n";
    }
  }
  std::map<std::string, int64_t> phases;
  int64_t pending = 0;
  for (const Workload& w : s.workloads) {
    ++phases[w.phase];
    pending += w.phase == "Pending";
  }
  std::string out;
  header(out, "gpuq_project_allocated_gpus", "gauge", "GPUs held by a project's pods in a pool.");
  out += allocated;
  header(out, "gpuq_project_fair_share_gpus", "gauge",
         "A project's fair share of GPUs in a pool, from the last cycle.");
  out += fair;
  header(out, "gpuq_project_deserved_gpus", "gauge", "A project's GPU quota in a pool.");
  out += deserved;
  header(out, "gpuq_workloads", "gauge", "Workloads by phase.");
  for (const auto& [phase, n] : phases) {
    out += "gpuq_workloads{phase=\"" + label(phase) + "\"} " + std::to_string(n) + "\n";
  }
  header(out, "gpuq_pending_workloads", "gauge", "Workloads waiting to be scheduled.");
  out += "gpuq_pending_workloads " + std::to_string(pending) + "\n";
  header(out, "gpuq_cycle_seconds", "gauge", "How long the last scheduling cycle took.");
  out += "gpuq_cycle_seconds " + number(s.last_cycle_ms / 1000.0) + "\n";
  header(out, "gpuq_cycles_total", "counter", "Scheduling cycles run since the daemon started.");
  out += "gpuq_cycles_total " + std::to_string(s.cycles) + "\n";
  return out;
}

}  // namespace gpuq::daemon::api
