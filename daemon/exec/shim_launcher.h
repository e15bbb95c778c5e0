// The daemon's side of the pod launcher (shim/pod_launcher.h): starts it,
// asks it for shims and starts it again when it ends.
#ifndef GPUQ_DAEMON_EXEC_SHIM_LAUNCHER_H_
#define GPUQ_DAEMON_EXEC_SHIM_LAUNCHER_H_

#include <sys/types.h>

#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "daemon/exec/shim/pod_shim.h"

namespace gpuq::daemon {

class ShimLauncher {
 public:
  // Starts the launcher from `shim_path`; the first launch() waits for it
  // to say it is ready. A binary that does not (one of a version without
  // the launcher) is not asked again; state() says why.
  explicit ShimLauncher(std::string shim_path);
  // Closes the launcher's socket, which ends it (it is reaped if it has
  // ended already: the daemon is about to exit). Shims it started run on.
  ~ShimLauncher();
  ShimLauncher(const ShimLauncher&) = delete;
  ShimLauncher& operator=(const ShimLauncher&) = delete;

  // Has the launcher fork a shim running `argv` (argv[0] the shim's binary,
  // then kPodShimCommand and its flags) with `env_fd`, `log_fd` and
  // `control_fd` (-1: none) as its fds 3, 4 and 5. Returns the shim, with
  // its start time: it leads its own session and is the launcher's child,
  // not the caller's, so it may have ended and been reaped already.
  // Errors (io) mean that no shim was started: exec one instead. A launcher
  // that ended is started again, at most once every 10 s; one that ended
  // while asked is looked for in /proc by the shim's command line first, so
  // that a pod is never started twice. Thread-safe.
  core::Result<SpawnedShim> launch(const std::vector<std::string>& argv, int env_fd, int log_fd,
                                   int control_fd);

  // "pid N", or why there is no launcher, for the daemon's log.
  std::string state() const;

 private:
  bool start_locked();
  // Whether the launcher said it is ready (waits for it the first time).
  bool ready_locked();
  // Closes the launcher's socket (`kill`: and SIGKILLs it) and reaps it now
  // or later.
  void stop_locked(bool kill = false);
  void reap_ended_locked();
  // The shim `argv` started that a launcher which ended left, if any.
  static std::optional<SpawnedShim> find_started(const std::vector<std::string>& argv);

  const std::string shim_path_;
  mutable std::mutex mu_;
  int socket_ = -1;
  pid_t pid_ = -1;
  std::vector<pid_t> ended_;  // launchers that ended, not reaped yet
  bool ready_ = false;
  bool given_up_ = false;  // the binary has no launcher
  std::string why_not_;
  std::chrono::steady_clock::time_point started_at_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_LAUNCHER_H_
