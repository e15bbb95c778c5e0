// Preempt (scheduler-semantics.md §2.5): inside one project, a pending job
// evicts preemptible jobs of strictly lower priority. No fair-share check.
#include <algorithm>
#include <climits>

#include "core/actions.h"
#include "core/min_runtime.h"
#include "core/placement.h"
#include "core/queue_policy.h"
#include "core/reasons.h"
#include "core/victim_solver.h"

namespace gpuq::core {

void preempt(Session& session) {
  // Victim candidates per project, found once (no job starts running during
  // the action), and the lowest priority running in each project.
  std::vector<std::vector<int>> running(session.queues().size());
  std::vector<int> lowest(session.queues().size(), INT_MAX);
  for (int v : running_candidates(session, [](const RtJob&) { return true; })) {
    const RtJob& cand = session.jobs()[static_cast<std::size_t>(v)];
    running[static_cast<std::size_t>(cand.project)].push_back(v);
    int& low = lowest[static_cast<std::size_t>(cand.project)];
    low = std::min(low, cand.spec->priority);
  }
  bool any = false;  // a pending job that outranks something running in its project
  for (const RtJob& job : session.jobs()) {
    any = any || (job.in_session && job.project >= 0 && job.pending_pods() > 0 &&
                  job.spec->priority > lowest[static_cast<std::size_t>(job.project)]);
  }
  if (!any) return;  // no candidate for anyone: no side effects to keep
  const bool guarded = min_runtime_in_use(session);
  const RuntimeOf runtime_of = [&](const RtJob& victim) {
    return preempt_min_runtime(session, victim.project);
  };
  for (int j : pending_jobs_in_order(session)) {
    RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
    const int count = pods_to_place(job);
    if (count == 0) continue;
    const ResourceVector r = session.pending_charge(job, count);
    SolveRequest req;
    req.preemptor = j;
    req.candidates =
        still_running(session, running[static_cast<std::size_t>(job.project)],
                      [&](const RtJob& cand) { return cand.spec->priority < job.spec->priority; });
    if (req.candidates.empty()) continue;
    // A job at its project's limit may still preempt what runs under it.
    if (!capacity_violation_with_victims(session, job, r, req.candidates).empty()) continue;
    const LimitHit limit = limit_hit(session, job, r);
    SolveRequest unguarded;  // for the reason when protections are in the way
    if (guarded) {
      unguarded = req;
      req.candidates = unprotected(session, req.candidates, runtime_of);
      req.validator = [&](Session& s, const Scenario& sc) {
        return elastic_protection_violation(s, sc, runtime_of, "preempt");
      };
    }
    Scenario scenario;
    if (req.candidates.empty() || !solve(session, req, &scenario, nullptr)) {
      if (guarded) {
        std::string why = blocked_by_protection(session, unguarded, runtime_of, "preempt");
        if (!why.empty()) job.reason += (job.reason.empty() ? "" : "; ") + why;
      }
      continue;
    }
    job.reason.clear();
    const std::string by = qualified_name(session, job);
    const std::string where = limit.queue >= 0 ? ": " + describe_limit(session, limit)
                                               : std::string{" in the same project"};
    for (const auto& chunk : scenario.chunks) {
      RtJob& victim = session.jobs()[static_cast<std::size_t>(chunk.front().job)];
      victim.reason = "preempted by " + by + " (priority " + std::to_string(job.spec->priority) +
                      " > " + std::to_string(victim.spec->priority) + ")" + where;
      victim.reason += describe_moved_pods(session, victim);
    }
    explain_moves(session,
                  [&](const RtJob&, const RtPod&) { return "moved to make room for " + by; });
  }
}

}  // namespace gpuq::core
