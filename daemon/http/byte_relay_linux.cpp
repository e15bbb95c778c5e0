#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

#include "daemon/http/byte_relay.h"

namespace gpuq::daemon {
namespace {

constexpr std::size_t kBufferLimit = 256 * 1024;
constexpr int kPollMs = 100;

// One direction: bytes read from `from`, not yet written to `to`.
struct Direction {
  int from;
  int to;
  std::string buffer;
  bool read_ended = false;  // `from` sent EOF
  bool shut = false;        // `to`'s write end is shut down
  bool failed = false;

  bool done() const { return failed || shut; }

  void read_some() {
    char chunk[65536];
    const ssize_t n = ::recv(from, chunk, sizeof chunk, MSG_DONTWAIT);
    if (n > 0) {
      buffer.append(chunk, static_cast<std::size_t>(n));
    } else if (n == 0) {
      read_ended = true;
    } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
      failed = true;
    }
  }

  void write_some() {
    while (!buffer.empty()) {
      const ssize_t n = ::send(to, buffer.data(), buffer.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
      if (n > 0) {
        buffer.erase(0, static_cast<std::size_t>(n));
        continue;
      }
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
      failed = true;
      return;
    }
    if (read_ended && !shut) {
      ::shutdown(to, SHUT_WR);
      shut = true;
    }
  }
};

}  // namespace

void relay_bytes(int a, int b, const std::atomic<bool>& stopping, const std::string& a_early) {
  Direction forward{a, b, a_early};
  Direction back{b, a, {}};
  forward.write_some();
  while (!stopping.load()) {
    if (forward.done() && back.done()) return;
    if (forward.failed || back.failed) {
      // One side is broken: what the other direction holds is delivered
      // as far as it goes without waiting, and the relay ends.
      if (!forward.failed) forward.write_some();
      if (!back.failed) back.write_some();
      return;
    }
    pollfd fds[2] = {{a, 0, 0}, {b, 0, 0}};
    // fds[0] is read for `forward` and written for `back`, fds[1] the reverse.
    if (!forward.read_ended && forward.buffer.size() < kBufferLimit) fds[0].events |= POLLIN;
    if (!back.buffer.empty()) fds[0].events |= POLLOUT;
    if (!back.read_ended && back.buffer.size() < kBufferLimit) fds[1].events |= POLLIN;
    if (!forward.buffer.empty()) fds[1].events |= POLLOUT;
    const int ready = ::poll(fds, 2, kPollMs);
    if (ready < 0 && errno != EINTR) return;
    if (ready <= 0) continue;
    if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0 && !forward.read_ended) {
      forward.read_some();
    }
    if ((fds[1].revents & (POLLIN | POLLHUP | POLLERR)) != 0 && !back.read_ended) {
      back.read_some();
    }
    // A side that hung up altogether (not just its sending) can be told
    // nothing more once what it sent has been read.
    if ((fds[0].revents & (POLLHUP | POLLERR)) != 0 && forward.read_ended) back.failed = true;
    if ((fds[1].revents & (POLLHUP | POLLERR)) != 0 && back.read_ended) forward.failed = true;
    if (!forward.failed) forward.write_some();
    if (!back.failed) back.write_some();
  }
}

}  // namespace gpuq::daemon
