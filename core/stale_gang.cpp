// Stale-gang eviction: a running gang that has fallen below min_available
// (some pods died) for longer than the grace period has its remaining pods
// evicted, so that it can be scheduled again as a whole.
#include "core/actions.h"

namespace gpuq::core {

void evict_stale_gangs(Session& session) {
  const int64_t grace = session.config().stale_grace_period_s;
  if (grace < 0) return;
  for (std::size_t j = 0; j < session.jobs().size(); ++j) {
    RtJob& job = session.jobs()[j];
    int running = 0;
    bool succeeded = false, here = false;
    for (const RtPod& p : job.pods) {
      if (p.status == PodStatus::running) {
        ++running;
        here = here || session.node_in_pool(p.node);
      }
      succeeded = succeeded || p.status == PodStatus::completed;
    }
    if (!here || succeeded || running == 0 || running >= job.spec->min_available) continue;
    if (job.spec->stale_for_s <= grace) continue;
    for (std::size_t p = 0; p < job.pods.size(); ++p) {
      if (job.pods[p].status != PodStatus::running) continue;
      RtPod next = job.pods[p];
      next.status = PodStatus::evicted;
      session.set_pod(static_cast<int>(j), static_cast<int>(p), std::move(next));
    }
    job.reason = "stale gang: " + std::to_string(running) + " of the " +
                 std::to_string(job.spec->min_available) + " pods it needs together have run for " +
                 std::to_string(job.spec->stale_for_s) + "s, longer than the grace period of " +
                 std::to_string(grace) + "s";
  }
}

}  // namespace gpuq::core
