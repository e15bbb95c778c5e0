// make_transport() and the two transports side by side: the same request on
// the wire, and the same error, word for word, when no daemon answers.
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <doctest/doctest.h>

#include <cstring>
#include <memory>
#include <string>

#include "gpuq/transport.h"
#include "temp_dir.h"
#include "tests/support/scripted_server.h"

using namespace gpuq::client;
using gpuq::test::reply_with;
using gpuq::test::ScriptedServer;
using gpuq::test::TempDir;

namespace {

TransportOptions options_for(const std::string& server) {
  TransportOptions options;
  options.server = *Server::parse(server);
  return options;
}

std::unique_ptr<Transport> made(const std::string& server, std::optional<std::string_view> choice) {
  auto t = make_transport(options_for(server), choice);
  REQUIRE(t);
  return std::move(*t);
}

// The error each transport gives for one GET to `server`; both must agree.
ApiError same_error(const std::string& server) {
  auto own = made(server, std::nullopt)->call({"GET", "/api/v1/version", {}});
  auto curl = made(server, "curl")->call({"GET", "/api/v1/version", {}});
  REQUIRE_FALSE(own);
  REQUIRE_FALSE(curl);
  CHECK(own.error().kind == ApiError::Kind::transport);
  CHECK(own.error().kind == curl.error().kind);
  CHECK(own.error().message == curl.error().message);
  CHECK(own.error().hint == curl.error().hint);
  return own.error();
}

// A socket file with nothing listening behind it, as a crashed daemon leaves.
void leave_dead_socket(const std::string& path) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path.c_str(), sizeof(address.sun_path) - 1);
  const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  ::close(fd);
}

}  // namespace

TEST_CASE("GPUQ_TRANSPORT takes curl or auto, and nothing else") {
  auto bad = make_transport(options_for("unix:///tmp/x.sock"), "libcurl");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().kind == ApiError::Kind::usage);
  CHECK(bad.error().message == "GPUQ_TRANSPORT must be 'curl' or 'auto', not 'libcurl'");
  CHECK(bad.error().field == "GPUQ_TRANSPORT");
  CHECK(make_transport(options_for("unix:///tmp/x.sock"), "auto"));
  CHECK(make_transport(options_for("unix:///tmp/x.sock"), ""));
  CHECK(make_transport(options_for("http://localhost:1"), std::nullopt));
}

TEST_CASE("the Unix-socket transport refuses TCP servers") {
  auto t = make_unix_socket_transport(options_for("https://gpu1.lab:8443"));
  REQUIRE_FALSE(t);
  CHECK(t.error().kind == ApiError::Kind::usage);
  CHECK(t.error().message ==
        "the Unix-socket transport reaches unix:// servers only, not https://gpu1.lab:8443");
}

TEST_CASE("both transports put the same request on the wire") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{reply_with(200, "a")},
                                 {reply_with(201, "b")},
                                 {reply_with(200, "a")},
                                 {reply_with(201, "b")}});
  for (std::optional<std::string_view> choice :
       {std::optional<std::string_view>("curl"), std::optional<std::string_view>()}) {
    auto t = made("unix://" + socket, choice);
    auto get = t->call({"GET", "/api/v1/workloads?limit=50", {}});
    REQUIRE(get);
    CHECK(get->body == "a");
    auto post = t->call({"POST", "/api/v1/projects", "{\"name\":\"a\"}"});
    REQUIRE(post);
    CHECK(post->status == 201);
    CHECK(post->content_type == "application/json");
  }
  const auto sent = server.requests();
  REQUIRE(sent.size() == 4);
  CHECK(sent[2] == sent[0]);
  CHECK(sent[3] == sent[1]);
}

TEST_CASE("no socket file: the same message and hint as libcurl's") {
  TempDir dir;
  const std::string server = "unix://" + dir.path() + "/missing.sock";
  const ApiError e = same_error(server);
  CHECK(e.message == "no gpuq daemon is answering on " + server);
  CHECK(e.hint ==
        "start one with 'gpuq daemon' (or pick another server with --context, GPUQ_CONTEXT or "
        "GPUQ_SERVER)");
}

TEST_CASE("a socket file nobody listens on: the same message and hint as libcurl's") {
  TempDir dir;
  leave_dead_socket(dir.path() + "/dead.sock");
  const ApiError e = same_error("unix://" + dir.path() + "/dead.sock");
  CHECK(e.message.starts_with("no gpuq daemon is answering on "));
}

TEST_CASE("a socket the user may not open: the same message and hint as libcurl's") {
  if (::geteuid() == 0) return;  // root opens anything
  TempDir dir;
  const std::string path = dir.path() + "/locked.sock";
  ScriptedServer server(path, {});
  REQUIRE(::chmod(path.c_str(), 0) == 0);
  const ApiError e = same_error("unix://" + path);
  CHECK(e.message == "permission denied on unix://" + path);
}

TEST_CASE("a socket path too long for sockaddr_un: the same message as libcurl's") {
  const ApiError e = same_error("unix:///tmp/" + std::string(120, 'x') + ".sock");
  CHECK(e.message.starts_with("cannot reach unix:///tmp/xxx"));
}
