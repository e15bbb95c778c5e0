// Reading what a user points the CLI at (a workload file, a secret's file or
// standard input) without trusting its size: `-f /dev/zero` or a mistyped
// multi-gigabyte path must end in an error naming the flag, not in a client
// that fills the memory. Everything read this way is sent to the daemon,
// which takes requests of up to kMaxUploadBytes.
#ifndef GPUQ_CLI_APP_BOUNDED_READ_H_
#define GPUQ_CLI_APP_BOUNDED_READ_H_

#include <cstddef>
#include <istream>
#include <string>

namespace gpuq::cli {

// The daemon's default limit on a request's body (HttpServerOptions::max_body).
inline constexpr std::size_t kMaxUploadBytes = std::size_t{1} << 20;

struct BoundedText {
  enum class Status { ok, unreadable, too_large };
  Status status = Status::ok;
  std::string text;  // all of it when ok
};

// Reads `in` to its end, stopping as soon as it holds more than `limit` bytes.
BoundedText read_bounded(std::istream& in, std::size_t limit = kMaxUploadBytes);

// "1 MiB": the limit as the errors say it.
std::string upload_limit_text();

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_BOUNDED_READ_H_
