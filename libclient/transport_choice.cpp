// make_transport(): the Unix-socket transport for the local daemon, libcurl
// for everything else, and libcurl everywhere on request (GPUQ_TRANSPORT=curl)
// to compare the two or to fall back if the built-in one misbehaves.
#include <cstdlib>

#include "gpuq/transport.h"

namespace gpuq::client {
namespace {

std::optional<std::string_view> transport_variable() {
  const char* choice = std::getenv("GPUQ_TRANSPORT");
  return choice != nullptr ? std::optional<std::string_view>(choice) : std::nullopt;
}

}  // namespace

bool uses_libcurl(const TransportOptions& options) {
  const auto choice = transport_variable();
  if (choice == "curl") return true;
  if (choice && !choice->empty() && *choice != "auto") return false;
  return options.server.scheme != Server::Scheme::unix_socket;
}

ApiResult<std::unique_ptr<Transport>> make_transport(TransportOptions options) {
  return make_transport(std::move(options), transport_variable());
}

ApiResult<std::unique_ptr<Transport>> make_transport(TransportOptions options,
                                                     std::optional<std::string_view> choice) {
  const bool forced_curl = choice == "curl";
  if (choice && !forced_curl && !choice->empty() && *choice != "auto") {
    ApiError e{ApiError::Kind::usage, 0,
               "GPUQ_TRANSPORT must be 'curl' or 'auto', not '" + std::string(*choice) + "'",
               "GPUQ_TRANSPORT",
               "unset it to let gpuq choose (its own HTTP on a Unix socket, libcurl otherwise)"};
    return std::unexpected(std::move(e));
  }
  if (options.server.scheme == Server::Scheme::unix_socket && !forced_curl) {
    return make_unix_socket_transport(std::move(options));
  }
  return make_curl_transport(std::move(options));
}

}  // namespace gpuq::client
