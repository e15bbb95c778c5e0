// A minimal call to the daemon's API over its Unix socket, for the daemon's
// own admin commands (tokens). The client library (libclient) replaces it
// for everything else.
#ifndef GPUQ_CLI_LOCAL_API_H_
#define GPUQ_CLI_LOCAL_API_H_

#include <nlohmann/json.hpp>
#include <string>

#include "core/error.h"

namespace gpuq::cli {

// Sends one request and returns the JSON answer; a non-2xx answer is an
// Error with the server's message. `socket` empty: the default socket.
core::Result<nlohmann::json> call_local_api(const std::string& socket, const std::string& method,
                                            const std::string& path, const std::string& body);

// Prints "gpuq: error: ..." and returns the exit code (1).
int report(const core::Error& error);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_LOCAL_API_H_
