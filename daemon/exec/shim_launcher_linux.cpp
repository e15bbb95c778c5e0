// The daemon's side of the pod launcher (shim_launcher.h).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "daemon/exec/clean_spawn.h"
#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/proc_stat.h"
#include "daemon/exec/shim_launcher.h"

namespace gpuq::daemon {
namespace {

// How long a launcher may take to answer: it only forks, so one that takes
// longer is stopped or stuck, and is replaced.
constexpr int kAnswerMs = 10'000;
constexpr auto kRestartEvery = std::chrono::seconds(10);

// The launcher's answer (its ready message: pid 0 alone); nullopt when it
// ended or took too long. One of an earlier version answers a pid alone.
std::optional<PodLauncherAnswer> read_answer(int socket) {
  pollfd fd{socket, POLLIN, 0};
  int ready;
  do {
    ready = ::poll(&fd, 1, kAnswerMs);
  } while (ready < 0 && errno == EINTR);
  if (ready <= 0) return std::nullopt;
  PodLauncherAnswer answer;
  ssize_t n;
  do {
    n = ::recv(socket, &answer, sizeof answer, 0);
  } while (n < 0 && errno == EINTR);
  if (n != static_cast<ssize_t>(sizeof answer.pid) && n != static_cast<ssize_t>(sizeof answer)) {
    return std::nullopt;
  }
  if (n == static_cast<ssize_t>(sizeof answer.pid)) answer.start_ticks = 0;
  return answer;
}

}  // namespace

ShimLauncher::ShimLauncher(std::string shim_path) : shim_path_(std::move(shim_path)) {
  std::lock_guard lock(mu_);
  if (!start_locked()) given_up_ = true;
}

ShimLauncher::~ShimLauncher() {
  std::lock_guard lock(mu_);
  stop_locked();
}

std::string ShimLauncher::state() const {
  std::lock_guard lock(mu_);
  if (pid_ > 0) return "pid " + std::to_string(pid_);
  return why_not_;
}

bool ShimLauncher::start_locked() {
  started_at_ = std::chrono::steady_clock::now();
  int pair[2];
  if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) {
    why_not_ = std::string("socketpair: ") + std::strerror(errno);
    return false;
  }
  // Its end above the fd it goes to, so that the dup2 cannot clobber it.
  const int theirs = ::fcntl(pair[1], F_DUPFD_CLOEXEC, kPodLauncherFd + 1);
  ::close(pair[1]);
  // A group of its own: a Ctrl-C meant for a daemon in a terminal is not
  // its, and it never leads a session, which only shims do.
  const pid_t pid = theirs < 0 ? -errno
                               : clean_spawn({shim_path_, std::string(kPodLauncherCommand),
                                              std::string(kPodLauncherTitleBytes, '-')},
                                             {{theirs, kPodLauncherFd}}, SpawnGroup::new_group);
  if (theirs >= 0) ::close(theirs);
  if (pid < 0) {
    ::close(pair[0]);
    why_not_ = "cannot start " + shim_path_ + ": " + std::strerror(-pid);
    return false;
  }
  socket_ = pair[0];
  pid_ = pid;
  ready_ = false;  // said by its first message, read before the first request
  return true;
}

bool ShimLauncher::ready_locked() {
  if (ready_) return true;
  const std::optional<PodLauncherAnswer> hello = read_answer(socket_);
  if (!hello || hello->pid != 0) {
    // A binary without the launcher exits at once, saying so; one that was
    // killed (or hangs, and is killed now) is started again later.
    ::close(socket_);
    socket_ = -1;
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    if (WIFEXITED(status)) {
      why_not_ = shim_path_ + " does not run the pod launcher (an earlier version?)";
      given_up_ = true;
    } else {
      why_not_ = "the pod launcher ended: " + std::string(strsignal(WTERMSIG(status)));
    }
    return false;
  }
  ready_ = true;
  return true;
}

void ShimLauncher::stop_locked(bool kill) {
  if (socket_ >= 0) ::close(socket_);
  socket_ = -1;
  if (pid_ > 0) {
    // Its socket closed, it ends by itself; one that did not answer may be
    // stopped or stuck, and is ended. Reaped now or at a later launch().
    if (kill) ::kill(pid_, SIGKILL);
    ended_.push_back(pid_);
  }
  pid_ = -1;
  reap_ended_locked();
}

void ShimLauncher::reap_ended_locked() {
  std::erase_if(ended_, [](pid_t pid) {
    int status;
    return ::waitpid(pid, &status, WNOHANG) != 0;
  });
}

std::optional<SpawnedShim> ShimLauncher::find_started(const std::vector<std::string>& argv) {
  // Its flags, up to "--": the pod's own words may be shortened.
  const auto separator = std::find(argv.begin(), argv.end(), "--");
  const std::size_t flags = separator == argv.end()
                                ? argv.size()
                                : static_cast<std::size_t>(separator - argv.begin()) + 1;
  for (const ProcStat& stat : read_all_proc_stats()) {
    if (stat.pid != stat.session || stat.zombie()) continue;  // shims lead their session
    const std::vector<std::string> words = read_command_line(stat.pid);
    if (words.size() >= flags && std::equal(argv.begin(), argv.begin() + flags, words.begin())) {
      return SpawnedShim{.pid = stat.pid, .start_ticks = stat.start_ticks};
    }
  }
  return std::nullopt;
}

core::Result<SpawnedShim> ShimLauncher::launch(const std::vector<std::string>& argv, int env_fd,
                                               int log_fd, int control_fd) {
  std::string request;
  for (const std::string& word : argv) request.append(word).push_back('\0');
  if (request.size() > kPodLauncherMaxRequest) {
    return core::fail("too long for the pod launcher", "argv", core::Error::Code::io);
  }
  std::lock_guard lock(mu_);
  reap_ended_locked();
  if (socket_ < 0) {
    if (given_up_ || std::chrono::steady_clock::now() - started_at_ < kRestartEvery ||
        !start_locked()) {
      return core::fail("no pod launcher: " + why_not_, "", core::Error::Code::io);
    }
  }
  if (!ready_locked()) return core::fail(why_not_, "", core::Error::Code::io);
  const int fds[3] = {env_fd, log_fd, control_fd};
  const std::size_t count = control_fd >= 0 ? 3 : 2;
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof fds)] = {};
  iovec data{request.data(), request.size()};
  msghdr message{};
  message.msg_iov = &data;
  message.msg_iovlen = 1;
  message.msg_control = control;
  message.msg_controllen = CMSG_SPACE(sizeof(int) * count);
  cmsghdr* c = CMSG_FIRSTHDR(&message);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int) * count);
  std::memcpy(CMSG_DATA(c), fds, sizeof(int) * count);
  ssize_t sent;
  do {
    sent = ::sendmsg(socket_, &message, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  if (sent < 0) {
    const int send_errno = errno;
    stop_locked();
    why_not_ = std::string("the pod launcher ended: ") + std::strerror(send_errno);
    return core::fail(why_not_, "", core::Error::Code::io);
  }
  const std::optional<PodLauncherAnswer> answer = read_answer(socket_);
  if (!answer) {
    // It may have forked the shim before it ended: that one is the pod's.
    stop_locked(/*kill=*/true);
    why_not_ = "the pod launcher ended while starting a pod";
    if (std::optional<SpawnedShim> shim = find_started(argv)) return *shim;
    return core::fail(why_not_, "", core::Error::Code::io);
  }
  if (answer->pid <= 0) {
    return core::fail(
        std::string("the pod launcher could not start it: ") + std::strerror(-answer->pid), "",
        core::Error::Code::io);
  }
  return SpawnedShim{.pid = answer->pid, .start_ticks = answer->start_ticks};
}

}  // namespace gpuq::daemon
