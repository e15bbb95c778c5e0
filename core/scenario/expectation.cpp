#include "core/scenario/expectation.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace gpuq::core::scenario {
namespace {

using Workloads = std::vector<WorkloadReport>;

const WorkloadReport* find(const Workloads& workloads, std::string_view name) {
  auto it =
      std::ranges::find_if(workloads, [&](const WorkloadReport& w) { return w.name == name; });
  return it == workloads.end() ? nullptr : &*it;
}

// "a1 is Pending: not enough GPUs", "a1 is Running", or "there is no workload a1".
std::string describe(const Workloads& workloads, std::string_view name) {
  const WorkloadReport* w = find(workloads, name);
  if (w == nullptr) return fmt::format("there is no workload {}", name);
  std::string text = fmt::format("{} is {}", name, pod_status_name(w->decision.status));
  if (!w->decision.reason.empty()) text += ": " + w->decision.reason;
  return text;
}

const PodDecision* first_pod(const Workloads& workloads, std::string_view name) {
  const WorkloadReport* w = find(workloads, name);
  if (w == nullptr || w->decision.pods.empty()) return nullptr;
  return &w->decision.pods.front();
}

class Checker {
 public:
  Checker(const Workloads& workloads, int step) : workloads_(workloads), step_(step) {}

  void list(std::string_view category, const std::optional<std::vector<std::string>>& expected) {
    if (!expected) return;
    std::vector<std::string> got;
    for (const WorkloadReport& w : workloads_) {
      if (expect_category(w.decision.status) == category) got.push_back(w.name);
    }
    auto in = [](const std::vector<std::string>& names, const std::string& name) {
      return std::ranges::find(names, name) != names.end();
    };
    std::vector<std::string> details;
    for (const std::string& name : *expected) {
      if (!in(got, name)) details.push_back(describe(workloads_, name));
    }
    for (const std::string& name : got) {
      if (!in(*expected, name)) details.push_back(describe(workloads_, name));
    }
    if (details.empty()) return;
    add(fmt::format("expected {} [{}], got [{}]; {}", category, fmt::join(*expected, ", "),
                    fmt::join(got, ", "), fmt::join(details, "; ")));
  }

  void fair_shares(const std::map<std::string, double>& expected,
                   const std::vector<QueueReport>& queues) {
    for (const auto& [project, gpus] : expected) {
      bool known = false;
      int64_t got = 0;  // thousandths, over the project's pools
      for (const QueueReport& q : queues) {
        if (q.project != project) continue;
        known = true;
        got += q.fair_share.gpu();
      }
      if (!known) {
        add(fmt::format("expected the fair share of {}, but no cycle has reported a project {}",
                        project, project));
        continue;
      }
      const double have = static_cast<double>(got) / 1000.0;
      if (std::abs(have - gpus) <= 0.01) continue;
      add(fmt::format("expected {} to have a fair share of {} GPUs, got {}", project, gpus, have));
    }
  }

  void protections(const std::optional<std::vector<std::string>>& expected) {
    if (!expected) return;
    std::vector<std::string> got;
    for (const WorkloadReport& w : workloads_) {
      if (w.decision.protected_until_s) got.push_back(w.name);
    }
    std::vector<std::string> want = *expected, have = got;
    std::ranges::sort(want);
    std::ranges::sort(have);
    if (want == have) return;
    add(fmt::format("expected protected [{}], got [{}]", fmt::join(*expected, ", "),
                    fmt::join(got, ", ")));
  }

  void nodes(const std::map<std::string, std::string>& expected) {
    for (const auto& [name, node] : expected) {
      const PodDecision* pod = first_pod(workloads_, name);
      if (pod != nullptr && pod->node == node) continue;
      if (pod == nullptr || pod->node.empty()) {
        add(fmt::format("expected {} on {}, got no node; {}", name, node,
                        describe(workloads_, name)));
      } else {
        add(fmt::format("expected {} on {}, got {}", name, node, pod->node));
      }
    }
  }

  void gpu_groups(const std::map<std::string, std::string>& expected) {
    struct Placed {
      std::string name, label, node;
      int index;
    };
    std::vector<Placed> placed;
    for (const auto& [name, label] : expected) {
      const PodDecision* pod = first_pod(workloads_, name);
      if (pod == nullptr || pod->node.empty() || pod->devices.empty()) {
        add(fmt::format("expected {} on a GPU (group \"{}\"), but it holds none; {}", name, label,
                        describe(workloads_, name)));
        continue;
      }
      placed.push_back({name, label, pod->node, pod->devices.front().index});
    }
    for (std::size_t i = 0; i < placed.size(); ++i) {
      for (std::size_t j = i + 1; j < placed.size(); ++j) {
        const Placed& a = placed[i];
        const Placed& b = placed[j];
        const bool same_device = a.node == b.node && a.index == b.index;
        if (a.label == b.label && !same_device) {
          add(
              fmt::format("expected {} and {} on the same GPU (group \"{}\"), got {} GPU {} and {} "
                          "GPU {}",
                          a.name, b.name, a.label, a.node, a.index, b.node, b.index));
        } else if (a.label != b.label && same_device) {
          add(
              fmt::format("expected {} (group \"{}\") and {} (group \"{}\") on different GPUs, "
                          "both are on {} GPU {}",
                          a.name, a.label, b.name, b.label, a.node, a.index));
        }
      }
    }
  }

  void same_node(const std::vector<std::vector<std::string>>& groups) {
    for (const std::vector<std::string>& group : groups) {
      std::vector<std::string> where;
      std::string common;  // node of the first placed pod of the group
      bool ok = true;
      for (const std::string& name : group) {
        const PodDecision* pod = first_pod(workloads_, name);
        if (pod == nullptr) {
          where.push_back(fmt::format("there is no workload {}", name));
          ok = false;
        } else if (pod->node.empty()) {
          where.push_back(describe(workloads_, name));
          ok = false;
        } else {
          where.push_back(fmt::format("{} on {}", name, pod->node));
          if (common.empty()) common = pod->node;
          ok = ok && pod->node == common;
        }
      }
      if (!ok) {
        add(fmt::format("expected {} on the same node, got {}", fmt::join(group, ", "),
                        fmt::join(where, ", ")));
      }
    }
  }

  void pods(const std::map<std::string, std::string>& expected) {
    for (const auto& [name, state] : expected) {
      std::optional<std::pair<const WorkloadReport*, PodStatus>> found;
      for (const WorkloadReport& w : workloads_) {
        for (std::size_t i = 0; i < w.decision.pods.size() && !found; ++i) {
          if (pod_name(w.name, i) == name) found.emplace(&w, w.decision.pods[i].status);
        }
      }
      if (!found) {
        add(fmt::format("expected pod {} {}, but there is no pod {}", name, state, name));
      } else if (expect_category(found->second) != state) {
        add(fmt::format("expected pod {} {}, got {}; {}", name, state,
                        pod_status_name(found->second), describe(workloads_, found->first->name)));
      }
    }
  }

  std::vector<std::string> take() { return std::move(mismatches_); }

 private:
  void add(std::string sentence) {
    mismatches_.push_back(fmt::format("step {}: {}", step_, sentence));
  }

  const Workloads& workloads_;
  int step_;
  std::vector<std::string> mismatches_;
};

}  // namespace

std::string_view expect_category(PodStatus status) {
  switch (status) {
    case PodStatus::running:
    case PodStatus::allocated:
    case PodStatus::pipelined:
      return "running";
    case PodStatus::pending:
      return "pending";
    case PodStatus::evicted:
    case PodStatus::moved:
      return "evicted";
    case PodStatus::releasing:
      return "releasing";
    case PodStatus::failed:
      return "failed";
    case PodStatus::completed:
      return "completed";
  }
  return "unknown";
}

std::vector<std::string> check_expectation(const Expectation& expect,
                                           const std::vector<WorkloadReport>& workloads, int step,
                                           const std::vector<QueueReport>& queues) {
  Checker check(workloads, step);
  check.list("completed", expect.completed);
  check.fair_shares(expect.fair_share, queues);
  check.list("running", expect.running);
  check.list("pending", expect.pending);
  check.list("evicted", expect.evicted);
  check.list("releasing", expect.releasing);
  check.nodes(expect.nodes);
  check.gpu_groups(expect.gpu_groups);
  check.same_node(expect.same_node);
  check.pods(expect.pods);
  check.protections(expect.protected_);
  return check.take();
}

}  // namespace gpuq::core::scenario
