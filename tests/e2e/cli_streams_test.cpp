// Getting into running workloads with the real gpuq binary and a real
// daemon: exec (the exit code, input, the pod's world, owners only, killed
// with its pod), attach to a pod's terminal before and after a kill -9 of
// the daemon, port-forward through the API, and curl's plain exec.
#include <doctest/doctest.h>
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::read_file;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;

namespace {

// A shell line run as the test's user, with the daemon's socket.
Run shell(const Daemon& d, const std::string& line, double timeout_s = 60) {
  return run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(), line, timeout_s);
}

bool alive(pid_t pid) { return ::kill(pid, 0) == 0; }

}  // namespace

TEST_CASE("gpuq exec runs a command in the pod's world and exits with its code") {
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");
  d.start();
  d.project("team-a", 4);
  const std::string work = d.dir() + "/project";
  std::filesystem::create_directories(work);
  Run o = shell(d, "cd " + work + " && MARK=submitted gpuq submit w1 -p team-a -g 1 -- sleep 300");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("w1") == "Running"; }));

  o = run_gpuq(d,
               "exec w1 -p team-a -- sh -c 'echo $MARK $GPUQ_WORKLOAD $PWD "
               "$CUDA_VISIBLE_DEVICES; echo oops >&2; exit 3'");
  CHECK(o.code == 3);
  CHECK(o.out == "submitted w1 " + work + " GPU-00000000-0000-0000-0000-000000000000\n");
  CHECK(o.err == "oops\n");

  o = shell(d, "printf 'one\\ntwo\\n' | gpuq exec -i w1 -p team-a -- wc -l");
  CHECK(o.code == 0);
  CHECK(o.out == "2\n");
  // -t without a terminal on stdin is dropped, -i or not: cat reads no pty for good.
  o = shell(d, "echo x | timeout 20 gpuq exec -t w1 -p team-a -- cat");
  CHECK(o.code == 0);
  CHECK(contains(o.err, "stdin is not a terminal: going on without -t/--tty"));

  o = run_gpuq(d, "exec w1 -p team-a -- no-such-program");
  CHECK(o.code == 127);
  CHECK(contains(o.err, "cannot run 'no-such-program': not found in PATH"));

  o = run_gpuq(d, "exec w1 -p team-a --pod 5 -- true");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "w1 has no pod 5"));

  // Someone else may not (the socket is open to all here).
  o = run_shell("unix://" + d.socket(), d.dir() + "/nobody-config", d.dir(),
                "setpriv --reuid=65534 --regid=65534 --clear-groups gpuq exec w1 -p team-a -- id");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "administrators only"));

  // curl's plain form: the output as the answer's body.
  o = shell(d, "curl -s --unix-socket " + d.socket() +
                   " -X POST 'http://localhost/api/v1/workloads/w1/exec?project=team-a"
                   "&command=echo&command=plain%20words'");
  CHECK(o.out == "plain words\n");
}

TEST_CASE("a command run with gpuq exec ends with its pod") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "submit w1 -p team-a -- sleep 300").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("w1") == "Running"; }));
  const std::string pid_file = d.dir() + "/exec.pid";
  // In the background, as a user leaves a command running in a pod.
  Run o = shell(d, "gpuq exec w1 -p team-a -- sh -c 'setsid sleep 601 & echo $! > " + pid_file +
                       "; exec sleep 602' >/dev/null 2>&1 &");
  REQUIRE(o.code == 0);
  REQUIRE(Daemon::eventually([&] { return !read_file(pid_file).empty(); }));
  const pid_t escaped = std::stoi(read_file(pid_file));
  CHECK(alive(escaped));
  REQUIRE(run_gpuq(d, "workload delete -y w1 -p team-a").code == 0);
  CHECK(Daemon::eventually([&] { return !alive(escaped); }));
}

TEST_CASE("attach to a pod's terminal, before and after a kill -9 of the daemon") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run o = run_gpuq(d,
                   "workspace submit sh1 -p team-a -t --stdin -- sh -c 'read a; echo first $a; "
                   "read b; echo second $b; exit 4'");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("sh1") == "Running"; }));

  // Without a terminal gpuq says so and sends its input as it comes; the
  // pod's terminal waits for more, so this client is stopped (Ctrl-C).
  // (bash: a pipeline would wait for the sleep; a process substitution does not)
  o = shell(d, "bash -c 'gpuq attach sh1 -p team-a < <(echo one; sleep 30)'", 3);
  CHECK(contains(o.out, "first one"));

  d.kill9();
  d.start();
  REQUIRE(d.phase("sh1") == "Running");
  o = shell(d, "bash -c 'gpuq attach sh1 -p team-a < <(echo two; sleep 30)'", 20);
  CHECK(contains(o.out, "second two"));
  CHECK(o.code == 4);  // the pod's own exit code

  // A workload submitted without --stdin reads no input.
  REQUIRE(run_gpuq(d, "submit quiet -p team-a -- sleep 300").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("quiet") == "Running"; }));
  const auto r = d.call("POST", "/api/v1/workloads/quiet/attach?project=team-a&stdin=true");
  CHECK(r.status == 426);  // no upgrade asked: refused before anything else is looked at
}

TEST_CASE("gpuq port-forward reaches a workspace's port through the daemon") {
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");  // others may connect
  d.start();
  d.project("team-a", 4);
  const std::string ws = d.dir() + "/workspace";
  std::filesystem::copy(std::string(GPUQ_SOURCE_DIR) + "/examples/workspace", ws);
  Run o =
      shell(d, "cd " + ws + " && gpuq workspace submit nb -p team-a --port 8888 -- ./notebook.sh");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("nb") == "Running"; }));
  const int local = gpuq::test::free_tcp_port();
  o = shell(d, "cd " + d.dir() + "; gpuq port-forward nb -p team-a --port " +
                   std::to_string(local) +
                   ":8888 > pf.out 2>&1 & pf=$!; for i in $(seq 100); do curl -sf "
                   "http://127.0.0.1:" +
                   std::to_string(local) +
                   "/ > page.txt && break; sleep 0.1; done; kill -INT $pf; wait $pf; echo rc=$?");
  CHECK(contains(read_file(d.dir() + "/page.txt"), "workspace nb on port"));
  CHECK(contains(read_file(d.dir() + "/pf.out"),
                 "Forwarding from 127.0.0.1:" + std::to_string(local) + " -> 8888"));
  CHECK(contains(o.out, "rc=0"));

  o = run_gpuq(d, "port-forward nb -p team-a --port 0:9999", 10);
  CHECK(o.code == 1);
  CHECK(contains(o.err, "nb has no port 9999 (its ports: 8888)"));

  // Someone else is refused before anything listens, not at each connection.
  o = run_shell("unix://" + d.socket(), d.dir() + "/nobody-config", d.dir(),
                "setpriv --reuid=65534 --regid=65534 --clear-groups timeout 10 gpuq port-forward "
                "nb -p team-a --port 0:8888");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "forwarding to nb is for "));
  CHECK(contains(o.err, " and administrators only"));
  CHECK_FALSE(contains(o.out, "Forwarding from"));
}
