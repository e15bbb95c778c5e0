// Server::parse: the three forms, and clear errors for anything else.
#include <doctest/doctest.h>

#include "gpuq/transport.h"

using gpuq::client::ApiError;
using gpuq::client::Server;

TEST_CASE("Server::parse reads unix, http and https addresses") {
  auto unix_socket = Server::parse("unix:///run/user/1000/gpuq.sock");
  REQUIRE(unix_socket);
  CHECK(unix_socket->scheme == Server::Scheme::unix_socket);
  CHECK(unix_socket->socket_path == "/run/user/1000/gpuq.sock");
  CHECK(unix_socket->to_string() == "unix:///run/user/1000/gpuq.sock");

  auto http = Server::parse("http://gpu1.lab:8080");
  REQUIRE(http);
  CHECK(http->scheme == Server::Scheme::http);
  CHECK(http->base_url == "http://gpu1.lab:8080");

  auto https = Server::parse("https://gpu1.lab:8443/gpuq/");
  REQUIRE(https);
  CHECK(https->scheme == Server::Scheme::https);
  CHECK(https->base_url == "https://gpu1.lab:8443/gpuq");  // prefix kept, no trailing '/'

  auto v6 = Server::parse("http://[::1]:9000");
  REQUIRE(v6);
  CHECK(v6->base_url == "http://[::1]:9000");
  CHECK(Server::parse("http://localhost"));  // the scheme's port
}

TEST_CASE("Server::parse refuses bad addresses, naming the forms accepted") {
  for (const char* bad :
       {"", "gpu1:8080", "ftp://host", "unix://relative.sock", "unix://", "http://",
        "http://host:0", "http://host:99999", "http://host:x", "http://user:pw@host:1",
        "http://host:1/a?b", "http://ho st:1", "/run/gpuq.sock", "http://[::1"}) {
    CAPTURE(bad);
    auto s = Server::parse(bad);
    REQUIRE_FALSE(s);
    CHECK(s.error().kind == ApiError::Kind::usage);
    CHECK(s.error().field == "server");
    CHECK(s.error().message.find("unix:///path/to/socket") != std::string::npos);
  }
  auto s = Server::parse("/run/gpuq.sock");
  CHECK(s.error().message.find("unix:///run/gpuq.sock") != std::string::npos);
}
