// The libcurl Transport: HTTP over a Unix socket, HTTP(S) over TCP with a
// bearer token. One easy handle per transport, kept between calls so that
// libcurl reuses the connection (curl_easy_reset keeps live connections).
#include <string>

#include "gpuq/transport.h"
#include "libclient/curl_library.h"
#include "libclient/transport_error.h"

namespace gpuq::client {
namespace {

struct Exchange {
  const CurlLibrary* curl = nullptr;
  CURL* handle = nullptr;
  std::string body;                                             // whole answer, or error body
  const std::function<bool(std::string_view)>* sink = nullptr;  // streams only
  bool stopped = false;                                         // the sink asked to stop
};

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
  std::string server_name() const override { return options_.server.to_string(); }

 private:
  ApiResult<HttpAnswer> perform(const HttpCall& call,
                                const std::function<bool(std::string_view)>* sink);
  ApiError failure(CURLcode rc, const char* detail) const;

  TransportOptions options_;
  const CurlLibrary* curl_ = nullptr;
  CURL* handle_ = nullptr;
};

ApiResult<HttpAnswer> CurlTransport::perform(const HttpCall& call,
                                             const std::function<bool(std::string_view)>* sink) {
  if (curl_ == nullptr) {
    auto library = curl_library();
    if (!library) return std::unexpected(library.error());
    curl_ = *library;
  }
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
  c.easy_setopt(h, CURLOPT_URL, url.c_str());
  if (unix_socket) c.easy_setopt(h, CURLOPT_UNIX_SOCKET_PATH, server.socket_path.c_str());
  c.easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  c.easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, options_.connect_timeout_ms);
  c.easy_setopt(h, CURLOPT_TIMEOUT_MS, sink != nullptr ? 0L : options_.timeout_ms);
  if (server.scheme == Server::Scheme::https) {
    if (!options_.ca_file.empty()) c.easy_setopt(h, CURLOPT_CAINFO, options_.ca_file.c_str());
    if (options_.insecure) {
      c.easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 0L);
      c.easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 0L);
    }
  }

  curl_slist* headers = c.slist_append(nullptr, "Accept: application/json");
  headers = c.slist_append(headers, "Expect:");  // no 100-continue round trip
  if (!call.body.empty()) headers = c.slist_append(headers, "Content-Type: application/json");
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

  Exchange x{&c, h, {}, sink, false};
  char detail[CURL_ERROR_SIZE] = {0};
  c.easy_setopt(h, CURLOPT_ERRORBUFFER, detail);
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
  return answer;
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
