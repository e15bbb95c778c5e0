// Routing of API requests: patterns of literal segments and {holes}, the
// context a handler gets, and the JSON responses and errors of the API.
//
// Errors are {"code": STATUS, "message": "field: what is wrong", "field":
// "field"} (field only when known) with the status of the error's code:
// invalid_argument 400, unauthenticated 401, permission_denied 403,
// not_found 404, conflict 409, anything else 500.
#ifndef GPUQ_DAEMON_API_ROUTER_H_
#define GPUQ_DAEMON_API_ROUTER_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/http/http_server.h"
#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// What a handler works with. Handlers run on the server's threads; they may
// call Service (never from inside Service::read()).
struct ApiContext {
  Service& service;
  const HttpRequest& request;
  Caller caller;                    // empty for public routes
  std::vector<std::string> params;  // the {holes} of the route, in order

  // The first value of query parameter `key`, or nullptr.
  const std::string* query(std::string_view key) const;
  // A yes/no query parameter: absent or false|0|no is false; present
  // without a value or true|1|yes is true; anything else is an error
  // naming `key`.
  core::Result<bool> flag(std::string_view key) const;
};

using RouteHandler = std::function<core::Result<HttpResponse>(ApiContext&)>;

class Router {
 public:
  // `pattern`: "/api/v1/workloads/{id}/logs". A public route needs no caller.
  void add(std::string method, std::string_view pattern, RouteHandler handler,
           bool is_public = false);

  struct Match {
    const RouteHandler* handler = nullptr;  // nullptr: no route for this method
    bool is_public = false;
    std::vector<std::string> params;
    std::string allowed;  // methods the path has ("GET, DELETE"); empty: unknown path
  };
  // Where a path matches several patterns, the one with a literal segment
  // where the other has a hole, first from the left, wins. Trailing and
  // repeated slashes are ignored. Thread-safe once built.
  Match match(std::string_view method, std::string_view path) const;

 private:
  struct Route {
    std::string method;
    std::vector<std::string> segments;  // "{...}" = a hole
    RouteHandler handler;
    bool is_public = false;
  };
  std::vector<Route> routes_;
};

int http_status(core::Error::Code code);
HttpResponse json_response(int status, const nlohmann::json& body);
HttpResponse error_response(const core::Error& error);
// `response` with `texts` as the value of one Warning header (RFC 7234
// section 5.5), as Kubernetes' API server writes them: 299 - "text", ...
// Said about a request that was carried out; clients show them to people.
// At most ten, each at most 300 bytes, then "and N more warnings".
HttpResponse with_warnings(HttpResponse response, const std::vector<std::string>& texts);
// {"code": status, "message": message}: for 202 acknowledgements and errors
// the router itself makes (404, 405, 500).
HttpResponse status_response(int status, const std::string& message);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_ROUTER_H_
