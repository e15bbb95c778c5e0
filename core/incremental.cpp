#include "core/incremental.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "core/cycle.h"
#include "core/incremental_memo.h"
#include "core/min_runtime.h"

namespace gpuq::core {
namespace {

// Whether a pod's decision leaves it as the snapshot has it.
bool unchanged(PodPhase phase, PodStatus status) {
  switch (phase) {
    case PodPhase::pending:
      return status == PodStatus::pending;
    case PodPhase::running:
      return status == PodStatus::running;
    case PodPhase::releasing:
      return status == PodStatus::releasing;
    case PodPhase::failed:
      return status == PodStatus::failed;
    case PodPhase::completed:
      return status == PodStatus::completed;
  }
  return false;
}

}  // namespace

IncrementalScheduler::IncrementalScheduler(Snapshot snapshot, bool check)
    : snapshot_(std::move(snapshot)), check_(check) {
  full_cycle("start");
}

IncrementalScheduler::~IncrementalScheduler() = default;

Applied IncrementalScheduler::full_cycle(const std::string& cause) {
  CycleResult before = std::move(result_);
  result_ = run_cycle(snapshot_);
  memo_.reset();
  settled_ = true;
  for (std::size_t i = 0; i < snapshot_.workloads.size() && settled_; ++i) {
    const WorkloadSpec& w = snapshot_.workloads[i];
    const WorkloadDecision& d = result_.workloads[i];
    for (std::size_t p = 0; p < w.pods.size(); ++p) {
      settled_ = settled_ && unchanged(w.pods[p].phase, d.pods[p].status);
    }
  }
  uses_time_ = min_runtime_in_use(snapshot_.config, snapshot_.projects);
  ++full_;
  Applied out;
  out.full_cycle = true;
  out.cause = cause;
  for (std::size_t i = 0; i < result_.workloads.size(); ++i) {
    const auto& d = result_.workloads[i];
    if (i >= before.workloads.size() || before.workloads[i].status != d.status ||
        before.workloads[i].reason != d.reason ||
        before.workloads[i].protected_until_s != d.protected_until_s ||
        before.workloads[i].pods.size() != d.pods.size()) {
      out.changed.push_back(i);
      continue;
    }
    for (std::size_t p = 0; p < d.pods.size(); ++p) {
      const auto& a = before.workloads[i].pods[p];
      const auto& b = d.pods[p];
      if (a.status != b.status || a.node != b.node || a.from_node != b.from_node ||
          a.devices != b.devices || a.mig != b.mig) {
        out.changed.push_back(i);
        break;
      }
    }
  }
  return out;
}

std::unordered_map<std::string, std::size_t>& IncrementalScheduler::index() {
  if (!index_built_) {
    index_.clear();
    index_.reserve(snapshot_.workloads.size());
    for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
      index_[snapshot_.workloads[i].name] = i;
    }
    index_built_ = true;
  }
  return index_;
}

void IncrementalScheduler::reindex_after_removal(const std::vector<std::string>& names,
                                                 std::size_t first) {
  if (!index_built_) return;
  for (const std::string& name : names) index_.erase(name);
  for (std::size_t i = first; i < snapshot_.workloads.size(); ++i) {
    index_[snapshot_.workloads[i].name] = i;
  }
}

bool IncrementalScheduler::settled() const { return settled_; }

Result<Applied> IncrementalScheduler::add_workload(WorkloadSpec workload) {
  if (index().contains(workload.name)) {
    return fail("a workload named \"" + workload.name + "\" exists already", "workload.name");
  }
  // Checked alone against the nodes and projects: a wholly pending workload
  // holds nothing, so no other workload's check depends on it.
  if (memo().unusable.empty() && all_pending(workload)) {
    memo_->probe.workloads.assign(1, workload);
    auto ok = validate(memo_->probe);
    memo_->probe.workloads.clear();
    if (!ok) {
      Error e = ok.error();
      if (e.where.rfind("workloads[0]", 0) == 0) {
        e.where = "workloads[" + std::to_string(snapshot_.workloads.size()) + "]" +
                  e.where.substr(std::string("workloads[0]").size());
      }
      return std::unexpected(std::move(e));
    }
    Applied out;
    const std::string why = try_arrival(workload, &out);
    if (why.empty()) {
      ++incremental_;
      return out;
    }
    const std::string cause = "arrival of " + workload.name + ": " + why;
    index()[workload.name] = snapshot_.workloads.size();
    snapshot_.workloads.push_back(std::move(workload));
    return full_cycle(cause);
  }
  const std::string cause =
      "arrival of " + workload.name + ": " +
      (memo().unusable.empty() ? std::string("it arrives with pods running") : memo().unusable);
  Snapshot next = snapshot_;
  next.workloads.push_back(std::move(workload));
  return checked(std::move(next), cause);
}

Result<Applied> IncrementalScheduler::remove_workload(const std::string& name) {
  auto it = index().find(name);
  if (it == index_.end()) {
    return fail("no workload named \"" + name + "\"", "workload.name", Error::Code::not_found);
  }
  // `name` may be the removed workload's own (snapshot().workloads[i].name):
  // copied before the erase moves another into its place.
  const std::string gone = name;
  const std::size_t at = it->second;
  snapshot_.workloads.erase(snapshot_.workloads.begin() + static_cast<std::ptrdiff_t>(at));
  result_.workloads.erase(result_.workloads.begin() + static_cast<std::ptrdiff_t>(at));
  reindex_after_removal({gone}, at);
  return full_cycle("removal of " + gone);
}

Result<Applied> IncrementalScheduler::update_workload(WorkloadSpec workload) {
  auto it = index().find(workload.name);
  if (it == index_.end()) {
    return fail("no workload named \"" + workload.name + "\"", "workload.name",
                Error::Code::not_found);
  }
  const std::string cause = "change of " + workload.name;
  if (!check_) {
    // Nothing to validate: changed in place, as apply() changes it.
    snapshot_.workloads[it->second] = std::move(workload);
    return full_cycle(cause);
  }
  Snapshot next = snapshot_;
  next.workloads[it->second] = std::move(workload);
  return checked(std::move(next), cause);
}

Applied IncrementalScheduler::set_time(int64_t now_s) {
  if (snapshot_.config.now_s == now_s) return {};
  snapshot_.config.now_s = now_s;
  if (!uses_time_) {
    ++incremental_;
    return {};
  }
  return full_cycle("clock: a minimum runtime is set");
}

Result<Applied> IncrementalScheduler::update(Snapshot next) {
  std::string cause;
  if (!(next.nodes == snapshot_.nodes)) {
    cause = "nodes changed";
  } else if (!(next.projects == snapshot_.projects)) {
    cause = "projects changed";
  } else {
    SchedulerConfig config = next.config;
    config.now_s = snapshot_.config.now_s;
    if (!(config == snapshot_.config)) cause = "settings changed";
  }
  const std::size_t known = snapshot_.workloads.size();
  if (cause.empty() && next.workloads.size() < known) cause = "a workload left";
  for (std::size_t i = 0; cause.empty() && i < known; ++i) {
    if (!(next.workloads[i] == snapshot_.workloads[i])) {
      cause = next.workloads[i].name == snapshot_.workloads[i].name
                  ? "workload " + next.workloads[i].name + " changed"
                  : "a workload left";
    }
  }
  if (!cause.empty()) return replace(std::move(next), cause);
  Applied out = set_time(next.config.now_s);
  std::vector<WorkloadSpec> arrivals(
      std::make_move_iterator(next.workloads.begin() + static_cast<std::ptrdiff_t>(known)),
      std::make_move_iterator(next.workloads.end()));
  if (auto added = add_arrivals(std::move(arrivals), out); !added) {
    return std::unexpected(added.error());
  }
  return out;
}

Result<void> IncrementalScheduler::add_arrivals(std::vector<WorkloadSpec> arrivals, Applied& out) {
  for (WorkloadSpec& w : arrivals) {
    auto one = add_workload(std::move(w));
    if (!one) {
      // Nothing of it is applied; what came before it is, so the caller's
      // state and this one differ: the caller decides the whole again.
      return std::unexpected(one.error());
    }
    if (one->full_cycle) {
      out.full_cycle = true;
      out.cause = one->cause;
    }
    out.changed.insert(out.changed.end(), one->changed.begin(), one->changed.end());
  }
  std::sort(out.changed.begin(), out.changed.end());
  out.changed.erase(std::unique(out.changed.begin(), out.changed.end()), out.changed.end());
  return {};
}

Result<Applied> IncrementalScheduler::apply(WorkloadChanges changes) {
  std::unordered_map<std::string, std::size_t>& at = index();
  for (const std::string& name : changes.removed) {
    if (!at.contains(name)) {
      return fail("no workload named \"" + name + "\"", "workload.name", Error::Code::not_found);
    }
  }
  for (const WorkloadSpec& w : changes.changed) {
    if (!at.contains(w.name)) {
      return fail("no workload named \"" + w.name + "\"", "workload.name", Error::Code::not_found);
    }
  }
  if (changes.removed.empty() && changes.changed.empty()) {
    Applied out = set_time(changes.now_s);
    if (auto added = add_arrivals(std::move(changes.arrivals), out); !added) {
      return std::unexpected(added.error());
    }
    return out;
  }
  // An arrival must be new: to this scheduler and among the arrivals (the
  // arrivals-only path above refuses it in add_workload()).
  std::set<std::string_view> arriving;
  for (const WorkloadSpec& w : changes.arrivals) {
    if (at.contains(w.name) || !arriving.insert(w.name).second) {
      return fail("a workload named \"" + w.name + "\" exists already", "workload.name");
    }
  }
  const std::string cause = !changes.changed.empty()
                                ? "workload " + changes.changed.front().name + " changed"
                                : "a workload left";
  // The snapshot is changed in place (a copy of every workload is what this
  // path saves), the decisions kept in step with it, so that full_cycle()
  // reports as changed only the decisions that are.
  std::vector<bool> gone(snapshot_.workloads.size(), false);
  for (const std::string& name : changes.removed) gone[at.at(name)] = true;
  if (check_) {
    Snapshot next;
    next.config = snapshot_.config;
    next.config.now_s = changes.now_s;
    next.nodes = snapshot_.nodes;
    next.projects = snapshot_.projects;
    for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
      if (!gone[i]) next.workloads.push_back(snapshot_.workloads[i]);
    }
    for (const WorkloadSpec& w : changes.changed) {
      for (WorkloadSpec& mine : next.workloads) {
        if (mine.name == w.name) mine = w;
      }
    }
    for (const WorkloadSpec& w : changes.arrivals) next.workloads.push_back(w);
    if (auto ok = validate(next); !ok) return std::unexpected(ok.error());
  }
  for (WorkloadSpec& w : changes.changed) {
    const std::size_t i = at.at(w.name);
    if (!gone[i]) snapshot_.workloads[i] = std::move(w);
  }
  std::size_t kept = 0, first_gone = snapshot_.workloads.size();
  for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
    if (gone[i]) {
      first_gone = std::min(first_gone, i);
      continue;
    }
    if (kept != i) {
      snapshot_.workloads[kept] = std::move(snapshot_.workloads[i]);
      result_.workloads[kept] = std::move(result_.workloads[i]);
    }
    ++kept;
  }
  snapshot_.workloads.resize(kept);
  result_.workloads.resize(kept);
  reindex_after_removal(changes.removed, first_gone);
  for (WorkloadSpec& w : changes.arrivals) {
    at[w.name] = snapshot_.workloads.size();
    snapshot_.workloads.push_back(std::move(w));
  }
  snapshot_.config.now_s = changes.now_s;
  return full_cycle(cause);
}

Result<Applied> IncrementalScheduler::replace(Snapshot snapshot, const std::string& what) {
  return checked(std::move(snapshot), what);
}

Result<Applied> IncrementalScheduler::checked(Snapshot next, const std::string& cause) {
  if (check_) {
    if (auto ok = validate(next); !ok) return std::unexpected(ok.error());
  }
  snapshot_ = std::move(next);
  index_built_ = false;
  return full_cycle(cause);
}

}  // namespace gpuq::core
