// A Kubernetes API server client over libcurl, speaking JSON: the requests
// of the Kubernetes backend (get, list, create, server-side apply, delete)
// and its long streams (watches, followed logs).
//
// Credentials come resolved (kubeconfig.h): the CA, a client certificate and
// key, held in memory (no temporary files); a bearer token, the token file's
// content read on each request (it rotates), or an exec credential plugin's
// token, cached until it expires and fetched again after a 401.
// `tls-server-name` is the name the server's certificate is checked against
// while the connection goes to the server's address.
//
// Errors (core::Result): an answer that is not 2xx becomes an Error whose
// message is the server's Status message with the verb and resource, and for
// 401/403 the RBAC rule that is missing; not_found (404), conflict (409),
// permission_denied (403), unauthenticated (401), invalid_argument (400,
// 422), io (no answer, 5xx, 410). A 429 or 503 with Retry-After (seconds or
// a date) is retried after the time it asks, a few times, before it is an
// error; so is a watch's. `where` names
// the server and the kubeconfig context, for the administrator to look at.
//
// Thread-safe: requests run in parallel (each takes its own curl handle from
// a pool, so connections are reused).
#ifndef GPUQ_DAEMON_KUBE_API_CLIENT_H_
#define GPUQ_DAEMON_KUBE_API_CLIENT_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "daemon/kube/kubeconfig.h"

namespace gpuq::daemon::kube {

struct ApiRequest {
  std::string method = "GET";  // GET, POST, PUT, PATCH, DELETE
  std::string path;            // /api/v1/..., /apis/GROUP/VERSION/..., with its query
  std::string body;            // empty: none
  std::string content_type = "application/json";
};

struct ApiResponse {
  long status = 0;
  std::string body;
  std::vector<std::string> warnings;  // `Warning:` headers' texts (unknown fields, deprecations)
  int retry_after_s = -1;             // Retry-After, when the server sent one
};

// What the API server's `Status` object says, read from an error answer.
struct ApiStatus {
  long code = 0;
  std::string reason;   // NotFound, AlreadyExists, Conflict, Forbidden, Expired, ...
  std::string message;  // the server's words
};

// Reads a Status body (an empty ApiStatus with the HTTP code when it is not
// one).
ApiStatus read_status(long http_status, std::string_view body);

// The Kubernetes verb and resource a request is for, for messages and RBAC
// rules: GET /apis/batch/v1/namespaces/a/jobs/x -> {"get", "batch", "jobs"};
// `resource` keeps a subresource ("pods/log").
struct ApiAction {
  std::string verb, group, resource, namespace_name, name;
};
ApiAction action_of(const ApiRequest& request);

// The error for an answer that is not 2xx (see the header's comment).
core::Error error_of(const ApiRequest& request, const ApiResponse& response,
                     const std::string& where);

struct ApiClientOptions {
  std::string user_agent = "gpuq";
  long connect_timeout_ms = 5000;
  long request_timeout_ms = 30000;  // for calls; streams have none (see stream())
  int max_retries = 4;              // of a 429 or 503 that says Retry-After
  int max_retry_after_s = 30;       // a longer wait is cut to this
  // How a retry waits; tests make it instant.
  std::function<void(std::chrono::milliseconds)> sleep;
  // The time for an exec plugin's token's expiry; tests move it.
  std::function<std::chrono::system_clock::time_point()> now;
};

class ApiClient {
 public:
  ApiClient(ClusterCredentials credentials, ApiClientOptions options = {});
  ~ApiClient();
  ApiClient(const ApiClient&) = delete;
  ApiClient& operator=(const ApiClient&) = delete;

  // The answer, whatever its status (after the retries of 429/503); an error
  // only when there was none (connection refused, TLS, timeout) or when the
  // credentials could not be had (token file, exec plugin).
  core::Result<ApiResponse> send(const ApiRequest& request);

  // send(), with an answer that is not 2xx turned into error_of().
  core::Result<std::string> call(const ApiRequest& request);

  // A GET whose body streams (watch=1, follow=true): `on_line` gets each
  // complete line as it arrives (a line split over chunks comes whole) and
  // returns false to stop. Ends without error when the server ends the
  // stream, `on_line` stops it, or `cancel` becomes true (checked at least
  // every second); a stream idle for `idle_timeout` is an io error, as is a
  // cut. A non-2xx answer is error_of().
  core::Result<void> stream(const std::string& path,
                            const std::function<bool(std::string_view line)>& on_line,
                            const std::atomic<bool>* cancel,
                            std::chrono::seconds idle_timeout = std::chrono::seconds(330));

  const ClusterCredentials& credentials() const;
  // Requests sent so far (each retry and each stream counts one): how the
  // benchmarks check that an idle daemon sends nothing but its watches.
  int64_t requests_sent() const;
  // "https://127.0.0.1:6443 (kubeconfig /root/.kube/config, context prod)".
  std::string describe_server() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_API_CLIENT_H_
