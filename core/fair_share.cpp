#include "core/fair_share.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "core/resources.h"

namespace gpuq::core {
namespace {

int64_t requestable(const ShareInput& q) {
  return q.limit == kUnlimited ? q.request : std::min(q.limit, q.request);
}

bool unsatisfied(const ShareInput& q) {
  return q.request > q.fair_share && (q.limit == kUnlimited || q.limit > q.fair_share);
}

}  // namespace

void divide_fair_share(int64_t total, int64_t unit, std::vector<ShareInput>& queues,
                       double k_value) {
  const bool by_usage = k_value > 0 && std::any_of(queues.begin(), queues.end(),
                                                   [](const ShareInput& q) { return q.usage > 0; });
  int64_t remaining = total;
  // Step 1: deserved quota, capped at what the queue can use.
  for (ShareInput& q : queues) {
    int64_t d = q.deserved == kUnlimited ? std::max<int64_t>(remaining, 0) : q.deserved;
    q.fair_share = std::min(d, requestable(q));
    remaining -= q.fair_share;  // may go negative: quotas are never scaled down
  }
  if (remaining <= 0) return;

  std::vector<int> priorities;
  for (const ShareInput& q : queues) priorities.push_back(q.priority);
  std::sort(priorities.begin(), priorities.end(), std::greater<>());
  priorities.erase(std::unique(priorities.begin(), priorities.end()), priorities.end());

  // Step 2: the surplus by weight, band by band, in repeated rounds.
  std::map<std::size_t, double> leftover;  // queue index -> fractional share not given
  for (int band : priorities) {
    while (remaining > 0) {
      double weights = 0;
      for (const ShareInput& q : queues) {
        if (q.priority == band && unsatisfied(q) && requestable(q) > q.fair_share) {
          weights += q.weight;
        }
      }
      if (weights <= 0) break;
      // KAI's share weights when usage counts: the normalized weight, moved
      // by k times how far usage is from it, never below 0.
      std::vector<double> share_weight(queues.size(), 0);
      double share_weights = 0;
      if (by_usage) {
        for (std::size_t i = 0; i < queues.size(); ++i) {
          const ShareInput& q = queues[i];
          if (q.priority != band || !unsatisfied(q) || requestable(q) <= q.fair_share) continue;
          const double n = q.weight / weights;
          share_weight[i] = std::max(0.0, n + k_value * (n - q.usage));
          share_weights += share_weight[i];
        }
        if (share_weights <= 0) break;
      }
      const double amount = static_cast<double>(remaining);
      bool someone_satisfied_below_share = false;
      for (std::size_t i = 0; i < queues.size(); ++i) {
        ShareInput& q = queues[i];
        if (q.priority != band || !unsatisfied(q) || q.weight <= 0) continue;
        if (requestable(q) <= q.fair_share) continue;
        double share =
            by_usage ? amount * share_weight[i] / share_weights : amount * (q.weight / weights);
        int64_t rem = requestable(q) - q.fair_share;
        int64_t give = 0;
        if (static_cast<double>(rem) <= share) {
          give = rem;
          if (static_cast<double>(rem) < share) someone_satisfied_below_share = true;
          leftover.erase(i);
        } else {
          give = static_cast<int64_t>(std::floor(share / static_cast<double>(unit))) * unit;
          leftover[i] = share - static_cast<double>(give);
        }
        give = std::min(give, remaining);
        q.fair_share += give;
        remaining -= give;
      }
      if (!someone_satisfied_below_share) break;
    }
  }

  // Step 3: leftovers, one unit each, largest remainder first, per band.
  for (int band : priorities) {
    std::vector<std::size_t> order;
    for (const auto& [i, rest] : leftover) {
      if (queues[i].priority == band && rest > 0) order.push_back(i);
    }
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      if (leftover[a] != leftover[b]) return leftover[a] > leftover[b];
      return queues[a].order < queues[b].order;
    });
    for (std::size_t i : order) {
      if (remaining <= 0) return;
      ShareInput& q = queues[i];
      int64_t give = std::min({unit, remaining, requestable(q) - q.fair_share});
      if (give <= 0) continue;
      q.fair_share += give;
      remaining -= give;
    }
  }
}

}  // namespace gpuq::core
