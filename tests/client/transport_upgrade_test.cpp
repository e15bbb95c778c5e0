// Transport::upgrade on both real transports (the Unix-socket one and
// libcurl's, over the same scripted server): the request's bytes, the 101
// with the new protocol's first bytes behind it, and an error answer.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "gpuq/client.h"
#include "gpuq/transport.h"
#include "temp_dir.h"
#include "tests/support/scripted_server.h"

using namespace gpuq::client;
using gpuq::test::reply_with;
using gpuq::test::ScriptedServer;
using gpuq::test::Step;
using gpuq::test::TempDir;
using Then = Step::Then;

namespace {

std::unique_ptr<Transport> transport_to(const std::string& socket, bool curl) {
  TransportOptions options;
  options.server = *Server::parse("unix://" + socket);
  auto t = curl ? make_curl_transport(options) : make_unix_socket_transport(options);
  REQUIRE(t);
  return std::move(*t);
}

const std::string k101 =
    "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: gpuq-stream.v1\r\n\r\n";

}  // namespace

TEST_CASE("an upgrade: the request's headers, then frames that came with the 101 head") {
  for (const bool curl : {false, true}) {
    CAPTURE(curl);
    TempDir dir;
    const std::string socket = dir.path() + "/s.sock";
    const std::string frames =
        encode_frame(kStdoutChannel, "hello\n") + encode_frame(kStatusChannel, R"({"exitCode":0})");
    ScriptedServer server(socket, {{k101 + frames, Then::hang}});
    Client client(transport_to(socket, curl));
    auto stream = client.exec("a1", "team-a", {.command = {"echo", "hello"}});
    REQUIRE(stream);
    auto out = stream->read_frame();
    REQUIRE(out);
    REQUIRE(*out);
    CHECK((*out)->payload == "hello\n");
    auto status = stream->read_frame();
    REQUIRE(status);
    CHECK((*status)->channel == kStatusChannel);

    const auto sent = server.requests();
    REQUIRE(sent.size() == 1);
    CHECK(sent[0] ==
          "POST /api/v1/workloads/a1/exec?project=team-a&command=echo&command=hello HTTP/1.1\r\n"
          "Host: localhost\r\nAccept: application/json\r\nConnection: Upgrade\r\n"
          "Upgrade: gpuq-stream.v1\r\nContent-Length: 0\r\n\r\n");
  }
}

TEST_CASE("an upgrade refused: the server's JSON error, and calls go on") {
  for (const bool curl : {false, true}) {
    CAPTURE(curl);
    TempDir dir;
    const std::string socket = dir.path() + "/s.sock";
    ScriptedServer server(
        socket,
        {{reply_with(404, R"({"code":404,"message":"no workload a9","field":""})"), Then::close},
         {reply_with(200, R"({"version":"1"})")}});
    Client client(transport_to(socket, curl));
    auto refused = client.attach("a9", "", {});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().kind == ApiError::Kind::http);
    CHECK(refused.error().http_status == 404);
    CHECK(refused.error().message == "no workload a9");
    REQUIRE(client.request("GET", "/api/v1/version"));
    CHECK(server.connections() == 2);  // the upgrade's connection is never kept
  }
}

TEST_CASE("an upgrade answered by nothing: the same error as a call's") {
  TempDir dir;
  Client client(transport_to(dir.path() + "/none.sock", false));
  auto none = client.attach("a1", "", {});
  REQUIRE_FALSE(none);
  CHECK(none.error().kind == ApiError::Kind::transport);
  CHECK(none.error().message.starts_with("no gpuq daemon is answering on unix://"));
}
