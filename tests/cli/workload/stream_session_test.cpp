// The session pump between local descriptors (pipes here) and a PodStream
// over a socketpair, the test playing the daemon's side.
#include "cli/workload/stream_session.h"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <thread>

#include "gpuq/stream_frame.h"
#include "gpuq/upgraded_connection.h"

using namespace gpuq::cli;
using namespace gpuq::client;

namespace {

// The pod's side of a stream, the session's output and error pipes.
struct Wires {
  int pod = -1;
  PodStream stream;
  int out[2] = {-1, -1};
  int err[2] = {-1, -1};
  int in[2] = {-1, -1};

  static PodStream make(int& pod) {
    int fds[2];
    REQUIRE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0);
    pod = fds[1];
    return PodStream(make_socket_connection(fds[0]));
  }
  Wires() : stream(make(pod)) {
    REQUIRE(::pipe2(out, O_CLOEXEC | O_NONBLOCK) == 0);
    REQUIRE(::pipe2(err, O_CLOEXEC | O_NONBLOCK) == 0);
    REQUIRE(::pipe2(in, O_CLOEXEC) == 0);
  }
  ~Wires() {
    for (int fd : {pod, out[0], out[1], err[0], err[1], in[0], in[1]}) {
      if (fd >= 0) ::close(fd);
    }
  }
  SessionOptions options(bool with_input) const {
    SessionOptions o;
    o.input_fd = with_input ? in[0] : -1;
    o.output_fd = out[1];
    o.error_fd = err[1];
    return o;
  }
  void pod_sends(const std::string& bytes) const {
    REQUIRE(::send(pod, bytes.data(), bytes.size(), MSG_NOSIGNAL) ==
            static_cast<ssize_t>(bytes.size()));
  }
  // What the pod got, once the client closed its end.
  std::string pod_received() const {
    std::string got;
    char buffer[4096];
    for (ssize_t n; (n = ::recv(pod, buffer, sizeof buffer, 0)) > 0;) {
      got.append(buffer, static_cast<std::size_t>(n));
    }
    return got;
  }
  static std::string drain(int fd) {
    std::string got;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) {
      got.append(buffer, static_cast<std::size_t>(n));
    }
    return got;
  }
};

}  // namespace

TEST_CASE("output goes to stdout and stderr by channel, the status frame ends it with its code") {
  Wires w;
  w.pod_sends(encode_frame(kStdoutChannel, "out 1\n") + encode_frame(kStderrChannel, "err\n") +
              encode_frame(9, "a future channel") + encode_frame(kStdoutChannel, "out 2\n") +
              encode_frame(kStatusChannel, R"({"exitCode": 3})"));
  const SessionEnd end = run_stream_session(w.stream, w.options(false));
  CHECK(end.kind == SessionEnd::Kind::exited);
  CHECK(end.exit_code == 3);
  CHECK(Wires::drain(w.out[0]) == "out 1\nout 2\n");
  CHECK(Wires::drain(w.err[0]) == "err\n");
}

TEST_CASE("stdin is forwarded, and its end sends the EOF frame") {
  Wires w;
  std::thread pod([&] {
    // The pod answers once it has stdin's bytes and its EOF.
    const std::string expected =
        encode_frame(kStdinChannel, "hello\n") + encode_frame(kStdinChannel, "");
    std::string got;
    char buffer[256];
    while (got.size() < expected.size()) {
      const ssize_t n = ::recv(w.pod, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      got.append(buffer, static_cast<std::size_t>(n));
    }
    CHECK(got == expected);
    w.pod_sends(encode_frame(kStdoutChannel, "bye\n") +
                encode_frame(kStatusChannel, R"({"exitCode": 0})"));
  });
  REQUIRE(::write(w.in[1], "hello\n", 6) == 6);
  ::close(w.in[1]);
  w.in[1] = -1;
  const SessionEnd end = run_stream_session(w.stream, w.options(true));
  pod.join();
  CHECK(end.kind == SessionEnd::Kind::exited);
  CHECK(end.exit_code == 0);
  CHECK(Wires::drain(w.out[0]) == "bye\n");
}

TEST_CASE("an error status, a bad status and a dropped connection fail with a message") {
  {
    Wires w;
    w.pod_sends(encode_frame(kStatusChannel, R"({"error": "the pod a1-0 ended"})"));
    const SessionEnd end = run_stream_session(w.stream, w.options(false));
    CHECK(end.kind == SessionEnd::Kind::failed);
    CHECK(end.message == "the pod a1-0 ended");
  }
  {
    Wires w;
    w.pod_sends(encode_frame(kStdoutChannel, "partial") + encode_frame(kStatusChannel, "?"));
    const SessionEnd end = run_stream_session(w.stream, w.options(false));
    CHECK(end.kind == SessionEnd::Kind::failed);
    CHECK(end.message.find("status frame") != std::string::npos);
  }
  {
    Wires w;
    w.pod_sends(encode_frame(kStdoutChannel, "last words\n"));
    ::close(w.pod);
    w.pod = -1;
    const SessionEnd end = run_stream_session(w.stream, w.options(false));
    CHECK(end.kind == SessionEnd::Kind::failed);
    CHECK(end.message == "the server closed the stream");
    CHECK(Wires::drain(w.out[0]) == "last words\n");
  }
}

TEST_CASE("a signal caught ends the session and says which") {
  Wires w;
  auto signals = SignalPipe::catch_signals({SIGUSR1});
  REQUIRE(signals);
  SessionOptions options = w.options(false);
  options.signals = signals.get();
  ::raise(SIGUSR1);
  const SessionEnd end = run_stream_session(w.stream, options);
  CHECK(end.kind == SessionEnd::Kind::interrupted);
  CHECK(end.signal == SIGUSR1);
}
