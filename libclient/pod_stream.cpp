// PodStream: frames out through the connection, and in through a decoder.
#include "gpuq/pod_stream.h"

#include <array>

namespace gpuq::client {
namespace {

using Clock = std::chrono::steady_clock;

bool from_pod(std::uint8_t channel) {
  return channel == kStdoutChannel || channel == kStderrChannel || channel == kStatusChannel;
}

}  // namespace

PodStream::PodStream(std::unique_ptr<UpgradedConnection> connection)
    : connection_(std::move(connection)) {}

ApiResult<void> PodStream::send_stdin(std::string_view bytes) {
  while (!bytes.empty()) {
    const std::string_view part = bytes.substr(0, kMaxFramePayload);
    if (auto sent = connection_->send_all(encode_frame(kStdinChannel, part)); !sent) return sent;
    bytes.remove_prefix(part.size());
  }
  return {};
}

ApiResult<void> PodStream::send_eof() {
  return connection_->send_all(encode_frame(kStdinChannel, {}));
}

ApiResult<void> PodStream::send_resize(std::uint16_t columns, std::uint16_t rows) {
  return connection_->send_all(encode_resize(columns, rows));
}

ApiResult<std::optional<StreamFrame>> PodStream::read_frame(
    std::optional<std::chrono::milliseconds> timeout) {
  std::optional<Clock::time_point> deadline;
  if (timeout) deadline = Clock::now() + *timeout;
  std::array<char, 64 * 1024> buffer;
  for (;;) {
    while (auto frame = decoder_.next()) {
      if (from_pod(frame->channel)) return std::optional<StreamFrame>(std::move(*frame));
    }
    std::optional<std::chrono::milliseconds> left;
    if (deadline) {
      left = std::max(std::chrono::milliseconds(0),
                      std::chrono::ceil<std::chrono::milliseconds>(*deadline - Clock::now()));
    }
    auto n = connection_->receive(buffer.data(), buffer.size(), left);
    if (!n) return std::unexpected(n.error());
    if (!*n) return std::optional<StreamFrame>();  // timed out
    if (**n == 0) {
      return std::unexpected(ApiError{ApiError::Kind::transport,
                                      0,
                                      decoder_.in_frame()
                                          ? "the server closed the stream in the middle of a frame"
                                          : "the server closed the stream",
                                      {},
                                      {}});
    }
    if (auto fed = decoder_.feed(std::string_view(buffer.data(), **n)); !fed) {
      return std::unexpected(fed.error());
    }
  }
}

}  // namespace gpuq::client
