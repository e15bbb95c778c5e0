// How libclient reaches a server: one HTTP exchange at a time.
//
// Two real transports. On a Unix socket (the local daemon), libclient speaks
// HTTP/1.1 itself (unix_socket_transport.cpp): `gpuq workload list` has a
// budget of 10 ms for the whole process, and opening libcurl costs about 5 ms of
// dynamic loading on its own (36 shared objects: TLS, LDAP, SSH, HTTP/2...;
// see bench/README.md). For HTTP(S) over TCP with a bearer token, libcurl,
// loaded at run time with dlopen on the first request (linking it would cost
// every process, even `gpuq --version`, those 5 ms). make_transport() picks
// one; GPUQ_TRANSPORT=curl makes it take libcurl for Unix sockets too.
// FakeTransport (fake_transport.h) answers from a table for tests.
//
// A Transport is used by one thread at a time; it keeps its connection alive
// between calls.
#ifndef GPUQ_TRANSPORT_H_
#define GPUQ_TRANSPORT_H_

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuq/error.h"
#include "gpuq/upgraded_connection.h"

namespace gpuq::client {

// Where the server is: "unix:///path/to/socket", "http://host:port" or
// "https://host:port" (a path prefix after the port is kept).
struct Server {
  enum class Scheme { unix_socket, http, https };
  Scheme scheme = Scheme::unix_socket;
  std::string socket_path{};  // unix_socket only
  std::string base_url{};     // http(s): "http://host:port[/prefix]" without a trailing '/'

  // Errors: usage naming the text and the forms accepted.
  static ApiResult<Server> parse(std::string_view text);
  std::string to_string() const;  // the form parse() reads
};

struct TransportOptions {
  Server server{};
  std::string token{};  // bearer token for TCP; ignored on a Unix socket
  long connect_timeout_ms = 3000;
  long timeout_ms = 60000;  // whole request; streams (logs -f) have none
  std::string ca_file{};    // https: extra CA bundle; empty: the system's
  bool insecure = false;    // https: do not verify the server's certificate
};

struct HttpCall {
  std::string method = "GET";
  std::string target{};  // path and query, "/api/v1/workloads?limit=50", already escaped
  std::string body{};    // sent when not empty, as application/json
  // The Prefer header (RFC 7240), such as "return=minimal"; none when empty.
  std::string prefer{};
};

// Percent-encodes `text` for a path segment or a query value of a target
// (everything but letters, digits and -_.~).
std::string url_escape(std::string_view text);

struct HttpAnswer {
  int status = 0;
  std::string body{};
  std::string content_type{};
  // The texts of its Warning headers: a server's word about a request it
  // carried out ("no user bob on this machine"), as Kubernetes' API server
  // sends them and kubectl prints them.
  std::vector<std::string> warnings{};
};

// The answer to an upgrade request: 101 with the connection, or any other
// answer whole (an error's JSON body) without one.
struct UpgradeAnswer {
  HttpAnswer answer{};
  std::string protocol{};  // the 101's Upgrade header; empty for other answers
  std::unique_ptr<UpgradedConnection> connection{};  // set when answer.status == 101
};

class Transport {
 public:
  virtual ~Transport() = default;

  // One request, whole answer. Any HTTP status is a value; only a failure to
  // get an answer is an error (kind transport, with a hint when nothing
  // listens on a Unix socket).
  virtual ApiResult<HttpAnswer> call(const HttpCall& call) = 0;

  // One request whose body is passed to `sink` as it arrives when the status
  // is < 400; `sink` returns false to stop early (not an error). The answer
  // has the status, and the body only when the status is >= 400.
  virtual ApiResult<HttpAnswer> stream(const HttpCall& call,
                                       const std::function<bool(std::string_view chunk)>& sink) = 0;

  // Sends `call` with `Connection: Upgrade` and `Upgrade: protocol` on a
  // connection of its own (never the kept one, which stays for calls), with
  // the headers every call has (the bearer token on TCP). On 101 the
  // connection is handed over, owned by the caller and independent of this
  // transport (it may outlive it); any other answer is read whole and the
  // connection closed. The request and the answer's head are bounded by
  // timeout_ms; the connection then has no timeout. Errors: as call()'s;
  // this default (for transports that cannot) is a transport error.
  virtual ApiResult<UpgradeAnswer> upgrade(const HttpCall& call, std::string_view protocol);

  // The server this transport talks to, for messages.
  virtual std::string server_name() const = 0;

  // Who hears the warnings of the answers the Client reads through this
  // transport (HttpAnswer::warnings); by default no one. Set it on the
  // outermost transport: a wrapping one passes answers through whole.
  void on_warning(std::function<void(std::string_view text)> handler) {
    warning_handler_ = std::move(handler);
  }
  // Passes `answer`'s warnings to the handler, if there is one.
  void report_warnings(const HttpAnswer& answer) const {
    if (!warning_handler_) return;
    for (const std::string& text : answer.warnings) warning_handler_(text);
  }

 private:
  std::function<void(std::string_view text)> warning_handler_{};
};

// The transport for options.server: the Unix-socket one for unix://, libcurl's
// for http(s)://, and libcurl's for every server when the environment
// variable GPUQ_TRANSPORT is "curl" (read here, from the process's
// environment). Errors: usage when GPUQ_TRANSPORT is neither "curl" nor
// "auto" (nor empty).
ApiResult<std::unique_ptr<Transport>> make_transport(TransportOptions options);
// The same with GPUQ_TRANSPORT's value given (nullopt: unset).
ApiResult<std::unique_ptr<Transport>> make_transport(TransportOptions options,
                                                     std::optional<std::string_view> choice);

// Whether make_transport() gives libcurl's transport for these options (and
// the environment's GPUQ_TRANSPORT): every server but unix://, and every
// server when GPUQ_TRANSPORT is "curl". False when GPUQ_TRANSPORT has a value
// make_transport() refuses (it reports that itself).
bool uses_libcurl(const TransportOptions& options);

// libcurl's transport. libcurl is loaded on its first request, which fails
// (kind transport, naming the library and how to install it) when it cannot be.
ApiResult<std::unique_ptr<Transport>> make_curl_transport(TransportOptions options);

// HTTP/1.1 over a Unix socket without libcurl: the same answers and errors
// as libcurl's transport for a unix:// server. Keeps one connection and
// reconnects (once, sending again) when the server closed it between calls.
// Errors: usage when options.server is not unix://.
ApiResult<std::unique_ptr<Transport>> make_unix_socket_transport(TransportOptions options);

}  // namespace gpuq::client

#endif  // GPUQ_TRANSPORT_H_
