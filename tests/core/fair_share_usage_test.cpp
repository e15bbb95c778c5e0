// Fair share with past usage: kai-time.md §2.7's worked examples, computed
// there by following KAI's resource_division.go in IEEE doubles. One 16-GPU
// sibling group, deserved 0, weight 1, priority 100, no limits.
#include <doctest/doctest.h>

#include <vector>

#include "core/fair_share.h"
#include "core/resources.h"

using gpuq::core::divide_fair_share;
using gpuq::core::kMilli;
using gpuq::core::ShareInput;

namespace {

std::vector<int64_t> shares(std::vector<double> usage, double k,
                            std::vector<int64_t> requests = {}) {
  std::vector<ShareInput> qs;
  for (std::size_t i = 0; i < usage.size(); ++i) {
    ShareInput q;
    q.deserved = 0;
    q.request = (i < requests.size() ? requests[i] : 16) * kMilli;
    q.order = static_cast<int>(i);
    q.usage = usage[i];
    qs.push_back(q);
  }
  divide_fair_share(16 * kMilli, kMilli, qs, k);
  std::vector<int64_t> out;
  for (const ShareInput& q : qs) out.push_back(q.fair_share / kMilli);
  return out;
}

}  // namespace

TEST_CASE("usage lowers the over-quota share of the queue that used more (k 1: 3/13)") {
  CHECK(shares({0.75, 0}, 1) == std::vector<int64_t>{3, 13});  // (a)
  CHECK(shares({0.75, 0}, 0) == std::vector<int64_t>{8, 8});   // k 0: weights alone
  CHECK(shares({0, 0}, 1) == std::vector<int64_t>{8, 8});      // no usage: weights alone
}

TEST_CASE("a strong k takes all of it, but never leaves GPUs idle that nobody else asks for") {
  CHECK(shares({0.75, 0}, 10) == std::vector<int64_t>{0, 16});          // (b)
  CHECK(shares({0.75, 0}, 10, {16, 8}) == std::vector<int64_t>{8, 8});  // (d)
}

TEST_CASE("three queues by usage, leftovers by the largest remainder") {
  CHECK(shares({0.5, 0.25, 0}, 1) == std::vector<int64_t>{2, 5, 9});    // (c)
  CHECK(shares({0.5, 0.25, 0}, 10) == std::vector<int64_t>{0, 4, 12});  // (c), k 10
  // (e): the holder of the whole cluster gets nothing, the two others half
  // each, so neither reaches the 16 GPUs a 16-GPU job would need.
  CHECK(shares({1, 0, 0}, 1) == std::vector<int64_t>{0, 8, 8});
}
