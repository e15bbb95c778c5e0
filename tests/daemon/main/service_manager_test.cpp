// The daemon's side of systemd: notifications over $NOTIFY_SOCKET (a real
// datagram socket here) and log lines for the journal.
#include "daemon/main/service_manager.h"

#include <doctest/doctest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace {

using gpuq::daemon::format_log_line;
using gpuq::daemon::is_journal_stream;
using gpuq::daemon::ServiceNotifier;

// A datagram socket bound to `name` ("/path" or "@abstract"), as systemd's.
struct Listener {
  int fd = -1;
  explicit Listener(const std::string& name) {
    fd = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, name.data(), name.size());
    if (name.front() == '@') address.sun_path[0] = '\0';
    const auto length = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + name.size());
    REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), length) == 0);
  }
  ~Listener() { ::close(fd); }
  std::string receive() const {
    char buffer[512];
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
    return n < 0 ? std::string("(nothing)") : std::string(buffer, static_cast<std::size_t>(n));
  }
};

}  // namespace

TEST_CASE("service notifier: a path socket gets each state in one datagram") {
  char dir[] = "/tmp/gpuq-notify-XXXXXX";
  REQUIRE(::mkdtemp(dir) != nullptr);
  const std::string path = std::string(dir) + "/notify";
  {
    Listener listener(path);
    const ServiceNotifier notifier(path);
    CHECK(notifier.enabled());
    REQUIRE(notifier.notify("READY=1\nSTATUS=listening").has_value());
    CHECK(listener.receive() == "READY=1\nSTATUS=listening");
    REQUIRE(notifier.notify("STOPPING=1").has_value());
    CHECK(listener.receive() == "STOPPING=1");
  }
  ::unlink(path.c_str());
  ::rmdir(dir);
}

TEST_CASE("service notifier: an abstract socket (@name) works too") {
  const std::string name = "@gpuq-notify-test-" + std::to_string(::getpid());
  Listener listener(name);
  REQUIRE(ServiceNotifier(name).notify("READY=1").has_value());
  CHECK(listener.receive() == "READY=1");
}

TEST_CASE("service notifier: disabled without NOTIFY_SOCKET, which no child inherits") {
  ::setenv("NOTIFY_SOCKET", "@gpuq-notify-env", 1);
  const ServiceNotifier from_env = ServiceNotifier::from_environment();
  CHECK(from_env.enabled());
  CHECK(std::getenv("NOTIFY_SOCKET") == nullptr);
  const ServiceNotifier none = ServiceNotifier::from_environment();
  CHECK_FALSE(none.enabled());
  CHECK(none.notify("READY=1").has_value());
}

TEST_CASE("service notifier: a socket that is not there or not a path is an error naming it") {
  auto sent = ServiceNotifier("/nonexistent/gpuq/notify").notify("READY=1");
  REQUIRE_FALSE(sent.has_value());
  CHECK(sent.error().to_string().find("/nonexistent/gpuq/notify") != std::string::npos);
  sent = ServiceNotifier("relative/notify").notify("READY=1");
  REQUIRE_FALSE(sent.has_value());
  CHECK(sent.error().to_string().find("NOTIFY_SOCKET") != std::string::npos);
}

TEST_CASE("journal stream: stderr is the journal only when JOURNAL_STREAM names it") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  struct stat st {};
  REQUIRE(::fstat(fds[1], &st) == 0);
  const std::string mine = std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino);
  CHECK(is_journal_stream(fds[1], mine.c_str()));
  const std::string other = std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino + 1);
  CHECK_FALSE(is_journal_stream(fds[1], other.c_str()));
  CHECK_FALSE(is_journal_stream(fds[1], "garbage"));
  CHECK_FALSE(is_journal_stream(fds[1], nullptr));
  ::close(fds[0]);
  ::close(fds[1]);
}

TEST_CASE("log lines: stamped on a terminal or file, bare for the journal") {
  const auto when = std::chrono::system_clock::time_point(std::chrono::milliseconds(1795780800123));
  CHECK(format_log_line("started", when, false) == "2026-11-27T12:00:00.123Z started\n");
  CHECK(format_log_line("started", when, true) == "started\n");
}
