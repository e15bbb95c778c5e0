// The shim process of a pod (see pod_shim.h): forks the pod's main process,
// copies its output into the capped log, waits for it and records its code.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "daemon/exec/shim/pod_control.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/pod_streams.h"
#include "daemon/exec/shim/pod_tree.h"
#include "daemon/exec/shim/proc_stat.h"
#include "daemon/exec/shim/write_all.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

namespace gpuq::daemon {
namespace {

// The pod's log: appends until `limit` bytes, then the limit line once; and
// stops the same way when its file system has less than `reserve` free.
class CappedLog {
 public:
  CappedLog(int fd, int64_t limit, int64_t reserve) : fd_(fd), limit_(limit), reserve_(reserve) {
    struct stat info = {};
    if (::fstat(fd_, &info) == 0) size_ = info.st_size;
  }

  void append(std::string_view text) {
    if (disk_full_) return;
    if (reserve_ > 0 && size_ - checked_at_ >= kCheckEvery) {
      checked_at_ = size_;
      struct statvfs fs = {};
      if (::fstatvfs(fd_, &fs) == 0 &&
          static_cast<int64_t>(fs.f_bavail) * static_cast<int64_t>(fs.f_frsize) < reserve_) {
        if (!at_line_start_) write("\n");
        write(kLogDiskFullLine);
        disk_full_ = true;
        return;
      }
    }
    if (limit_ > 0) {
      const int64_t room = std::max<int64_t>(0, limit_ - size_);
      if (static_cast<int64_t>(text.size()) > room) {
        write(text.substr(0, static_cast<std::size_t>(room)));
        if (!capped_) {
          if (!at_line_start_) write("\n");
          write(kLogLimitLine);
          capped_ = true;
        }
        return;
      }
    }
    write(text);
  }

 private:
  void write(std::string_view text) {
    if (text.empty()) return;
    write_all(fd_, text);
    size_ += static_cast<int64_t>(text.size());
    at_line_start_ = text.back() == '\n';
  }

  // How often (in bytes written) the free space is looked at.
  static constexpr int64_t kCheckEvery = 64 * 1024;

  int fd_;
  int64_t limit_;
  int64_t reserve_;
  int64_t size_ = 0;
  int64_t checked_at_ = -kCheckEvery;  // look before the first write
  bool capped_ = false;
  bool disk_full_ = false;
  bool at_line_start_ = true;
};

// The pod's environment from `fd` ("K=V\0" each); closes `fd`.
std::vector<std::string> read_environment(int fd) {
  std::vector<std::string> environment;
  if (fd < 0) return environment;
  std::string text;
  char buffer[65536];
  for (off_t offset = 0;;) {
    const ssize_t n = ::pread(fd, buffer, sizeof buffer, offset);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    offset += n;
  }
  ::close(fd);
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\0', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) environment.emplace_back(text, start, end - start);
    start = end + 1;
  }
  return environment;
}

// Closes every fd above stderr but those in `keep` (-1: none).
void close_other_fds(std::array<int, 3> keep) {
  std::sort(keep.begin(), keep.end());
  unsigned first = STDERR_FILENO + 1;
  for (int fd : keep) {
    if (fd < static_cast<int>(first)) continue;
    if (static_cast<unsigned>(fd) > first) ::close_range(first, fd - 1, 0);
    first = fd + 1;
  }
  ::close_range(first, ~0U, 0);
}

// After the fork: passes on to the child what reached the shim while the
// group's signals were blocked, then ignores them from now on.
// `child` must be a real pid (kill(-1) would reach every process).
void ignore_group_signals(const sigset_t& signals, pid_t child) {
  sigset_t pending;
  sigemptyset(&pending);
  ::sigpending(&pending);
  for (int signal = 1; signal < NSIG; ++signal) {
    if (sigismember(&signals, signal) == 1 && sigismember(&pending, signal) == 1) {
      ::kill(child, signal);
    }
  }
  for (int signal = 1; signal < NSIG; ++signal) {
    if (sigismember(&signals, signal) == 1) std::signal(signal, SIG_IGN);
  }
  ::sigprocmask(SIG_UNBLOCK, &signals, nullptr);
}

// Once the main process has ended: kills every process left in the pod
// (pod_tree.h: those that left the session or group too) and reaps them,
// until none is left. Only then may the pod count as ended and its devices
// go to another pod. A process that cannot die (stuck in the kernel) keeps
// the shim, and so the pod's devices, waiting.
//
// Most pods leave nothing behind, and reading /proc costs more than starting
// the pod did, so it is read only while the shim has a child: every process
// of the pod descends from the shim, and an orphan is re-parented to the
// nearest subreaper above it (the shim at the latest), so a living
// descendant means a child of the shim, alive or a zombie. No child, no
// process of the pod, and none can be forked any more.
void end_leftovers() {
  const pid_t self = ::getpid();
  for (;;) {
    int status = 0;
    pid_t reaped = 0;
    while ((reaped = ::waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return;
    for (const ProcStat& stat : pod_tree(self, read_all_proc_stats())) {
      if (!stat.zombie()) ::kill(stat.pid, SIGKILL);
    }
    // Orphans were re-parented to the shim (the subreaper): the next turn
    // reaps them, and ends when no child is left; a process may also have
    // been forked while /proc was read, or a killed one not be dead yet.
    ::usleep(5000);
  }
}

// What the child reported on `report` before its exec (why the command
// could not start), or empty when the exec closed the pipe unwritten. Blocks
// until one or the other; closes `report`.
std::string read_start_report(int report) {
  std::string text;
  char buffer[1024];
  for (;;) {
    const ssize_t n = ::read(report, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(report);
  return text;
}

// Copies the pod's output into the log (and to attached clients) and serves
// the control socket until `child` ends, then reads what is left of the
// output. Returns the child's wait status. Reaps the shim's other children
// (exec sessions, orphans of the pod) as they end.
int relay_until_exit(pid_t child, int output, int child_events, CappedLog& log,
                     PodStreams& streams) {
  char buffer[65536];
  bool output_open = true;
  std::vector<pollfd> fds;
  for (;;) {
    fds.clear();
    fds.push_back({output_open ? output : -1, POLLIN, 0});
    fds.push_back({child_events, POLLIN, 0});
    streams.add_to_poll(fds);
    if (::poll(fds.data(), fds.size(), -1) < 0 && errno != EINTR) break;
    if (fds[0].revents != 0) {
      const ssize_t n = ::read(output, buffer, sizeof buffer);
      if (n > 0) {
        const std::string_view text(buffer, static_cast<std::size_t>(n));
        log.append(text);
        streams.broadcast(text);
      }
      // A terminal whose last user closed it reads EIO.
      if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) output_open = false;
    }
    if (fds[1].revents != 0) {
      signalfd_siginfo info;
      while (::read(child_events, &info, sizeof info) > 0) {
      }
    }
    streams.on_poll(fds);
    int status = 0;
    pid_t reaped = 0;
    bool ended = false;
    while ((reaped = ::waitpid(-1, &status, WNOHANG)) > 0) {
      if (reaped == child) {
        ended = true;
        break;
      }
    }
    if (ended) {
      ::fcntl(output, F_SETFL, ::fcntl(output, F_GETFL) | O_NONBLOCK);
      ssize_t n = 0;
      while (output_open && (n = ::read(output, buffer, sizeof buffer)) > 0) {
        const std::string_view text(buffer, static_cast<std::size_t>(n));
        log.append(text);
        streams.broadcast(text);
      }
      return status;
    }
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  return status;
}

// The pod's standard streams: a pipe for its output (and one for its input
// with PodInput::pipe), or a pseudo-terminal that becomes the controlling
// terminal of the shim's session (the shim leads it), so that the pod's
// foreground job gets the terminal's signals. The shim keeps `read_output`
// and `write_input` (close-on-exec); the child gets `child`.
struct PodIo {
  int read_output = -1;
  int write_input = -1;
  int terminal = -1;  // the master, when there is a terminal
  PodStdio child;
};

bool open_pod_io(PodInput input, uid_t uid, gid_t gid, PodIo& io) {
  if (input == PodInput::tty) {
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    char name[128];
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0 ||
        ::ptsname_r(master, name, sizeof name) != 0) {
      return false;
    }
    // Without O_NOCTTY: the shim leads a session with no terminal yet.
    const int slave = ::open(name, O_RDWR | O_CLOEXEC);
    if (slave < 0) return false;
    // The pod's user's own terminal, as a login's is (screen, tmux and ssh
    // reopen it by name); a shim that is not root runs pods as itself.
    (void)!(::fchown(slave, uid, gid) == 0 && ::fchmod(slave, 0620) == 0);
    io.read_output = master;
    io.write_input = ::fcntl(master, F_DUPFD_CLOEXEC, 0);
    io.terminal = master;
    io.child = {slave, slave, slave};
    return io.write_input >= 0;
  }
  int output[2];
  if (::pipe2(output, O_CLOEXEC) != 0) return false;
  io.read_output = output[0];
  io.child.output = output[1];
  if (input == PodInput::pipe) {
    int in[2];
    if (::pipe2(in, O_CLOEXEC) != 0) return false;
    io.write_input = in[1];
    io.child.input = in[0];
  }
  return true;
}

// The child's ends, once it has them.
void close_child_io(const PodIo& io) {
  for (int fd : {io.child.input, io.child.output, io.child.error}) {
    if (fd >= 0) ::close(fd);
  }
}

// Starts the pod's main process, which closes `close_in_child` (-1: none)
// and runs exec_pod_process(). vfork() rather than fork(): the child
// borrows the shim's memory until its exec, so the shim's page tables are
// not copied nor its pages faulted in again for the few system calls before
// the exec, a good part of a short pod's cost. The shim waits meanwhile.
// Every signal stays blocked until the child has reset its handlers, so
// that no handler of the shim's runs on the shared memory. What the child
// allocates stays in the shim's heap; LeakSanitizer is told to ignore it.
// Returns the child's pid, or -1 with errno set.
[[gnu::noinline]] pid_t start_pod_process(const PodShimOptions& options,
                                          const std::vector<std::string>& environment,
                                          PodStdio stdio, int report,
                                          std::array<int, 5> close_in_child) {
  sigset_t all;
  sigset_t before;
  sigfillset(&all);
  ::sigprocmask(SIG_SETMASK, &all, &before);
  char** const shim_environment = environ;
#if defined(__SANITIZE_ADDRESS__)
  __lsan_disable();  // a counter of the thread's, which the child shares
#endif
  const pid_t child = ::vfork();
  if (child == 0) {
    for (int fd : close_in_child) {
      if (fd >= 0) ::close(fd);
    }
    exec_pod_process(options, environment, stdio, report);
  }
  const int error = errno;
#if defined(__SANITIZE_ADDRESS__)
  __lsan_enable();
#endif
  environ = shim_environment;  // the child set the pod's
  ::sigprocmask(SIG_SETMASK, &before, nullptr);
  errno = error;
  return child;
}

}  // namespace

sigset_t pod_group_signals() {
  constexpr int kSignals[] = {SIGHUP,  SIGINT,  SIGQUIT,  SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM,
                              SIGTERM, SIGTSTP, SIGTTIN,  SIGTTOU, SIGXCPU, SIGXFSZ, SIGVTALRM,
                              SIGPROF, SIGIO,   SIGWINCH, SIGPWR,  SIGURG,  SIGSYS};
  sigset_t set;
  sigemptyset(&set);
  for (int signal : kSignals) sigaddset(&set, signal);
  for (int signal = SIGRTMIN; signal <= SIGRTMAX; ++signal) sigaddset(&set, signal);
  return set;
}

int run_pod_shim(int argc, char** argv) {
  const std::vector<std::string_view> args(argv, argv + argc);
  auto parsed = parse_pod_shim_arguments(args);
  if (!parsed) {
    std::fprintf(stderr, "gpuq %s: error: %s\n", kPodShimCommand.data(),
                 parsed.error().to_string().c_str());
    return 127;
  }
  const PodShimOptions& options = *parsed;
  if (::getsid(0) != ::getpid()) ::setsid();  // started by hand, not by the daemon
  // Descendants orphaned by their parent come to the shim, not to init, so
  // that the pod's tree stays whole (pod_tree.h).
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  close_other_fds({options.env_fd, options.log_fd, options.control_fd});
  std::vector<std::string> environment = read_environment(options.env_fd);
  CappedLog log(options.log_fd, options.log_limit, options.log_reserve);

  // Until the fork, signals to the group wait; the child (which unblocks
  // them) gets those sent after the fork, the shim passes on the others.
  const sigset_t signals = pod_group_signals();
  ::sigprocmask(SIG_BLOCK, &signals, nullptr);
  sigset_t child_signal;
  sigemptyset(&child_signal);
  sigaddset(&child_signal, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &child_signal, nullptr);
  const int child_events = ::signalfd(-1, &child_signal, SFD_CLOEXEC | SFD_NONBLOCK);
  // Listening before the pod starts, so that a client may attach as soon as
  // the daemon has started it. Without its control socket the pod runs all
  // the same; `gpuq attach` and `gpuq exec` then say it does not answer.
  int control = options.control_fd;
  if (control >= 0 && !listen_pod_control(control)) {
    ::close(control);
    control = -1;
  }
  // The pod's output (and input), and the child's report of a failure
  // before its exec.
  PodIo io;
  int report[2];
  if (child_events < 0 || !open_pod_io(options.input, options.uid, options.gid, io) ||
      ::pipe2(report, O_CLOEXEC) != 0) {
    // The shim's own trouble, not the command's: the daemon may try again.
    log.append(std::string("gpuq: cannot start the pod: ") + std::strerror(errno) + "\n");
    (void)record_pod_exit(options.log_fd, options.exit_file, {127, {}});
    return 127;
  }

  const pid_t child =
      start_pod_process(options, environment, io.child, report[1],
                        {control, io.read_output, io.write_input, report[0], options.log_fd});
  const int fork_errno = errno;
  close_child_io(io);
  ::close(report[1]);
  if (child < 0) {
    ::close(report[0]);
    log.append(std::string("gpuq: cannot start the pod: ") + std::strerror(fork_errno) + "\n");
    (void)record_pod_exit(options.log_fd, options.exit_file, {127, {}});
    return 127;
  }
  ignore_group_signals(signals, child);
  PodExitRecord record;
  record.not_started = read_start_report(report[0]);

  PodStreams streams(options, environment, control, io.write_input, io.terminal);
  const int status = relay_until_exit(child, io.read_output, child_events, log, streams);
  record.exit_code = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
  streams.finish(record.exit_code);
  const int exit_code = record.exit_code;
  end_leftovers();
  if (auto written = record_pod_exit(options.log_fd, options.exit_file, record); !written) {
    log.append("gpuq: cannot record the exit code: " + written.error().to_string() + "\n");
  }
  return exit_code;
}

}  // namespace gpuq::daemon
