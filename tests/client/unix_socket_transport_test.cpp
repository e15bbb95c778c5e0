// The Unix-socket transport against a scripted server: what it sends, how it
// keeps, drops and remakes its connection, and how it reads each kind of body.
#include <doctest/doctest.h>

#include <memory>
#include <string>

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

std::unique_ptr<Transport> transport_to(const std::string& socket, long timeout_ms = 60000) {
  TransportOptions options;
  options.server = *Server::parse("unix://" + socket);
  options.timeout_ms = timeout_ms;
  auto t = make_unix_socket_transport(options);
  REQUIRE(t);
  return std::move(*t);
}

const std::string kChunkedHead =
    "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n";

}  // namespace

TEST_CASE(
    "requests carry the headers libcurl's do, a preference, and one connection serves them all") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{reply_with(200, "[1]")}, {reply_with(201, "{}")}});
  auto t = transport_to(socket);

  auto first = t->call({"GET", "/api/v1/workloads?limit=50", {}});
  REQUIRE(first);
  CHECK(first->status == 200);
  CHECK(first->body == "[1]");
  CHECK(first->content_type == "application/json");
  auto second = t->call({"POST", "api/v1/projects", "{\"name\":\"a\"}", "return=minimal"});
  REQUIRE(second);
  CHECK(second->status == 201);

  CHECK(server.connections() == 1);
  const auto sent = server.requests();
  REQUIRE(sent.size() == 2);
  CHECK(sent[0] ==
        "GET /api/v1/workloads?limit=50 HTTP/1.1\r\nHost: localhost\r\n"
        "Accept: application/json\r\n\r\n");
  CHECK(sent[1] ==
        "POST /api/v1/projects HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n"
        "Prefer: return=minimal\r\nContent-Type: application/json\r\nContent-Length: "
        "12\r\n\r\n{\"name\":\"a\"}");
}

TEST_CASE("a connection the server closed is remade for the next call") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{reply_with(200, "1", "Connection: close\r\n"), Then::close},
                                 {reply_with(200, "2"), Then::close},
                                 {reply_with(200, "3")}});
  auto t = transport_to(socket);
  for (const char* body : {"1", "2", "3"}) {
    auto answer = t->call({"GET", "/x", {}});
    REQUIRE(answer);
    CHECK(answer->body == body);
  }
  CHECK(server.connections() == 3);
}

TEST_CASE("a kept connection dropped before any answer is remade and the request sent again") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  // The second request arrives on the kept connection, which the server then
  // drops unanswered (as an idle timeout racing the request would).
  ScriptedServer server(socket,
                        {{reply_with(200, "1")}, {"", Then::close}, {reply_with(200, "2")}});
  auto t = transport_to(socket);
  REQUIRE(t->call({"GET", "/x", {}}));
  auto again = t->call({"DELETE", "/x", {}});
  REQUIRE(again);
  CHECK(again->body == "2");
  CHECK(server.connections() == 2);
  const auto sent = server.requests();
  REQUIRE(sent.size() == 3);
  CHECK(sent[1] == sent[2]);
}

TEST_CASE("a new connection dropped unanswered is an error, not sent twice") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{"", Then::close}, {reply_with(200, "late")}});
  auto t = transport_to(socket);
  auto answer = t->call({"POST", "/x", "{}"});
  REQUIRE_FALSE(answer);
  CHECK(answer.error().kind == ApiError::Kind::transport);
  CHECK(answer.error().message ==
        "request to unix://" + socket + " failed: Empty reply from server");
  CHECK(server.requests().size() == 1);
}

TEST_CASE("a server that stops reading a large body is an error, and no SIGPIPE") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{"", Then::drop_early}});
  auto t = transport_to(socket);
  auto answer = t->call({"POST", "/x", std::string(8 << 20, 'x')});
  REQUIRE_FALSE(answer);
  CHECK(answer.error().kind == ApiError::Kind::transport);
  CHECK(answer.error().message.starts_with("request to unix://" + socket + " failed: "));
}

TEST_CASE("a server that never answers makes a timeout error") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{"", Then::hang}});
  auto t = transport_to(socket, 200);
  auto answer = t->call({"GET", "/x", {}});
  REQUIRE_FALSE(answer);
  CHECK(answer.error().kind == ApiError::Kind::transport);
  CHECK(answer.error().message.starts_with("no answer from unix://" + socket +
                                           " in time: Operation timed out after "));
  CHECK(answer.error().message.ends_with(" milliseconds with 0 bytes received"));
}

TEST_CASE("chunked bodies, bodies until close and HEAD answers") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(
      socket, {{kChunkedHead + "5;ext=1\r\nhello\r\n0\r\nX-T: 1\r\n\r\n"},
               {"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n"},
               {"HTTP/1.0 500 Oops\r\nContent-Type: text/plain\r\n\r\nall of it", Then::close}});
  auto t = transport_to(socket);
  auto chunked = t->call({"GET", "/x", {}});
  REQUIRE(chunked);
  CHECK(chunked->body == "hello");
  CHECK(chunked->content_type == "text/plain");
  auto head = t->call({"HEAD", "/x", {}});
  REQUIRE(head);
  CHECK(head->status == 200);
  CHECK(head->body.empty());
  auto to_close = t->call({"GET", "/x", {}});
  REQUIRE(to_close);
  CHECK(to_close->status == 500);
  CHECK(to_close->body == "all of it");
  CHECK(server.connections() == 1);
}

TEST_CASE("a malformed answer is a clear transport error") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{"SMTP ready\r\n\r\n"}});
  auto answer = transport_to(socket)->call({"GET", "/x", {}});
  REQUIRE_FALSE(answer);
  CHECK(answer.error().kind == ApiError::Kind::transport);
  CHECK(answer.error().message == "request to unix://" + socket +
                                      " failed: malformed answer: malformed status line: "
                                      "'SMTP ready'");
}

TEST_CASE("a stream passes the body as it comes, and stops when the sink says so") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  // The answer never ends: only stopping early returns.
  ScriptedServer server(
      socket, {{kChunkedHead + "6\r\nline 1\r\n", Then::hang, 300}, {reply_with(200, "after")}});
  auto t = transport_to(socket, 100);  // streams have no overall timeout: 300 ms is fine
  std::string seen;
  auto answer = t->stream({"GET", "/logs?follow=true", {}}, [&](std::string_view chunk) {
    seen += chunk;
    return false;
  });
  REQUIRE(answer);
  CHECK(answer->status == 200);
  CHECK(answer->body.empty());
  CHECK(seen == "line 1");
  auto next = t->call({"GET", "/x", {}});  // on a new connection
  REQUIRE(next);
  CHECK(next->body == "after");
}

TEST_CASE("a stream that fails keeps the body for the error") {
  TempDir dir;
  const std::string socket = dir.path() + "/s.sock";
  ScriptedServer server(socket, {{"HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n"
                                  "3\r\n{\"a\r\n3\r\n\":1\r\n1\r\n}\r\n0\r\n\r\n"}});
  bool called = false;
  auto answer = transport_to(socket)->stream({"GET", "/x", {}}, [&](std::string_view) {
    called = true;
    return true;
  });
  REQUIRE(answer);
  CHECK(answer->status == 404);
  CHECK(answer->body == "{\"a\":1}");
  CHECK_FALSE(called);
}
