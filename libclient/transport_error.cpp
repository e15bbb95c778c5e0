// The transports' errors: one message and hint per failure, whichever
// transport met it.
#include "libclient/transport_error.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <string>

namespace gpuq::client {

ApiError transport_failure(const TransportOptions& options, TransportFailure failure,
                           std::string_view why) {
  ApiError e{ApiError::Kind::transport, 0, {}, {}, {}};
  const std::string name = options.server.to_string();
  const std::string detail(why);
  if (failure == TransportFailure::cannot_connect &&
      options.server.scheme == Server::Scheme::unix_socket) {
    const std::string& path = options.server.socket_path;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode) &&
        ::access(path.c_str(), R_OK | W_OK) != 0 && errno == EACCES) {
      e.message = "permission denied on " + name;
      e.hint =
          "ask an administrator to add you to the socket's group (socket.group in the "
          "daemon's config)";
      return e;
    }
    e.message = "no gpuq daemon is answering on " + name;
    e.hint =
        "start one with 'gpuq daemon' (or pick another server with --context, GPUQ_CONTEXT or "
        "GPUQ_SERVER)";
    return e;
  }
  switch (failure) {
    case TransportFailure::cannot_connect:
    case TransportFailure::cannot_resolve:
      e.message = "cannot reach " + name + ": " + detail;
      e.hint =
          "check the server of the context (gpuq config view), or pick another with "
          "--context, GPUQ_CONTEXT or GPUQ_SERVER";
      return e;
    case TransportFailure::timed_out:
      e.message = "no answer from " + name + " in time: " + detail;
      return e;
    case TransportFailure::tls:
      e.message = "TLS with " + name + " failed: " + detail;
      e.hint = "give the server's CA (ca-file) or, for a test server only, insecure: true";
      return e;
    case TransportFailure::other:
      break;
  }
  e.message = "request to " + name + " failed: " + detail;
  return e;
}

}  // namespace gpuq::client
