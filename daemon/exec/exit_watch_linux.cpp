#include "daemon/exec/exit_watch.h"

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <utility>

namespace gpuq::daemon {
namespace {

// glibc 2.36 has pidfd_open(), older ones do not: the system call itself.
int open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  errno = ENOSYS;
  return -1;
#endif
}

}  // namespace

ExitWatch::ExitWatch() {
  epoll_fd_ = ::epoll_create1(EPOLL_CLOEXEC);
  stop_fd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  gone_fd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (epoll_fd_ < 0 || stop_fd_ < 0 || gone_fd_ < 0) return;
  for (int fd : {stop_fd_, gone_fd_}) {
    epoll_event event = {};
    event.events = EPOLLIN;
    event.data.fd = fd;
    if (::epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, fd, &event) != 0) return;
  }
  thread_ = std::thread([this] { run(); });
}

ExitWatch::~ExitWatch() {
  if (thread_.joinable()) {
    const uint64_t one = 1;
    while (::write(stop_fd_, &one, sizeof one) < 0 && errno == EINTR) {
    }
    thread_.join();
  }
  for (const auto& [pid, fd] : pidfds_) ::close(fd);
  if (stop_fd_ >= 0) ::close(stop_fd_);
  if (gone_fd_ >= 0) ::close(gone_fd_);
  if (epoll_fd_ >= 0) ::close(epoll_fd_);
}

void ExitWatch::set_listener(std::function<void()> listener) {
  std::lock_guard lock(listener_mu_);
  listener_ = std::move(listener);
}

bool ExitWatch::watch(pid_t pid) {
  if (!thread_.joinable()) return false;
  std::lock_guard lock(fds_mu_);
  if (pidfds_.contains(pid)) return true;
  const int fd = open_pidfd(pid);
  if (fd < 0 && errno == ESRCH) {
    // Ended and reaped already (a shim its launcher reaped): heard now.
    ended_.push_back(pid);
    const uint64_t one = 1;
    while (::write(gone_fd_, &one, sizeof one) < 0 && errno == EINTR) {
    }
    return true;
  }
  if (fd < 0) return false;
  // One-shot: an ended process stays readable until it is forgotten; the
  // thread must hear it once, not spin on it.
  epoll_event event = {};
  event.events = EPOLLIN | EPOLLONESHOT;
  event.data.fd = fd;
  if (::epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, fd, &event) != 0) {
    ::close(fd);
    return false;
  }
  pidfds_[pid] = fd;
  pids_by_fd_[fd] = pid;
  return true;
}

std::vector<pid_t> ExitWatch::take_ended() {
  std::lock_guard lock(fds_mu_);
  return std::exchange(ended_, {});
}

void ExitWatch::forget(pid_t pid) {
  std::lock_guard lock(fds_mu_);
  auto it = pidfds_.find(pid);
  if (it == pidfds_.end()) return;
  ::close(it->second);  // which also takes it out of the epoll set
  pids_by_fd_.erase(it->second);
  pidfds_.erase(it);
}

void ExitWatch::run() {
  epoll_event events[16];
  for (;;) {
    const int n = ::epoll_wait(epoll_fd_, events, 16, -1);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return;  // nothing to wait on any more: callers poll
    bool ended = false;
    for (int i = 0; i < n; ++i) {
      const int fd = events[i].data.fd;
      if (fd == stop_fd_) return;
      if (fd == gone_fd_) {
        uint64_t count;
        (void)!::read(gone_fd_, &count, sizeof count);
      } else {
        std::lock_guard lock(fds_mu_);
        if (auto it = pids_by_fd_.find(fd); it != pids_by_fd_.end()) ended_.push_back(it->second);
      }
      ended = true;
    }
    if (!ended) continue;
    std::lock_guard lock(listener_mu_);
    if (listener_) listener_();
  }
}

}  // namespace gpuq::daemon
