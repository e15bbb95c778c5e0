// Fair share: how one amount of a resource is divided among sibling queues
// (scheduler-semantics.md §2.2). Deserved quota first, capped at what a queue
// can use and never scaled down; then the surplus in priority bands by
// over-quota weight, in whole units except when a request is met exactly;
// then leftovers, one unit each, by largest remainder. With past usage
// (kai-time.md §2.5), each round's weights are KAI's share weights:
// max(0, w + k(w - usage)) over the normalized weights w of the queues still
// unsatisfied.
#ifndef GPUQ_CORE_FAIR_SHARE_H_
#define GPUQ_CORE_FAIR_SHARE_H_

#include <cstdint>
#include <vector>

namespace gpuq::core {

// One sibling queue's inputs for one resource, and its fair share out.
struct ShareInput {
  int64_t deserved = 0;    // kUnlimited (-1): the whole amount
  int64_t limit = -1;      // kUnlimited (-1): none
  int64_t request = 0;     // allocated + pending
  double weight = 1.0;     // over-quota weight; 0 = no surplus
  int priority = 100;      // higher bands take the surplus first
  int order = 0;           // creation order, for the leftover tie-break
  int64_t fair_share = 0;  // output
  double usage = 0;        // past usage, a fraction of the cluster (0..1)
};

// Divides `total` among `queues` (one sibling set). `unit` is one whole unit
// of the resource (1000 for GPUs in thousandths, 1 for millicores and bytes).
// `k_value` is the strength of usage; with k_value <= 0 or no usage above 0
// the division is by weight alone, exactly as without usage.
void divide_fair_share(int64_t total, int64_t unit, std::vector<ShareInput>& queues,
                       double k_value = 0);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_FAIR_SHARE_H_
