// Time behind an interface, so the scheduler loop can be tested without waiting.
#ifndef GPUQ_DAEMON_SERVICE_CLOCK_H_
#define GPUQ_DAEMON_SERVICE_CLOCK_H_

#include <chrono>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <string>

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

// The system clock moved ahead by the whole seconds written in a file, read
// again at most every 20 ms: end-to-end tests set GPUQ_TEST_CLOCK_FILE to
// let a real daemon live through a minute of its time in a moment. Never
// used unless that variable is set. Thread-safe.
class FileOffsetClock final : public Clock {
 public:
  explicit FileOffsetClock(std::string path) : path_(std::move(path)) {}
  int64_t now_ms() const override {
    std::lock_guard lock(mu_);  // one reader of the file at a time: never backwards
    const int64_t now = system_.now_ms();
    if (now - read_at_ >= 20) {
      read_at_ = now;
      std::ifstream in(path_);
      int64_t seconds = 0;
      if (in >> seconds) offset_ms_ = seconds * 1000;
    }
    return now + offset_ms_;
  }

 private:
  std::string path_;
  SystemClock system_;
  mutable std::mutex mu_;
  mutable int64_t read_at_ = 0;
  mutable int64_t offset_ms_ = 0;
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
