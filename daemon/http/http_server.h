// A small HTTP/1.1 server on libmicrohttpd: a Unix socket (mode 0660, owned
// by a group) and optionally TCP. Each request is handed to one handler
// function with who is calling (SO_PEERCRED on the socket, bearer token on
// TCP). Handlers run on the server's threads and must not block for long;
// a streamed response pulls its body from a callback.
#ifndef GPUQ_DAEMON_HTTP_HTTP_SERVER_H_
#define GPUQ_DAEMON_HTTP_HTTP_SERVER_H_

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "core/error.h"

namespace gpuq::daemon {

struct HttpRequest {
  std::string method;                             // GET, POST, PUT, PATCH, DELETE
  std::string path;                               // without the query
  std::multimap<std::string, std::string> query;  // decoded
  std::map<std::string, std::string> headers;     // names in lower case
  std::string body;
  // The caller: on the Unix socket from SO_PEERCRED; on TCP unknown
  // (uid -1) and `bearer` holds the token from the Authorization header.
  bool unix_socket = false;
  pid_t peer_pid = 0;
  uid_t peer_uid = static_cast<uid_t>(-1);
  gid_t peer_gid = static_cast<gid_t>(-1);
  std::string bearer;
};

// Pulls the next piece of a streamed body: appends to `out` and returns
// true while there is more to come (it may append nothing and be called
// again shortly); false at the end.
using BodyStream = std::function<bool(std::string& out)>;

// Takes over a connection upgraded to another protocol (a 101 answer was
// sent): `fd` is its socket, `early` what the client sent after its request
// before the answer. Runs on the connection's own thread and may block, but
// must return soon after `stopping` turns true (the server is stopping);
// the server closes the connection when it returns. Must not close `fd`.
using UpgradeHandler =
    std::function<void(int fd, std::string early, const std::atomic<bool>& stopping)>;

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  BodyStream stream;  // when set, used instead of body (chunked)
  // When set, the answer is 101 Switching Protocols (with `headers`, which
  // name the protocol in Upgrade) and the connection goes to `upgrade`.
  UpgradeHandler upgrade;
  std::map<std::string, std::string> headers;
  // When set, run once the answer has been sent, or the request ended
  // without it (the client left; for an upgrade, when the upgraded
  // connection ends): work the client need not wait for. Must not throw.
  std::function<void()> after_sent;
};

using HttpHandler = std::function<HttpResponse(const HttpRequest&)>;

struct HttpServerOptions {
  std::string socket_path;         // required
  std::string socket_group;        // empty: keep the daemon's group
  std::string listen;              // "HOST:PORT"; empty: no TCP
  std::size_t max_body = 1 << 20;  // larger bodies get 413
  unsigned threads = 4;
};

class HttpServer {
 public:
  virtual ~HttpServer() = default;
  virtual void stop() = 0;                      // stops accepting; returns once handlers finished
  virtual std::string tcp_address() const = 0;  // "127.0.0.1:PORT" actually bound; empty if none
};

// Binds and starts serving. A stale socket file (no one listening) is
// replaced; a live one is an error ("another daemon is listening on PATH").
core::Result<std::unique_ptr<HttpServer>> start_http_server(const HttpServerOptions& options,
                                                            HttpHandler handler);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_HTTP_HTTP_SERVER_H_
