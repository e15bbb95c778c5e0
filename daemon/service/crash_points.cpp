#include "daemon/service/crash_points.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>

namespace gpuq::daemon {

CrashPoints CrashPoints::from_environment(std::string_view& unknown) {
  const char* value = std::getenv("GPUQ_CRASH_AT");
  if (value == nullptr || value[0] == '\0') return {};
  const std::string wanted = value;
  if (std::find(kCrashSteps.begin(), kCrashSteps.end(), wanted) == kCrashSteps.end()) {
    unknown = value;
    return {};
  }
  return CrashPoints([wanted](std::string_view step) {
    // The process ends as a crash ends it: no clean-up, and not through
    // _exit(), where ThreadSanitizer's exit report (a connection thread that
    // ended a moment ago and is not joined yet) would change the status.
    if (step == wanted) ::syscall(SYS_exit_group, kCrashExitCode);
  });
}

}  // namespace gpuq::daemon
