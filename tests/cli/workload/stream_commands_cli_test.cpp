// gpuq attach, exec, bash and port-forward through the real binary, against
// a stand-in for the daemon's side of the streams (fake_stream_daemon.h).
#include <doctest/doctest.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

#include "../cli_runner.h"
#include "fake_stream_daemon.h"

using gpuq::test::cli_scratch;
using gpuq::test::contains;
using gpuq::test::FakeStreamDaemon;
using gpuq::test::run_cli;

namespace {

std::string socket_path(const std::string& name) { return (cli_scratch() / name).string(); }

}  // namespace

TEST_CASE("exec: the command's words as parameters, its output by channel, its exit code") {
  FakeStreamDaemon daemon(socket_path("exec.sock"));
  auto r =
      run_cli("exec a1 -- sh -c 'echo \"hi there\"' </dev/null", "GPUQ_SERVER=" + daemon.server());
  CHECK(r.code == 7);
  CHECK(r.out ==
        "ran: /api/v1/workloads/a1/exec?command=sh&command=-c&command=echo%20%22hi%20there%22\n");
  CHECK(r.err == "warn\n");

  auto typed = run_cli("workspace exec a1 --pod a1-0 -i -- cat </dev/null",
                       "GPUQ_SERVER=" + daemon.server());
  CHECK(typed.code == 7);
  CHECK(contains(typed.out, "/exec?project=team-a&pod=a1-0&stdin=true&command=cat\n"));
}

TEST_CASE("bash and -t without a terminal: warned once, then without a terminal") {
  FakeStreamDaemon daemon(socket_path("bash.sock"));
  auto r = run_cli("bash a1 </dev/null", "GPUQ_SERVER=" + daemon.server());
  CHECK(r.code == 7);
  CHECK(contains(r.out, "/api/v1/workloads/a1/exec?stdin=true&command=bash\n"));
  CHECK(contains(r.err, "gpuq: warning: stdin is not a terminal: going on without -t/--tty\n"));
}

TEST_CASE("exec and attach on a workload the daemon does not know: its error, exit 1") {
  FakeStreamDaemon daemon(socket_path("missing.sock"));
  auto exec = run_cli("exec nope -- ls </dev/null", "GPUQ_SERVER=" + daemon.server());
  CHECK(exec.code == 1);
  CHECK(contains(exec.err, "gpuq: error: no workload nope"));
  auto attach = run_cli("attach nope </dev/null", "GPUQ_SERVER=" + daemon.server());
  CHECK(attach.code == 1);
  CHECK(contains(attach.err, "gpuq: error: no workload nope"));
}

TEST_CASE("attach: stdin goes to the pod until its end, the pod's output comes back") {
  FakeStreamDaemon daemon(socket_path("attach.sock"));
  const std::string input = (cli_scratch() / "attach-input").string();
  REQUIRE(std::system(("printf 'line 1\\nline 2\\n' > '" + input + "'").c_str()) == 0);
  auto r = run_cli("attach a1 < '" + input + "'", "GPUQ_SERVER=" + daemon.server());
  CHECK(r.code == 0);
  CHECK(r.out == "line 1\nline 2\n");
  const auto requests = daemon.requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[0] == "GET /api/v1/workloads/a1");
  CHECK(requests[1] == "POST /api/v1/workloads/a1/attach?project=team-a");

  auto quiet = run_cli("attach a1 --no-stdin --pod 0 </dev/null", "GPUQ_SERVER=" + daemon.server());
  CHECK(quiet.code == 0);
  CHECK(daemon.requests().back() ==
        "POST /api/v1/workloads/a1/attach?project=team-a&pod=0&stdin=false");
}

TEST_CASE("port-forward: a local port to the pod's, both ways, until SIGINT") {
  FakeStreamDaemon daemon(socket_path("forward.sock"));
  int out[2];
  REQUIRE(::pipe(out) == 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, out[0]);
  const std::string server = "GPUQ_SERVER=" + daemon.server();
  std::vector<std::string> words = {GPUQ_BINARY, "port-forward", "a1", "--port", ":8888"};
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_words = {server, "HOME=" + cli_scratch().string()};
  std::vector<char*> envp;
  for (std::string& e : env_words) envp.push_back(e.data());
  envp.push_back(nullptr);
  pid_t pid = 0;
  REQUIRE(posix_spawn(&pid, GPUQ_BINARY, &actions, nullptr, argv.data(), envp.data()) == 0);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out[1]);

  std::string line;
  char c = 0;
  while (::read(out[0], &c, 1) == 1 && c != '\n') line += c;
  REQUIRE(line.starts_with("Forwarding from 127.0.0.1:"));
  REQUIRE(line.ends_with(" -> 8888"));
  const int port = std::stoi(line.substr(26));

  const int s = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  REQUIRE(::send(s, "ping", 4, MSG_NOSIGNAL) == 4);
  ::shutdown(s, SHUT_WR);
  std::string echoed;
  char buffer[64];
  for (ssize_t n; (n = ::recv(s, buffer, sizeof buffer, 0)) > 0;) {
    echoed.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(s);
  CHECK(echoed == "ping");

  ::kill(pid, SIGINT);
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  ::close(out[0]);
  bool forwarded = false;
  for (const std::string& r : daemon.requests()) {
    forwarded = forwarded || r == "POST /api/v1/workloads/a1/portforward?project=team-a&port=8888";
  }
  CHECK(forwarded);
}
