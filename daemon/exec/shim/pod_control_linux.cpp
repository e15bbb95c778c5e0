#include <fcntl.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "daemon/exec/shim/pod_control.h"

namespace gpuq::daemon {
namespace {

// The abstract address of `name`: a NUL, then the name (no terminator).
socklen_t abstract_address(const std::string& name, sockaddr_un& address) {
  address = {};
  address.sun_family = AF_UNIX;
  const std::size_t n = std::min(name.size(), sizeof address.sun_path - 1);
  std::memcpy(address.sun_path + 1, name.data(), n);
  return static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + n);
}

}  // namespace

std::string new_pod_control_name() {
  unsigned char bytes[16] = {};
  for (std::size_t got = 0; got < sizeof bytes;) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;  // only kernels before 3.17 lack it: the name is then less random
    got += static_cast<std::size_t>(n);
  }
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string name = "gpuq-pod-";
  for (unsigned char b : bytes) {
    name += kDigits[b >> 4];
    name += kDigits[b & 0xf];
  }
  return name;
}

int bind_pod_control(const std::string& name) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  sockaddr_un address;
  const socklen_t length = abstract_address(name, address);
  if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), length) != 0) {
    const int error = errno;
    ::close(fd);
    errno = error;
    return -1;
  }
  return fd;
}

bool listen_pod_control(int fd) {
  return ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 && ::listen(fd, 16) == 0;
}

bool control_peer_allowed(int fd) {
  ucred peer{};
  socklen_t length = sizeof peer;
  if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) != 0) return false;
  return peer.uid == 0 || peer.uid == ::geteuid();
}

core::Result<int> connect_pod_control(const std::string& name, pid_t shim_pid) {
  // Non-blocking while connecting: a shim whose backlog is full (it does
  // not accept) is an error now, not a daemon thread waiting for ever.
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return core::fail(std::strerror(errno), "pod control", core::Error::Code::io);
  sockaddr_un address;
  const socklen_t length = abstract_address(name, address);
  int rc = 0;
  do {
    rc = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), length);
  } while (rc != 0 && errno == EINTR);
  if (rc != 0) {
    const int error = errno;
    ::close(fd);
    return core::fail(
        error == EAGAIN
            ? std::string("the pod's shim is busy (it takes no more connections)")
            : "the pod's shim does not answer (" + std::string(std::strerror(error)) + ")",
        "", core::Error::Code::conflict);
  }
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  ucred peer{};
  socklen_t peer_length = sizeof peer;
  if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &peer_length) != 0 || peer.pid != shim_pid ||
      (peer.uid != 0 && peer.uid != ::geteuid())) {
    ::close(fd);
    return core::fail("another process holds the pod's control socket", "",
                      core::Error::Code::permission_denied);
  }
  return fd;
}

bool send_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace gpuq::daemon
