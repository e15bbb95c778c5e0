// The daemon as a systemd service (deploy/systemd/gpuq-daemon.service):
// READY=1 once it serves, RELOADING=1 then READY=1 around a SIGHUP,
// STOPPING=1 on SIGTERM, over a real $NOTIFY_SOCKET; and --check-config,
// which an administrator runs before `systemctl reload`.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_shell;

namespace {

// The service manager's end: a datagram socket whose messages are kept.
class NotifyListener {
 public:
  explicit NotifyListener(const std::string& path) {
    fd_ = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    REQUIRE(::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  }
  ~NotifyListener() { ::close(fd_); }
  // Every message received so far, in order.
  const std::vector<std::string>& messages() {
    char buffer[1024];
    for (ssize_t n; (n = ::recv(fd_, buffer, sizeof buffer, MSG_DONTWAIT)) > 0;) {
      messages_.emplace_back(buffer, static_cast<std::size_t>(n));
    }
    return messages_;
  }

 private:
  int fd_ = -1;
  std::vector<std::string> messages_;
};

}  // namespace

TEST_CASE("the daemon tells systemd it is ready, reloading and stopping") {
  Daemon d(Daemon::kFourGpus, "policy:\n  retry_backoff: 10s\n");
  NotifyListener manager(d.dir() + "/notify");
  d.set_env("NOTIFY_SOCKET", d.dir() + "/notify");
  d.start();
  REQUIRE(Daemon::eventually([&] { return manager.messages().size() == 1; }));
  CHECK(manager.messages()[0] == "READY=1\nSTATUS=listening on " + d.socket());

  ::kill(d.pid(), SIGHUP);
  REQUIRE(Daemon::eventually([&] { return manager.messages().size() == 3; }));
  CHECK(manager.messages()[1] == "RELOADING=1");
  CHECK(contains(manager.messages()[2], "READY=1\nSTATUS=config reloaded from "));

  d.stop();
  REQUIRE(manager.messages().size() == 4);
  CHECK(manager.messages()[3] == "STOPPING=1");
  // Outside systemd (no JOURNAL_STREAM) each line carries its own time.
  CHECK(contains(d.log(), "Z stopping on SIGTERM; running pods keep running"));
}

TEST_CASE("gpuq daemon --check-config says valid, or what is wrong and where, without starting") {
  Daemon d;  // for its directory and binary; not started
  const std::string good = d.dir() + "/good.yaml";
  std::ofstream(good) << "socket:\n  group: root\npolicy:\n  retry_backoff: 20s\n";
  Run o = run_shell("", d.dir() + "/cfg", d.dir(),
                    "gpuq daemon --check-config --config " + good + " --gpus none --state-dir " +
                        d.dir() + "/state");
  CHECK(o.code == 0);
  CHECK(contains(o.out, good + ": valid; state in " + d.dir() + "/state"));
  CHECK(contains(o.out, "GPUs from none"));
  CHECK(::access((d.dir() + "/state").c_str(), F_OK) != 0);  // nothing was created

  const std::string bad = d.dir() + "/bad.yaml";
  std::ofstream(bad) << "socket:\n  group: root\npolicy:\n  retry_backof: 20s\n";
  o = run_shell("", d.dir() + "/cfg", d.dir(), "gpuq daemon --check-config --config " + bad);
  CHECK(o.code == 2);
  CHECK(contains(o.err, bad + ":4"));
  CHECK(contains(o.err, "retry_backof"));

  // A mock inventory that is not there names the setting and what it wants.
  o = run_shell("", d.dir() + "/cfg", d.dir(),
                "gpuq daemon --check-config --gpus mock:4 --state-dir " + d.dir() + "/state");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "gpus: mock inventory 4: cannot read: No such file or directory"));
  CHECK(contains(o.err, "examples/mock-4gpu.yaml"));
}
