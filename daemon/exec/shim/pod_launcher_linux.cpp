// The pod launcher (pod_launcher.h): reads requests, forks shims, reaps them.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"

namespace gpuq::daemon {
namespace {

// The memory of the launcher's own argv, which /proc/PID/cmdline shows.
class Title {
 public:
  Title(char* start, std::size_t size) : start_(start), size_(size) {}

  // Shows `words` (NUL after each), or as many of them as fit past the
  // first "--"; false, showing nothing new, when not even those fit. The
  // rest of the room is zeroed: the kernel shows the whole room while its
  // last byte is a NUL. Only what an earlier title wrote is zeroed again:
  // after each fork every page written costs the launcher a copy.
  bool show(const std::vector<std::string_view>& words) {
    std::size_t used = 0;
    std::size_t shown = 0;
    bool past_separator = false;
    for (std::string_view word : words) {
      if (used + word.size() + 1 > size_) {
        if (!past_separator) return false;
        break;
      }
      used += word.size() + 1;
      ++shown;
      if (word == "--") past_separator = true;
    }
    char* at = start_;
    for (std::size_t i = 0; i < shown; ++i) {
      std::memcpy(at, words[i].data(), words[i].size());
      at += words[i].size();
      *at++ = '\0';
    }
    if (written_ > used) std::memset(at, 0, written_ - used);
    written_ = used;
    return true;
  }

 private:
  char* start_;
  std::size_t size_;
  std::size_t written_ = size_;  // the end of what may not be zeroes
};

// A request as received: the words (views into the receive buffer) and the
// fds.
struct Request {
  std::vector<std::string_view> words;
  std::vector<int> fds;

  void close_fds() {
    for (int fd : fds) ::close(fd);
    fds.clear();
  }
};

enum class Received { request, malformed, closed };

// Reads one request into `buffer` (kPodLauncherMaxRequest bytes, kept from
// one request to the next).
Received receive(int socket, std::vector<char>& buffer, Request& request) {
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 3)];
  iovec data{buffer.data(), buffer.size()};
  msghdr message{};
  message.msg_iov = &data;
  message.msg_iovlen = 1;
  message.msg_control = control;
  message.msg_controllen = sizeof control;
  ssize_t n;
  do {
    n = ::recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
  } while (n < 0 && errno == EINTR);
  if (n <= 0) return Received::closed;
  for (cmsghdr* c = CMSG_FIRSTHDR(&message); c != nullptr; c = CMSG_NXTHDR(&message, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    const std::size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
    for (std::size_t i = 0; i < count; ++i) {
      int fd;
      std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      request.fds.push_back(fd);
    }
  }
  std::string_view rest(buffer.data(), static_cast<std::size_t>(n));
  if ((message.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) != 0 || rest.back() != '\0') {
    return Received::malformed;
  }
  while (!rest.empty()) {
    const std::size_t end = rest.find('\0');
    request.words.push_back(rest.substr(0, end));
    rest.remove_prefix(end + 1);
  }
  if (request.words.size() < 2 || request.words[1] != kPodShimCommand || request.fds.size() < 2 ||
      request.fds.size() > 3) {
    return Received::malformed;
  }
  return Received::request;
}

void reply(int socket, int32_t value) {
  (void)::send(socket, &value, sizeof value, MSG_NOSIGNAL);  // a daemon gone is heard next
}

void reply(int socket, const PodLauncherAnswer& answer) {
  (void)::send(socket, &answer, sizeof answer, MSG_NOSIGNAL);
}

// In the forked child: becomes the shim an exec would have started (see
// pod_spawn_linux.cpp) and runs it. Tells the launcher on `ready` once it
// leads its session. Never returns.
[[noreturn]] void become_shim(const Request& request, int ready) {
  ::setsid();
  // Above the three targets first, so that no dup2 overwrites a later source.
  int high[3] = {-1, -1, -1};
  for (std::size_t i = 0; i < request.fds.size(); ++i) {
    high[i] = ::fcntl(request.fds[i], F_DUPFD, kPodShimControlFd + 1);
  }
  ::dup2(high[0], kPodShimEnvFd);
  ::dup2(high[1], kPodShimLogFd);
  if (high[2] >= 0) ::dup2(high[2], kPodShimControlFd);
  // The signals the shim blocks first thing, blocked before anyone can
  // signal its group (the pid is not out yet): one sent at once reaches the
  // pod's process, as if sent a moment later. SIGCHLD stays blocked too.
  const sigset_t group = pod_group_signals();
  ::sigprocmask(SIG_BLOCK, &group, nullptr);
  const char byte = 1;
  (void)!::write(ready, &byte, 1);
  ::close(ready);
  // run_pod_shim() closes every other fd (the launcher's included).
  std::vector<std::string> words(request.words.begin() + 2, request.words.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  const int code = run_pod_shim(static_cast<int>(words.size()), argv.data());
  std::fflush(nullptr);
  ::_exit(code);
}

// Forks the shim of `request`; answers its pid and start time, or -errno.
PodLauncherAnswer launch(const Request& request, Title& title,
                         const std::vector<std::string_view>& own) {
  if (!title.show(request.words)) return {.pid = -E2BIG, .reserved = 0, .start_ticks = 0};
  int ready[2];
  if (::pipe2(ready, O_CLOEXEC) != 0) {
    const int pipe_errno = errno;
    title.show(own);
    return {.pid = -pipe_errno, .reserved = 0, .start_ticks = 0};
  }
  const pid_t child = ::fork();
  if (child == 0) {
    ::close(ready[0]);
    become_shim(request, ready[1]);
  }
  const int fork_errno = errno;
  title.show(own);
  ::close(ready[1]);
  if (child > 0) {
    // Its session first: the daemon signals the pod's group by the pid.
    char byte;
    while (::read(ready[0], &byte, 1) < 0 && errno == EINTR) {
    }
  }
  ::close(ready[0]);
  if (child <= 0) return {.pid = -fork_errno, .reserved = 0, .start_ticks = 0};
  // Not reaped before the next reap(): alive, or a zombie whose stat reads.
  const std::optional<ProcStat> stat = read_proc_stat(child);
  return {.pid = child, .reserved = 0, .start_ticks = stat ? stat->start_ticks : 0};
}

void reap(int child_events) {
  signalfd_siginfo info;
  while (::read(child_events, &info, sizeof info) > 0) {
  }
  while (::waitpid(-1, nullptr, WNOHANG) > 0) {
  }
}

}  // namespace

int run_pod_launcher(int argc, char** argv) {
  int type = 0;
  socklen_t length = sizeof type;
  if (argc < 3 || ::getsockopt(kPodLauncherFd, SOL_SOCKET, SO_TYPE, &type, &length) != 0 ||
      type != SOCK_SEQPACKET) {
    std::fprintf(stderr, "gpuq %s: run by the gpuq daemon; not for people\n",
                 kPodLauncherCommand.data());
    return 2;
  }
  // argv's strings lie one after the other: the room is all of them.
  const std::size_t room =
      static_cast<std::size_t>(argv[argc - 1] + std::strlen(argv[argc - 1]) + 1 - argv[0]);
  const std::string binary = argv[0];
  const std::vector<std::string_view> own = {binary, kPodLauncherCommand};
  Title title(argv[0], room);
  title.show(own);

  sigset_t child_signal;
  sigemptyset(&child_signal);
  sigaddset(&child_signal, SIGCHLD);
  ::sigprocmask(SIG_BLOCK, &child_signal, nullptr);
  const int child_events = ::signalfd(-1, &child_signal, SFD_CLOEXEC | SFD_NONBLOCK);
  if (child_events < 0) {
    std::fprintf(stderr, "gpuq %s: signalfd: %s\n", kPodLauncherCommand.data(),
                 std::strerror(errno));
    return 2;
  }
  reply(kPodLauncherFd, 0);  // ready
  std::vector<char> buffer(kPodLauncherMaxRequest);
  for (;;) {
    pollfd fds[2] = {{kPodLauncherFd, POLLIN, 0}, {child_events, POLLIN, 0}};
    if (::poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      return 1;
    }
    if (fds[1].revents != 0) reap(child_events);
    if (fds[0].revents == 0) continue;
    Request request;
    switch (receive(kPodLauncherFd, buffer, request)) {
      case Received::closed:
        request.close_fds();
        reap(child_events);
        return 0;
      case Received::malformed:
        request.close_fds();
        reply(kPodLauncherFd, -EINVAL);
        continue;
      case Received::request: {
        const PodLauncherAnswer answer = launch(request, title, own);
        request.close_fds();
        reply(kPodLauncherFd, answer);
        continue;
      }
    }
  }
}

}  // namespace gpuq::daemon
