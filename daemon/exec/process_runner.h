// Starting, watching and stopping pod processes. Each pod is a process group
// in its own session (setsid) so that it survives a restart of the daemon,
// started as the submitting user, with its output in a size-capped log file.
//
// Errors: Result<T> with core::Error (code io, message from errno).
// Thread-safe. A fake beside the Linux implementation serves unit tests.
#ifndef GPUQ_DAEMON_EXEC_PROCESS_RUNNER_H_
#define GPUQ_DAEMON_EXEC_PROCESS_RUNNER_H_

#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "daemon/exec/shim/pod_shim.h"

namespace gpuq::daemon {

struct LaunchRequest {
  std::vector<std::string> argv;                                 // argv[0] looked up in PATH
  std::vector<std::pair<std::string, std::string>> environment;  // the whole environment
  std::string working_dir;                                       // empty: the user's home, else /
  uid_t uid = 0;
  gid_t gid = 0;
  std::string log_path;      // stdout and stderr, appended
  int64_t log_limit = 0;     // bytes; 0 = unlimited
  int64_t log_reserve = 0;   // free bytes the log leaves on its file system; 0 = none
  int64_t cpu_limit = 0;     // millicores; 0 = none
  int64_t memory_limit = 0;  // bytes; 0 = none
  std::string cgroup_name;   // unique per pod ("gpuq-<workload>-<pod>")
  // Where the pod's shim records its exit code, so that it is known after a
  // restart of the daemon (the daemon puts it beside the log). Empty:
  // <state_dir>/pods/<cgroup_name>.exit, where earlier versions put it.
  std::string exit_path;
  std::vector<std::string> read_only;  // directories the pod sees read-only (shim --read-only)
  // What the pod reads: nothing, a pipe `gpuq attach` writes into, or a
  // pseudo-terminal (`--stdin`, `--tty` at submit).
  PodInput input = PodInput::none;
};

struct ProcessId {
  pid_t pid = 0;
  uint64_t start_ticks = 0;  // from /proc/PID/stat: a pid reused by another process differs
};

// One process of a pod, as `gpuq workload describe` shows it.
struct ProcessInfo {
  pid_t pid = 0;
  std::string command;    // its command line, words joined by spaces (cut to 256 bytes)
  int64_t rss_bytes = 0;  // resident memory
};

struct Exit {
  ProcessId id;
  int exit_code = 0;  // 0..255, or 128 + signal
  std::string note;   // e.g. "killed: memory limit 1Gi exceeded (used 1.2Gi)"
  // Set when the pod's command never ran because it could not be started
  // (not found, not executable, no such working directory), as the pod's
  // shim recorded it: why, for people. Running it again would fail the same
  // way. Empty when the command ran, even if it exited 127 itself.
  std::string not_started;
};

class ProcessRunner {
 public:
  virtual ~ProcessRunner() = default;

  // "cgroup v2 at /sys/fs/cgroup/gpuq" or "process-tree watching", for the start-up log.
  virtual std::string limits_mode() const = 0;

  // How pods' shims start ("forked by the pod launcher, pid 42", or why they
  // are exec'd), for the start-up log. Empty where there are no shims.
  virtual std::string shim_mode() const { return {}; }

  virtual core::Result<ProcessId> start(const LaunchRequest& request) = 0;

  // Takes over a process started before a restart of the daemon. False when
  // it is gone (or the pid now belongs to another process).
  virtual bool adopt(const ProcessId& id, const LaunchRequest& request) = 0;

  // A pod started for `request` (found by its exit file, which names the
  // pod) whose process the daemon did not record before a restart: adopts it
  // and returns its id; nullopt when no such pod runs.
  virtual std::optional<ProcessId> adopt_unrecorded(const LaunchRequest& request) = 0;

  // Sends `signal` to the whole process group.
  virtual void signal_group(const ProcessId& id, int signal) = 0;

  // Calls `listener` as soon as a pod's process may have ended (from a
  // thread of the runner's own, never with a lock of the caller's held by
  // the runner), so that the caller collects exits at once instead of at its
  // next poll; nullptr stops the calls, and once that returns no call is in
  // progress. The listener must not call back into set_exit_listener().
  // Only a hint: callers still poll collect_exits(), which alone says what
  // ended. The default never calls.
  virtual void set_exit_listener(std::function<void()> listener) { (void)listener; }

  // Processes that ended since the last call, with their codes. Adopted
  // processes that are not our children report exit code -1 when the code
  // cannot be known... unless recorded by a wrapper (see the implementation).
  virtual std::vector<Exit> collect_exits() = 0;

  // Every process of the pod: its session, however deep its processes
  // forked. Empty when the pod is gone or `id` names another process.
  virtual std::vector<pid_t> pod_processes(const ProcessId& id) = 0;
  // The user's processes of the pod (not gpuq's shim that leads it) with
  // their command lines and resident memory; those that end meanwhile are
  // left out.
  virtual std::vector<ProcessInfo> pod_process_info(const ProcessId& id) = 0;

  // Enforces limits without cgroups (memory of the process tree) and kills
  // offenders; their Exit carries the note. Called about once a second.
  virtual void enforce_limits() = 0;

  // A stream into the running pod `id` (`gpuq attach`, `gpuq exec`): a
  // connected socket to its shim's control socket (pod_control.h), the
  // request frame `words` (stream_frame.h: "attach"|"exec", ...) already
  // sent. The caller owns the socket and relays frames over it.
  // Errors: conflict when the pod is not running, or its shim has no
  // control socket (started by an earlier version) or does not answer. The
  // default has none.
  virtual core::Result<int> open_pod_stream(const ProcessId& id,
                                            const std::vector<std::string>& words) {
    (void)id;
    (void)words;
    return core::fail("this runner cannot reach a pod's processes", "",
                      core::Error::Code::conflict);
  }

  // For a pod that adopt() found gone: how it ended, as its shim recorded
  // before the restart (exit_code, not_started; no id), if it did. The
  // record stays (a crash before the exit is stored finds it again) until
  // forget_exit(), the pod's next start or its log's removal. The default
  // knows none.
  virtual std::optional<Exit> recorded_exit(const LaunchRequest& request) {
    (void)request;
    return std::nullopt;
  }

  // Called once a pod's exit is stored: forgets its shim's record (the
  // attribute of the log at `log_path`, or `exit_path`), so that a crash
  // before the pod's next run has started cannot take that record for the
  // next run's. The default keeps none.
  virtual void forget_exit(const std::string& log_path, const std::string& exit_path) {
    (void)log_path;
    (void)exit_path;
  }
};

// Options of the Linux runner; the defaults suit the daemon.
struct LinuxRunnerOptions {
  // The gpuq binary, which runs each pod under `gpuq __pod-shim ...` (see
  // daemon/exec/shim/pod_shim.h). Tests name the built binary.
  std::string shim_path = "/proc/self/exe";
  // Enforce limits by watching the process tree even where cgroup v2 works.
  bool force_process_tree_watching = false;
  // Fork each shim from a launcher started once from shim_path
  // (shim/pod_launcher.h), which saves the exec's start-up per pod; false:
  // exec each.
  bool pod_launcher = true;
};

// The runner for this machine. Pods' exit records live under
// <state_dir>/pods. Limits go into cgroup v2 when the daemon can create
// cgroups with the cpu and memory controllers, else memory is watched (see
// limits_mode()). Never fails: what cannot be set up falls back.
std::unique_ptr<ProcessRunner> make_linux_process_runner(const std::string& state_dir,
                                                         const LinuxRunnerOptions& options = {});

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_PROCESS_RUNNER_H_
