// gpuq-stream.v1's frames: what attach and exec carry after the upgrade.
//
//   +---------+-----------------------------+-------------------+
//   | channel | length (4 bytes, big-endian) | payload (length)  |
//   +---------+-----------------------------+-------------------+
//
// The channel is one byte: 0 stdin (client to pod; an empty payload is EOF),
// 1 stdout, 2 stderr, 3 status (the last frame: JSON), 4 resize (client to
// pod: columns then rows, 16-bit big-endian each). A length over 1 MiB is a
// protocol error. Pure: no I/O; not thread-safe (a decoder per stream).
#ifndef GPUQ_STREAM_FRAME_H_
#define GPUQ_STREAM_FRAME_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gpuq/error.h"

namespace gpuq::client {

inline constexpr std::uint8_t kStdinChannel = 0;
inline constexpr std::uint8_t kStdoutChannel = 1;
inline constexpr std::uint8_t kStderrChannel = 2;
inline constexpr std::uint8_t kStatusChannel = 3;
inline constexpr std::uint8_t kResizeChannel = 4;

inline constexpr std::size_t kFrameHeaderSize = 5;
inline constexpr std::size_t kMaxFramePayload = 1 << 20;  // 1 MiB

struct StreamFrame {
  std::uint8_t channel = 0;
  std::string payload{};
};

// The frame's bytes. The caller keeps payload.size() <= kMaxFramePayload.
std::string encode_frame(std::uint8_t channel, std::string_view payload);
// A resize frame's bytes.
std::string encode_resize(std::uint16_t columns, std::uint16_t rows);

// Frames out of bytes as they arrive, however they are split.
class FrameDecoder {
 public:
  // Takes `data`. Errors (protocol): a frame's length is over
  // kMaxFramePayload; the decoder is then done with and the stream must be
  // closed.
  ApiResult<void> feed(std::string_view data);
  // The next whole frame, in order; nullopt until one is complete.
  std::optional<StreamFrame> next();
  // Whether a whole frame waits for next().
  bool has_frame() const;
  // Whether bytes of a frame not yet whole are held (a stream that ends
  // now ends in the middle of a frame).
  bool in_frame() const { return pending_.size() > start_ && !has_frame(); }

 private:
  std::string pending_;
  std::size_t start_ = 0;  // where the next frame begins in pending_
  bool failed_ = false;
};

// The status frame's JSON: {"exitCode": N} or {"error": "..."}.
struct StreamStatus {
  std::optional<int> exit_code{};
  std::string error{};  // set when there is no exit code
};
// Errors (protocol): not a JSON object with an integer exitCode or a
// string error.
ApiResult<StreamStatus> parse_stream_status(std::string_view payload);

}  // namespace gpuq::client

#endif  // GPUQ_STREAM_FRAME_H_
