// A request to the daemon's API handler as its own user sends it on the Unix
// socket (an administrator): what the tests that drive a Service through its
// API (the loop's, the backends', the store's) send.
#ifndef GPUQ_TESTS_SUPPORT_ADMIN_REQUEST_H_
#define GPUQ_TESTS_SUPPORT_ADMIN_REQUEST_H_

#include <unistd.h>

#include <string>

#include <nlohmann/json.hpp>

#include "daemon/http/http_server.h"

namespace gpuq::test {

// `body` null: none.
inline daemon::HttpRequest admin_request(const std::string& method, const std::string& path,
                                         const nlohmann::json& body) {
  daemon::HttpRequest r;
  r.method = method;
  r.path = path;
  r.body = body.is_null() ? "" : body.dump();
  r.unix_socket = true;
  r.peer_uid = ::geteuid();
  r.peer_gid = ::getegid();
  return r;
}

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_SUPPORT_ADMIN_REQUEST_H_
