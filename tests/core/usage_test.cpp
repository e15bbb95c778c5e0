// The usage ledger against kai-time.md §2.2: the doc's example, decay,
// windows sliding and tumbling.
#include "core/usage.h"

#include <doctest/doctest.h>

using gpuq::core::ResourceAmounts;
using gpuq::core::usage_window_start;
using gpuq::core::UsageLedger;
using gpuq::core::UsageParams;

namespace {

ResourceAmounts gpus(double n) { return {n, 0, 0}; }

}  // namespace

TEST_CASE("usage: 24 GPU-hours on a 10-GPU cluster over 10 hours is 0.24") {
  UsageLedger ledger;
  ledger.record(0, 6 * 3600, gpus(10), {{"a", gpus(4)}});  // 24 GPU-hours
  ledger.record(6 * 3600, 10 * 3600, gpus(10), {});
  UsageParams p;
  p.window_s = 10 * 3600;
  auto u = ledger.usage(10 * 3600, p);
  CHECK(u["a"][0] == doctest::Approx(0.24));
  CHECK(u["a"][1] == 0);  // no CPU capacity recorded: 0
  CHECK_FALSE(u.contains("b"));
}

TEST_CASE("usage: the window forgets what ran before it, and decay weighs the recent more") {
  UsageLedger ledger;
  ledger.record(0, 100, gpus(16), {{"a", gpus(16)}});
  ledger.record(100, 200, gpus(16), {{"b", gpus(16)}});
  UsageParams p;
  p.window_s = 100;
  auto u = ledger.usage(200, p);
  CHECK(u["b"][0] == doctest::Approx(1.0));
  CHECK_FALSE(u.contains("a"));
  p.window_s = 200;
  u = ledger.usage(200, p);
  CHECK(u["a"][0] == doctest::Approx(0.5));
  p.half_life_s = 100;  // a's half is one half-life older: weighs half as much
  u = ledger.usage(200, p);
  CHECK(u["a"][0] == doctest::Approx(1.0 / 3.0));
  CHECK(u["b"][0] == doctest::Approx(2.0 / 3.0));
  ledger.forget_before(150);
  CHECK(ledger.spans() == 1);
}

TEST_CASE("usage: a tumbling window starts again at each boundary, strictly before now") {
  UsageParams p;
  p.window = UsageParams::Window::tumbling;
  p.window_s = 3600;
  p.tumbling_start_s = 36000;                    // 10:00
  CHECK(usage_window_start(45000, p) == 43200);  // 12:30 -> 12:00
  CHECK(usage_window_start(46800, p) == 43200);  // 13:00:00 -> 12:00
  CHECK(usage_window_start(46801, p) == 46800);  // 13:00:01 -> 13:00
  CHECK(usage_window_start(36000, p) == 36000);  // start == now -> start
  CHECK(usage_window_start(100, p) == 100);      // not started: nothing counts
  p.window = UsageParams::Window::sliding;
  CHECK(usage_window_start(45000, p) == 41400);
}

TEST_CASE(
    "usage: compaction into buckets keeps every integral, so usage without decay is the same") {
  UsageLedger ledger;
  for (int m = 0; m < 180; ++m) {  // three hours of minutes, a on the first 90
    ledger.record(m * 60, m * 60 + 60, gpus(8),
                  m < 90 ? std::map<std::string, ResourceAmounts>{{"a", gpus(4 + m % 2)}}
                         : std::map<std::string, ResourceAmounts>{{"b", gpus(2 + m % 2)}});
  }
  UsageParams p;
  p.window_s = 3 * 3600;
  const auto before = ledger.usage(3 * 3600, p);
  ledger.compact(2 * 3600, 3600);  // the first two hours become two spans
  CHECK(ledger.spans() == 2 + 60);
  const auto after = ledger.usage(3 * 3600, p);
  CHECK(after.at("a")[0] == doctest::Approx(before.at("a")[0]));
  CHECK(after.at("b")[0] == doctest::Approx(before.at("b")[0]));
  CHECK(after.at("a")[0] == doctest::Approx((45.0 * 4 + 45.0 * 5) / (180 * 8)));
}
