#include <map>
#include <tuple>

#include "core/actions.h"
#include "core/placement.h"
#include "core/queue_policy.h"

namespace gpuq::core {
namespace {

// Jobs with the same request shape are interchangeable for placement: once
// one fails to fit, a later one with as many or more pods fails too (free
// capacity only shrinks during allocate), so it is skipped with the same
// reason (KAI's scheduling signatures).
using Signature = std::tuple<int, int64_t, int64_t, int64_t, int64_t, std::map<std::string, int>,
                             std::map<std::string, int64_t>>;

Signature signature_of(const PodRequest& r) {
  return {r.gpus, r.gpu_portion, r.gpu_memory, r.cpu, r.memory, r.mig, r.extended};
}

}  // namespace

std::vector<int> pending_jobs_in_order(Session& session) {
  JobQueue queue(session);
  for (std::size_t j = 0; j < session.jobs().size(); ++j) {
    const RtJob& job = session.jobs()[j];
    if (job.in_session && job.pending_pods() > 0) queue.push(static_cast<int>(j));
  }
  std::vector<int> order;
  for (int j = queue.pop(); j >= 0; j = queue.pop()) order.push_back(j);
  return order;
}

void allocate(Session& session) {
  JobQueue queue(session);
  for (std::size_t j = 0; j < session.jobs().size(); ++j) {
    const RtJob& job = session.jobs()[j];
    if (job.in_session && job.pending_pods() > 0) queue.push(static_cast<int>(j));
  }
  std::map<Signature, std::pair<int, std::string>> failed;  // shape -> (fewest pods, reason)
  for (int j = queue.pop(); j >= 0; j = queue.pop()) {
    RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
    const int count = pods_to_place(job);
    if (count == 0) {
      if (job.active_pods() < job.spec->min_available) {
        place_pods(session, j, 0, &job.reason);
      }
      continue;
    }
    const bool growing = job.active_pods() >= job.spec->min_available;
    std::string why = capacity_violation(session, job, session.pending_charge(job, count));
    if (!why.empty()) {
      if (!growing) job.reason = why;
      continue;
    }
    const Signature sig = signature_of(job.spec->request);
    auto it = failed.find(sig);
    if (it != failed.end() && it->second.first <= count) {
      if (!growing) job.reason = it->second.second;
      continue;
    }
    std::string reason;
    if (place_pods(session, j, count, &reason)) {
      job.reason.clear();
      if (job.pending_pods() > 0) queue.push(j);  // elastic: one more pod next time
    } else {
      if (!growing) job.reason = reason;
      auto& slot = failed[sig];
      if (slot.first == 0 || count < slot.first) slot = {count, reason};
    }
  }
}

}  // namespace gpuq::core
