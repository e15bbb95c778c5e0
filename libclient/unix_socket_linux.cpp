// UnixSocket on Linux: connect blocks with SO_SNDTIMEO (a non-blocking
// AF_UNIX connect fails at once with EAGAIN when the server's backlog is
// full, instead of waiting), then the descriptor is made non-blocking and
// every wait is a poll bounded by the deadline.
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "libclient/unix_socket.h"

namespace gpuq::client {
namespace {

std::unexpected<SocketError> failure(SocketError::Kind kind, int error_number) {
  return std::unexpected(SocketError{kind, std::strerror(error_number)});
}

// Milliseconds left until `deadline` for poll: -1 for none, at least 1 while
// any time is left so that a wait never spins at 0.
int poll_ms(Deadline deadline) {
  if (!deadline) return -1;
  const auto left =
      std::chrono::ceil<std::chrono::milliseconds>(*deadline - std::chrono::steady_clock::now());
  return left.count() <= 0 ? 0 : static_cast<int>(std::min<long long>(left.count(), 1 << 30));
}

}  // namespace

std::expected<UnixSocket, SocketError> UnixSocket::connect(const std::string& path,
                                                           Deadline deadline) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if (path.size() >= sizeof(address.sun_path)) {
    return std::unexpected(
        SocketError{SocketError::Kind::path_too_long, "Unix socket path too long: '" + path + "'"});
  }
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  UnixSocket s(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
  if (s.fd_ < 0) return failure(SocketError::Kind::other, errno);
  for (;;) {
    const int ms = poll_ms(deadline);
    if (ms == 0) return failure(SocketError::Kind::timed_out, ETIMEDOUT);
    timeval limit{};
    if (ms > 0) limit = {ms / 1000, (ms % 1000) * 1000};
    ::setsockopt(s.fd_, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
    if (::connect(s.fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0) break;
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EINPROGRESS) {
      return failure(SocketError::Kind::timed_out, ETIMEDOUT);
    }
    return failure(SocketError::Kind::cannot_connect, errno);
  }
  const timeval none{};
  ::setsockopt(s.fd_, SOL_SOCKET, SO_SNDTIMEO, &none, sizeof none);
  const int flags = ::fcntl(s.fd_, F_GETFL);
  if (flags < 0 || ::fcntl(s.fd_, F_SETFL, flags | O_NONBLOCK) < 0) {
    return failure(SocketError::Kind::other, errno);
  }
  return s;
}

UnixSocket UnixSocket::adopt(int fd) {
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags >= 0) ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
  const int fd_flags = ::fcntl(fd, F_GETFD);
  if (fd_flags >= 0) ::fcntl(fd, F_SETFD, fd_flags | FD_CLOEXEC);
  return UnixSocket(fd);
}

UnixSocket& UnixSocket::operator=(UnixSocket&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

UnixSocket::~UnixSocket() {
  if (fd_ >= 0) ::close(fd_);
}

std::expected<void, SocketError> UnixSocket::wait(short events, Deadline deadline) const {
  for (;;) {
    pollfd p{fd_, events, 0};
    const int n = ::poll(&p, 1, poll_ms(deadline));
    if (n > 0) return {};  // ready, or an error/hang-up that the next call reports
    if (n == 0) return failure(SocketError::Kind::timed_out, ETIMEDOUT);
    if (errno != EINTR) return failure(SocketError::Kind::other, errno);
  }
}

std::expected<void, SocketError> UnixSocket::send_all(std::string_view data, Deadline deadline) {
  while (!data.empty()) {
    const ssize_t n = ::send(fd_, data.data(), data.size(), MSG_NOSIGNAL);
    if (n >= 0) {
      data.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      if (auto ready = wait(POLLOUT, deadline); !ready) return ready;
      continue;
    }
    const bool gone = errno == EPIPE || errno == ECONNRESET;
    return failure(gone ? SocketError::Kind::closed : SocketError::Kind::other, errno);
  }
  return {};
}

std::expected<std::size_t, SocketError> UnixSocket::receive(char* buffer, std::size_t size,
                                                            Deadline deadline) {
  for (;;) {
    const ssize_t n = ::recv(fd_, buffer, size, 0);
    if (n >= 0) return static_cast<std::size_t>(n);
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      if (auto ready = wait(POLLIN, deadline); !ready) return std::unexpected(ready.error());
      continue;
    }
    const bool gone = errno == ECONNRESET || errno == EPIPE;
    return failure(gone ? SocketError::Kind::closed : SocketError::Kind::other, errno);
  }
}

std::expected<void, SocketError> UnixSocket::wait_readable(Deadline deadline) const {
  return wait(POLLIN, deadline);
}

std::expected<void, SocketError> UnixSocket::shutdown_write() {
  if (::shutdown(fd_, SHUT_WR) == 0) return {};
  const bool gone = errno == ENOTCONN || errno == EPIPE;
  return failure(gone ? SocketError::Kind::closed : SocketError::Kind::other, errno);
}

bool UnixSocket::peer_left() const {
  pollfd p{fd_, POLLIN, 0};
  return ::poll(&p, 1, 0) != 0;  // readable, hung up, or an error: not reusable
}

}  // namespace gpuq::client
