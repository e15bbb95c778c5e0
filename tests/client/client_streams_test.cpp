// Client::attach, exec and port_forward over a FakeTransport whose upgrades
// are socketpairs: the targets sent, the 101 and error answers, and the
// frames both ways.
#include <doctest/doctest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>

#include "gpuq/client.h"
#include "gpuq/fake_transport.h"

using namespace gpuq::client;

namespace {

struct Fixture {
  FakeTransport* fake = nullptr;
  Client client;
  Fixture() : client(make()) {}
  Client make() {
    auto t = std::make_unique<FakeTransport>();
    fake = t.get();
    return Client(std::move(t));
  }
};

void write_all(int fd, const std::string& bytes) {
  REQUIRE(::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL) ==
          static_cast<ssize_t>(bytes.size()));
}

// Everything the peer sent until it has sent `size` bytes.
std::string read_exactly(int fd, std::size_t size) {
  std::string out;
  char buffer[4096];
  while (out.size() < size) {
    const ssize_t n = ::recv(fd, buffer, std::min(sizeof buffer, size - out.size()), 0);
    if (n <= 0) break;
    out.append(buffer, static_cast<std::size_t>(n));
  }
  return out;
}

}  // namespace

TEST_CASE("attach: the target names the pod and only the modes given, in gpuq-stream.v1") {
  Fixture f;
  const std::string target = "/api/v1/workloads/a1/attach?project=team%20a&pod=a1-2&stdin=false";
  f.fake->accept_upgrade("POST", target);
  auto stream = f.client.attach("a1", "team a", {.pod = "a1-2", .with_stdin = false});
  REQUIRE(stream);
  REQUIRE(f.fake->calls().size() == 1);
  CHECK(f.fake->calls()[0].method == "POST");
  CHECK(f.fake->calls()[0].target == target);
  CHECK(f.fake->upgrade_protocols() == std::vector<std::string>{"gpuq-stream.v1"});

  f.fake->accept_upgrade("POST", "/api/v1/workloads/a1/attach?stdin=true&tty=true");
  CHECK(f.client.attach("a1", "", {.with_stdin = true, .tty = true}));
}

TEST_CASE("exec: each word of the command is its own escaped parameter") {
  Fixture f;
  const std::string target =
      "/api/v1/workloads/a1/exec?project=p&pod=0&stdin=true&tty=true&command=sh&command=-c&"
      "command=echo%20%22hi%22%20%26%26%20ls";
  f.fake->accept_upgrade("POST", target);
  auto stream = f.client.exec(
      "a1", "p",
      {.pod = "0", .command = {"sh", "-c", "echo \"hi\" && ls"}, .with_stdin = true, .tty = true});
  REQUIRE(stream);
  CHECK(f.fake->calls().back().target == target);

  f.fake->accept_upgrade("POST", "/api/v1/workloads/a1/exec?command=nvidia-smi");
  CHECK(f.client.exec("a1", "", {.command = {"nvidia-smi"}}));

  auto none = f.client.exec("a1", "", {});
  REQUIRE_FALSE(none);
  CHECK(none.error().kind == ApiError::Kind::usage);
}

TEST_CASE("an answer other than 101 is the server's error, or a protocol error") {
  Fixture f;
  f.fake->answer("POST", "/api/v1/workloads/a1/exec?command=ls",
                 {409, R"({"code":409,"message":"pod a1-0 is not running","field":"pod"})",
                  "application/json"});
  auto refused = f.client.exec("a1", "", {.command = {"ls"}});
  REQUIRE_FALSE(refused);
  CHECK(refused.error().kind == ApiError::Kind::http);
  CHECK(refused.error().http_status == 409);
  CHECK(refused.error().message == "pod a1-0 is not running");
  CHECK(refused.error().field == "pod");

  f.fake->answer("POST", "/api/v1/workloads/a1/attach", {200, "ok", "text/plain"});
  auto ignored = f.client.attach("a1", "", {});
  REQUIRE_FALSE(ignored);
  CHECK(ignored.error().kind == ApiError::Kind::protocol);
  CHECK(ignored.error().message.find("HTTP 200 instead of switching to gpuq-stream.v1") !=
        std::string::npos);

  f.fake->accept_upgrade("POST", "/api/v1/workloads/a2/attach", {}, "websocket");
  auto other = f.client.attach("a2", "", {});
  REQUIRE_FALSE(other);
  CHECK(other.error().kind == ApiError::Kind::protocol);
}

TEST_CASE("frames that came with the 101 are read first, then the connection's") {
  Fixture f;
  f.fake->accept_upgrade(
      "POST", "/api/v1/workloads/a1/exec?command=ls",
      encode_frame(kStdoutChannel, "with the head") + std::string("\x02\x00\x00", 3));
  auto stream = f.client.exec("a1", "", {.command = {"ls"}});
  REQUIRE(stream);
  CHECK(stream->has_buffered());
  const int server = f.fake->server_end();
  // The rest of the stderr frame, a frame of an unknown channel, the status.
  write_all(server, std::string("\x00\x03"
                                "err",
                                5) +
                        encode_frame(7, "skipped") +
                        encode_frame(kStatusChannel, R"({"exitCode":2})"));

  auto first = stream->read_frame();
  REQUIRE(first);
  REQUIRE(*first);
  CHECK((*first)->channel == kStdoutChannel);
  CHECK((*first)->payload == "with the head");
  auto second = stream->read_frame();
  REQUIRE(second);
  CHECK((*second)->channel == kStderrChannel);
  CHECK((*second)->payload == "err");
  auto status = stream->read_frame();
  REQUIRE(status);
  CHECK((*status)->channel == kStatusChannel);
  CHECK(parse_stream_status((*status)->payload)->exit_code == 2);
}

TEST_CASE("stdin, EOF and resize go out as frames, a timeout and a closed stream are told") {
  Fixture f;
  f.fake->accept_upgrade("POST", "/api/v1/workloads/a1/attach");
  auto stream = f.client.attach("a1", "", {});
  REQUIRE(stream);
  const int server = f.fake->server_end();
  REQUIRE(stream->send_resize(80, 24));
  REQUIRE(stream->send_stdin("ls\n"));
  REQUIRE(stream->send_stdin(""));  // nothing: an empty frame would be EOF
  REQUIRE(stream->send_eof());
  const std::string expected =
      encode_resize(80, 24) + encode_frame(kStdinChannel, "ls\n") + encode_frame(kStdinChannel, "");
  CHECK(read_exactly(server, expected.size()) == expected);

  auto nothing = stream->read_frame(std::chrono::milliseconds(0));
  REQUIRE(nothing);
  CHECK_FALSE(*nothing);

  write_all(server, encode_frame(kStdoutChannel, "cut").substr(0, 6));
  f.fake->close_server_end(server);
  auto closed = stream->read_frame();
  REQUIRE_FALSE(closed);
  CHECK(closed.error().kind == ApiError::Kind::transport);
  CHECK(closed.error().message == "the server closed the stream in the middle of a frame");
}

TEST_CASE("port_forward: gpuq-tcp.v1, raw bytes both ways, and a half close") {
  Fixture f;
  f.fake->accept_upgrade("POST", "/api/v1/workloads/nb/portforward?project=p&pod=1&port=8888",
                         "HTTP/1.0 200");
  auto connection = f.client.port_forward("nb", "p", "1", 8888);
  REQUIRE(connection);
  CHECK(f.fake->upgrade_protocols().back() == "gpuq-tcp.v1");
  const int server = f.fake->server_end();
  REQUIRE((*connection)->send_all("GET / HTTP/1.0\r\n\r\n"));
  REQUIRE((*connection)->shutdown_write());
  CHECK(read_exactly(server, 1000) == "GET / HTTP/1.0\r\n\r\n");  // then the end
  write_all(server, " OK");
  f.fake->close_server_end(server);
  std::string got;
  char buffer[64];
  for (;;) {
    auto n = (*connection)->receive(buffer, sizeof buffer, std::nullopt);
    REQUIRE(n);
    REQUIRE(*n);
    if (**n == 0) break;
    got.append(buffer, **n);
  }
  CHECK(got == "HTTP/1.0 200 OK");

  auto bad = f.client.port_forward("nb", "p", "", 70000);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().kind == ApiError::Kind::usage);
}
