#include "daemon/kube/api_client.h"

#include <curl/curl.h>

#include <algorithm>
#include <mutex>
#include <optional>
#include <thread>

#include <nlohmann/json.hpp>

#include "daemon/kube/exec_credential.h"
#include "daemon/kube/retry_after.h"

namespace gpuq::daemon::kube {
namespace {

using core::Error;

std::string_view path_only(std::string_view path) { return path.substr(0, path.find('?')); }

std::string_view query_of(std::string_view path) {
  const auto q = path.find('?');
  return q == std::string_view::npos ? std::string_view() : path.substr(q + 1);
}

bool query_has(std::string_view query, std::string_view key_value_a, std::string_view key_value_b) {
  std::size_t start = 0;
  while (start <= query.size()) {
    const auto end = std::min(query.find('&', start), query.size());
    const auto part = query.substr(start, end - start);
    if (part == key_value_a || part == key_value_b) return true;
    start = end + 1;
  }
  return false;
}

std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start < path.size()) {
    const auto end = std::min(path.find('/', start), path.size());
    if (end > start) out.push_back(path.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string quoted_list(std::string_view item) { return "[\"" + std::string(item) + "\"]"; }

// The part of a URL: scheme://host[:port] and the rest.
struct ServerUrl {
  std::string scheme, host, port, base_path;
};

ServerUrl split_server(const std::string& server) {
  ServerUrl out;
  std::string_view s(server);
  const auto scheme_end = s.find("://");
  out.scheme =
      scheme_end == std::string_view::npos ? "https" : std::string(s.substr(0, scheme_end));
  if (scheme_end != std::string_view::npos) s.remove_prefix(scheme_end + 3);
  const auto slash = s.find('/');
  std::string_view authority = s.substr(0, slash);
  if (slash != std::string_view::npos) out.base_path = std::string(s.substr(slash));
  while (!out.base_path.empty() && out.base_path.back() == '/') out.base_path.pop_back();
  std::size_t colon = std::string_view::npos;
  if (!authority.empty() && authority.front() == '[') {
    const auto close = authority.find(']');
    colon = close == std::string_view::npos ? std::string_view::npos : authority.find(':', close);
  } else {
    colon = authority.rfind(':');
  }
  out.host = std::string(authority.substr(0, colon));
  out.port = colon == std::string_view::npos ? (out.scheme == "http" ? "80" : "443")
                                             : std::string(authority.substr(colon + 1));
  return out;
}

void curl_init_once() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct Transfer {
  ApiResponse response;
  // The answer's Retry-After and Date headers, read once it is whole (they
  // may come in either order).
  std::string retry_after, date;
  // Streams: the line being assembled, the consumer, and whether it stopped.
  const std::function<bool(std::string_view)>* on_line = nullptr;
  std::string pending;
  bool stopped = false;
  const std::atomic<bool>* cancel = nullptr;
  CURL* handle = nullptr;
};

std::size_t on_header(char* data, std::size_t size, std::size_t count, void* user) {
  auto* t = static_cast<Transfer*>(user);
  std::string_view line(data, size * count);
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
  if (line.starts_with("HTTP/")) {
    // A new answer (after a redirect or 100 Continue): forget the last one's.
    t->response.warnings.clear();
    t->retry_after.clear();
    t->date.clear();
    return size * count;
  }
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return size * count;
  std::string name(line.substr(0, colon));
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  auto value = line.substr(colon + 1);
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  if (name == "warning") {
    // `299 - "text"`: keep the text.
    const auto open = value.find('"');
    const auto close = value.rfind('"');
    t->response.warnings.emplace_back(open != std::string_view::npos && close > open
                                          ? value.substr(open + 1, close - open - 1)
                                          : value);
  } else if (name == "retry-after") {
    t->retry_after = value;
  } else if (name == "date") {
    t->date = value;
  }
  return size * count;
}

std::size_t on_body(char* data, std::size_t size, std::size_t count, void* user) {
  auto* t = static_cast<Transfer*>(user);
  const std::size_t n = size * count;
  if (t->on_line == nullptr) {
    t->response.body.append(data, n);
    return n;
  }
  long status = 0;
  curl_easy_getinfo(t->handle, CURLINFO_RESPONSE_CODE, &status);
  if (status < 200 || status > 299) {
    t->response.body.append(data, n);  // a Status object, read after
    return n;
  }
  t->pending.append(data, n);
  std::size_t start = 0;
  for (;;) {
    const auto nl = t->pending.find('\n', start);
    if (nl == std::string::npos) break;
    std::string_view line(t->pending.data() + start, nl - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    start = nl + 1;
    if (!line.empty() && !(*t->on_line)(line)) {
      t->stopped = true;
      return 0;  // curl ends the transfer (CURLE_WRITE_ERROR), read as a stop
    }
  }
  t->pending.erase(0, start);
  return n;
}

int on_progress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  auto* t = static_cast<Transfer*>(user);
  if (t->cancel != nullptr && t->cancel->load()) {
    t->stopped = true;
    return 1;
  }
  return 0;
}

}  // namespace

ApiStatus read_status(long http_status, std::string_view body) {
  ApiStatus out;
  out.code = http_status;
  auto doc = nlohmann::json::parse(body, nullptr, false);
  if (doc.is_object() && doc.value("kind", "") == "Status") {
    out.reason = doc.value("reason", "");
    out.message = doc.value("message", "");
    if (doc.contains("code") && doc["code"].is_number_integer()) out.code = doc["code"].get<long>();
  } else {
    out.message = std::string(body.substr(0, 300));
    while (!out.message.empty() && (out.message.back() == '\n' || out.message.back() == ' ')) {
      out.message.pop_back();
    }
  }
  return out;
}

ApiAction action_of(const ApiRequest& request) {
  ApiAction out;
  const auto parts = segments(path_only(request.path));
  std::size_t rest = 0;
  if (!parts.empty() && parts[0] == "api") {
    rest = 2;
  } else if (parts.size() >= 3 && parts[0] == "apis") {
    out.group = std::string(parts[1]);
    rest = 3;
  }
  std::vector<std::string_view> r(parts.begin() + std::min(rest, parts.size()), parts.end());
  if (r.size() >= 3 && r[0] == "namespaces") {
    out.namespace_name = std::string(r[1]);
    r.erase(r.begin(), r.begin() + 2);
  }
  if (!r.empty()) out.resource = std::string(r[0]);
  if (r.size() >= 2) out.name = std::string(r[1]);
  if (r.size() >= 3) out.resource += "/" + std::string(r[2]);
  const auto& m = request.method;
  const bool item = !out.name.empty();
  if (m == "GET") {
    out.verb = item                                                         ? "get"
               : query_has(query_of(request.path), "watch=1", "watch=true") ? "watch"
                                                                            : "list";
  } else if (m == "POST") {
    out.verb = "create";
  } else if (m == "PUT") {
    out.verb = "update";
  } else if (m == "PATCH") {
    out.verb = "patch";
  } else if (m == "DELETE") {
    out.verb = item ? "delete" : "deletecollection";
  } else {
    out.verb = m;
  }
  return out;
}

core::Error error_of(const ApiRequest& request, const ApiResponse& response,
                     const std::string& where) {
  const ApiStatus status = read_status(response.status, response.body);
  const ApiAction action = action_of(request);
  std::string what = action.verb + " " + action.resource;
  if (!action.group.empty()) what += "." + action.group;
  if (!action.name.empty()) {
    what += " " + (action.namespace_name.empty() ? action.name
                                                 : action.namespace_name + "/" + action.name);
  } else if (!action.namespace_name.empty()) {
    what += " in namespace " + action.namespace_name;
  }
  std::string said = status.message.empty() ? std::string("(no message)") : status.message;
  Error e;
  e.where = where;
  switch (response.status) {
    case 401:
      e.code = Error::Code::unauthenticated;
      e.message = "the API server did not accept the daemon's credentials for " + what + ": " +
                  said + "; check the kubeconfig user's token, certificate or plugin";
      return e;
    case 403: {
      e.code = Error::Code::permission_denied;
      e.message =
          "the API server refused " + what + ": " + said +
          "; the daemon's account needs the RBAC rule {apiGroups: " + quoted_list(action.group) +
          ", resources: " + quoted_list(action.resource) + ", verbs: " + quoted_list(action.verb) +
          "}" +
          (action.namespace_name.empty() ? std::string(" in a ClusterRole")
                                         : " in namespace " + action.namespace_name) +
          " (deploy/kubernetes/rbac.yaml has every rule gpuq needs)";
      return e;
    }
    case 404:
      e.code = Error::Code::not_found;
      break;
    case 409:
      e.code = Error::Code::conflict;
      break;
    case 400:
    case 415:
    case 422:
      e.code = Error::Code::invalid_argument;
      break;
    default:
      e.code = Error::Code::io;
  }
  e.message = what + ": " + std::to_string(response.status) +
              (status.reason.empty() ? std::string() : " " + status.reason) + ": " + said;
  return e;
}

struct ApiClient::Impl {
  ClusterCredentials credentials;
  ApiClientOptions options;
  ServerUrl server;
  std::string connect_to;  // for tls-server-name: "NAME:PORT:HOST:PORT"

  std::atomic<int64_t> requests{0};
  std::mutex mutex;  // guards the fields below
  std::vector<CURL*> idle;
  std::optional<ExecCredential> exec_credential;

  CURL* acquire() {
    {
      std::lock_guard lock(mutex);
      if (!idle.empty()) {
        CURL* h = idle.back();
        idle.pop_back();
        curl_easy_reset(h);
        return h;
      }
    }
    return curl_easy_init();
  }

  void release(CURL* h) {
    std::lock_guard lock(mutex);
    if (idle.size() < 8) {
      idle.push_back(h);
    } else {
      curl_easy_cleanup(h);
    }
  }

  std::string url(const std::string& path) const {
    const std::string host =
        credentials.tls_server_name.empty() ? server.host : credentials.tls_server_name;
    return server.scheme + "://" + host + ":" + server.port + server.base_path + path;
  }

  // The exec plugin's credential, from the cache while it is valid for 10 s
  // more (a request must not carry a token that expires on the way).
  core::Result<ExecCredential> exec_credential_now() {
    const auto now = options.now();
    {
      std::lock_guard lock(mutex);
      if (exec_credential && (!exec_credential->expires ||
                              *exec_credential->expires > now + std::chrono::seconds(10))) {
        return *exec_credential;
      }
    }
    auto fresh = run_exec_plugin(credentials);
    if (!fresh) return std::unexpected(fresh.error());
    std::lock_guard lock(mutex);
    exec_credential = *fresh;
    return *fresh;
  }

  void forget_exec_credential() {
    std::lock_guard lock(mutex);
    exec_credential.reset();
  }

  // Sets everything on `h` but the body handling; the returned list of
  // headers must live until the transfer ends.
  core::Result<curl_slist*> prepare(CURL* h, const ApiRequest& request) {
    std::string token;
    std::string cert = credentials.client_certificate_pem;
    std::string key = credentials.client_key_pem;
    if (credentials.exec) {
      auto c = exec_credential_now();
      if (!c) return std::unexpected(c.error());
      token = c->token;
      if (!c->client_certificate_pem.empty()) {
        cert = c->client_certificate_pem;
        key = c->client_key_pem;
      }
    } else {
      auto t = current_token(credentials);
      if (!t) return std::unexpected(t.error());
      token = std::move(*t);
    }
    curl_easy_setopt(h, CURLOPT_URL, url(request.path).c_str());
    curl_easy_setopt(h, CURLOPT_USERAGENT, options.user_agent.c_str());
    curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, options.connect_timeout_ms);
    curl_easy_setopt(h, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(h, CURLOPT_ACCEPT_ENCODING, "");
    if (!credentials.ca_pem.empty()) {
      curl_blob blob{const_cast<char*>(credentials.ca_pem.data()), credentials.ca_pem.size(),
                     CURL_BLOB_COPY};
      curl_easy_setopt(h, CURLOPT_CAINFO_BLOB, &blob);
    }
    if (credentials.insecure_skip_tls_verify) {
      curl_easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 0L);
      curl_easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 0L);
    }
    if (!cert.empty() && !key.empty()) {
      curl_blob cert_blob{cert.data(), cert.size(), CURL_BLOB_COPY};
      curl_blob key_blob{key.data(), key.size(), CURL_BLOB_COPY};
      curl_easy_setopt(h, CURLOPT_SSLCERT_BLOB, &cert_blob);
      curl_easy_setopt(h, CURLOPT_SSLCERTTYPE, "PEM");
      curl_easy_setopt(h, CURLOPT_SSLKEY_BLOB, &key_blob);
      curl_easy_setopt(h, CURLOPT_SSLKEYTYPE, "PEM");
    }
    if (!credentials.proxy_url.empty()) {
      curl_easy_setopt(h, CURLOPT_PROXY, credentials.proxy_url.c_str());
    }
    curl_slist* headers = curl_slist_append(nullptr, "Accept: application/json");
    if (!token.empty())
      headers = curl_slist_append(headers, ("Authorization: Bearer " + token).c_str());
    if (!credentials.impersonate_user.empty()) {
      headers =
          curl_slist_append(headers, ("Impersonate-User: " + credentials.impersonate_user).c_str());
    }
    for (const auto& g : credentials.impersonate_groups) {
      headers = curl_slist_append(headers, ("Impersonate-Group: " + g).c_str());
    }
    if (request.method == "GET") {
      curl_easy_setopt(h, CURLOPT_HTTPGET, 1L);
    } else {
      curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, request.method.c_str());
      curl_easy_setopt(h, CURLOPT_POSTFIELDS, request.body.c_str());
      curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE,
                       static_cast<curl_off_t>(request.body.size()));
      headers = curl_slist_append(headers, ("Content-Type: " + request.content_type).c_str());
    }
    // No "Expect: 100-continue" round trip for large bodies.
    headers = curl_slist_append(headers, "Expect:");
    curl_easy_setopt(h, CURLOPT_HTTPHEADER, headers);
    return headers;
  }

  // One transfer; `t` collects the answer.
  core::Result<void> perform(const ApiRequest& request, Transfer& t, bool stream,
                             std::chrono::seconds idle_timeout) {
    CURL* h = acquire();
    if (h == nullptr) return core::fail("curl_easy_init failed", describe(), Error::Code::internal);
    ++requests;
    t.handle = h;
    auto headers = prepare(h, request);
    if (!headers) {
      release(h);
      return std::unexpected(headers.error());
    }
    curl_slist* connect = nullptr;
    if (!connect_to.empty()) {
      connect = curl_slist_append(nullptr, connect_to.c_str());
      curl_easy_setopt(h, CURLOPT_CONNECT_TO, connect);
    }
    curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, on_header);
    curl_easy_setopt(h, CURLOPT_HEADERDATA, &t);
    curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(h, CURLOPT_WRITEDATA, &t);
    if (stream) {
      curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, 0L);
      curl_easy_setopt(h, CURLOPT_LOW_SPEED_LIMIT, 1L);
      curl_easy_setopt(h, CURLOPT_LOW_SPEED_TIME, static_cast<long>(idle_timeout.count()));
      curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
      curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, on_progress);
      curl_easy_setopt(h, CURLOPT_XFERINFODATA, &t);
    } else {
      curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, options.request_timeout_ms);
    }
    char error_text[CURL_ERROR_SIZE] = {0};
    curl_easy_setopt(h, CURLOPT_ERRORBUFFER, error_text);
    const CURLcode rc = curl_easy_perform(h);
    curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &t.response.status);
    t.response.retry_after_s = retry_after_seconds(t.retry_after, t.date, options.now());
    curl_easy_setopt(h, CURLOPT_HTTPHEADER, nullptr);
    curl_easy_setopt(h, CURLOPT_CONNECT_TO, nullptr);
    curl_easy_setopt(h, CURLOPT_ERRORBUFFER, nullptr);
    curl_slist_free_all(*headers);
    curl_slist_free_all(connect);
    release(h);
    if (rc == CURLE_OK || t.stopped) return {};
    const std::string detail = error_text[0] != 0 ? error_text : curl_easy_strerror(rc);
    if (stream && t.response.status >= 200 && t.response.status <= 299) {
      return core::fail("the stream of " + request.path + " broke: " + detail, describe(),
                        Error::Code::io);
    }
    return core::fail("no answer from the API server to " + request.method + " " +
                          std::string(path_only(request.path)) + ": " + detail,
                      describe(), Error::Code::io);
  }

  std::string describe() const { return credentials.server + " (" + credentials.source + ")"; }

  // Whether `response` asks to be tried again (429 or 503 with Retry-After)
  // and may be, after waiting the time it asks, cut to max_retry_after_s.
  // With `cancel` the wait is a second at a time, and false once it is set:
  // a watch being stopped does not sit out the server's wait.
  bool wait_to_retry(const ApiResponse& response, int attempt,
                     const std::atomic<bool>* cancel = nullptr) const {
    const long s = response.status;
    if ((s != 429 && s != 503) || response.retry_after_s < 0 || attempt >= options.max_retries) {
      return false;
    }
    const int wait = std::min(std::max(response.retry_after_s, 1), options.max_retry_after_s);
    if (cancel == nullptr) {
      options.sleep(std::chrono::seconds(wait));
      return true;
    }
    for (int i = 0; i < wait; ++i) {
      if (cancel->load()) return false;
      options.sleep(std::chrono::seconds(1));
    }
    return !cancel->load();
  }
};

ApiClient::ApiClient(ClusterCredentials credentials, ApiClientOptions options)
    : impl_(std::make_unique<Impl>()) {
  curl_init_once();
  if (!options.sleep)
    options.sleep = [](std::chrono::milliseconds d) { std::this_thread::sleep_for(d); };
  if (!options.now) options.now = [] { return std::chrono::system_clock::now(); };
  impl_->server = split_server(credentials.server);
  if (!credentials.tls_server_name.empty()) {
    // CONNECT_TO wants an IPv6 address in its brackets, as the URL has it.
    impl_->connect_to = credentials.tls_server_name + ":" + impl_->server.port + ":" +
                        impl_->server.host + ":" + impl_->server.port;
  }
  impl_->credentials = std::move(credentials);
  impl_->options = std::move(options);
}

ApiClient::~ApiClient() {
  for (CURL* h : impl_->idle) curl_easy_cleanup(h);
}

const ClusterCredentials& ApiClient::credentials() const { return impl_->credentials; }

std::string ApiClient::describe_server() const { return impl_->describe(); }

int64_t ApiClient::requests_sent() const { return impl_->requests.load(); }

core::Result<ApiResponse> ApiClient::send(const ApiRequest& request) {
  bool refreshed = false;
  for (int attempt = 0;; ++attempt) {
    Transfer t;
    auto done = impl_->perform(request, t, false, std::chrono::seconds(0));
    if (!done) return std::unexpected(done.error());
    const long s = t.response.status;
    if (s == 401 && impl_->credentials.exec && !refreshed) {
      // The plugin's token may have been revoked before its expiry: ask again once.
      impl_->forget_exec_credential();
      refreshed = true;
      continue;
    }
    if (impl_->wait_to_retry(t.response, attempt)) continue;
    return std::move(t.response);
  }
}

core::Result<std::string> ApiClient::call(const ApiRequest& request) {
  auto r = send(request);
  if (!r) return std::unexpected(r.error());
  if (r->status < 200 || r->status > 299) {
    return std::unexpected(error_of(request, *r, impl_->describe()));
  }
  return std::move(r->body);
}

core::Result<void> ApiClient::stream(const std::string& path,
                                     const std::function<bool(std::string_view line)>& on_line,
                                     const std::atomic<bool>* cancel,
                                     std::chrono::seconds idle_timeout) {
  ApiRequest request;
  request.path = path;
  bool refreshed = false;
  for (int attempt = 0;; ++attempt) {
    Transfer t;
    t.on_line = &on_line;
    t.cancel = cancel;
    auto done = impl_->perform(request, t, true, idle_timeout);
    if (!done) return done;
    const long s = t.response.status;
    if (s == 401 && impl_->credentials.exec && !refreshed) {
      impl_->forget_exec_credential();
      refreshed = true;
      continue;
    }
    if (t.stopped || (s >= 200 && s <= 299)) {
      // The last line may come without its newline.
      if (!t.stopped && !t.pending.empty()) on_line(t.pending);
      return {};
    }
    // Nothing of an answer that is not 2xx reached `on_line`: it may be asked again.
    if (impl_->wait_to_retry(t.response, attempt, cancel)) continue;
    if (cancel != nullptr && cancel->load()) return {};  // stopped while waiting
    return std::unexpected(error_of(request, t.response, impl_->describe()));
  }
}

}  // namespace gpuq::daemon::kube
