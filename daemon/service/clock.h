// Time behind an interface, so the scheduler loop can be tested without waiting.
#ifndef GPUQ_DAEMON_SERVICE_CLOCK_H_
#define GPUQ_DAEMON_SERVICE_CLOCK_H_

#include <chrono>
#include <cstdint>

namespace gpuq::daemon {

class Clock {
 public:
  virtual ~Clock() = default;
  virtual int64_t now_ms() const = 0;  // milliseconds since the Unix epoch
};

class SystemClock final : public Clock {
 public:
  int64_t now_ms() const override {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
  }
};

class FakeClock final : public Clock {
 public:
  explicit FakeClock(int64_t start = 1'700'000'000'000) : now_(start) {}
  int64_t now_ms() const override { return now_; }
  void advance(int64_t ms) { now_ += ms; }

 private:
  int64_t now_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_CLOCK_H_
