// Consolidation (scheduler-semantics.md §4): when a pending preemptible job
// does not fit only because free GPUs are scattered, move preemptible
// running jobs of any project so that it fits. Nothing is lost: a scenario
// is accepted only if every victim is placed again.
#include "core/actions.h"
#include "core/placement.h"
#include "core/queue_policy.h"
#include "core/reasons.h"
#include "core/victim_solver.h"

namespace gpuq::core {

void consolidate(Session& session) {
  // Victim candidates, found once: no job starts running during the action.
  const std::vector<int> running = running_candidates(session, [](const RtJob&) { return true; });
  if (running.empty()) return;  // nothing to move: no side effects to keep
  // Idle + releasing GPUs of the pool; changes only when a scenario is accepted.
  int64_t free_gpu = session.pool_idle_gpu() + session.pool_releasing_gpu();
  if (free_gpu <= 0) return;  // no GPU job can pass the gate below
  for (int j : pending_jobs_in_order(session)) {
    RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
    if (!job.spec->preemptible) continue;  // non-preemptible jobs never trigger consolidation
    const int count = pods_to_place(job);
    if (count == 0) continue;
    const ResourceVector r = session.pending_charge(job, count);
    if (r.gpu() <= 0) continue;
    // Cheap gate: the pool has enough idle and releasing GPUs in total.
    if (free_gpu < r.gpu()) continue;
    if (!capacity_violation(session, job, r).empty()) continue;
    SolveRequest req;
    req.preemptor = j;
    req.max_victim_jobs = session.config().max_consolidation_victims;
    req.candidates =
        still_running(session, running, [&](const RtJob& cand) { return &cand != &job; });
    if (req.candidates.empty()) continue;
    req.validator = [](Session&, const Scenario& sc) -> std::string {
      return sc.evicted.empty() ? std::string{} : std::string{"a victim could not be placed again"};
    };
    if (!solve(session, req, nullptr, nullptr)) continue;
    free_gpu = session.pool_idle_gpu() + session.pool_releasing_gpu();
    job.reason.clear();
    const std::string by = qualified_name(session, job);
    explain_moves(session, [&](const RtJob&, const RtPod& p) {
      return "moved from " + session.nodes()[static_cast<std::size_t>(p.from_node)].name() +
             " to " + session.nodes()[static_cast<std::size_t>(p.node)].name() +
             " by consolidation to make room for " + by;
    });
  }
}

}  // namespace gpuq::core
