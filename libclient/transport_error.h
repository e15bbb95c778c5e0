// The errors of the transports, built in one place so that libcurl's and the
// Unix-socket transport give the same message and hint for the same failure
// (a script or a person should not see which transport ran).
#ifndef GPUQ_LIBCLIENT_TRANSPORT_ERROR_H_
#define GPUQ_LIBCLIENT_TRANSPORT_ERROR_H_

#include <string_view>

#include "gpuq/error.h"
#include "gpuq/transport.h"

namespace gpuq::client {

// What went wrong, as far as the message depends on it.
enum class TransportFailure {
  cannot_connect,  // refused, nothing at the path, no route (on a Unix socket: the daemon hint)
  cannot_resolve,  // the host's name, or a socket path that cannot be used
  timed_out,       // connect_timeout_ms or timeout_ms ran out
  tls,             // the TLS handshake or the certificate's check failed
  other,           // sent or read badly, reset, a malformed answer...
};

// The ApiError (kind transport) for `failure` talking to options.server;
// `why` is the detail for people ("Connection refused"). For cannot_connect
// on a Unix socket it looks at the socket file (stat, access) to tell
// "permission denied" from "no daemon is answering".
ApiError transport_failure(const TransportOptions& options, TransportFailure failure,
                           std::string_view why);

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_TRANSPORT_ERROR_H_
