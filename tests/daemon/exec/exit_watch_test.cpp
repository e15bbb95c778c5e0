// ExitWatch with real processes: it hears a child's end and the end of a
// process that is not our child (as a pod adopted after a restart).
#include "daemon/exec/exit_watch.h"

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <vector>

using namespace gpuq::daemon;
using namespace std::chrono_literals;

namespace {

// Counts the listener's calls; waits for them with a bound that only guards
// against a hang, not a figure of speed.
class Calls {
 public:
  void add() {
    {
      std::lock_guard lock(mu_);
      ++count_;
    }
    cv_.notify_all();
  }
  bool wait_for(int n) {
    std::unique_lock lock(mu_);
    return cv_.wait_for(lock, 30s, [&] { return count_ >= n; });
  }
  int count() {
    std::lock_guard lock(mu_);
    return count_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  int count_ = 0;
};

// A child that waits until its pipe closes, then exits.
pid_t waiting_child(int& release) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[1]);
    char c;
    while (::read(fds[0], &c, 1) > 0) {
    }
    ::_exit(0);
  }
  ::close(fds[0]);
  release = fds[1];
  return pid;
}

}  // namespace

TEST_CASE("exit watch: a watched child's end calls the listener, once") {
  Calls calls;  // before the watch: its thread may call the listener until it is destroyed
  ExitWatch watch;
  watch.set_listener([&] { calls.add(); });
  int release = -1;
  const pid_t child = waiting_child(release);
  REQUIRE(watch.watch(child));
  CHECK(calls.count() == 0);
  ::close(release);
  CHECK(calls.wait_for(1));
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  watch.forget(child);
  CHECK(calls.count() == 1);
}

TEST_CASE("exit watch: take_ended names what ended, once, and not what runs") {
  Calls calls;
  ExitWatch watch;
  watch.set_listener([&] { calls.add(); });
  int release_a = -1, release_b = -1;
  const pid_t a = waiting_child(release_a);
  const pid_t b = waiting_child(release_b);
  REQUIRE(watch.watch(a));
  REQUIRE(watch.watch(b));
  CHECK(watch.take_ended().empty());
  ::kill(a, SIGKILL);  // b holds a's pipe too: its end would not end a
  REQUIRE(calls.wait_for(1));
  CHECK(watch.take_ended() == std::vector<pid_t>{a});
  CHECK(watch.take_ended().empty());
  // One gone before it is watched (reaped already) is named too.
  const pid_t gone = ::fork();
  if (gone == 0) ::_exit(0);
  REQUIRE(::waitpid(gone, nullptr, 0) == gone);
  REQUIRE(watch.watch(gone));
  REQUIRE(calls.wait_for(2));
  CHECK(watch.take_ended() == std::vector<pid_t>{gone});
  ::kill(b, SIGKILL);
  REQUIRE(calls.wait_for(3));
  CHECK(watch.take_ended() == std::vector<pid_t>{b});
  ::close(release_a);
  ::close(release_b);
  ::waitpid(a, nullptr, 0);
  ::waitpid(b, nullptr, 0);
  watch.forget(a);
  watch.forget(b);
}

TEST_CASE("exit watch: a process that already ended is heard at once") {
  Calls calls;  // before the watch: its thread may call the listener until it is destroyed
  ExitWatch watch;
  watch.set_listener([&] { calls.add(); });
  const pid_t child = ::fork();
  if (child == 0) ::_exit(3);
  siginfo_t info = {};
  REQUIRE(::waitid(P_PID, static_cast<id_t>(child), &info, WEXITED | WNOWAIT) == 0);  // a zombie
  REQUIRE(watch.watch(child));
  CHECK(calls.wait_for(1));
  ::waitpid(child, nullptr, 0);
  watch.forget(child);
}

TEST_CASE("exit watch: the end of a process that is not our child is heard too") {
  Calls calls;  // before the watch: its thread may call the listener until it is destroyed
  ExitWatch watch;
  watch.set_listener([&] { calls.add(); });
  // A grandchild whose parent has gone: init (or a subreaper) is its parent now.
  int pid_pipe[2];
  REQUIRE(::pipe(pid_pipe) == 0);
  const pid_t child = ::fork();
  if (child == 0) {
    const pid_t grandchild = ::fork();
    if (grandchild == 0) {
      ::pause();
      ::_exit(0);
    }
    (void)!::write(pid_pipe[1], &grandchild, sizeof grandchild);
    ::_exit(0);
  }
  pid_t grandchild = 0;
  REQUIRE(::read(pid_pipe[0], &grandchild, sizeof grandchild) == sizeof grandchild);
  ::close(pid_pipe[0]);
  ::close(pid_pipe[1]);
  REQUIRE(::waitpid(child, nullptr, 0) == child);
  REQUIRE(watch.watch(grandchild));
  CHECK(calls.count() == 0);
  ::kill(grandchild, SIGKILL);
  CHECK(calls.wait_for(1));
  watch.forget(grandchild);
}
