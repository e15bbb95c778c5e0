// relay_bytes between two socket pairs: what each side sends reaches the
// other, an EOF is passed on as one, and the relay ends when both are done.
#include "daemon/http/byte_relay.h"

#include <doctest/doctest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <string>
#include <thread>

using namespace gpuq::daemon;

namespace {

struct Pair {
  int near = -1;  // the test's end
  int far = -1;   // the relay's end
  Pair() {
    int fds[2];
    REQUIRE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0);
    near = fds[0];
    far = fds[1];
  }
  ~Pair() {
    ::close(near);
    ::close(far);
  }
};

// Everything until EOF.
std::string read_all(int fd) {
  std::string out;
  char buffer[4096];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n <= 0) return out;
    out.append(buffer, static_cast<std::size_t>(n));
  }
}

}  // namespace

TEST_CASE("byte relay: both ways, early bytes first, EOF passed on, then it ends") {
  Pair client;
  Pair pod;
  std::atomic<bool> stopping{false};
  std::thread relay([&] { relay_bytes(client.far, pod.far, stopping, "early "); });

  const std::string big(600 * 1024, 'x');  // more than the relay buffers at once
  std::thread writer([&] {
    CHECK(::write(client.near, "to pod", 6) == 6);
    std::string_view rest = big;
    while (!rest.empty()) {
      const ssize_t n = ::write(pod.near, rest.data(), rest.size());
      REQUIRE(n > 0);
      rest.remove_prefix(static_cast<std::size_t>(n));
    }
    ::shutdown(client.near, SHUT_WR);
    ::shutdown(pod.near, SHUT_WR);
  });
  std::string to_client;
  std::thread reader([&] { to_client = read_all(client.near); });
  CHECK(read_all(pod.near) == "early to pod");
  writer.join();
  reader.join();
  CHECK(to_client == big);
  relay.join();  // both directions ended: it returns by itself
}

TEST_CASE("byte relay: a side that hangs up ends the relay") {
  Pair client;
  Pair pod;
  std::atomic<bool> stopping{false};
  std::thread relay([&] { relay_bytes(client.far, pod.far, stopping); });
  CHECK(::write(pod.near, "bye", 3) == 3);
  ::close(pod.near);
  pod.near = -1;
  char buffer[8] = {};
  CHECK(::read(client.near, buffer, sizeof buffer) == 3);
  relay.join();
}

TEST_CASE("byte relay: stopping ends it while both sides are quiet") {
  Pair client;
  Pair pod;
  std::atomic<bool> stopping{false};
  std::thread relay([&] { relay_bytes(client.far, pod.far, stopping); });
  stopping = true;
  relay.join();
}
