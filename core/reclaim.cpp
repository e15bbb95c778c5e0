// Reclaim (scheduler-semantics.md §2.4): a job of a project below its fair
// share takes resources from projects above theirs.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "core/actions.h"
#include "core/min_runtime.h"
#include "core/placement.h"
#include "core/queue_policy.h"
#include "core/reasons.h"
#include "core/victim_solver.h"

namespace gpuq::core {
namespace {

const QueueState& q_of(const Session& s, int q) { return s.queues()[static_cast<std::size_t>(q)]; }

// The first ancestors of a and b that differ on their paths from the root.
std::pair<int, int> leveled(const Session& s, int a, int b) {
  std::vector<int> pa = path_from_root(s, a), pb = path_from_root(s, b);
  std::size_t i = 0;
  while (i < pa.size() && i < pb.size() && pa[i] == pb[i]) ++i;
  return {i < pa.size() ? pa[i] : a, i < pb.size() ? pb[i] : b};
}

bool above_in_some(const ResourceVector& amount, const ResourceVector& bound_or_unlimited) {
  for (Resource r : kAllResources) {
    if (bound_or_unlimited[r] != kUnlimited && amount[r] > bound_or_unlimited[r]) return true;
  }
  return false;
}

ResourceVector allocatable_of(const QueueState& q) {
  ResourceVector v;
  for (Resource r : kAllResources) {
    int64_t a = q.allocatable(r);
    v[r] = a >= kUnconstrained ? kUnlimited : a;
  }
  return v;
}

double ratio(int64_t amount, int64_t fair) {
  if (fair <= 0) return amount > 0 ? std::numeric_limits<double>::infinity() : 0.0;
  return static_cast<double>(amount) / static_cast<double>(fair);
}

// The resource in which `amount` is furthest above `bound`, for reasons.
Resource most_over(const ResourceVector& amount, const ResourceVector& bound) {
  Resource best = Resource::gpu;
  double worst = -1;
  for (Resource r : kAllResources) {
    if (bound[r] == kUnlimited) continue;
    double over = ratio(amount[r], bound[r]);
    if (amount[r] > bound[r] && over > worst) {
      worst = over;
      best = r;
    }
  }
  return best;
}

std::string validate_reclaim(Session& s, const Scenario& sc,
                             std::vector<std::string>* why_victims) {
  const RtJob& job = s.jobs()[static_cast<std::size_t>(sc.preemptor)];
  const int reclaimer = job.project;
  std::vector<ResourceVector> rem = sc.queue_before;
  std::vector<char> lost(s.queues().size(), 0);
  ResourceVector involved = sc.request;
  for (const auto& chunk : sc.chunks) {
    const RtJob& victim = s.jobs()[static_cast<std::size_t>(chunk.front().job)];
    ResourceVector taken;
    for (const EvictedPod& e : chunk) {
      taken += charge_of(victim.pods[static_cast<std::size_t>(e.pod)].need);
    }
    involved += taken;
    auto [qr, qv] = leveled(s, reclaimer, victim.project);
    const QueueState& victim_q = q_of(s, qv);
    const QueueState& reclaimer_q = q_of(s, qr);
    const ResourceVector& rem_v = rem[static_cast<std::size_t>(qv)];
    std::string because;
    if (above_in_some(rem_v, allocatable_of(victim_q))) {
      Resource r = most_over(rem_v, allocatable_of(victim_q));
      because = victim_q.spec->name + " is above its fair share (" + describe_amount(r, rem_v[r]) +
                " > " + describe_amount(r, victim_q.allocatable(r)) + ")";
    } else if (!above_in_some(sc.queue_before[static_cast<std::size_t>(qr)] + sc.request,
                              reclaimer_q.deserved) &&
               above_in_some(rem_v, victim_q.deserved)) {
      Resource r = most_over(rem_v, victim_q.deserved);
      because = reclaimer_q.spec->name + " is below its quota and " + victim_q.spec->name +
                " is above its quota (" + describe_amount(r, rem_v[r]) + " > " +
                describe_amount(r, victim_q.deserved[r]) + ")";
    } else {
      return victim_q.spec->name + " is not above its fair share";
    }
    if (why_victims) why_victims->push_back(because);
    for (int q = victim.project; q >= 0; q = q_of(s, q).parent) {
      rem[static_cast<std::size_t>(q)] -= taken;
      lost[static_cast<std::size_t>(q)] = 1;
    }
  }
  // Saturation boundary at every level: the reclaimer must stay strictly
  // less saturated than each sibling it takes from.
  const double m = std::max(1.0, s.config().saturation_multiplier);
  for (int level = reclaimer; level >= 0; level = q_of(s, level).parent) {
    const QueueState& lq = q_of(s, level);
    ResourceVector post = rem[static_cast<std::size_t>(level)] + sc.request;
    int parent = lq.parent;
    std::vector<int> siblings;
    for (std::size_t i = 0; i < s.queues().size(); ++i) {
      if (static_cast<int>(i) != level && s.queues()[i].parent == parent) {
        siblings.push_back(static_cast<int>(i));
      }
    }
    for (int sib : siblings) {
      if (!lost[static_cast<std::size_t>(sib)]) continue;
      const QueueState& sq = q_of(s, sib);
      for (Resource r : kAllResources) {
        if (involved[r] <= 0) continue;
        double mine = ratio(post[r], lq.fair_share[r]);
        double theirs = ratio(rem[static_cast<std::size_t>(sib)][r], sq.fair_share[r]);
        if (mine > 1.0 && sq.fair_share[r] > 0 && m * mine >= theirs) {
          return lq.spec->name + " would be more saturated than " + sq.spec->name +
                 " after reclaiming";
        }
      }
    }
    if (!job.spec->preemptible) {
      for (Resource r : kAllResources) {
        if (lq.deserved[r] != kUnlimited && sc.request[r] > 0 &&
            lq.allocated_np[r] > lq.deserved[r]) {
          return "non-preemptible workloads of " + lq.spec->name + " would exceed its quota";
        }
      }
    }
  }
  return {};
}

}  // namespace

bool reclaim(Session& session) {
  // Victim candidates, found once and again after each accepted scenario
  // (only then do jobs stop running), with how many run in each project.
  std::vector<int> running;
  std::vector<int> per_project;
  auto refresh = [&] {
    running = running_candidates(session, [](const RtJob&) { return true; });
    per_project.assign(session.queues().size(), 0);
    for (int v : running) {
      ++per_project[static_cast<std::size_t>(session.jobs()[static_cast<std::size_t>(v)].project)];
    }
  };
  refresh();
  auto others_run = [&](const RtJob& job) {
    return running.size() >
           static_cast<std::size_t>(per_project[static_cast<std::size_t>(job.project)]);
  };
  // Pre-check: the reclaimer stays within its fair share in every resource;
  // if not, says why in the job's reason.
  auto within_fair_share = [&](RtJob& job, const ResourceVector& r) {
    const QueueState& q = session.queues()[static_cast<std::size_t>(job.project)];
    for (Resource res : kAllResources) {
      if (r[res] > 0 && q.allocated[res] + r[res] > q.fair_share[res]) {
        job.reason +=
            "; " + q.spec->name + " cannot reclaim: " + describe_amount(res, q.allocated[res]) +
            " allocated + " + describe_amount(res, r[res]) +
            " requested would exceed its fair share of " + describe_amount(res, q.fair_share[res]);
        return false;
      }
    }
    return true;
  };
  // Until a scenario is accepted nothing the pre-check reads changes, so if
  // no job can get past it the job order does not matter: skip the queue.
  bool any = false;
  std::vector<ResourceVector> released;  // by all candidates, computed when a job is at a limit
  for (const RtJob& job : session.jobs()) {
    if (!job.in_session || job.project < 0 || job.pending_pods() == 0) continue;
    const int count = pods_to_place(job);
    if (count == 0 || !others_run(job)) continue;
    const ResourceVector r = session.pending_charge(job, count);
    const QueueState& q = session.queues()[static_cast<std::size_t>(job.project)];
    bool within = true;
    for (Resource res : kAllResources) {
      within = within && !(r[res] > 0 && q.allocated[res] + r[res] > q.fair_share[res]);
    }
    if (!within) continue;
    // At a limit, what the candidates would release under it counts.
    const bool at_limit = limit_hit(session, job, r).queue >= 0;
    if (at_limit && released.empty()) released = released_by(session, running);
    const std::string over = at_limit ? capacity_violation_with_released(session, job, r, released)
                                      : capacity_violation(session, job, r);
    if (over.empty()) {
      any = true;
      break;
    }
  }
  if (!any) {
    for (RtJob& job : session.jobs()) {
      if (!job.in_session || job.project < 0 || job.pending_pods() == 0) continue;
      const int count = pods_to_place(job);
      if (count > 0 && others_run(job)) within_fair_share(job, session.pending_charge(job, count));
    }
    return false;
  }
  const bool guarded = min_runtime_in_use(session);
  for (int j : pending_jobs_in_order(session)) {
    RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
    const int count = pods_to_place(job);
    if (count == 0) continue;
    if (!others_run(job)) continue;  // nothing of another project to take
    const ResourceVector r = session.pending_charge(job, count);
    if (!within_fair_share(job, r)) continue;
    SolveRequest req;
    req.preemptor = j;
    req.candidates = still_running(session, running,
                                   [&](const RtJob& cand) { return cand.project != job.project; });
    // A job at a department's limit may still reclaim from its siblings.
    if (req.candidates.empty() ||
        !capacity_violation_with_victims(session, job, r, req.candidates).empty()) {
      continue;
    }
    const LimitHit limit = limit_hit(session, job, r);
    req.validator = [](Session& s, const Scenario& sc) { return validate_reclaim(s, sc, nullptr); };
    std::map<int, int64_t> runtime_by_project;  // the tree walk, once per victim project
    const RuntimeOf runtime_of = [&](const RtJob& victim) {
      auto [it, fresh] = runtime_by_project.try_emplace(victim.project, 0);
      if (fresh) it->second = reclaim_min_runtime(session, job.project, victim.project);
      return it->second;
    };
    SolveRequest unguarded;  // for the reason when protections are in the way
    if (guarded) {
      unguarded = req;
      req.candidates = unprotected(session, req.candidates, runtime_of);
      req.validator = [&](Session& s, const Scenario& sc) {
        std::string invalid = elastic_protection_violation(s, sc, runtime_of, "reclaim from");
        return invalid.empty() ? validate_reclaim(s, sc, nullptr) : invalid;
      };
    }
    Scenario scenario;
    std::string why;
    if (req.candidates.empty() || !solve(session, req, &scenario, &why)) {
      const std::string held =
          guarded ? blocked_by_protection(session, unguarded, runtime_of, "reclaim from")
                  : std::string{};
      if (!held.empty()) {
        job.reason += "; " + held;
      } else if (!why.empty()) {
        job.reason += "; reclaim refused: " + why;
      }
      continue;
    }
    std::vector<std::string> because;
    validate_reclaim(session, scenario, &because);
    job.reason.clear();
    const std::string by = qualified_name(session, job);
    for (std::size_t c = 0; c < scenario.chunks.size(); ++c) {
      RtJob& victim = session.jobs()[static_cast<std::size_t>(scenario.chunks[c].front().job)];
      victim.reason = "reclaimed by " + by + ": " + (c < because.size() ? because[c] : "");
      if (limit.queue >= 0) victim.reason += "; " + describe_limit(session, limit);
      victim.reason += describe_moved_pods(session, victim);
    }
    explain_moves(session,
                  [&](const RtJob&, const RtPod&) { return "moved to make room for " + by; });
    refresh();
  }
  return true;
}

}  // namespace gpuq::core
