// The bytes of an HTTP/1.1 request, for the transports that write requests
// themselves: the Unix-socket transport for every call, and both transports
// for upgrades (libcurl's, connected with CONNECT_ONLY, sends them as they
// are). Internal to libclient.
#ifndef GPUQ_LIBCLIENT_HTTP_REQUEST_TEXT_H_
#define GPUQ_LIBCLIENT_HTTP_REQUEST_TEXT_H_

#include <string>
#include <string_view>
#include <vector>

#include "gpuq/transport.h"

namespace gpuq::client {

// Whether `text` may stand in a request line: not empty, no spaces or
// control characters.
bool fits_request_line(std::string_view text);

// "METHOD TARGET HTTP/1.1" (a '/' put before a target without one), Host,
// Accept: application/json, Prefer when the call has one, each of
// `extra_headers` ("Name: value"),
// Content-Type for a body, Content-Length for a body or a POST or PUT, the
// empty line and the body. The caller checks fits_request_line() first.
std::string http_request_text(const HttpCall& call, std::string_view host,
                              const std::vector<std::string>& extra_headers = {});

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_HTTP_REQUEST_TEXT_H_
