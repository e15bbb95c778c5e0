// A request to the daemon's API handler as its own user sends it on the Unix
// socket (an administrator): what the tests that drive a Service through its
// API (the loop's, the backends', the store's) send; and what the HTTP server
// does with the handler's answer once it is sent.
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

// `answer` as the server has sent it: its after_sent (a submit's wake of the
// scheduler) has run.
inline daemon::HttpResponse sent(daemon::HttpResponse answer) {
  if (answer.after_sent) answer.after_sent();
  return answer;
}

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_SUPPORT_ADMIN_REQUEST_H_
