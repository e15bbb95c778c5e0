#include "daemon/exec/shim/stream_frame.h"

#include <cstdio>

namespace gpuq::daemon {

void append_frame(std::string& out, StreamChannel channel, std::string_view payload) {
  const auto n = static_cast<uint32_t>(payload.size());
  out.push_back(static_cast<char>(channel));
  out.push_back(static_cast<char>(n >> 24));
  out.push_back(static_cast<char>(n >> 16));
  out.push_back(static_cast<char>(n >> 8));
  out.push_back(static_cast<char>(n));
  out.append(payload);
}

std::string frame(StreamChannel channel, std::string_view payload) {
  std::string out;
  out.reserve(kFrameHeader + payload.size());
  append_frame(out, channel, payload);
  return out;
}

std::string exit_status_payload(int exit_code) {
  return "{\"exitCode\": " + std::to_string(exit_code) + "}";
}

std::string error_status_payload(std::string_view message) {
  std::string out = "{\"error\": \"";
  for (char c : message) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", u);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out + "\"}";
}

std::string resize_payload(uint16_t columns, uint16_t rows) {
  return {static_cast<char>(columns >> 8), static_cast<char>(columns & 0xff),
          static_cast<char>(rows >> 8), static_cast<char>(rows & 0xff)};
}

std::optional<WindowSize> read_resize(std::string_view payload) {
  if (payload.size() != 4) return std::nullopt;
  auto byte = [&](std::size_t i) {
    return static_cast<uint16_t>(static_cast<uint8_t>(payload[i]));
  };
  return WindowSize{static_cast<uint16_t>(byte(0) << 8 | byte(1)),
                    static_cast<uint16_t>(byte(2) << 8 | byte(3))};
}

std::string request_payload(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& word : words) {
    if (!out.empty()) out += '\0';
    out += word;
  }
  return out;
}

std::vector<std::string> read_request(std::string_view payload) {
  std::vector<std::string> words;
  if (payload.empty()) return words;
  for (std::size_t start = 0;;) {
    const std::size_t end = payload.find('\0', start);
    words.emplace_back(payload.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return words;
    start = end + 1;
  }
}

std::optional<StreamFrame> FrameReader::next() {
  if (bad_) return std::nullopt;
  if (pending() < kFrameHeader) return std::nullopt;
  const auto* p = reinterpret_cast<const unsigned char*>(buffer_.data() + start_);
  const uint32_t n = static_cast<uint32_t>(p[1]) << 24 | static_cast<uint32_t>(p[2]) << 16 |
                     static_cast<uint32_t>(p[3]) << 8 | static_cast<uint32_t>(p[4]);
  if (n > kMaxFramePayload) {
    bad_ = true;
    return std::nullopt;
  }
  if (pending() < kFrameHeader + n) return std::nullopt;
  StreamFrame f;
  f.channel = p[0];
  f.payload.assign(buffer_, start_ + kFrameHeader, n);
  start_ += kFrameHeader + n;
  if (start_ == buffer_.size()) {
    buffer_.clear();
    start_ = 0;
  } else if (start_ > 64 * 1024) {
    buffer_.erase(0, start_);
    start_ = 0;
  }
  return f;
}

std::string FrameReader::take_pending() {
  std::string rest = buffer_.substr(start_);
  buffer_.clear();
  start_ = 0;
  return rest;
}

}  // namespace gpuq::daemon
