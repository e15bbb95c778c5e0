#include "cli/workload/signal_pipe.h"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>

namespace gpuq::cli {
namespace {

std::atomic<int> g_write_fd{-1};

extern "C" void on_signal(int signal) {
  const int saved_errno = errno;
  const int fd = g_write_fd.load();
  if (fd >= 0) {
    const unsigned char byte = static_cast<unsigned char>(signal);
    (void)!::write(fd, &byte, 1);  // a full pipe drops it: the loop is behind anyway
  }
  errno = saved_errno;
}

}  // namespace

std::unique_ptr<SignalPipe> SignalPipe::catch_signals(std::initializer_list<int> signals) {
  std::unique_ptr<SignalPipe> p(new SignalPipe());
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) return nullptr;
  p->read_fd_ = fds[0];
  p->write_fd_ = fds[1];
  int expected = -1;
  if (!g_write_fd.compare_exchange_strong(expected, p->write_fd_)) return nullptr;
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  for (int s : signals) {
    struct sigaction old {};
    if (::sigaction(s, &action, &old) == 0) p->saved_.emplace_back(s, old);
  }
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigemptyset(&ignore.sa_mask);
  struct sigaction old_pipe {};
  if (::sigaction(SIGPIPE, &ignore, &old_pipe) == 0) p->saved_.emplace_back(SIGPIPE, old_pipe);
  return p;
}

SignalPipe::~SignalPipe() {
  for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
    ::sigaction(it->first, &it->second, nullptr);
  }
  if (write_fd_ >= 0) {
    int mine = write_fd_;
    g_write_fd.compare_exchange_strong(mine, -1);
    ::close(write_fd_);
  }
  if (read_fd_ >= 0) ::close(read_fd_);
}

std::vector<int> SignalPipe::take() {
  std::vector<int> out;
  unsigned char bytes[64];
  for (;;) {
    const ssize_t n = ::read(read_fd_, bytes, sizeof bytes);
    if (n <= 0) break;
    for (ssize_t i = 0; i < n; ++i) out.push_back(bytes[i]);
  }
  return out;
}

}  // namespace gpuq::cli
