// The Unix-socket Transport: HTTP/1.1 written by hand on an AF_UNIX socket,
// so that talking to the local daemon does not load libcurl (transport.h
// says why). It behaves as libcurl's transport does for a unix:// server:
// same request headers, same answers, same errors (transport_error.h), one
// kept-alive connection, timeouts for calls and none for streams.
#include <chrono>
#include <memory>
#include <optional>
#include <string>

#include "gpuq/transport.h"
#include "libclient/http_request_text.h"
#include "libclient/http_response_parser.h"
#include "libclient/transport_error.h"
#include "libclient/unix_socket.h"

namespace gpuq::client {
namespace {

using Clock = std::chrono::steady_clock;
using Sink = std::function<bool(std::string_view)>;

// An attempt's failure, and whether sending again on a new connection may
// cure it: the server closed a kept connection before answering a byte.
struct Failure {
  ApiError error;
  bool retry = false;
};

long elapsed_ms(Clock::time_point start) {
  return static_cast<long>(
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
}

class UnixSocketTransport : public Transport {
 public:
  explicit UnixSocketTransport(TransportOptions options) : options_(std::move(options)) {}

  ApiResult<HttpAnswer> call(const HttpCall& call) override { return exchange(call, nullptr); }
  ApiResult<HttpAnswer> stream(const HttpCall& call, const Sink& sink) override {
    return exchange(call, &sink);
  }
  ApiResult<UpgradeAnswer> upgrade(const HttpCall& call, std::string_view protocol) override;
  std::string server_name() const override { return options_.server.to_string(); }

 private:
  ApiResult<HttpAnswer> exchange(const HttpCall& call, const Sink* sink);
  // A new connection to the server, waiting at most connect_timeout_ms and
  // until `deadline`.
  std::expected<UnixSocket, ApiError> connect(Clock::time_point start, Deadline deadline);
  std::expected<HttpAnswer, Failure> attempt(const std::string& request, bool no_body,
                                             const Sink* sink, Clock::time_point start,
                                             Deadline deadline);
  ApiError error(TransportFailure failure, std::string_view why) const {
    return transport_failure(options_, failure, why);
  }

  TransportOptions options_;
  std::optional<UnixSocket> socket_{};
  // Not zero-filled: a short-lived CLI would otherwise fault in all 16 pages
  // for an answer that usually fits in one.
  static constexpr std::size_t kBufferSize = 64 * 1024;
  std::unique_ptr<char[]> buffer_ = std::make_unique_for_overwrite<char[]>(kBufferSize);
};

ApiResult<HttpAnswer> UnixSocketTransport::exchange(const HttpCall& call, const Sink* sink) {
  const Clock::time_point start = Clock::now();
  Deadline deadline;
  if (sink == nullptr && options_.timeout_ms > 0) {
    deadline = start + std::chrono::milliseconds(options_.timeout_ms);
  }
  if (!fits_request_line(call.method) || !fits_request_line(call.target)) {
    return std::unexpected(
        error(TransportFailure::other, "URL rejected: a space or a control character in it"));
  }
  const std::string request = http_request_text(call, "localhost");
  for (int tries = 0;; ++tries) {
    bool reused = socket_.has_value();
    if (reused && socket_->peer_left()) {  // the server closed it while it was idle
      socket_.reset();
      reused = false;
    }
    if (!socket_) {
      auto connected = connect(start, deadline);
      if (!connected) return std::unexpected(connected.error());
      socket_.emplace(std::move(*connected));
    }
    auto answer = attempt(request, call.method == "HEAD", sink, start, deadline);
    if (answer) return std::move(*answer);
    socket_.reset();
    if (!(answer.error().retry && reused && tries == 0)) {
      return std::unexpected(std::move(answer.error().error));
    }
  }
}

std::expected<UnixSocket, ApiError> UnixSocketTransport::connect(Clock::time_point start,
                                                                 Deadline deadline) {
  Deadline connect_deadline = deadline;
  bool whole_call = true;  // the call's deadline comes first
  if (options_.connect_timeout_ms > 0) {
    const auto limit = start + std::chrono::milliseconds(options_.connect_timeout_ms);
    if (!deadline || limit < *deadline) {
      connect_deadline = limit;
      whole_call = false;
    }
  }
  auto s = UnixSocket::connect(options_.server.socket_path, connect_deadline);
  if (s) return std::move(*s);
  switch (s.error().kind) {
    case SocketError::Kind::timed_out:
      return std::unexpected(
          error(TransportFailure::timed_out,
                whole_call ? "Operation timed out after " + std::to_string(elapsed_ms(start)) +
                                 " milliseconds with 0 bytes received"
                           : "Connection timed out after " + std::to_string(elapsed_ms(start)) +
                                 " milliseconds"));
    case SocketError::Kind::path_too_long:
      return std::unexpected(error(TransportFailure::cannot_resolve, s.error().detail));
    case SocketError::Kind::cannot_connect:
      return std::unexpected(error(TransportFailure::cannot_connect, s.error().detail));
    default:
      return std::unexpected(
          error(TransportFailure::other, "cannot make a socket: " + s.error().detail));
  }
}

std::expected<HttpAnswer, Failure> UnixSocketTransport::attempt(const std::string& request,
                                                                bool no_body, const Sink* sink,
                                                                Clock::time_point start,
                                                                Deadline deadline) {
  std::size_t received = 0;
  auto timed_out = [&] {
    return Failure{error(TransportFailure::timed_out,
                         "Operation timed out after " + std::to_string(elapsed_ms(start)) +
                             " milliseconds with " + std::to_string(received) + " bytes received"),
                   false};
  };
  // The server may answer before it has read the whole request, and close:
  // 413 for a body over its limit. Then the answer, if it came, says more
  // than the broken pipe, which is reported only when there is none.
  std::optional<Failure> unsent;
  if (auto sent = socket_->send_all(request, deadline); !sent) {
    if (sent.error().kind == SocketError::Kind::timed_out) return std::unexpected(timed_out());
    Failure failed{error(TransportFailure::other, "Send failure: " + sent.error().detail),
                   sent.error().kind == SocketError::Kind::closed};
    if (!failed.retry) return std::unexpected(std::move(failed));
    unsent = std::move(failed);
  }
  HttpResponseParser parser(no_body);
  std::string body;
  bool extra_bytes = false;
  while (!parser.done()) {
    auto n = socket_->receive(buffer_.get(), kBufferSize, deadline);
    if (!n) {
      if (unsent) return std::unexpected(std::move(*unsent));
      if (n.error().kind == SocketError::Kind::timed_out) return std::unexpected(timed_out());
      return std::unexpected(
          Failure{error(TransportFailure::other, "Recv failure: " + n.error().detail),
                  n.error().kind == SocketError::Kind::closed && !parser.started()});
    }
    if (*n == 0) {
      if (auto end = parser.finish_at_close(); !end) {
        if (unsent) return std::unexpected(std::move(*unsent));
        return std::unexpected(
            Failure{error(TransportFailure::other, end.error()), !parser.started()});
      }
      socket_.reset();
      break;
    }
    received += *n;
    auto used = parser.feed(std::string_view(buffer_.get(), *n), body);
    if (!used) {
      if (unsent) return std::unexpected(std::move(*unsent));
      return std::unexpected(
          Failure{error(TransportFailure::other, "malformed answer: " + used.error()), false});
    }
    extra_bytes = *used < *n;  // more than the answer: the connection cannot be trusted
    if (sink != nullptr && parser.head_done() && parser.status() < 400 && !body.empty()) {
      const bool more = (*sink)(body);
      body.clear();
      if (!more) {  // stopped early: the rest of the answer is not wanted
        socket_.reset();
        break;
      }
    }
  }
  if (socket_ && (unsent || !parser.done() || !parser.keep_alive() || extra_bytes)) {
    socket_.reset();
  }
  return HttpAnswer{parser.status(), std::move(body), parser.content_type(), parser.warnings()};
}

ApiResult<UpgradeAnswer> UnixSocketTransport::upgrade(const HttpCall& call,
                                                      std::string_view protocol) {
  const Clock::time_point start = Clock::now();
  Deadline deadline;
  if (options_.timeout_ms > 0) deadline = start + std::chrono::milliseconds(options_.timeout_ms);
  if (!fits_request_line(call.method) || !fits_request_line(call.target) ||
      !fits_request_line(protocol)) {
    return std::unexpected(
        error(TransportFailure::other, "URL rejected: a space or a control character in it"));
  }
  // A connection of its own: the kept one stays for calls.
  auto own = connect(start, deadline);
  if (!own) return std::unexpected(own.error());

  const std::string request = http_request_text(
      call, "localhost", {"Connection: Upgrade", "Upgrade: " + std::string(protocol)});
  auto timed_out = [&] {
    return error(TransportFailure::timed_out, "Operation timed out after " +
                                                  std::to_string(elapsed_ms(start)) +
                                                  " milliseconds waiting for the answer");
  };
  if (auto sent = own->send_all(request, deadline); !sent) {
    if (sent.error().kind == SocketError::Kind::timed_out) return std::unexpected(timed_out());
    return std::unexpected(error(TransportFailure::other, "Send failure: " + sent.error().detail));
  }
  HttpResponseParser parser = HttpResponseParser::for_upgrade();
  std::string body;
  std::string rest;  // bytes past a 101's headers: the new protocol's
  while (!parser.done()) {
    auto n = own->receive(buffer_.get(), kBufferSize, deadline);
    if (!n) {
      if (n.error().kind == SocketError::Kind::timed_out) return std::unexpected(timed_out());
      return std::unexpected(error(TransportFailure::other, "Recv failure: " + n.error().detail));
    }
    if (*n == 0) {
      if (auto end = parser.finish_at_close(); !end) {
        return std::unexpected(error(TransportFailure::other, end.error()));
      }
      break;
    }
    const std::string_view data(buffer_.get(), *n);
    auto used = parser.feed(data, body);
    if (!used) {
      return std::unexpected(error(TransportFailure::other, "malformed answer: " + used.error()));
    }
    if (parser.done() && parser.status() == 101) rest.assign(data.substr(*used));
  }
  UpgradeAnswer out;
  out.answer =
      HttpAnswer{parser.status(), std::move(body), parser.content_type(), parser.warnings()};
  if (parser.status() == 101) {
    out.protocol = parser.upgrade();
    out.connection = make_socket_connection(own->release(), std::move(rest));
  }
  return out;
}

}  // namespace

ApiResult<std::unique_ptr<Transport>> make_unix_socket_transport(TransportOptions options) {
  if (options.server.scheme != Server::Scheme::unix_socket) {
    return usage_error("the Unix-socket transport reaches unix:// servers only, not " +
                       options.server.to_string());
  }
  return std::unique_ptr<Transport>(std::make_unique<UnixSocketTransport>(std::move(options)));
}

}  // namespace gpuq::client
