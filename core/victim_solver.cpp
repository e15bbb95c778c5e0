#include "core/victim_solver.h"

#include <algorithm>
#include <map>

#include "core/placement.h"
#include "core/queue_policy.h"

namespace gpuq::core {
namespace {

// Hands out victim chunks: the worst queue first (queue order reversed, with
// what was already taken from it), inside it the lowest priority, then the
// newest job; a job above min_available gives one surplus pod at a time
// (lowest task priority first), otherwise all its running pods at once.
class VictimOrder {
 public:
  VictimOrder(Session& session, const std::vector<int>& candidates) : session_(session) {
    for (int j : candidates)
      by_queue_[session.jobs()[static_cast<std::size_t>(j)].project].push_back(j);
    for (auto& [q, jobs] : by_queue_) {
      std::sort(jobs.begin(), jobs.end(), [&](int a, int b) {
        const RtJob& ja = session.jobs()[static_cast<std::size_t>(a)];
        const RtJob& jb = session.jobs()[static_cast<std::size_t>(b)];
        if (ja.spec->priority != jb.spec->priority) return ja.spec->priority < jb.spec->priority;
        return ja.order > jb.order;
      });
      taken_[q] = ResourceVector{};
    }
  }

  // The next chunk, or empty when no victim is left.
  std::vector<int> next(int* job_out) {
    int worst = -1;
    const ResourceVector none;
    for (auto& [q, jobs] : by_queue_) {
      if (jobs.empty()) continue;
      if (worst < 0 ||
          compare_queues(session_, q, none, taken_[q], worst, none, taken_[worst]) > 0) {
        worst = q;
      }
    }
    if (worst < 0) return {};
    std::vector<int>& jobs = by_queue_[worst];
    int j = jobs.front();
    RtJob& job = session_.jobs()[static_cast<std::size_t>(j)];
    std::vector<int> running;
    for (const RtPod& p : job.pods) {
      if (p.status == PodStatus::running && !used_[j].count(p.index)) running.push_back(p.index);
    }
    const int alive = static_cast<int>(running.size());
    std::vector<int> chunk;
    if (alive > job.spec->min_available) {
      // One surplus pod: lowest task priority, then highest index.
      auto it = std::min_element(running.begin(), running.end(), [&](int a, int b) {
        const RtPod& pa = job.pods[static_cast<std::size_t>(a)];
        const RtPod& pb = job.pods[static_cast<std::size_t>(b)];
        if (pa.task_priority != pb.task_priority) return pa.task_priority < pb.task_priority;
        return a > b;
      });
      chunk.push_back(*it);
    } else {
      chunk = running;
    }
    for (int p : chunk) {
      used_[j].insert(p);
      taken_[worst] += charge_of(job.pods[static_cast<std::size_t>(p)].need);
    }
    if (static_cast<int>(chunk.size()) == alive) jobs.erase(jobs.begin());
    *job_out = j;
    return chunk;
  }

 private:
  Session& session_;
  std::map<int, std::vector<int>> by_queue_;
  std::map<int, ResourceVector> taken_;
  std::map<int, std::set<int>> used_;
};

// Whether an evicted victim pod fits again where it was: its devices on its
// node are still free. It is then no victim at all.
bool fits_in_place(Session& session, const RtPod& pod) {
  const NodeState& home = session.nodes()[static_cast<std::size_t>(pod.node)];
  return home.can_hold_again(pod.need, pod.devices, pod.mig);
}

// Where an evicted victim pod goes again once the preemptor is placed: its
// own place when that is still free (the preemptor did not need it: no
// restart), else the best node (moved). Returns false when it fits nowhere
// or when its project (or an ancestor) has no room left under a limit.
bool replace_victim(Session& session, int j, int p) {
  RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  RtPod next = job.pods[static_cast<std::size_t>(p)];
  if (!capacity_violation(session, job, charge_of(next.need)).empty()) return false;
  if (fits_in_place(session, next)) {
    next.status = PodStatus::running;
    session.set_pod(j, p, std::move(next));
    return true;
  }
  NodeChoice choice = choose_node(session, job);
  if (choice.node < 0) return false;
  // On another node a GPU-memory request may be a larger portion.
  if (!capacity_violation(session, job, charge_of(choice.need)).empty()) return false;
  next.status = PodStatus::moved;
  next.from_node = next.node;
  next.from_need = next.need;
  next.from_devices = next.devices;
  next.from_mig = next.mig;
  next.node = choice.node;
  next.need = choice.need;
  next.devices = std::move(choice.fit.devices);
  next.mig = std::move(choice.fit.mig);
  session.set_pod(j, p, std::move(next));
  return true;
}

// The pods of job `j` that the scenario evicted and that are still evicted,
// in placement order: higher task priority first, then pod index.
std::vector<int> still_evicted(const Session& session, int j, const std::vector<int>& recorded) {
  const RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  std::vector<int> pods;
  for (int p : recorded) {
    if (job.pods[static_cast<std::size_t>(p)].status == PodStatus::evicted) pods.push_back(p);
  }
  std::sort(pods.begin(), pods.end(), [&](int a, int b) {
    const RtPod& pa = job.pods[static_cast<std::size_t>(a)];
    const RtPod& pb = job.pods[static_cast<std::size_t>(b)];
    if (pa.task_priority != pb.task_priority) return pa.task_priority > pb.task_priority;
    return a < b;
  });
  return pods;
}

// Puts back in place every evicted pod of job `j` whose own place is still
// free: evicting it would free nothing the preemptor took. Returns the pods
// put back.
std::vector<int> keep_in_place(Session& session, int j, const std::vector<int>& recorded) {
  std::vector<int> kept;
  for (int p : still_evicted(session, j, recorded)) {
    const RtPod& pod =
        session.jobs()[static_cast<std::size_t>(j)].pods[static_cast<std::size_t>(p)];
    if (fits_in_place(session, pod) && replace_victim(session, j, p)) kept.push_back(p);
  }
  return kept;
}

// Moves what KAI's pipeline-only allocation of a victim gives back: the pods
// the job lacks to reach min_available (or as many as it had, when it ran
// below it), all or none, or one more pod when it has them. A job that
// cannot get them back is evicted whole, the pods `kept` in place included.
void move_victim_job(Session& session, int j, const std::vector<int>& recorded,
                     const std::vector<int>& kept) {
  const RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  const std::vector<int> pods = still_evicted(session, j, recorded);
  if (pods.empty()) return;  // all of it kept its place
  const int alive = job.active_pods();
  const int before = alive + static_cast<int>(pods.size());  // what ran before the scenario
  const int min = std::min(job.spec->min_available, before);
  const int want = alive < min ? min - alive : 1;
  bool placed = static_cast<int>(pods.size()) >= want;
  const std::size_t cp = session.checkpoint();
  for (int i = 0; placed && i < want; ++i) {
    placed = replace_victim(session, j, pods[static_cast<std::size_t>(i)]);
  }
  if (placed) return;
  session.rollback(cp);
  if (alive >= min) return;  // it keeps what it has: only the surplus goes
  for (int p : kept) {
    RtPod next = session.jobs()[static_cast<std::size_t>(j)].pods[static_cast<std::size_t>(p)];
    next.status = PodStatus::evicted;
    session.set_pod(j, p, std::move(next));
  }
}

}  // namespace

std::vector<int> running_candidates(Session& session,
                                    const std::function<bool(const RtJob&)>& eligible) {
  std::vector<int> out;
  for (std::size_t v = 0; v < session.jobs().size(); ++v) {
    const RtJob& job = session.jobs()[v];
    // A running pod holds resources: the count spares reading most jobs' specs.
    if (job.active_pods() == 0) continue;
    if (job.project < 0 || !job.spec->preemptible || !eligible(job)) continue;
    for (const RtPod& p : job.pods) {
      if (p.status == PodStatus::running && session.node_in_pool(p.node)) {
        out.push_back(static_cast<int>(v));
        break;
      }
    }
  }
  return out;
}

std::vector<int> still_running(const Session& session, const std::vector<int>& base,
                               const std::function<bool(const RtJob&)>& eligible) {
  std::vector<int> out;
  for (int v : base) {
    const RtJob& job = session.jobs()[static_cast<std::size_t>(v)];
    if (eligible(job) && running_in_pool(session, job)) out.push_back(v);
  }
  return out;
}

void explain_moves(Session& session,
                   const std::function<std::string(const RtJob&, const RtPod&)>& why) {
  for (RtJob& job : session.jobs()) {
    if (!job.reason.empty()) continue;
    for (const RtPod& p : job.pods) {
      if (p.status == PodStatus::moved) {
        job.reason = why(job, p);
        break;
      }
    }
  }
}

std::string describe_moved_pods(Session& session, const RtJob& job) {
  std::string out;
  for (const RtPod& p : job.pods) {
    if (p.status != PodStatus::moved) continue;
    out += (out.empty() ? "; " : ", ") + job.spec->name + "-" + std::to_string(p.index) +
           " moved to " + session.nodes()[static_cast<std::size_t>(p.node)].name();
  }
  return out;
}

bool solve(Session& session, const SolveRequest& request, Scenario* out, std::string* reason) {
  RtJob& preemptor = session.jobs()[static_cast<std::size_t>(request.preemptor)];
  const int count = pods_to_place(preemptor);
  if (count == 0) return false;
  Scenario scenario;
  scenario.preemptor = request.preemptor;
  scenario.request = session.pending_charge(preemptor, count);
  for (const QueueState& q : session.queues()) scenario.queue_before.push_back(q.allocated);

  VictimOrder order(session, request.candidates);
  std::vector<std::pair<int, std::vector<int>>> recorded;  // (job, pods) chunks
  std::vector<int> victim_jobs;
  const std::size_t start = session.checkpoint();
  const int64_t free_gpu = session.pool_idle_gpu() + session.pool_releasing_gpu();
  int64_t victim_gpu = 0;
  std::string last_reason;
  for (;;) {
    int j = -1;
    std::vector<int> chunk = order.next(&j);
    if (chunk.empty()) break;
    if (std::find(victim_jobs.begin(), victim_jobs.end(), j) == victim_jobs.end()) {
      victim_jobs.push_back(j);
      if (request.max_victim_jobs >= 0 &&
          static_cast<int>(victim_jobs.size()) > request.max_victim_jobs) {
        break;
      }
    }
    for (int p : chunk) {
      victim_gpu +=
          charge_of(
              session.jobs()[static_cast<std::size_t>(j)].pods[static_cast<std::size_t>(p)].need)
              .gpu();
    }
    recorded.emplace_back(j, std::move(chunk));
    // Cheap filter: enough idle, releasing and victim GPUs in the pool?
    if (free_gpu + victim_gpu < scenario.request.gpu()) continue;

    const std::size_t cp = session.checkpoint();
    for (const auto& [vj, pods] : recorded) {
      for (int p : pods) {
        RtPod next = session.jobs()[static_cast<std::size_t>(vj)].pods[static_cast<std::size_t>(p)];
        next.status = PodStatus::evicted;
        session.set_pod(vj, p, std::move(next));
      }
    }
    // The preemptor first: it must fit whole, its limits counting what the
    // victims release under them. (KAI allocates the preemptor and its
    // victims in queue order; a victim of a queue ahead of the preemptor's
    // then moves to idle room and the preemptor takes its place, one restart
    // that placing the preemptor first, on the idle room, avoids.)
    std::map<int, std::vector<int>> recorded_of;
    for (const auto& [vj, pods] : recorded) {
      auto& all = recorded_of[vj];
      all.insert(all.end(), pods.begin(), pods.end());
    }
    std::string over = capacity_violation(session, preemptor, scenario.request);
    if (!over.empty() || !place_pods(session, request.preemptor, count, &last_reason)) {
      if (!over.empty()) last_reason = std::move(over);
      session.rollback(cp);
      continue;
    }
    // Then the victims: in place where the preemptor left their room free,
    // then moved, in queue order, as far as KAI's rule gives them back.
    std::map<int, std::vector<int>> kept;
    for (int vj : victim_jobs) kept[vj] = keep_in_place(session, vj, recorded_of[vj]);
    JobQueue again(session);
    for (int vj : victim_jobs) again.push(vj);
    for (int vj = again.pop(); vj >= 0; vj = again.pop()) {
      move_victim_job(session, vj, recorded_of[vj], kept[vj]);
    }
    scenario.evicted.clear();
    scenario.chunks.clear();
    for (const auto& [vj, pods] : recorded) {
      std::vector<EvictedPod> chunk_left;
      for (int p : pods) {
        if (session.jobs()[static_cast<std::size_t>(vj)].pods[static_cast<std::size_t>(p)].status ==
            PodStatus::evicted) {
          chunk_left.push_back({vj, p});
          scenario.evicted.push_back({vj, p});
        }
      }
      if (!chunk_left.empty()) scenario.chunks.push_back(std::move(chunk_left));
    }
    std::string invalid = request.validator ? request.validator(session, scenario) : std::string{};
    if (invalid.empty()) {
      if (out) *out = std::move(scenario);
      return true;
    }
    last_reason = invalid;
    session.rollback(cp);
  }
  session.rollback(start);
  if (reason) *reason = last_reason;
  return false;
}

}  // namespace gpuq::core
