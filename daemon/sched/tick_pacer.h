// Paces the scheduler loop's change-driven ticks. A tick holds the state's
// lock while it builds the snapshot and applies decisions, so under a stream
// of changes (thousands of submits a second) back-to-back ticks would starve
// the API. The pacer keeps a busy debt: each tick adds its time with the
// lock, idle time pays it back, and a tick may start at once while the debt
// is within a burst allowance. So a change after a quiet spell is decided at
// once, and under a stream the loop holds the lock about half the time at
// most. The scheduler deciding on its own snapshot (most of a full cycle)
// keeps nobody waiting, so that time is not debt.
#ifndef GPUQ_DAEMON_SCHED_TICK_PACER_H_
#define GPUQ_DAEMON_SCHED_TICK_PACER_H_

#include <chrono>

namespace gpuq::daemon {

class TickPacer {
 public:
  using Clock = std::chrono::steady_clock;

  explicit TickPacer(Clock::duration burst) : burst_(burst) {}

  // The earliest time a tick for a change seen at `now` may start: `now`
  // itself, or later while the debt exceeds the allowance.
  Clock::time_point earliest(Clock::time_point now) const;

  // A tick ran from `begin` to `end`, `unlocked` of it without the state's
  // lock. `paced`: whether ticks of its size are paced at all (a small
  // machine's ticks are short, and a wait there would be latency for
  // nothing); an unpaced tick clears the debt.
  void ran(Clock::time_point begin, Clock::time_point end, bool paced,
           Clock::duration unlocked = Clock::duration{0});

 private:
  Clock::duration debt_at(Clock::time_point t) const;

  Clock::duration burst_;
  Clock::duration debt_{0};
  Clock::time_point last_end_{};
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_TICK_PACER_H_
