// Errors of libclient: values, never exceptions.
//
// Every call of gpuq::client returns ApiResult<T> = std::expected<T, ApiError>.
// An ApiError says which side failed (kind), the HTTP status when the server
// answered, the server's message, the JSON field at fault when the server
// named one, and a hint for people when there is something to do about it
// ("start one with: gpuq daemon").
#ifndef GPUQ_ERROR_H_
#define GPUQ_ERROR_H_

#include <expected>
#include <string>

namespace gpuq::client {

struct ApiError {
  enum class Kind {
    usage,      // the caller's input is wrong before any request (bad server URL, bad file)
    transport,  // no answer: nothing listens, connection refused or reset, timeout, TLS
    http,       // the server answered with a status >= 400 (http_status, message, field)
    protocol,   // the server's answer cannot be understood (not JSON, missing fields)
  };
  Kind kind = Kind::usage;
  int http_status = 0;    // 0 unless kind == http
  std::string message{};  // for people; the server's own message for kind == http
  std::string field{};    // the JSON field (or flag, or file:line) at fault; may be empty
  std::string hint{};     // what to do about it; may be empty

  // "message (field: f)" and, on a second line, the hint when there is one.
  std::string describe() const;
  // 404: the thing named does not exist.
  bool not_found() const { return kind == Kind::http && http_status == 404; }
};

template <class T>
using ApiResult = std::expected<T, ApiError>;

inline std::unexpected<ApiError> usage_error(std::string message, std::string field = {}) {
  return std::unexpected(
      ApiError{ApiError::Kind::usage, 0, std::move(message), std::move(field), {}});
}

}  // namespace gpuq::client

#endif  // GPUQ_ERROR_H_
