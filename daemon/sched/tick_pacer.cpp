#include "daemon/sched/tick_pacer.h"

#include <algorithm>

namespace gpuq::daemon {

TickPacer::Clock::duration TickPacer::debt_at(Clock::time_point t) const {
  const Clock::duration idle = t > last_end_ ? t - last_end_ : Clock::duration{0};
  return std::max(Clock::duration{0}, debt_ - idle);
}

TickPacer::Clock::time_point TickPacer::earliest(Clock::time_point now) const {
  const Clock::duration debt = debt_at(now);
  return debt <= burst_ ? now : now + (debt - burst_);
}

void TickPacer::ran(Clock::time_point begin, Clock::time_point end, bool paced,
                    Clock::duration unlocked) {
  const Clock::duration locked = std::max(Clock::duration{0}, (end - begin) - unlocked);
  debt_ = paced ? debt_at(begin) + locked : Clock::duration{0};
  last_end_ = end;
}

}  // namespace gpuq::daemon
