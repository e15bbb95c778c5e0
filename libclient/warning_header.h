// The texts of an HTTP Warning header (RFC 7234 section 5.5), as the daemon
// and Kubernetes' API server send them with an answer that succeeded:
// `Warning: 299 - "no user bob on this machine", 299 - "..."`.
//
// Pure: tested without sockets.
#ifndef GPUQ_LIBCLIENT_WARNING_HEADER_H_
#define GPUQ_LIBCLIENT_WARNING_HEADER_H_

#include <string>
#include <string_view>
#include <vector>

namespace gpuq::client {

// The warn-text of each warning-value in `value`, unquoted (a backslash
// escapes the next character). What is not a warning-value is skipped up
// to the next comma outside quotes, so a malformed header costs its
// warnings, never the answer.
std::vector<std::string> warning_texts(std::string_view value);

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_WARNING_HEADER_H_
