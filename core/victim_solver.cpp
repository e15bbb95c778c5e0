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

// Places an evicted victim pod again. Once the preemptor is placed, a pod
// whose own place is still free stays there (the preemptor did not need
// it); before, the pod goes where the node order puts it, as any pod being
// placed (its own resources count as releasing, so a node with idle room
// comes first), and stays in place only if that is its own node. Returns
// false when it fits nowhere or when its project (or an ancestor) has no
// room left under a limit.
bool replace_victim(Session& session, int j, int p, bool preemptor_placed) {
  RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  RtPod pod = job.pods[static_cast<std::size_t>(p)];
  if (!capacity_violation(session, job, charge_of(pod.need)).empty()) return false;
  RtPod next = pod;
  NodeChoice choice;
  if (!preemptor_placed) choice = choose_node(session, job);
  if ((preemptor_placed || choice.node == pod.node) && fits_in_place(session, pod)) {
    next.status = PodStatus::running;
    session.set_pod(j, p, std::move(next));
    return true;
  }
  if (preemptor_placed) choice = choose_node(session, job);
  if (choice.node < 0) return false;
  next.status = PodStatus::moved;
  next.from_node = pod.node;
  next.from_need = pod.need;
  next.from_devices = pod.devices;
  next.from_mig = pod.mig;
  next.node = choice.node;
  next.need = choice.need;
  next.devices = std::move(choice.fit.devices);
  next.mig = std::move(choice.fit.mig);
  session.set_pod(j, p, std::move(next));
  return true;
}

// The pods of job `j` that the scenario evicted and that are still evicted,
// in placement order: those that fit in their own place first (when
// `in_place_first`), then higher task priority, then pod index.
std::vector<int> evicted_in_order(Session& session, int j, const std::vector<int>& recorded,
                                  bool in_place_first) {
  const RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  std::vector<int> pods;
  for (int p : recorded) {
    if (job.pods[static_cast<std::size_t>(p)].status == PodStatus::evicted) pods.push_back(p);
  }
  std::vector<char> in_place(job.pods.size(), 0);
  for (int p : in_place_first ? pods : std::vector<int>{}) {
    in_place[static_cast<std::size_t>(p)] =
        fits_in_place(session, job.pods[static_cast<std::size_t>(p)]) ? 1 : 0;
  }
  std::sort(pods.begin(), pods.end(), [&](int a, int b) {
    const RtPod& pa = job.pods[static_cast<std::size_t>(a)];
    const RtPod& pb = job.pods[static_cast<std::size_t>(b)];
    if (in_place[static_cast<std::size_t>(a)] != in_place[static_cast<std::size_t>(b)]) {
      return in_place[static_cast<std::size_t>(a)] > in_place[static_cast<std::size_t>(b)];
    }
    if (pa.task_priority != pb.task_priority) return pa.task_priority > pb.task_priority;
    return a < b;
  });
  return pods;
}

// Places a victim job again as KAI's pipeline-only allocation of the victim
// does: the pods it lacks to reach min_available, all or none, or one more
// pod when it still has min_available. The rest stay evicted.
void replace_victim_job(Session& session, int j, const std::vector<int>& recorded,
                        bool preemptor_placed) {
  const RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  const int alive = job.active_pods();
  const int min = job.spec->min_available;
  const int want = alive < min ? min - alive : 1;
  std::vector<int> pods = evicted_in_order(session, j, recorded, preemptor_placed);
  if (static_cast<int>(pods.size()) < want) return;
  const std::size_t cp = session.checkpoint();
  for (int i = 0; i < want; ++i) {
    if (!replace_victim(session, j, pods[static_cast<std::size_t>(i)], preemptor_placed)) {
      session.rollback(cp);
      return;
    }
  }
}

// Puts back the evicted pods whose own place is still free once everything
// is placed: evicting them would free nothing, so they are no victims. A
// gang that could not come back to min_available stays evicted whole.
void keep_pods_in_place(Session& session, int j, const std::vector<int>& recorded) {
  const RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  if (job.active_pods() < job.spec->min_available) return;
  for (int p : evicted_in_order(session, j, recorded, true)) {
    const RtPod& pod =
        session.jobs()[static_cast<std::size_t>(j)].pods[static_cast<std::size_t>(p)];
    if (!fits_in_place(session, pod)) break;  // in-place pods come first
    replace_victim(session, j, p, true);
  }
}

}  // namespace

std::vector<int> running_candidates(Session& session,
                                    const std::function<bool(const RtJob&)>& eligible) {
  std::vector<int> out;
  for (std::size_t v = 0; v < session.jobs().size(); ++v) {
    const RtJob& job = session.jobs()[v];
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
    // The preemptor and its victims are placed again in queue order, as
    // KAI's pipeline-only allocation after a virtual eviction does; the
    // preemptor must fit whole, its limits counting what the victims
    // release under them.
    std::map<int, std::vector<int>> recorded_of;
    for (const auto& [vj, pods] : recorded) {
      auto& all = recorded_of[vj];
      all.insert(all.end(), pods.begin(), pods.end());
    }
    JobQueue again(session);
    again.push(request.preemptor);
    for (int vj : victim_jobs) again.push(vj);
    bool placed = false;
    for (int jj = again.pop(); jj >= 0; jj = again.pop()) {
      if (jj != request.preemptor) {
        replace_victim_job(session, jj, recorded_of[jj], placed);
        continue;
      }
      std::string over = capacity_violation(session, preemptor, scenario.request);
      if (!over.empty()) {
        last_reason = std::move(over);
        break;
      }
      if (!place_pods(session, request.preemptor, count, &last_reason)) break;
      placed = true;
    }
    if (!placed) {
      session.rollback(cp);
      continue;
    }
    for (int vj : victim_jobs) keep_pods_in_place(session, vj, recorded_of[vj]);
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
