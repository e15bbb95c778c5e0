// The libmicrohttpd server driven by a raw HTTP/1.1 client over its Unix
// socket and TCP.
#include <doctest/doctest.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <arpa/inet.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "daemon/http/connection_gate.h"
#include "daemon/http/http_server.h"

namespace gpuq::daemon {
namespace {

struct TempDir {
  std::string path;
  TempDir() {
    char tmpl[] = "/tmp/gpuq-http-XXXXXX";
    path = mkdtemp(tmpl);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

int connect_unix(const std::string& path) {
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::strncpy(addr.sun_path, path.c_str(), sizeof addr.sun_path - 1);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

int connect_tcp(const std::string& address) {  // "127.0.0.1:PORT"
  auto colon = address.rfind(':');
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(std::stoi(address.substr(colon + 1))));
  inet_pton(AF_INET, address.substr(0, colon).c_str(), &addr.sin_addr);
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// Sends `request` and reads until the server closes (at most 5 s).
std::string exchange(int fd, const std::string& request) {
  REQUIRE(fd >= 0);
  std::size_t sent = 0;
  while (sent < request.size()) {
    ssize_t n = send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  std::string out;
  char buf[4096];
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  close(fd);
  return out;
}

struct Reply {
  int status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::string body;
};

Reply parse_reply(const std::string& raw) {
  Reply r;
  auto head_end = raw.find("\r\n\r\n");
  if (raw.size() < 12 || head_end == std::string::npos) return r;
  r.status = std::atoi(raw.c_str() + 9);
  std::size_t pos = raw.find("\r\n") + 2;
  while (pos < head_end) {
    auto eol = raw.find("\r\n", pos);
    std::string line = raw.substr(pos, eol - pos);
    auto colon = line.find(':');
    std::string name = line.substr(0, colon);
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    r.headers[name] = line.substr(line.find_first_not_of(' ', colon + 1));
    pos = eol + 2;
  }
  std::string rest = raw.substr(head_end + 4);
  if (r.headers["transfer-encoding"] == "chunked") {
    std::size_t p = 0;
    while (p < rest.size()) {
      auto eol = rest.find("\r\n", p);
      std::size_t size = std::stoul(rest.substr(p, eol - p), nullptr, 16);
      if (size == 0) break;
      r.body += rest.substr(eol + 2, size);
      p = eol + 2 + size + 2;
    }
  } else {
    r.body = rest;
  }
  return r;
}

Reply request_unix(const std::string& socket, const std::string& request) {
  return parse_reply(exchange(connect_unix(socket), request));
}

std::string echo(const HttpRequest& r) {
  std::string out = r.method + " " + r.path + " unix=" + (r.unix_socket ? "1" : "0") +
                    " uid=" + std::to_string(r.peer_uid) + " pid=" + std::to_string(r.peer_pid) +
                    " bearer=" + r.bearer + " body=" + r.body;
  for (const auto& [k, v] : r.query) out += " q[" + k + "]=" + v;
  return out;
}

HttpResponse echo_handler(const HttpRequest& r) {
  if (r.path == "/throw") throw std::runtime_error("boom");
  if (r.path == "/stream") {
    HttpResponse s;
    s.content_type = "text/plain";
    auto step = std::make_shared<int>(0);
    s.stream = [step](std::string& out) {
      int i = (*step)++;
      if (i == 0) out = "first ";
      if (i == 3) out = "second";
      return i < 3;
    };
    return s;
  }
  HttpResponse s;
  s.content_type = "text/plain";
  s.body = echo(r);
  s.headers["X-Gpuq-Test"] = "yes";
  return s;
}

struct Served {
  TempDir dir;
  std::string socket = dir.path + "/run/gpuq.sock";
  std::unique_ptr<HttpServer> server;
  explicit Served(HttpHandler handler = echo_handler, std::string listen = {},
                  std::size_t max_body = 1024) {
    HttpServerOptions o;
    o.socket_path = socket;
    o.listen = std::move(listen);
    o.max_body = max_body;
    auto s = start_http_server(o, std::move(handler));
    REQUIRE_MESSAGE(s.has_value(), (s ? "" : s.error().to_string()));
    server = std::move(*s);
  }
};

TEST_CASE("http server: GET with decoded query, headers and the caller's credentials") {
  Served s;
  Reply r = request_unix(s.socket,
                         "GET /api/v1/workloads?filterBy=name%3D%40a%2Cphase%3D%3DRunning"
                         "&limit=5&limit=6&flag HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 200);
  CHECK(r.headers["content-type"] == "text/plain");
  CHECK(r.headers["x-gpuq-test"] == "yes");
  CHECK(r.body.starts_with("GET /api/v1/workloads unix=1 uid=" + std::to_string(getuid()) +
                           " pid=" + std::to_string(getpid())));
  CHECK(r.body.find("q[filterBy]=name=@a,phase==Running") != std::string::npos);
  CHECK(r.body.find("q[limit]=5 q[limit]=6") != std::string::npos);
  CHECK(r.body.find("q[flag]=") != std::string::npos);
}

TEST_CASE("http server: an encoded NUL or path slash is a 400, not a shorter or other path") {
  Served s;
  Reply nul = request_unix(s.socket,
                           "DELETE /api/v1/workloads/y14%00garbage HTTP/1.1\r\nHost: x\r\n"
                           "Connection: close\r\n\r\n");
  CHECK(nul.status == 400);
  CHECK(nul.body.find("encoded NUL byte (%00)") != std::string::npos);
  Reply slash = request_unix(s.socket,
                             "GET /api/v1/workloads/a%2Flogs HTTP/1.1\r\nHost: x\r\n"
                             "Connection: close\r\n\r\n");
  CHECK(slash.status == 400);
  CHECK(slash.body.find("encoded '/' (%2F)") != std::string::npos);
  // In the query a slash is a value's own.
  Reply query = request_unix(s.socket,
                             "GET /api/v1/workloads?search=a%2Fb HTTP/1.1\r\nHost: x\r\n"
                             "Connection: close\r\n\r\n");
  CHECK(query.status == 200);
  CHECK(query.body.find("q[search]=a/b") != std::string::npos);
}

TEST_CASE("http server: POST collects the body, the socket is mode 0660") {
  Served s;
  Reply r = request_unix(s.socket,
                         "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n"
                         "Connection: close\r\n\r\n{\"a\": true}");
  CHECK(r.status == 200);
  CHECK(r.body.find("POST /x") == 0);
  CHECK(r.body.find("body={\"a\": true}") != std::string::npos);
  struct stat st {};
  REQUIRE(stat(s.socket.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0660);
}

TEST_CASE("http server: bodies over max_body get 413 without being buffered") {
  Served s;
  std::string big(5000, 'x');
  Reply r = request_unix(s.socket,
                         "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n"
                         "Connection: close\r\n\r\n" +
                             big);
  CHECK(r.status == 413);
  CHECK(r.body.find("\"code\": 413") != std::string::npos);
  // Chunked: no length up front; the excess is discarded and 413 follows.
  std::string chunked =
      "POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
      "Connection: close\r\n\r\n";
  for (int i = 0; i < 3; ++i) chunked += "400\r\n" + std::string(1024, 'y') + "\r\n";
  chunked += "0\r\n\r\n";
  CHECK(request_unix(s.socket, chunked).status == 413);
  CHECK(request_unix(s.socket, "GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status ==
        200);
}

TEST_CASE("http server: a malformed request gets 400 and the server keeps serving") {
  Served s;
  CHECK(request_unix(s.socket, "GARBAGE LINE\r\n\r\n").status == 400);
  CHECK(request_unix(s.socket, "GET /x FOO/1.1\r\nHost: x\r\n\r\n").status == 400);
  // A line of one word: libmicrohttpd closes the connection without a reply.
  CHECK(request_unix(s.socket, "GARBAGE\r\n\r\n").status == 0);
  CHECK(request_unix(s.socket, "GET /x HTTP/1.1\r\nBad Header Line\r\n\r\n").status == 400);
  exchange(connect_unix(s.socket), "\x01\x02\x03\xff");
  Reply r = request_unix(s.socket, "GET /after HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 200);
  CHECK(r.body.starts_with("GET /after"));
}

TEST_CASE("http server: an exception in the handler is a 500 with a JSON message") {
  Served s;
  Reply r = request_unix(s.socket, "GET /throw HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 500);
  CHECK(r.headers["content-type"] == "application/json");
  CHECK(r.body.find("boom") != std::string::npos);
}

TEST_CASE("http server: a streamed response is chunked and may pause") {
  Served s;
  Reply r = request_unix(s.socket, "GET /stream HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 200);
  CHECK(r.headers["transfer-encoding"] == "chunked");
  CHECK(r.body == "first second");
}

TEST_CASE("http server: stop() returns promptly while a stream waits forever") {
  auto s = std::make_unique<Served>([](const HttpRequest&) {
    HttpResponse r;
    r.stream = [](std::string&) { return true; };  // never any data, never the end
    return r;
  });
  int fd = connect_unix(s->socket);
  const std::string req = "GET /f HTTP/1.1\r\nHost: x\r\n\r\n";
  REQUIRE(send(fd, req.data(), req.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(req.size()));
  usleep(300 * 1000);
  auto start = std::chrono::steady_clock::now();
  s->server->stop();
  auto took = std::chrono::steady_clock::now() - start;
  CHECK(took < std::chrono::seconds(2));
  close(fd);
}

TEST_CASE("http server: a stream stops being pulled once its client hangs up") {
  auto pulls = std::make_shared<std::atomic<int>>(0);
  Served s([pulls](const HttpRequest&) {
    HttpResponse r;
    r.stream = [pulls](std::string&) {
      ++*pulls;
      return true;  // a follow that waits for data
    };
    return r;
  });
  int fd = connect_unix(s.socket);
  const std::string req = "GET /f HTTP/1.1\r\nHost: x\r\n\r\n";
  REQUIRE(send(fd, req.data(), req.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(req.size()));
  usleep(300 * 1000);
  CHECK(pulls->load() >= 1);
  CHECK(pulls->load() < 20);  // about one pull per 100 ms, not a busy loop
  close(fd);
  usleep(300 * 1000);
  int after = pulls->load();
  usleep(400 * 1000);
  CHECK(pulls->load() == after);
}

TEST_CASE("http server: after_sent runs once the answer is out, and when the client left first") {
  struct Seen {
    std::atomic<int> runs{0};
    std::atomic<bool> client_had_answer{false};
    std::atomic<bool> after_answer{false};  // after_sent saw the client holding the answer
    std::atomic<bool> slow_started{false};
    std::atomic<bool> client_gone{false};
  };
  auto seen = std::make_shared<Seen>();
  Served s([seen](const HttpRequest& r) {
    if (r.path == "/slow") {  // answers once its client has left
      seen->slow_started = true;
      for (int i = 0; i < 500 && !seen->client_gone; ++i) usleep(10 * 1000);
    }
    HttpResponse answer;
    answer.body = "done";
    answer.after_sent = [seen] {
      // Run before the answer was sent, this would hold it back: the client
      // would not have it within these 5 s.
      for (int i = 0; i < 500 && !seen->client_had_answer; ++i) usleep(10 * 1000);
      seen->after_answer = seen->client_had_answer.load();
      ++seen->runs;
    };
    return answer;
  });
  Reply r = request_unix(s.socket, "GET /x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.body == "done");
  seen->client_had_answer = true;
  for (int i = 0; i < 200 && seen->runs == 0; ++i) usleep(10 * 1000);
  CHECK(seen->runs == 1);
  CHECK(seen->after_answer);
  // A client that leaves while its request is handled: the work the answer
  // put off is done all the same.
  int fd = connect_unix(s.socket);
  const std::string slow = "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n";
  REQUIRE(send(fd, slow.data(), slow.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(slow.size()));
  for (int i = 0; i < 500 && !seen->slow_started; ++i) usleep(10 * 1000);
  REQUIRE(seen->slow_started);
  close(fd);
  seen->client_gone = true;
  for (int i = 0; i < 300 && seen->runs < 2; ++i) usleep(10 * 1000);
  CHECK(seen->runs == 2);
  usleep(100 * 1000);
  CHECK(seen->runs == 2);  // once each
}

TEST_CASE("http server: a live socket is refused, a stale one replaced") {
  Served first;
  HttpServerOptions o;
  o.socket_path = first.socket;
  auto second = start_http_server(o, echo_handler);
  REQUIRE_FALSE(second.has_value());
  CHECK(second.error().code == core::Error::Code::conflict);
  CHECK(second.error().message.find("another daemon is listening") != std::string::npos);

  // A socket file that nobody listens on any more.
  TempDir dir;
  std::string path = dir.path + "/stale.sock";
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::strncpy(addr.sun_path, path.c_str(), sizeof addr.sun_path - 1);
  REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0);
  close(fd);
  o.socket_path = path;
  auto replaced = start_http_server(o, echo_handler);
  REQUIRE(replaced.has_value());
  CHECK(request_unix(path, "GET /s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").status ==
        200);
  (*replaced)->stop();
  CHECK_FALSE(std::filesystem::exists(path));  // removed on stop

  // A path that is not a socket is never removed.
  std::string plain = dir.path + "/plain";
  {
    std::FILE* f = std::fopen(plain.c_str(), "w");
    std::fclose(f);
  }
  o.socket_path = plain;
  auto refused = start_http_server(o, echo_handler);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().message.find("not a socket") != std::string::npos);
  CHECK(std::filesystem::exists(plain));
}

TEST_CASE("http server: TCP on 127.0.0.1:0 reports its port and passes the bearer token") {
  Served s(echo_handler, "127.0.0.1:0");
  std::string address = s.server->tcp_address();
  REQUIRE(address.starts_with("127.0.0.1:"));
  CHECK(address != "127.0.0.1:0");
  Reply r = parse_reply(exchange(connect_tcp(address),
                                 "GET /t HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer  s3cret \r\n"
                                 "Connection: close\r\n\r\n"));
  CHECK(r.status == 200);
  CHECK(r.body.find("unix=0") != std::string::npos);
  CHECK(r.body.find("bearer=s3cret body=") != std::string::npos);
  CHECK(r.body.find("uid=" + std::to_string(static_cast<uid_t>(-1))) != std::string::npos);

  HttpServerOptions bad;
  bad.socket_path = s.dir.path + "/other.sock";
  bad.listen = "no-port";
  auto refused = start_http_server(bad, echo_handler);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().to_string().find("HOST:PORT") != std::string::npos);
}

TEST_CASE("http server: one TCP address holding idle connections locks nobody else out") {
  Served s(echo_handler, "127.0.0.1:0");
  const std::string address = s.server->tcp_address();
  // A hostile client opens more idle connections than its share (64).
  std::vector<int> held;
  for (int i = 0; i < 100; ++i) held.push_back(connect_tcp(address));
  // Those over its share are answered 429, saying why, and closed by the
  // server at once.
  int closed = 0;
  std::string refusal;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  std::vector<bool> seen(held.size(), false);
  while (closed < 100 - 64 && std::chrono::steady_clock::now() < deadline) {
    for (std::size_t i = 0; i < held.size(); ++i) {
      pollfd p{held[i], POLLIN, 0};
      if (seen[i] || ::poll(&p, 1, 0) != 1) continue;
      seen[i] = true;
      std::string answer;
      char chunk[4096];
      ssize_t n = 0;
      while ((n = ::read(held[i], chunk, sizeof chunk)) > 0) answer.append(chunk, n);
      closed += n == 0;
      if (!answer.empty()) refusal = answer;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK(refusal.starts_with("HTTP/1.1 429 "));
  CHECK(refusal.find("too many are open (at most 64 for address 127.0.0.1") != std::string::npos);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));  // and no more than those
  for (std::size_t i = 0; i < held.size(); ++i) {
    pollfd p{held[i], POLLIN, 0};
    if (!seen[i] && ::poll(&p, 1, 0) == 1) ++closed;
  }
  MESSAGE("closed by the server: " << closed << " of " << held.size());
  CHECK(closed == 100 - 64);
  // The socket (another caller) is still served at once.
  Reply r = request_unix(s.socket, "GET /probe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 200);
  for (int fd : held) ::close(fd);
}

TEST_CASE("http server: stopping removes its own socket file, never one made after it") {
  Served first;
  // Someone removes the directory by hand and a second server starts there.
  std::filesystem::remove(first.socket);
  HttpServerOptions o;
  o.socket_path = first.socket;
  auto second = start_http_server(o, echo_handler);
  REQUIRE(second.has_value());
  first.server->stop();
  CHECK(std::filesystem::exists(first.socket));  // the second's, untouched
  Reply r = request_unix(first.socket, "GET /x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(r.status == 200);
  (*second)->stop();
  CHECK_FALSE(std::filesystem::exists(first.socket));  // its own goes with it
}

TEST_CASE("connection gate: a share per caller, a reserve for administrators") {
  ConnectionGate gate(ConnectionGate::Limits{10, 2, 4, 5});
  for (int i = 0; i < 4; ++i) CHECK(gate.opened("uid:1000", false));
  CHECK_FALSE(gate.opened("uid:1000", false));  // its share is 4
  CHECK(gate.open_count("uid:1000") == 4);
  for (int i = 0; i < 4; ++i) CHECK(gate.opened("uid:1001", false));
  CHECK_FALSE(gate.opened("uid:1002", false));  // 8 open: the last 2 are the reserve
  CHECK(gate.busy());
  CHECK(gate.opened("uid:0", true));
  CHECK(gate.opened("uid:0", true));
  CHECK_FALSE(gate.opened("uid:0", true));  // all 10 taken
  gate.closed("uid:1000");
  CHECK(gate.open_count() == 9);
  CHECK(gate.opened("uid:0", true));
  for (int i = 0; i < 3; ++i) gate.closed("uid:1000");
  gate.closed("uid:nobody");  // never opened: ignored
  CHECK(gate.open_count("uid:1000") == 0);
  CHECK(gate.open_count() == 7);
  CHECK(gate.opened("uid:1002", false));
}

}  // namespace
}  // namespace gpuq::daemon

namespace gpuq::daemon {
namespace {

// A handler that upgrades /upgrade to an echo that shouts (and says what the
// client sent with its request), and answers anything else with 404.
HttpResponse upgrading_handler(const HttpRequest& r) {
  if (r.path != "/upgrade") {
    HttpResponse missing;
    missing.status = 404;
    return missing;
  }
  HttpResponse u;
  u.headers["Upgrade"] = "shout.v1";
  u.headers["Connection"] = "Upgrade";
  u.upgrade = [](int fd, std::string early, const std::atomic<bool>& stopping) {
    std::string got = early;
    char buffer[256];
    while (!stopping.load() && got.find('\n') == std::string::npos) {
      pollfd p{fd, POLLIN, 0};
      if (poll(&p, 1, 100) <= 0) continue;
      const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
      if (n <= 0) return;
      got.append(buffer, static_cast<std::size_t>(n));
    }
    for (char& c : got) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    send(fd, got.data(), got.size(), MSG_NOSIGNAL);
  };
  return u;
}

}  // namespace

TEST_CASE("http server: an upgrade answers 101 and hands the connection over") {
  Served s(upgrading_handler);
  // Bytes sent with the request, before the 101, reach the handler too.
  const std::string raw = exchange(connect_unix(s.socket),
                                   "POST /upgrade HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n"
                                   "Upgrade: shout.v1\r\nContent-Length: 0\r\n\r\nhello\n");
  Reply r = parse_reply(raw);
  CHECK(r.status == 101);
  CHECK(r.headers["upgrade"] == "shout.v1");
  CHECK(r.body == "HELLO\n");
  // The server still serves others, and stops with an upgraded connection open.
  const int idle = connect_unix(s.socket);
  const std::string request =
      "POST /upgrade HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: shout.v1\r\n"
      "Content-Length: 0\r\n\r\n";
  REQUIRE(send(idle, request.data(), request.size(), MSG_NOSIGNAL) ==
          static_cast<ssize_t>(request.size()));
  CHECK(request_unix(s.socket, "GET /other HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .status == 404);
  s.server->stop();
  close(idle);
}

}  // namespace gpuq::daemon
