// Preempt (scheduler-semantics.md §2.5): inside one project, a pending job
// evicts preemptible jobs of strictly lower priority. No fair-share check.
#include "core/actions.h"
#include "core/placement.h"
#include "core/queue_policy.h"
#include "core/reasons.h"
#include "core/victim_solver.h"

namespace gpuq::core {

void preempt(Session& session) {
  for (int j : pending_jobs_in_order(session)) {
    RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
    const int count = pods_to_place(job);
    if (count == 0) continue;
    const ResourceVector r = session.pending_charge(job, count);
    if (!capacity_violation(session, job, r).empty()) continue;
    SolveRequest req;
    req.preemptor = j;
    req.candidates = running_candidates(session, [&](const RtJob& cand) {
      return cand.project == job.project && cand.spec->priority < job.spec->priority;
    });
    if (req.candidates.empty()) continue;
    Scenario scenario;
    if (!solve(session, req, &scenario, nullptr)) continue;
    job.reason.clear();
    const std::string by = qualified_name(session, job);
    for (const auto& chunk : scenario.chunks) {
      RtJob& victim = session.jobs()[static_cast<std::size_t>(chunk.front().job)];
      victim.reason = "preempted by " + by + " (priority " + std::to_string(job.spec->priority) +
                      " > " + std::to_string(victim.spec->priority) + ") in the same project";
    }
    explain_moves(session,
                  [&](const RtJob&, const RtPod&) { return "moved to make room for " + by; });
  }
}

}  // namespace gpuq::core
