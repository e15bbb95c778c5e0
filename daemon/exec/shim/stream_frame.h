// The frames of a stream into a pod (`gpuq attach`, `gpuq exec`): what the
// client and the pod's shim exchange through the daemon, which relays them
// as they are (README.md, "The streams protocol").
//
//   +---------+----------------------------+------------------+
//   | channel | length (4 bytes, big end.) | payload (length) |
//   +---------+----------------------------+------------------+
//
// Plain functions and a reader that owns a buffer; libc and the standard
// library only (the shim links nothing else). Not thread-safe.
#ifndef GPUQ_DAEMON_EXEC_SHIM_STREAM_FRAME_H_
#define GPUQ_DAEMON_EXEC_SHIM_STREAM_FRAME_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuq::daemon {

enum class StreamChannel : uint8_t {
  stdin_data = 0,  // client -> pod; empty: the client's input ended
  stdout_data = 1,
  stderr_data = 2,
  status = 3,   // pod -> client, last: {"exitCode": N} or {"error": "..."}
  resize = 4,   // client -> pod: columns, rows (16 bits each, big-endian)
  request = 8,  // daemon -> shim, first: what the stream is for (words, '\0' between)
};

// The largest payload either side accepts; a longer frame ends the stream.
inline constexpr std::size_t kMaxFramePayload = 1 << 20;
inline constexpr std::size_t kFrameHeader = 5;

// `payload` behind its header, appended to `out`.
void append_frame(std::string& out, StreamChannel channel, std::string_view payload);
std::string frame(StreamChannel channel, std::string_view payload);

// The status frame's payload for a process that ended with `exit_code`, or
// for an error (`message` made JSON-safe).
std::string exit_status_payload(int exit_code);
std::string error_status_payload(std::string_view message);

// The resize payload, and its reading (nullopt unless exactly 4 bytes).
std::string resize_payload(uint16_t columns, uint16_t rows);
struct WindowSize {
  uint16_t columns = 0;
  uint16_t rows = 0;
};
std::optional<WindowSize> read_resize(std::string_view payload);

// The request frame's words ("exec", "stdin", "tty", "--", argv...), and back.
std::string request_payload(const std::vector<std::string>& words);
std::vector<std::string> read_request(std::string_view payload);

struct StreamFrame {
  uint8_t channel = 0;  // unknown channels are passed on; the caller skips them
  std::string payload;
};

// Cuts frames out of what arrives, however it is split.
class FrameReader {
 public:
  // Adds bytes read from the peer.
  void feed(std::string_view bytes) { buffer_.append(bytes); }
  // The next whole frame, if one has arrived. Sets bad() (and returns
  // nullopt from then on) when a frame is longer than kMaxFramePayload.
  std::optional<StreamFrame> next();
  bool bad() const { return bad_; }
  // Bytes held that make no whole frame yet.
  std::size_t pending() const { return buffer_.size() - start_; }
  // Those bytes, taken out (for whoever reads the rest of the stream).
  std::string take_pending();

 private:
  std::string buffer_;
  std::size_t start_ = 0;
  bool bad_ = false;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_STREAM_FRAME_H_
