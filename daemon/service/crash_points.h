// Named steps of the daemon's work where a test can make it stop dead, as a
// kill -9 or a power cut would, to check that a restart loses, duplicates
// and leaks nothing (tests/e2e/crash_points_test.cpp walks every step, as
// LevelDB's and SQLite's fault-injection tests walk theirs).
//
// The daemon reads GPUQ_CRASH_AT=STEP from its environment: at that step it
// calls _exit(kCrashExitCode) with no clean-up. Unit tests install a handler
// of their own (one that throws, say). Without either, at() does nothing.
// Thread-safe once set (set before the threads start).
#ifndef GPUQ_DAEMON_SERVICE_CRASH_POINTS_H_
#define GPUQ_DAEMON_SERVICE_CRASH_POINTS_H_

#include <array>
#include <functional>
#include <string_view>

namespace gpuq::daemon {

// Every step, in the order a workload's life reaches them.
inline constexpr std::array<std::string_view, 14> kCrashSteps = {
    "submit.after_commit",    // the workload is stored, not yet acknowledged
    "schedule.after_commit",  // pods placed (phase starting), none launched
    "launch.before_start",    // about to fork the shim
    "launch.after_start",     // the shim runs; its pid is not stored yet
    "launch.after_commit",    // the pid is stored
    "evict.after_commit",     // an eviction is stored, SIGTERM not sent yet
    "evict.after_signal",     // SIGTERM sent
    "exit.before_commit",     // exits collected, not yet stored
    "exit.after_commit",      // exits stored
    "suspend.after_commit",   // a suspend is stored, not yet acknowledged
    "resume.after_commit",    // a resume is stored, not yet acknowledged
    "delete.after_commit",    // a delete is stored, not yet acknowledged
    "update.after_commit",    // an update is stored, its pods not signalled yet
    "kill.after_signal",      // SIGKILL sent at the end of a grace period
};

inline constexpr int kCrashExitCode = 86;

class CrashPoints {
 public:
  using Handler = std::function<void(std::string_view step)>;

  CrashPoints() = default;  // no step stops anything
  explicit CrashPoints(Handler handler) : handler_(std::move(handler)) {}
  // From GPUQ_CRASH_AT; none when unset. A step name not in kCrashSteps is
  // returned as an error message in `unknown` (the daemon refuses to start).
  static CrashPoints from_environment(std::string_view& unknown);

  void at(std::string_view step) const {
    if (handler_) handler_(step);
  }

 private:
  Handler handler_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_CRASH_POINTS_H_
