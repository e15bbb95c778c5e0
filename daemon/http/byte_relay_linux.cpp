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
  bool shut = false;        // `to`'s write end is shut down, everything delivered
  bool failed = false;      // `to` can take nothing more: what is left is dropped

  bool finished() const { return failed || shut; }
  bool wants_read() const { return !finished() && !read_ended && buffer.size() < kBufferLimit; }
  bool wants_write() const { return !finished() && !buffer.empty(); }

  void read_some() {
    char chunk[65536];
    const ssize_t n = ::recv(from, chunk, sizeof chunk, MSG_DONTWAIT);
    if (n > 0) {
      buffer.append(chunk, static_cast<std::size_t>(n));
    } else if (n == 0) {
      read_ended = true;
    } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
      read_ended = true;  // as good as an EOF: nothing more will come
    }
  }

  void write_some() {
    while (!finished() && !buffer.empty()) {
      const ssize_t n = ::send(to, buffer.data(), buffer.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
      if (n > 0) {
        buffer.erase(0, static_cast<std::size_t>(n));
        continue;
      }
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
      failed = true;
      buffer.clear();
      return;
    }
    if (!finished() && read_ended && buffer.empty()) {
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
  while (!stopping.load() && !(forward.finished() && back.finished())) {
    // fds[0] is read for `forward` and written for `back`, fds[1] the
    // reverse. A socket nothing is wanted from is left out (-1): one that
    // hung up would otherwise wake poll() at once, again and again.
    pollfd fds[2] = {{a, 0, 0}, {b, 0, 0}};
    if (forward.wants_read()) fds[0].events |= POLLIN;
    if (back.wants_write()) fds[0].events |= POLLOUT;
    if (back.wants_read()) fds[1].events |= POLLIN;
    if (forward.wants_write()) fds[1].events |= POLLOUT;
    for (pollfd& p : fds) {
      if (p.events == 0) p.fd = -1;
    }
    const int ready = ::poll(fds, 2, kPollMs);
    if (ready < 0 && errno != EINTR) return;
    if (ready <= 0) continue;
    if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0 && forward.wants_read()) {
      forward.read_some();
    }
    if ((fds[1].revents & (POLLIN | POLLHUP | POLLERR)) != 0 && back.wants_read()) {
      back.read_some();
    }
    // A socket that hung up (both ways) can be told nothing more; what it
    // sent before is still read and delivered the other way.
    if ((fds[0].revents & (POLLHUP | POLLERR)) != 0) back.failed = true;
    if ((fds[1].revents & (POLLHUP | POLLERR)) != 0) forward.failed = true;
    forward.write_some();
    back.write_some();
  }
}

}  // namespace gpuq::daemon
