// The pod shim: the small process that runs each pod, so that the pod
// survives a restart of the daemon and its exit code is still known.
//
// The daemon starts its own binary (gpuq-daemon; gpuq answers too) as
//
//   gpuq-daemon __pod-shim --exit-file FILE --log-fd 4 --log-limit BYTES --env-fd 3
//                          --uid UID --gid GID --groups GID,... [--home DIR]
//                          [--log-reserve BYTES] [--cwd DIR] [--cgroup DIR]
//                          [--input none|pipe|tty] [--control NAME [--control-fd 5]]
//                          -- ARGV...
//
// (or has the pod launcher fork one that runs with these words and shows
// them as its command line, pod_launcher.h) in a session of its own (the
// shim is the leader of the pod's session and process group), with fd 3 holding the pod's
// environment ("K=V\0" each, read from offset 0) and fd 4 the pod's log opened for appending. The
// pod's environment is not the shim's own: the shim runs as the daemon's user with an empty
// environment, so nothing the user sets (LD_PRELOAD) reaches it.
//
// The shim ignores the signals a group receives (SIGTERM, SIGINT, SIGHUP,
// SIGUSR1, ...), forks the pod's main process, which enters the cgroup,
// becomes the user (setgroups with --groups, setgid, setuid), changes to the
// working directory and execs ARGV (argv[0] looked up in the pod's PATH) in the shim's group. The
// shim copies the process's stdout and stderr into the log up to BYTES (0: no cap); past the cap it
// appends one line
// "[gpuq: log limit reached; further output discarded]" and discards the
// rest, so the log holds the first BYTES of output (appending to an existing
// log counts what is already there). With --log-reserve, output stops the
// same way (with "[gpuq: the disk holding the log is nearly full; further
// output discarded]") once the log's file system has less than BYTES free,
// so that a chatty pod cannot fill the disk the state database lives on. When the main process
// ends, the shim records its code (0..255, or 128 + signal) as the log's extended attribute
// user.gpuq.exit, or in FILE where the log's file system has no such attributes, kills what is left
// of the group and exits with that code. The daemon reads the record only once the shim has ended,
// so a shim killed while writing leaves no record rather than a wrong one; the record is not
// synced, as the state database is not on each commit (a power loss stops the pods anyway). A
// process that cannot be started (command not found, not executable, bad working directory, user
// switch refused) exits 127 after writing "gpuq: cannot run 'foo': No such file or directory" to
// the log; the shim learns that from the child itself (a close-on-exec pipe that an exec closes
// unwritten) and adds to the record why the command never ran, so that the daemon can tell it from
// a command that exits 127 on its own. A SIGKILL to the group kills the shim too: then no record is
// written.
//
// Registering the command: cli/app/app.cpp's run() and daemon/main/main.cpp
// pass the arguments after kPodShimCommand to run_pod_shim() before CLI11
// parses anything. It lives in the gpuq_pod_shim library, which needs only
// libc, so that neither binary loads more than the shim needs.
#ifndef GPUQ_DAEMON_EXEC_SHIM_POD_SHIM_H_
#define GPUQ_DAEMON_EXEC_SHIM_POD_SHIM_H_

#include <signal.h>
#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// The hidden first argument of the gpuq and gpuq-daemon binaries that runs
// the shim.
inline constexpr std::string_view kPodShimCommand = "__pod-shim";

// The fds through which the daemon hands the shim the environment and log.
inline constexpr int kPodShimEnvFd = 3;
inline constexpr int kPodShimLogFd = 4;
inline constexpr int kPodShimControlFd = 5;

// The message appended once to a log that reaches its cap.
inline constexpr std::string_view kLogLimitLine =
    "[gpuq: log limit reached; further output discarded]\n";
// ... and once its file system is nearly full (--log-reserve).
inline constexpr std::string_view kLogDiskFullLine =
    "[gpuq: the disk holding the log is nearly full; further output discarded]\n";

enum class PodInput { none, pipe, tty };

struct PodShimOptions {
  std::string exit_file;       // required
  int log_fd = kPodShimLogFd;  // open for appending
  int64_t log_limit = 0;       // bytes; 0 = no cap
  int64_t log_reserve = 0;     // free bytes to leave on the log's file system; 0 = none
  int env_fd = kPodShimEnvFd;  // -1: an empty environment
  uid_t uid = 0;
  gid_t gid = 0;
  std::string working_dir;        // empty: the user's home, else /
  std::string cgroup_dir;         // empty: none
  std::vector<std::string> argv;  // required
  // The user as the daemon resolved it (--groups, required; --home): its
  // groups (the supplementary groups of its passwd entry, or `gid` alone when
  // it has none) and its home directory (empty: none, so /). The shim reads
  // no user database: NSS would load its modules into every pod before its
  // exec, which short jobs pay on each start, and the shim is linked
  // statically, where NSS cannot be relied on.
  std::vector<gid_t> groups;
  std::string home;
  // What the pod's main process reads (--input): nothing (/dev/null), a
  // pipe the shim writes what `gpuq attach` sends into, or a
  // pseudo-terminal (stdin, stdout and stderr; the shim's session's
  // controlling terminal, so that Ctrl-C reaches the pod's foreground job).
  PodInput input = PodInput::none;
  // The abstract name of the shim's control socket (--control,
  // pod_control.h); empty: none, so no attach or exec. With --control-fd
  // the daemon has bound the name already (so that nobody can take it
  // first) and hands the socket over on that fd; the shim listens on it.
  std::string control;
  int control_fd = -1;
  // Directories the pod sees read-only (--read-only, repeated): a shim
  // running as root gives the pod a mount namespace of its own where each is
  // bound onto itself read-only; the rest of the host is shared as it is.
  std::vector<std::string> read_only;
};

// The arguments after the binary's path, kPodShimCommand first.
std::vector<std::string> pod_shim_arguments(const PodShimOptions& options);

// Parses the arguments after kPodShimCommand. Errors name the flag.
core::Result<PodShimOptions> parse_pod_shim_arguments(const std::vector<std::string_view>& args);

// Runs the shim (see the top of this file) and returns its exit code:
// the pod's code, or 127 when the arguments are wrong (said on stderr).
// `argc`/`argv` are the words after kPodShimCommand. Call it only from the
// binary's main thread, before any other thread starts.
int run_pod_shim(int argc, char** argv);

// The signals a pod's group receives that would end the shim: the shim
// blocks them from its start and, once the pod's process runs, passes on
// those that came meanwhile and ignores the rest, so that only the pod's
// process decides how to end.
sigset_t pod_group_signals();

// A shim that spawn_pod_shim() started.
struct SpawnedShim {
  pid_t pid = 0;
  // Its start time (/proc/PID/stat field 22), which tells it from a later
  // process given the same pid. 0 only when it had ended and been reaped
  // before anyone read it (a launcher of an earlier version answers no time).
  uint64_t start_ticks = 0;
};

// The daemon's side: starts `shim_path` with the shim's arguments for
// `options` (its log_fd, env_fd and control_fd are set here) in a new
// session, with an empty environment of its own, stdin/stdout/stderr on
// /dev/null, the pod's `environment` on fd 3, `log_path` (created 0640 if
// missing, appended; empty: /dev/null) on fd 4 and `control_socket` (a bound
// control socket, pod_control.h; -1: none; the caller keeps and closes its
// own) on fd 5. With a `launcher` that can, the launcher forks the shim
// (shim_launcher.h), else it is exec'd. Returns the shim: a child of the
// caller, or of the launcher.
// Errors: io, naming the log or the shim. Thread-safe.
class ShimLauncher;
core::Result<SpawnedShim> spawn_pod_shim(
    const std::string& shim_path, PodShimOptions options,
    const std::vector<std::pair<std::string, std::string>>& environment,
    const std::string& log_path, int control_socket = -1, ShimLauncher* launcher = nullptr);

// How a pod's main process ended, as its shim records it.
struct PodExitRecord {
  int exit_code = 0;  // 0..255, or 128 + signal
  // Set when the command never ran (it could not be started): why, in one
  // line for people ("cannot run 'python': not found in PATH (/usr/bin:/bin)").
  // Empty when the command ran, whatever its code.
  std::string not_started;
};

// Records `record` in `path` atomically (path.tmp, fsync, rename): "CODE\n",
// then "not started: REASON\n" when the command never ran.
// Errors: io, with the path.
core::Result<void> write_exit_file(const std::string& path, const PodExitRecord& record);

// The record in `path`; nullopt when there is none or it is garbled.
std::optional<PodExitRecord> read_exit_record(const std::string& path);

// The code recorded in `path`; nullopt when there is none or it is garbled.
std::optional<int> read_exit_file(const std::string& path);

// The extended attribute of a pod's log that holds its exit record (the
// text write_exit_file() writes).
inline constexpr char kPodExitAttribute[] = "user.gpuq.exit";

// The shim's side: records `record` on the log open on `log_fd` (the
// attribute), or, where the log's file system keeps no such attributes (or
// the log is /dev/null), in `exit_file` (write_exit_file()).
// Errors: io, with the path.
core::Result<void> record_pod_exit(int log_fd, const std::string& exit_file,
                                   const PodExitRecord& record);

// The daemon's side, before a pod starts again with the same log: removes
// the record of its earlier run from the log.
void forget_pod_exit(int log_fd);

// The daemon's side, once the exit is stored: removes the record from the
// log at `log_path` and `exit_file`.
void forget_recorded_pod_exit(const std::string& log_path, const std::string& exit_file);

// The record of the pod whose log is `log_path` (empty: none): the log's
// attribute, else `exit_file`; nullopt when neither holds one that reads.
std::optional<PodExitRecord> recorded_pod_exit(const std::string& log_path,
                                               const std::string& exit_file);

// The descriptors a pod's process gets: stdin (-1: keep the one it has),
// stdout, and stderr (-1: the same as stdout).
struct PodStdio {
  int input = -1;
  int output = -1;
  int error = -1;
};

// The pod's main process, in the shim's child (or a command of `gpuq exec`
// in its session's child): enters `cgroup_dir`, becomes the user, changes
// directory, sets `environment` and execs argv, with `stdio` as its stdin,
// stdout and stderr. On failure writes "gpuq: cannot ..." to its stderr, why
// the command could not start (PodExitRecord::not_started) to `report_fd`
// (close-on-exec, so that an exec closes it unwritten; -1: none), and exits
// 127. Never returns. May run in a vfork()ed child (sharing the caller's
// memory, with every signal blocked): it changes no memory the caller reads
// again except `environ`, which the caller restores.
[[noreturn]] void exec_pod_process(const PodShimOptions& options,
                                   const std::vector<std::string>& environment, PodStdio stdio,
                                   int report_fd);

// A stream opened on the shim's control socket for `gpuq exec`, in a child
// the shim forked for it: runs words' command (request words after "exec":
// "stdin", "tty", "--", argv) as exec_pod_process() runs the pod's, with a
// pseudo-terminal or pipes, relays it over `connection` (stream_frame.h)
// until it ends, sends its exit status and exits. A client that goes away
// hangs the command up (SIGHUP to its group). Never returns.
[[noreturn]] void run_exec_session(const PodShimOptions& options,
                                   const std::vector<std::string>& environment, int connection,
                                   const std::vector<std::string>& words,
                                   const std::string& early_input);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_POD_SHIM_H_
