// A command of `gpuq exec` in a running pod (pod_shim.h, run_exec_session):
// a child of the pod's shim that starts the command as the pod's own
// process is started and relays it over the control connection.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/stream_frame.h"
#include "daemon/exec/shim/write_all.h"

namespace gpuq::daemon {
namespace {

constexpr int kConnectionFd = 3;
constexpr std::size_t kInputBacklog = 1 << 20;

struct ExecRequest {
  bool stdin_open = false;
  bool tty = false;
  std::vector<std::string> argv;
};

// The words after "exec": "stdin", "tty", then "--" and the command.
ExecRequest parse_request(const std::vector<std::string>& words) {
  ExecRequest r;
  std::size_t i = 1;
  for (; i < words.size() && words[i] != "--"; ++i) {
    if (words[i] == "stdin") r.stdin_open = true;
    if (words[i] == "tty") r.tty = true;
  }
  if (i < words.size()) r.argv.assign(words.begin() + static_cast<long>(i) + 1, words.end());
  return r;
}

[[noreturn]] void end_with_error(const std::string& message) {
  write_all(kConnectionFd, frame(StreamChannel::status, error_status_payload(message)));
  ::_exit(1);
}

// A pseudo-terminal: the master (close-on-exec) and its slave's path.
int open_terminal(std::string& slave_path) {
  const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0) return -1;
  char name[128];
  if (::grantpt(master) != 0 || ::unlockpt(master) != 0 ||
      ::ptsname_r(master, name, sizeof name) != 0) {
    ::close(master);
    return -1;
  }
  slave_path = name;
  return master;
}

void make_pipe(int fds[2]) {
  if (::pipe2(fds, O_CLOEXEC) != 0)
    end_with_error("cannot make a pipe: " + std::string(strerror(errno)));
}

// How a relay ended: the command's wait status once it has ended (and been
// reaped), or that the client left first.
struct RelayEnd {
  bool exited = false;
  int status = 0;
};

// Relays until the command ends (or the client leaves): frames from the
// connection to `input` (and resizes to `terminal`), `output` and `errors`
// to frames.
RelayEnd relay(pid_t child, int child_events, int input, int output, int errors, int terminal,
               const std::string& early_input) {
  FrameReader in;
  in.feed(early_input);
  std::string to_input;
  bool input_ended = false;
  auto close_input = [&] {
    if (input >= 0 && input != terminal) ::close(input);
    input = -1;
  };
  char buffer[65536];
  int status = 0;
  bool exited = false;
  for (;;) {
    // Frames that have come: input, end of input, window size.
    while (std::optional<StreamFrame> f = in.next()) {
      if (f->channel == static_cast<uint8_t>(StreamChannel::stdin_data) && input >= 0) {
        if (f->payload.empty() && terminal < 0) {
          input_ended = true;
        } else {
          to_input += f->payload;
        }
      } else if (f->channel == static_cast<uint8_t>(StreamChannel::resize) && terminal >= 0) {
        if (auto size = read_resize(f->payload); size && size->columns > 0 && size->rows > 0) {
          winsize w{};
          w.ws_col = size->columns;
          w.ws_row = size->rows;
          ::ioctl(terminal, TIOCSWINSZ, &w);
        }
      }
    }
    if (in.bad()) return {exited, status};
    if (input_ended && to_input.empty()) close_input();
    if (exited && output < 0 && errors < 0) return {true, status};

    // The client's input waits in its socket while the command has not
    // read what came before (no unbounded buffer in this root process).
    const bool input_full = to_input.size() >= kInputBacklog;
    pollfd fds[5] = {{input_full ? -1 : kConnectionFd, POLLIN, 0},
                     {child_events, POLLIN, 0},
                     {output, POLLIN, 0},
                     {errors, POLLIN, 0},
                     {to_input.empty() ? -1 : input, POLLOUT, 0}};
    // Once the command has ended, what is left of its output is read
    // without waiting for descendants that still hold the pipes.
    const int timeout = exited ? 0 : -1;
    const int ready = ::poll(fds, 5, timeout);
    if (ready < 0 && errno != EINTR) return {exited, status};
    if (fds[0].revents != 0) {
      const ssize_t n = ::read(kConnectionFd, buffer, sizeof buffer);
      if (n <= 0 && !(n < 0 && errno == EINTR)) return {exited, status};  // the client left
      if (n > 0) in.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    }
    if (fds[1].revents != 0) {
      signalfd_siginfo info;
      while (::read(child_events, &info, sizeof info) > 0) {
      }
    }
    for (int k : {2, 3}) {
      int& fd = k == 2 ? output : errors;
      if (fd < 0 || (fds[k].revents == 0 && !exited)) continue;
      const ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n > 0) {
        const auto channel = k == 2 ? StreamChannel::stdout_data : StreamChannel::stderr_data;
        if (!write_all(kConnectionFd,
                       frame(channel, std::string_view(buffer, static_cast<std::size_t>(n))))) {
          return {exited, status};
        }
      } else if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) {
        if (fd != terminal) ::close(fd);
        fd = -1;  // a terminal whose last holder left reads EIO
      } else if (exited) {
        fd = -1;  // nothing more for now, and the command has ended
      }
    }
    if (fds[4].revents != 0 && input >= 0) {
      const ssize_t n = ::write(input, to_input.data(), to_input.size());
      if (n > 0) {
        to_input.erase(0, static_cast<std::size_t>(n));
      } else if (n < 0 && errno != EAGAIN && errno != EINTR) {
        to_input.clear();
        close_input();
      }
    }
    if (!exited && ::waitpid(child, &status, WNOHANG) == child) {
      exited = true;
      if (output >= 0) ::fcntl(output, F_SETFL, ::fcntl(output, F_GETFL) | O_NONBLOCK);
      if (errors >= 0) ::fcntl(errors, F_SETFL, ::fcntl(errors, F_GETFL) | O_NONBLOCK);
    }
  }
}

}  // namespace

void run_exec_session(const PodShimOptions& options, const std::vector<std::string>& environment,
                      int connection, const std::vector<std::string>& words,
                      const std::string& early_input) {
  // Only the connection stays open; the shim's other descriptors (its
  // log, the control socket, other clients) are none of this child's.
  if (connection != kConnectionFd) {
    if (::dup2(connection, kConnectionFd) < 0) ::_exit(1);
  }
  ::close_range(kConnectionFd + 1, ~0U, 0);
  ::fcntl(kConnectionFd, F_SETFD, FD_CLOEXEC);
  ::fcntl(kConnectionFd, F_SETFL, ::fcntl(kConnectionFd, F_GETFL) & ~O_NONBLOCK);
  std::signal(SIGPIPE, SIG_IGN);

  const ExecRequest request = parse_request(words);
  if (request.argv.empty() || request.argv.front().empty()) end_with_error("no command to run");
  PodShimOptions command = options;
  command.argv = request.argv;

  sigset_t child_signal;
  sigemptyset(&child_signal);
  sigaddset(&child_signal, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &child_signal, nullptr);
  const int child_events = ::signalfd(-1, &child_signal, SFD_CLOEXEC | SFD_NONBLOCK);
  if (child_events < 0) end_with_error("cannot watch the command: " + std::string(strerror(errno)));

  int input = -1;
  int output = -1;
  int errors = -1;
  int terminal = -1;
  pid_t child = 0;
  if (request.tty) {
    std::string slave_path;
    terminal = open_terminal(slave_path);
    if (terminal < 0) end_with_error("cannot open a terminal: " + std::string(strerror(errno)));
    // Non-blocking: a paste the command does not read must not stop the
    // relay (nor its noticing that the client left).
    ::fcntl(terminal, F_SETFL, ::fcntl(terminal, F_GETFL) | O_NONBLOCK);
    child = ::fork();
    if (child == 0) {
      // A session of its own whose controlling terminal is the new one.
      ::setsid();
      const int slave = ::open(slave_path.c_str(), O_RDWR);
      if (slave < 0) ::_exit(127);
      ::ioctl(slave, TIOCSCTTY, 0);
      // The user's own terminal, as a login's is (screen, tmux and ssh
      // reopen it by name).
      // (A daemon that is not root runs pods as itself: the terminal is its already.)
      (void)!(::fchown(slave, options.uid, options.gid) == 0 && ::fchmod(slave, 0620) == 0);
      exec_pod_process(command, environment, {slave, slave, slave}, -1);
    }
    input = request.stdin_open ? terminal : -1;
    output = terminal;
  } else {
    int in[2] = {-1, -1};
    int out[2];
    int err[2];
    if (request.stdin_open) make_pipe(in);
    make_pipe(out);
    make_pipe(err);
    child = ::fork();
    if (child == 0) {
      ::setpgid(0, 0);  // a group of its own, hung up alone when the client leaves
      int none = -1;
      if (!request.stdin_open) none = ::open("/dev/null", O_RDONLY);
      exec_pod_process(command, environment, {request.stdin_open ? in[0] : none, out[1], err[1]},
                       -1);
    }
    if (request.stdin_open) {
      ::close(in[0]);
      input = in[1];
      ::fcntl(input, F_SETFL, ::fcntl(input, F_GETFL) | O_NONBLOCK);
    }
    ::close(out[1]);
    ::close(err[1]);
    output = out[0];
    errors = err[0];
  }
  if (child < 0) end_with_error("cannot fork: " + std::string(strerror(errno)));
  if (!request.tty) ::setpgid(child, child);

  const RelayEnd end = relay(child, child_events, input, output, errors, terminal, early_input);
  if (!end.exited) {
    // The client left: the command is hung up. (Once reaped, its group id
    // may be another's: it is signalled only while it is our child.)
    ::kill(-child, SIGHUP);
    ::_exit(0);
  }
  const int status = end.status;
  const int code = WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
  write_all(kConnectionFd, frame(StreamChannel::status, exit_status_payload(code)));
  ::shutdown(kConnectionFd, SHUT_WR);
  ::_exit(0);
}

}  // namespace gpuq::daemon
