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
    for (std::size_t v = 0; v < session.jobs().size(); ++v) {
      const RtJob& cand = session.jobs()[v];
      if (cand.project != job.project || !cand.spec->preemptible ||
          cand.spec->priority >= job.spec->priority) {
        continue;
      }
      bool running_here = false;
      for (const RtPod& p : cand.pods) {
        running_here =
            running_here || (p.status == PodStatus::running && session.node_in_pool(p.node));
      }
      if (running_here) req.candidates.push_back(static_cast<int>(v));
    }
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
    for (RtJob& other : session.jobs()) {
      for (const RtPod& p : other.pods) {
        if (p.status == PodStatus::moved && other.reason.empty()) {
          other.reason = "moved to make room for " + by;
        }
      }
    }
  }
}

}  // namespace gpuq::core
