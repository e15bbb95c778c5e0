#include "core/min_runtime.h"

#include <algorithm>
#include <set>

#include "core/duration.h"
#include "core/reasons.h"

namespace gpuq::core {
namespace {

const QueueState& q_of(const Session& s, int q) { return s.queues()[static_cast<std::size_t>(q)]; }

}  // namespace

int64_t pool_preempt_min_runtime(const SchedulerConfig& config, const std::string& pool) {
  auto it = config.pool_min_runtime.find(pool);
  if (it != config.pool_min_runtime.end() && it->second.preempt_s) return *it->second.preempt_s;
  return config.preempt_min_runtime_s;
}

int64_t pool_reclaim_min_runtime(const SchedulerConfig& config, const std::string& pool) {
  auto it = config.pool_min_runtime.find(pool);
  if (it != config.pool_min_runtime.end() && it->second.reclaim_s) return *it->second.reclaim_s;
  return config.reclaim_min_runtime_s;
}

int64_t preempt_min_runtime(const Session& session, int victim_queue) {
  for (int q = victim_queue; q >= 0; q = q_of(session, q).parent) {
    const auto& v = q_of(session, q).spec->min_runtime.preempt_s;
    if (v) return *v;
  }
  return pool_preempt_min_runtime(session.config(), session.pool());
}

int64_t reclaim_min_runtime(const Session& session, int reclaimer_queue, int victim_queue) {
  const int64_t fallback = pool_reclaim_min_runtime(session.config(), session.pool());
  const std::vector<int> victim = path_from_root(session, victim_queue);
  const std::vector<int> reclaimer = path_from_root(session, reclaimer_queue);
  if (victim.empty()) return fallback;
  if (reclaimer.empty() || reclaimer.front() != victim.front()) {
    // Different top-level queues: only the victim's top level counts.
    const auto& v = q_of(session, victim.front()).spec->min_runtime.reclaim_s;
    return v ? *v : fallback;
  }
  std::size_t i = 0;  // deepest index where both paths agree (the LCA)
  while (i + 1 < victim.size() && i + 1 < reclaimer.size() && victim[i + 1] == reclaimer[i + 1]) {
    ++i;
  }
  if (victim.size() > i + 1) ++i;  // the LCA's child that holds the victim
  for (std::size_t k = i + 1; k-- > 0;) {
    const auto& v = q_of(session, victim[k]).spec->min_runtime.reclaim_s;
    if (v) return *v;
  }
  return fallback;
}

int64_t longest_min_runtime(const Session& session, int victim_queue) {
  int64_t longest = preempt_min_runtime(session, victim_queue);
  for (std::size_t q = 0; q < session.queues().size(); ++q) {
    if (static_cast<int>(q) == victim_queue || !session.queues()[q].is_leaf()) continue;
    longest = std::max(longest, reclaim_min_runtime(session, static_cast<int>(q), victim_queue));
  }
  return longest;
}

int64_t protected_until(const RtJob& job, int64_t min_runtime_s) {
  if (!job.spec->last_start_s || min_runtime_s <= 0) return 0;
  return *job.spec->last_start_s + min_runtime_s;
}

bool protected_now(const Session& session, const RtJob& job, int64_t min_runtime_s) {
  const int64_t until = protected_until(job, min_runtime_s);
  return until != 0 && session.config().now_s < until;
}

bool is_elastic(const RtJob& job) {
  return job.spec->min_available < static_cast<int>(job.pods.size());
}

namespace {

bool positive(const MinRuntime& m) {
  return m.preempt_s.value_or(0) > 0 || m.reclaim_s.value_or(0) > 0;
}

// The defaults and the pools' minimum runtimes (the projects' are read apart).
bool config_sets_min_runtime(const SchedulerConfig& c) {
  if (c.preempt_min_runtime_s > 0 || c.reclaim_min_runtime_s > 0) return true;
  for (const auto& [pool, m] : c.pool_min_runtime) {
    if (positive(m)) return true;
  }
  return false;
}

}  // namespace

bool min_runtime_in_use(const Session& session) {
  if (config_sets_min_runtime(session.config())) return true;
  for (const QueueState& q : session.queues()) {
    if (positive(q.spec->min_runtime)) return true;
  }
  return false;
}

bool min_runtime_in_use(const SchedulerConfig& config, const std::vector<ProjectSpec>& projects) {
  if (config_sets_min_runtime(config)) return true;
  for (const ProjectSpec& p : projects) {
    if (positive(p.min_runtime)) return true;
  }
  return false;
}

std::vector<int> unprotected(const Session& session, const std::vector<int>& candidates,
                             const RuntimeOf& runtime_of) {
  std::vector<int> out;
  for (int v : candidates) {
    const RtJob& job = session.jobs()[static_cast<std::size_t>(v)];
    if (!job.spec->last_start_s || is_elastic(job) ||
        !protected_now(session, job, runtime_of(job))) {
      out.push_back(v);
    }
  }
  return out;
}

namespace {

std::string describe_protected(const Session& session, const RtJob& victim, int64_t until,
                               const std::string& verb) {
  return "would " + verb + " " + qualified_name(session, victim) + ", protected for " +
         format_duration(until - session.config().now_s) + " more";
}

int holding_pods(const RtJob& job) {
  int n = 0;
  for (const RtPod& p : job.pods) n += p.holds() ? 1 : 0;
  return n;
}

}  // namespace

std::string elastic_protection_violation(Session& session, const Scenario& scenario,
                                         const RuntimeOf& runtime_of, const std::string& verb) {
  std::set<int> seen;
  for (const EvictedPod& e : scenario.evicted) {
    if (!seen.insert(e.job).second) continue;
    const RtJob& victim = session.jobs()[static_cast<std::size_t>(e.job)];
    if (!victim.spec->last_start_s) continue;
    const int64_t d = runtime_of(victim);
    if (!protected_now(session, victim, d)) continue;
    if (holding_pods(victim) < victim.spec->min_available) {
      return describe_protected(session, victim, protected_until(victim, d), verb);
    }
  }
  return {};
}

std::string blocked_by_protection(Session& session, const SolveRequest& request,
                                  const RuntimeOf& runtime_of, const std::string& verb) {
  bool any = false;
  for (int v : request.candidates) {
    const RtJob& job = session.jobs()[static_cast<std::size_t>(v)];
    any = any || (job.spec->last_start_s && protected_now(session, job, runtime_of(job)));
  }
  if (!any) return {};
  const std::size_t cp = session.checkpoint();
  Scenario scenario;
  if (!solve(session, request, &scenario, nullptr)) return {};
  std::string out;
  std::set<int> seen;
  int shown = 0, more = 0;
  for (const EvictedPod& e : scenario.evicted) {
    if (!seen.insert(e.job).second) continue;
    const RtJob& victim = session.jobs()[static_cast<std::size_t>(e.job)];
    const int64_t d = runtime_of(victim);
    if (!protected_now(session, victim, d)) continue;
    if (is_elastic(victim) && holding_pods(victim) >= victim.spec->min_available) continue;
    if (shown == 3) {
      ++more;
      continue;
    }
    out += (out.empty() ? "" : "; ") +
           describe_protected(session, victim, protected_until(victim, d), verb);
    ++shown;
  }
  session.rollback(cp);
  if (more > 0) out += " (and " + std::to_string(more) + " more)";
  return out;
}

}  // namespace gpuq::core
