// What every Transport has unless it does better.
#include "gpuq/transport.h"

namespace gpuq::client {

ApiResult<UpgradeAnswer> Transport::upgrade(const HttpCall& call, std::string_view protocol) {
  return std::unexpected(ApiError{ApiError::Kind::transport,
                                  0,
                                  "the transport to " + server_name() + " cannot upgrade " +
                                      call.target + " to " + std::string(protocol),
                                  {},
                                  {}});
}

}  // namespace gpuq::client
