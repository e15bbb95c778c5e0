#include "daemon/sched/tick_pacer.h"

#include <doctest/doctest.h>

using gpuq::daemon::TickPacer;
using std::chrono::milliseconds;

namespace {
const TickPacer::Clock::time_point t0{};
TickPacer::Clock::time_point at(int ms) { return t0 + milliseconds(ms); }
}  // namespace

TEST_CASE("tick pacer: a change after a quiet spell is decided at once") {
  TickPacer pacer(milliseconds(50));
  CHECK(pacer.earliest(at(0)) == at(0));
  pacer.ran(at(0), at(20), true);
  // A second tick right away: 20 ms of debt is within the allowance.
  CHECK(pacer.earliest(at(20)) == at(20));
  pacer.ran(at(20), at(40), true);
  CHECK(pacer.earliest(at(40)) == at(40));
  pacer.ran(at(40), at(60), true);
  // 60 ms of debt: 10 ms over the allowance, paid back by 10 ms of rest.
  CHECK(pacer.earliest(at(60)) == at(70));
  CHECK(pacer.earliest(at(65)) == at(70));
  CHECK(pacer.earliest(at(80)) == at(80));
  // After a long rest the debt is gone: the next three run back to back again.
  CHECK(pacer.earliest(at(1000)) == at(1000));
}

TEST_CASE("tick pacer: under a stream of changes the loop is busy about half the time") {
  TickPacer pacer(milliseconds(50));
  int now = 0, busy = 0;
  for (int i = 0; i < 200; ++i) {
    const auto start = pacer.earliest(at(now));
    const int begin = static_cast<int>((start - t0) / milliseconds(1));
    pacer.ran(at(begin), at(begin + 15), true);
    now = begin + 15;  // the next change is already waiting
    busy += 15;
  }
  // 200 ticks of 15 ms: 3 s busy, the first 50 ms free, the rest paced 1:1.
  CHECK(now == doctest::Approx(2 * busy - 50).epsilon(0.02));
}

TEST_CASE("tick pacer: unpaced ticks (a small machine) never wait") {
  TickPacer pacer(milliseconds(50));
  for (int i = 0; i < 10; ++i) pacer.ran(at(i * 100), at(i * 100 + 100), false);
  CHECK(pacer.earliest(at(1000)) == at(1000));
}

TEST_CASE("tick pacer: time without the lock is not debt") {
  TickPacer pacer(milliseconds(50));
  // Ticks of 30 ms, 20 of them deciding without the lock: 10 ms of debt
  // each, so five run back to back where two would with all 30 as debt.
  for (int i = 0; i < 5; ++i) {
    CHECK(pacer.earliest(at(i * 30)) == at(i * 30));
    pacer.ran(at(i * 30), at(i * 30 + 30), true, milliseconds(20));
  }
  // 50 ms of debt: at the allowance, not over it.
  CHECK(pacer.earliest(at(150)) == at(150));
  pacer.ran(at(150), at(180), true, milliseconds(20));
  CHECK(pacer.earliest(at(180)) == at(190));
  // More time unlocked than the tick took (clocks read apart) is no credit.
  TickPacer other(milliseconds(50));
  other.ran(at(0), at(10), true, milliseconds(40));
  other.ran(at(10), at(70), true);
  CHECK(other.earliest(at(70)) == at(80));
}
