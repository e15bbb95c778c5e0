// The libcurl Transport: HTTP over a Unix socket, HTTP(S) over TCP with a
// bearer token. One easy handle per transport, kept between calls so that
// libcurl reuses the connection (curl_easy_reset keeps live connections).
// An upgrade takes a handle of its own that only connects
// (CURLOPT_CONNECT_ONLY), writes the request and reads the answer's head
// itself, and then belongs to the connection it became.
#include <poll.h>
#include <sys/socket.h>

#include <strings.h>
#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>

#include "gpuq/transport.h"
#include "libclient/curl_library.h"
#include "libclient/http_request_text.h"
#include "libclient/http_response_parser.h"
#include "libclient/transport_error.h"
#include "libclient/warning_header.h"

namespace gpuq::client {
namespace {

struct Exchange {
  const CurlLibrary* curl = nullptr;
  CURL* handle = nullptr;
  std::string body;                                             // whole answer, or error body
  const std::function<bool(std::string_view)>* sink = nullptr;  // streams only
  bool stopped = false;                                         // the sink asked to stop
  std::vector<std::string> warnings;                            // of the last answer's head
};

// One header line of an answer (libcurl passes the status line too, of each
// interim answer as well: a new one starts the warnings over).
size_t on_header(char* data, size_t size, size_t count, void* user) {
  auto* x = static_cast<Exchange*>(user);
  const size_t n = size * count;
  const std::string_view line(data, n);
  if (line.starts_with("HTTP/")) {
    x->warnings.clear();
  } else if (line.size() > 8 && strncasecmp(line.data(), "Warning:", 8) == 0) {
    std::string_view value = line.substr(8);
    while (!value.empty() && (value.back() == '\n' || value.back() == '\r')) value.remove_suffix(1);
    for (std::string& text : warning_texts(value)) x->warnings.push_back(std::move(text));
  }
  return n;
}

size_t on_data(char* data, size_t size, size_t count, void* user) {
  auto* x = static_cast<Exchange*>(user);
  const size_t n = size * count;
  if (x->sink != nullptr) {
    long status = 0;
    x->curl->easy_getinfo(x->handle, CURLINFO_RESPONSE_CODE, &status);
    if (status < 400) {
      if (!(*x->sink)(std::string_view(data, n))) {
        x->stopped = true;
        return 0;  // aborts the transfer (CURLE_WRITE_ERROR), which is no error here
      }
      return n;
    }
  }
  x->body.append(data, n);
  return n;
}

using Clock = std::chrono::steady_clock;
using Deadline = std::optional<Clock::time_point>;

// Milliseconds left until `deadline` for poll: -1 for none.
int poll_ms(Deadline deadline) {
  if (!deadline) return -1;
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline - Clock::now());
  return left.count() <= 0 ? 0 : static_cast<int>(std::min<long long>(left.count(), 1 << 30));
}

// A connection made with CONNECT_ONLY, read and written with curl_easy_recv
// and curl_easy_send. Everything libcurl has decrypted is drained into
// buffered_ after each read, so that nothing waits inside libcurl while the
// socket shows no data (has_buffered() tells the truth for poll).
class CurlConnection : public UpgradedConnection {
 public:
  CurlConnection(const CurlLibrary& curl, CURL* handle, curl_socket_t fd, bool tls)
      : curl_(curl), handle_(handle), fd_(fd), tls_(tls) {}
  ~CurlConnection() override { curl_.easy_cleanup(handle_); }
  CurlConnection(const CurlConnection&) = delete;
  CurlConnection& operator=(const CurlConnection&) = delete;

  ApiResult<void> send_all(std::string_view data) override { return send_until(data, {}); }

  ApiResult<std::optional<std::size_t>> receive(
      char* buffer, std::size_t size, std::optional<std::chrono::milliseconds> timeout) override {
    if (!has_buffered() && !eof_) {
      Deadline deadline;
      if (timeout) deadline = Clock::now() + *timeout;
      auto filled = fill(deadline);
      if (!filled) return std::unexpected(filled.error());
      if (!*filled) return std::optional<std::size_t>();
    }
    const std::size_t n = std::min(size, buffered_.size() - taken_);
    std::memcpy(buffer, buffered_.data() + taken_, n);
    taken_ += n;
    if (taken_ == buffered_.size()) {
      buffered_.clear();
      taken_ = 0;
    }
    return std::optional<std::size_t>(n);
  }

  ApiResult<void> shutdown_write() override {
    if (tls_) return {};  // see the interface: no half close over TLS
    if (::shutdown(fd_, SHUT_WR) != 0) return std::unexpected(failure(std::strerror(errno)));
    return {};
  }

  int poll_fd() const override { return static_cast<int>(fd_); }
  bool has_buffered() const override { return taken_ < buffered_.size(); }

  // Sends all of `data` before `deadline`.
  ApiResult<void> send_until(std::string_view data, Deadline deadline) {
    while (!data.empty()) {
      std::size_t sent = 0;
      const CURLcode rc = curl_.easy_send(handle_, data.data(), data.size(), &sent);
      if (rc == CURLE_OK) {
        data.remove_prefix(sent);
        continue;
      }
      if (rc != CURLE_AGAIN) return std::unexpected(failure(curl_.easy_strerror(rc)));
      if (auto ready = wait(POLLOUT, deadline); !ready) return std::unexpected(ready.error());
      if (deadline && Clock::now() >= *deadline) return std::unexpected(timed_out());
    }
    return {};
  }

  // Reads what has arrived into buffered_ (all of it, until libcurl has no
  // more), waiting until `deadline` for a first byte. False when the
  // deadline passed first; true also at the end of the stream (eof_).
  ApiResult<bool> fill(Deadline deadline) {
    bool got = false;
    char chunk[16 * 1024];
    while (buffered_.size() < kReadAhead) {
      std::size_t n = 0;
      const CURLcode rc = curl_.easy_recv(handle_, chunk, sizeof chunk, &n);
      if (rc == CURLE_OK && n == 0) {
        eof_ = true;
        return true;
      }
      if (rc == CURLE_OK) {
        buffered_.append(chunk, n);
        got = true;
        continue;
      }
      if (rc != CURLE_AGAIN) {
        if (got) return true;  // the error comes again with the next read
        return std::unexpected(failure(curl_.easy_strerror(rc)));
      }
      if (got) return true;
      if (deadline && Clock::now() >= *deadline) return false;
      auto ready = wait(POLLIN, deadline);
      if (!ready) return std::unexpected(ready.error());
      if (!*ready) return false;
    }
    return true;
  }

  // Bytes read past an answer's head belong to the new protocol: put back.
  void unread(std::string bytes) {
    buffered_ = std::move(bytes);
    taken_ = 0;
  }
  std::string take_buffered() {
    std::string out = buffered_.substr(taken_);
    buffered_.clear();
    taken_ = 0;
    return out;
  }
  bool at_end() const { return eof_ && !has_buffered(); }

 private:
  static constexpr std::size_t kReadAhead = 1 << 20;

  // True when ready, false when the deadline passed.
  ApiResult<bool> wait(short events, Deadline deadline) {
    for (;;) {
      pollfd p{static_cast<int>(fd_), events, 0};
      const int n = ::poll(&p, 1, poll_ms(deadline));
      if (n > 0) return true;
      if (n == 0) return false;
      if (errno != EINTR) return std::unexpected(failure(std::strerror(errno)));
    }
  }
  static ApiError failure(std::string detail) {
    return ApiError{
        ApiError::Kind::transport, 0, "the stream's connection failed: " + detail, {}, {}};
  }
  static ApiError timed_out() {
    return ApiError{ApiError::Kind::transport, 0, "the stream's connection timed out", {}, {}};
  }

  const CurlLibrary& curl_;
  CURL* handle_;
  curl_socket_t fd_;
  bool tls_;
  bool eof_ = false;
  std::string buffered_;
  std::size_t taken_ = 0;
};

class CurlTransport : public Transport {
 public:
  explicit CurlTransport(TransportOptions options) : options_(std::move(options)) {}
  ~CurlTransport() override {
    if (handle_ != nullptr) curl_->easy_cleanup(handle_);
  }
  CurlTransport(const CurlTransport&) = delete;
  CurlTransport& operator=(const CurlTransport&) = delete;

  ApiResult<HttpAnswer> call(const HttpCall& call) override { return perform(call, nullptr); }
  ApiResult<HttpAnswer> stream(const HttpCall& call,
                               const std::function<bool(std::string_view)>& sink) override {
    return perform(call, &sink);
  }
  ApiResult<UpgradeAnswer> upgrade(const HttpCall& call, std::string_view protocol) override;
  std::string server_name() const override { return options_.server.to_string(); }

 private:
  // Loads libcurl once (curl_).
  ApiResult<void> load();
  // Sets the options every handle has: URL, socket, timeouts, TLS.
  void set_common_options(CURL* handle, const std::string& url, bool stream) const;
  ApiResult<HttpAnswer> perform(const HttpCall& call,
                                const std::function<bool(std::string_view)>* sink);
  ApiError failure(CURLcode rc, const char* detail) const;

  TransportOptions options_;
  const CurlLibrary* curl_ = nullptr;
  CURL* handle_ = nullptr;
};

ApiResult<HttpAnswer> CurlTransport::perform(const HttpCall& call,
                                             const std::function<bool(std::string_view)>* sink) {
  if (auto loaded = load(); !loaded) return std::unexpected(loaded.error());
  if (handle_ == nullptr) {
    handle_ = curl_->easy_init();
    if (handle_ == nullptr) {
      return std::unexpected(
          ApiError{ApiError::Kind::transport, 0, "libcurl cannot make a handle", {}, {}});
    }
  } else {
    curl_->easy_reset(handle_);
  }
  const CurlLibrary& c = *curl_;
  CURL* h = handle_;
  const Server& server = options_.server;
  const bool unix_socket = server.scheme == Server::Scheme::unix_socket;
  const std::string url = (unix_socket ? std::string("http://localhost") : server.base_url) +
                          (call.target.starts_with('/') ? "" : "/") + call.target;
  set_common_options(h, url, sink != nullptr);

  curl_slist* headers = c.slist_append(nullptr, "Accept: application/json");
  headers = c.slist_append(headers, "Expect:");  // no 100-continue round trip
  if (!call.body.empty()) headers = c.slist_append(headers, "Content-Type: application/json");
  const std::string prefer = "Prefer: " + call.prefer;
  if (!call.prefer.empty()) headers = c.slist_append(headers, prefer.c_str());
  std::string authorization;
  if (!unix_socket && !options_.token.empty()) {
    authorization = "Authorization: Bearer " + options_.token;
    headers = c.slist_append(headers, authorization.c_str());
  }
  c.easy_setopt(h, CURLOPT_HTTPHEADER, headers);

  if (call.method == "GET") {
    c.easy_setopt(h, CURLOPT_HTTPGET, 1L);
  } else if (call.method == "HEAD") {
    c.easy_setopt(h, CURLOPT_NOBODY, 1L);
  } else {
    c.easy_setopt(h, CURLOPT_CUSTOMREQUEST, call.method.c_str());
    if (!call.body.empty() || call.method == "POST" || call.method == "PUT") {
      c.easy_setopt(h, CURLOPT_POSTFIELDS, call.body.c_str());
      c.easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(call.body.size()));
    }
  }

  Exchange x{&c, h, {}, sink, false, {}};
  char detail[CURL_ERROR_SIZE] = {0};
  c.easy_setopt(h, CURLOPT_ERRORBUFFER, detail);
  c.easy_setopt(h, CURLOPT_HEADERFUNCTION, on_header);
  c.easy_setopt(h, CURLOPT_HEADERDATA, &x);
  c.easy_setopt(h, CURLOPT_WRITEFUNCTION, on_data);
  c.easy_setopt(h, CURLOPT_WRITEDATA, &x);
  const CURLcode rc = c.easy_perform(h);
  c.easy_setopt(h, CURLOPT_HTTPHEADER, static_cast<curl_slist*>(nullptr));
  c.slist_free_all(headers);
  c.easy_setopt(h, CURLOPT_ERRORBUFFER, static_cast<char*>(nullptr));
  if (rc != CURLE_OK && !(rc == CURLE_WRITE_ERROR && x.stopped)) {
    return std::unexpected(failure(rc, detail));
  }
  HttpAnswer answer;
  long status = 0;
  c.easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
  answer.status = static_cast<int>(status);
  char* type = nullptr;
  if (c.easy_getinfo(h, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK && type != nullptr) {
    answer.content_type = type;
  }
  answer.body = std::move(x.body);
  answer.warnings = std::move(x.warnings);
  return answer;
}

ApiResult<void> CurlTransport::load() {
  if (curl_ == nullptr) {
    auto library = curl_library();
    if (!library) return std::unexpected(library.error());
    curl_ = *library;
  }
  return {};
}

void CurlTransport::set_common_options(CURL* h, const std::string& url, bool stream) const {
  const CurlLibrary& c = *curl_;
  const Server& server = options_.server;
  c.easy_setopt(h, CURLOPT_URL, url.c_str());
  if (server.scheme == Server::Scheme::unix_socket) {
    c.easy_setopt(h, CURLOPT_UNIX_SOCKET_PATH, server.socket_path.c_str());
  }
  c.easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  c.easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, options_.connect_timeout_ms);
  c.easy_setopt(h, CURLOPT_TIMEOUT_MS, stream ? 0L : options_.timeout_ms);
  if (server.scheme == Server::Scheme::https) {
    if (!options_.ca_file.empty()) c.easy_setopt(h, CURLOPT_CAINFO, options_.ca_file.c_str());
    if (options_.insecure) {
      c.easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 0L);
      c.easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 0L);
    }
  }
}

ApiResult<UpgradeAnswer> CurlTransport::upgrade(const HttpCall& call, std::string_view protocol) {
  if (auto loaded = load(); !loaded) return std::unexpected(loaded.error());
  const Clock::time_point start = Clock::now();
  Deadline deadline;
  if (options_.timeout_ms > 0) deadline = start + std::chrono::milliseconds(options_.timeout_ms);
  if (!fits_request_line(call.method) || !fits_request_line(call.target) ||
      !fits_request_line(protocol)) {
    return std::unexpected(transport_failure(options_, TransportFailure::other,
                                             "URL rejected: a space or a control character in it"));
  }
  const CurlLibrary& c = *curl_;
  const Server& server = options_.server;
  const bool unix_socket = server.scheme == Server::Scheme::unix_socket;
  // "http://host:port/prefix": the authority is the Host header, the
  // prefix goes before the target.
  const std::string base = unix_socket ? std::string("http://localhost") : server.base_url;
  const std::size_t authority_at = base.find("://") + 3;
  const std::size_t path_at = std::min(base.find('/', authority_at), base.size());
  const std::string host = base.substr(authority_at, path_at - authority_at);
  HttpCall request = call;
  request.target = base.substr(path_at) + (call.target.starts_with('/') ? "" : "/") + call.target;

  CURL* h = c.easy_init();
  if (h == nullptr) {
    return std::unexpected(
        ApiError{ApiError::Kind::transport, 0, "libcurl cannot make a handle", {}, {}});
  }
  set_common_options(h, base, true);
  c.easy_setopt(h, CURLOPT_CONNECT_ONLY, 1L);
  char detail[CURL_ERROR_SIZE] = {0};
  c.easy_setopt(h, CURLOPT_ERRORBUFFER, detail);
  const CURLcode rc = c.easy_perform(h);
  c.easy_setopt(h, CURLOPT_ERRORBUFFER, static_cast<char*>(nullptr));
  curl_socket_t fd = CURL_SOCKET_BAD;
  if (rc == CURLE_OK) c.easy_getinfo(h, CURLINFO_ACTIVESOCKET, &fd);
  if (rc != CURLE_OK || fd == CURL_SOCKET_BAD) {
    ApiError error = failure(rc == CURLE_OK ? CURLE_COULDNT_CONNECT : rc, detail);
    c.easy_cleanup(h);
    return std::unexpected(error);
  }
  auto connection =
      std::make_unique<CurlConnection>(c, h, fd, server.scheme == Server::Scheme::https);

  std::vector<std::string> headers;
  if (!unix_socket && !options_.token.empty()) {
    headers.push_back("Authorization: Bearer " + options_.token);
  }
  headers.push_back("Connection: Upgrade");
  headers.push_back("Upgrade: " + std::string(protocol));
  auto timed_out = [&] {
    return transport_failure(
        options_, TransportFailure::timed_out,
        "Operation timed out after " +
            std::to_string(
                std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start)
                    .count()) +
            " milliseconds waiting for the answer");
  };
  auto other = [&](const std::string& why) {
    return transport_failure(options_, TransportFailure::other, why);
  };
  if (auto sent = connection->send_until(http_request_text(request, host, headers), deadline);
      !sent) {
    return std::unexpected(other("Send failure: " + sent.error().message));
  }
  HttpResponseParser parser = HttpResponseParser::for_upgrade();
  std::string body;
  while (!parser.done()) {
    auto filled = connection->fill(deadline);
    if (!filled) return std::unexpected(other("Recv failure: " + filled.error().message));
    if (!*filled) return std::unexpected(timed_out());
    if (connection->at_end()) {
      if (auto end = parser.finish_at_close(); !end) return std::unexpected(other(end.error()));
      break;
    }
    const std::string data = connection->take_buffered();
    auto used = parser.feed(data, body);
    if (!used) return std::unexpected(other("malformed answer: " + used.error()));
    if (parser.done() && parser.status() == 101) connection->unread(data.substr(*used));
  }
  UpgradeAnswer out;
  out.answer =
      HttpAnswer{parser.status(), std::move(body), parser.content_type(), parser.warnings()};
  if (parser.status() == 101) {
    out.protocol = parser.upgrade();
    out.connection = std::move(connection);
  }
  return out;
}

ApiError CurlTransport::failure(CURLcode rc, const char* detail) const {
  const std::string why =
      detail != nullptr && detail[0] != '\0' ? detail : curl_->easy_strerror(rc);
  TransportFailure failure = TransportFailure::other;
  switch (rc) {
    case CURLE_COULDNT_CONNECT:
      failure = TransportFailure::cannot_connect;
      break;
    case CURLE_COULDNT_RESOLVE_HOST:
      failure = TransportFailure::cannot_resolve;
      break;
    case CURLE_OPERATION_TIMEDOUT:
      failure = TransportFailure::timed_out;
      break;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
      failure = TransportFailure::tls;
      break;
    default:
      break;
  }
  return transport_failure(options_, failure, why);
}

}  // namespace

ApiResult<std::unique_ptr<Transport>> make_curl_transport(TransportOptions options) {
  return std::unique_ptr<Transport>(std::make_unique<CurlTransport>(std::move(options)));
}

}  // namespace gpuq::client
