// Streams into running pods through the real pod shim: attach to a pod's
// terminal or input pipe, exec a command as one of the pod's processes, and
// the control socket's checks. Each case takes well under a second.
#include <doctest/doctest.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "daemon/exec/process_runner.h"
#include "daemon/exec/shim/pod_control.h"
#include "daemon/exec/shim/stream_frame.h"
#include "runner_fixture.h"

using namespace gpuq::daemon;
using namespace gpuq::test;

namespace {

// One end of a stream: sends frames, collects what comes back.
class StreamEnd {
 public:
  explicit StreamEnd(int fd) : fd_(fd) {}
  ~StreamEnd() { ::close(fd_); }
  StreamEnd(const StreamEnd&) = delete;
  StreamEnd& operator=(const StreamEnd&) = delete;

  void send(StreamChannel channel, std::string_view payload) {
    REQUIRE(send_all(fd_, frame(channel, payload)));
  }
  // Reads frames (up to 5 s) until `text` has come on `channel` or a status
  // frame came; returns everything of `channel` so far.
  std::string until(StreamChannel channel, std::string_view text) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (std::chrono::steady_clock::now() < deadline && status_.empty() &&
           received(channel).find(text) == std::string::npos) {
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, 100) <= 0) continue;
      char buffer[4096];
      const ssize_t n = ::read(fd_, buffer, sizeof buffer);
      if (n <= 0) break;
      reader_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
      while (auto f = reader_.next()) {
        if (f->channel == static_cast<uint8_t>(StreamChannel::status)) status_ = f->payload;
        by_channel_[f->channel] += f->payload;
      }
    }
    return received(channel);
  }
  // Reads until the status frame (up to 5 s) and returns it.
  std::string status() {
    until(StreamChannel::status, "}");
    return status_;
  }
  std::string received(StreamChannel channel) { return by_channel_[static_cast<int>(channel)]; }

 private:
  int fd_;
  FrameReader reader_;
  std::map<int, std::string> by_channel_;
  std::string status_;
};

// The command name of process `pid` (/proc/PID/comm); empty once it is gone.
std::string command_of(pid_t pid) {
  std::string name = read_file("/proc/" + std::to_string(pid) + "/comm");
  while (!name.empty() && name.back() == '\n') name.pop_back();
  return name;
}

int open_stream(ProcessRunner& runner, const ProcessId& id, std::vector<std::string> words) {
  auto fd = runner.open_pod_stream(id, words);
  REQUIRE_MESSAGE(fd.has_value(), (fd ? "" : fd.error().to_string()));
  return *fd;
}

}  // namespace

TEST_CASE("pod streams: attach to a pod's terminal: input, window size, output also in the log") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, sh("read line; echo \"got $line\"; stty size; tty; exit 4"));
  r.input = PodInput::tty;
  const ProcessId id = start(*runner, r);
  StreamEnd end(open_stream(*runner, id, {"attach", "stdin"}));
  end.send(StreamChannel::resize, resize_payload(132, 43));
  end.send(StreamChannel::stdin_data, "hello\n");
  const std::string shown = end.until(StreamChannel::stdout_data, "/dev/pts/");
  CHECK(shown.find("got hello") != std::string::npos);
  CHECK(shown.find("43 132") != std::string::npos);
  CHECK(end.status() == R"({"exitCode": 4})");
  CHECK(wait_exit(*runner, id).exit_code == 4);
  CHECK(read_file(r.log_path).find("got hello") != std::string::npos);
}

TEST_CASE("pod streams: attach to a pod's input pipe, which the client's end of input ends") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, sh("tr a-z A-Z"));
  r.input = PodInput::pipe;
  const ProcessId id = start(*runner, r);
  {
    // A client without stdin sees the output, and what it sends is dropped.
    StreamEnd watcher(open_stream(*runner, id, {"attach"}));
    watcher.send(StreamChannel::stdin_data, "ignored\n");
    StreamEnd typist(open_stream(*runner, id, {"attach", "stdin"}));
    typist.send(StreamChannel::stdin_data, "quiet words\n");
    typist.send(StreamChannel::stdin_data, "");
    CHECK(watcher.until(StreamChannel::stdout_data, "WORDS") == "QUIET WORDS\n");
    CHECK(typist.status() == R"({"exitCode": 0})");
  }
  CHECK(wait_exit(*runner, id).exit_code == 0);
  CHECK(read_file(r.log_path) == "QUIET WORDS\n");
}

TEST_CASE("pod streams: exec runs a command with the pod's environment, as one of its processes") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, {"sleep", "60"});
  r.environment.emplace_back("POD_MARK", "from-the-pod");
  const ProcessId id = start(*runner, r);
  {
    StreamEnd end(open_stream(*runner, id,
                              {"exec", "--", "sh", "-c", "echo $POD_MARK; echo oops >&2; exit 3"}));
    CHECK(end.status() == R"({"exitCode": 3})");
    CHECK(end.received(StreamChannel::stdout_data) == "from-the-pod\n");
    CHECK(end.received(StreamChannel::stderr_data) == "oops\n");
  }
  {
    StreamEnd end(open_stream(*runner, id, {"exec", "stdin", "--", "cat"}));
    end.send(StreamChannel::stdin_data, "piped");
    end.send(StreamChannel::stdin_data, "");
    CHECK(end.status() == R"({"exitCode": 0})");
    CHECK(end.received(StreamChannel::stdout_data) == "piped");
  }
  {
    StreamEnd end(open_stream(*runner, id, {"exec", "--", "no-such-command-here"}));
    CHECK(end.status() == R"({"exitCode": 127})");
    CHECK(end.received(StreamChannel::stderr_data).find("cannot run 'no-such-command-here'") !=
          std::string::npos);
  }
  // A command that outlives its session is still the pod's: it ends with it.
  StreamEnd end(open_stream(*runner, id, {"exec", "--", "sh", "-c", "echo up; exec sleep 601"}));
  CHECK(end.until(StreamChannel::stdout_data, "up") == "up\n");
  // A process of the pod, in a process group of its own (once the shell
  // that printed "up" has become the sleep).
  bool counted = false;
  for (int i = 0; i < 100 && !counted; ++i) {
    for (const auto& p : pod_processes(id)) {
      if (command_of(p.pid) == "sleep") counted = counted || p.pgid != id.pid;
    }
    if (!counted) ::usleep(20000);
  }
  CHECK(counted);
  runner->signal_group(id, SIGKILL);
  (void)wait_exit(*runner, id);
  CHECK(pod_processes(id).empty());
  CHECK(end.status().empty());  // killed with the pod: no status, the stream just ends
}

TEST_CASE("pod streams: a client that leaves hangs its exec'd command up") {
  TempDir dir;
  auto runner = make_runner(dir);
  const ProcessId id = start(*runner, request(dir, {"sleep", "60"}));
  auto count_sleeps = [&] {
    int n = 0;
    for (const auto& p : pod_processes(id)) n += command_of(p.pid) == "sleep" ? 1 : 0;
    return n;
  };
  {
    StreamEnd end(open_stream(*runner, id, {"exec", "--", "sh", "-c", "echo up; sleep 602"}));
    CHECK(end.until(StreamChannel::stdout_data, "up") == "up\n");
    for (int i = 0; i < 100 && count_sleeps() != 2; ++i) ::usleep(20000);
    CHECK(count_sleeps() == 2);
  }
  for (int i = 0; i < 50 && count_sleeps() != 1; ++i) ::usleep(20000);
  CHECK(count_sleeps() == 1);  // the pod's own sleep goes on
  runner->signal_group(id, SIGKILL);
  (void)wait_exit(*runner, id);
}

TEST_CASE("pod streams: no stream into a pod that has ended, nor to a stranger's socket") {
  TempDir dir;
  auto runner = make_runner(dir);
  const ProcessId id = start(*runner, request(dir, {"true"}));
  (void)wait_exit(*runner, id);
  auto gone = runner->open_pod_stream(id, {"attach"});
  REQUIRE_FALSE(gone.has_value());
  CHECK(gone.error().code == gpuq::core::Error::Code::conflict);

  // A control socket bound by some other process is never talked to.
  const std::string name = new_pod_control_name();
  CHECK(name.size() == std::string("gpuq-pod-").size() + 32);
  CHECK(name != new_pod_control_name());
  const int squatter = bind_pod_control(name);
  REQUIRE(squatter >= 0);
  REQUIRE(listen_pod_control(squatter));
  CHECK(bind_pod_control(name) < 0);  // taken: nobody binds it twice
  auto refused = connect_pod_control(name, ::getpid() + 1);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == gpuq::core::Error::Code::permission_denied);
  auto nobody = connect_pod_control(new_pod_control_name(), ::getpid());
  REQUIRE_FALSE(nobody.has_value());
  CHECK(nobody.error().code == gpuq::core::Error::Code::conflict);
  ::close(squatter);
}

TEST_CASE("pod streams: input a pod is slow to read waits, and none of it is lost") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, sh("sleep 1; wc -c"));
  r.input = PodInput::pipe;
  const ProcessId id = start(*runner, r);
  StreamEnd end(open_stream(*runner, id, {"attach", "stdin"}));
  const std::string chunk(64 * 1024, 'x');
  std::thread typist([&] {
    for (int i = 0; i < 48; ++i) end.send(StreamChannel::stdin_data, chunk);  // 3 MiB
    end.send(StreamChannel::stdin_data, "");
  });
  CHECK(end.status() == R"({"exitCode": 0})");
  typist.join();
  CHECK(wait_exit(*runner, id).exit_code == 0);
  CHECK(read_file(r.log_path) == std::to_string(48 * 64 * 1024) + "\n");
}
