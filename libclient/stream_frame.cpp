// gpuq-stream.v1's frames, encoded and decoded. See stream_frame.h.
#include "gpuq/stream_frame.h"

#include "libclient/json_mapping.h"

namespace gpuq::client {
namespace {

std::uint32_t length_at(std::string_view bytes) {
  auto byte = [&](std::size_t i) { return static_cast<std::uint32_t>(std::uint8_t(bytes[i])); };
  return byte(1) << 24 | byte(2) << 16 | byte(3) << 8 | byte(4);
}

}  // namespace

std::string encode_frame(std::uint8_t channel, std::string_view payload) {
  const auto n = static_cast<std::uint32_t>(payload.size());
  std::string out;
  out.reserve(kFrameHeaderSize + payload.size());
  out += static_cast<char>(channel);
  out += static_cast<char>(n >> 24 & 0xff);
  out += static_cast<char>(n >> 16 & 0xff);
  out += static_cast<char>(n >> 8 & 0xff);
  out += static_cast<char>(n & 0xff);
  out += payload;
  return out;
}

std::string encode_resize(std::uint16_t columns, std::uint16_t rows) {
  const char size[4] = {static_cast<char>(columns >> 8), static_cast<char>(columns & 0xff),
                        static_cast<char>(rows >> 8), static_cast<char>(rows & 0xff)};
  return encode_frame(kResizeChannel, std::string_view(size, 4));
}

ApiResult<void> FrameDecoder::feed(std::string_view data) {
  if (failed_) {
    return std::unexpected(protocol_error("the stream", "a frame was longer than 1 MiB"));
  }
  if (start_ > 0 && start_ == pending_.size()) {
    pending_.clear();
    start_ = 0;
  }
  pending_.append(data);
  // Every header now whole is checked at once, so that an oversized frame
  // is refused before its payload is waited for.
  std::size_t at = start_;
  while (pending_.size() - at >= kFrameHeaderSize) {
    const std::uint32_t length = length_at(std::string_view(pending_).substr(at));
    if (length > kMaxFramePayload) {
      failed_ = true;
      return std::unexpected(protocol_error(
          "the stream", "a frame of " + std::to_string(length) + " bytes (at most 1 MiB)"));
    }
    if (pending_.size() - at < kFrameHeaderSize + length) break;
    at += kFrameHeaderSize + length;
  }
  return {};
}

bool FrameDecoder::has_frame() const {
  if (failed_ || pending_.size() - start_ < kFrameHeaderSize) return false;
  return pending_.size() - start_ >=
         kFrameHeaderSize + length_at(std::string_view(pending_).substr(start_));
}

std::optional<StreamFrame> FrameDecoder::next() {
  if (!has_frame()) return std::nullopt;
  const std::string_view bytes = std::string_view(pending_).substr(start_);
  const std::uint32_t length = length_at(bytes);
  StreamFrame frame{static_cast<std::uint8_t>(bytes[0]),
                    std::string(bytes.substr(kFrameHeaderSize, length))};
  start_ += kFrameHeaderSize + length;
  // Compact once most of what is held has been handed out.
  if (start_ > 64 * 1024 && start_ * 2 > pending_.size()) {
    pending_.erase(0, start_);
    start_ = 0;
  }
  return frame;
}

ApiResult<StreamStatus> parse_stream_status(std::string_view payload) {
  const json doc = json::parse(payload, nullptr, /*allow_exceptions=*/false);
  StreamStatus status;
  if (doc.is_object()) {
    auto code = doc.find("exitCode");
    if (code != doc.end() && code->is_number_integer()) {
      const auto n = code->get<std::int64_t>();
      if (n >= 0 && n <= 255 + 128) {
        status.exit_code = static_cast<int>(n);
        return status;
      }
    }
    auto error = doc.find("error");
    if (error != doc.end() && error->is_string()) {
      status.error = error->get<std::string>();
      return status;
    }
  }
  return std::unexpected(protocol_error("the stream's status frame",
                                        "neither {\"exitCode\": N} nor {\"error\": \"...\"}"));
}

}  // namespace gpuq::client
