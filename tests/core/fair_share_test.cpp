#include "core/fair_share.h"

#include <doctest/doctest.h>

#include "core/resources.h"

using gpuq::core::divide_fair_share;
using gpuq::core::kMilli;
using gpuq::core::ShareInput;

namespace {

// Queues asking for far more than there is, in GPUs (thousandths).
ShareInput queue(int64_t deserved_gpus, double weight, int order, int priority = 100) {
  ShareInput q;
  q.deserved = deserved_gpus * kMilli;
  q.request = 1000 * kMilli;
  q.weight = weight;
  q.order = order;
  q.priority = priority;
  return q;
}

}  // namespace

TEST_CASE("surplus is split by over-quota weight (1:2 gives 4 and 6 of 10)") {
  std::vector<ShareInput> qs = {queue(2, 1, 0), queue(2, 2, 1)};
  qs[0].request = 8 * kMilli;
  qs[1].request = 6 * kMilli;
  divide_fair_share(10 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 4 * kMilli);
  CHECK(qs[1].fair_share == 6 * kMilli);
}

TEST_CASE("over-quota shares are whole units, the leftover goes to the larger remainder") {
  // 8 GPUs by weight 1:2 = 2.67 and 5.33: floors 2 and 5, the last GPU to the
  // queue whose remainder (0.67) is larger.
  std::vector<ShareInput> qs = {queue(0, 1, 0), queue(0, 2, 1)};
  divide_fair_share(8 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 3 * kMilli);
  CHECK(qs[1].fair_share == 5 * kMilli);
}

TEST_CASE("equal leftovers go to the older queue") {
  // deserved 2 and 3 leave 7; 3.5 each: floors 3 and 3, the odd GPU to queue 0.
  std::vector<ShareInput> qs = {queue(2, 1, 0), queue(3, 1, 1)};
  divide_fair_share(12 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 6 * kMilli);
  CHECK(qs[1].fair_share == 6 * kMilli);
}

TEST_CASE("a higher queue priority takes all the surplus first") {
  std::vector<ShareInput> qs = {queue(1, 1, 0, 100), queue(1, 1, 1, 101)};
  qs[1].request = 5 * kMilli;
  divide_fair_share(8 * kMilli, kMilli, qs);
  CHECK(qs[1].fair_share == 5 * kMilli);
  CHECK(qs[0].fair_share == 3 * kMilli);
}

TEST_CASE("fair share is capped at the request, exactly, fractions included") {
  std::vector<ShareInput> qs = {queue(0, 1, 0), queue(0, 1, 1)};
  qs[0].request = 1500;  // 1.5 GPUs
  divide_fair_share(4 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 1500);
  CHECK(qs[1].fair_share == 2500);  // rounds: 2 then 0.5 more once queue 0 was satisfied
}

TEST_CASE("weight 0 gets no surplus, a limit caps the share") {
  std::vector<ShareInput> qs = {queue(1, 0, 0), queue(1, 1, 1), queue(0, 1, 2)};
  qs[2].limit = 2 * kMilli;
  divide_fair_share(10 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 1 * kMilli);
  CHECK(qs[2].fair_share == 2 * kMilli);
  CHECK(qs[1].fair_share == 7 * kMilli);
}

TEST_CASE("deserved quota is never scaled down when the cluster is over-provisioned") {
  std::vector<ShareInput> qs = {queue(3, 1, 0), queue(3, 1, 1)};
  divide_fair_share(4 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 3 * kMilli);
  CHECK(qs[1].fair_share == 3 * kMilli);
}

TEST_CASE("unlimited deserved takes whatever is left, up to the request") {
  std::vector<ShareInput> qs = {queue(0, 1, 0)};
  qs[0].deserved = -1;
  qs[0].request = 3 * kMilli;
  divide_fair_share(10 * kMilli, kMilli, qs);
  CHECK(qs[0].fair_share == 3 * kMilli);
}
