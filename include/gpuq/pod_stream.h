// A stream into a running pod (Client::attach, Client::exec): the process's
// stdin, stdout, stderr, exit status and terminal size as gpuq-stream.v1
// frames (stream_frame.h) over an upgraded connection.
//
// Owns its connection; closing it (destroying the PodStream) ends the
// session: an attached pod goes on, an exec'd command gets SIGHUP. Not
// thread-safe: one thread at a time. Every call fails with the
// connection's transport error once the connection fails.
#ifndef GPUQ_POD_STREAM_H_
#define GPUQ_POD_STREAM_H_

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "gpuq/error.h"
#include "gpuq/stream_frame.h"
#include "gpuq/upgraded_connection.h"

namespace gpuq::client {

class PodStream {
 public:
  explicit PodStream(std::unique_ptr<UpgradedConnection> connection);

  // Sends `bytes` to the process's stdin (in frames of at most 1 MiB; no
  // frame at all for empty bytes, which would be EOF). Input to a process
  // without stdin is dropped by the server.
  ApiResult<void> send_stdin(std::string_view bytes);
  // Closes the process's stdin (an empty stdin frame).
  ApiResult<void> send_eof();
  // The local terminal's size, for the pod's pseudo-terminal.
  ApiResult<void> send_resize(std::uint16_t columns, std::uint16_t rows);

  // The next frame from the pod: stdout, stderr or status (frames of other
  // channels are skipped), waiting at most `timeout` (nullopt: as long as it
  // takes; zero: only what has arrived). nullopt when the timeout passed
  // first. Errors: protocol (a frame over 1 MiB), transport (the connection
  // failed, or the server closed it: "closed" says whether a frame was cut
  // short). The status frame is the last: read no further after it.
  ApiResult<std::optional<StreamFrame>> read_frame(
      std::optional<std::chrono::milliseconds> timeout = std::nullopt);

  // For poll(2) with other descriptors: readable when a frame may be read.
  int poll_fd() const { return connection_->poll_fd(); }
  // Whether read_frame() has bytes or a frame without reading poll_fd()
  // (poll with a zero timeout then).
  bool has_buffered() const { return decoder_.has_frame() || connection_->has_buffered(); }

 private:
  std::unique_ptr<UpgradedConnection> connection_;
  FrameDecoder decoder_;
};

}  // namespace gpuq::client

#endif  // GPUQ_POD_STREAM_H_
