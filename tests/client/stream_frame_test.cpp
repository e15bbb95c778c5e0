// gpuq-stream.v1's frames: the bytes of each, and frames read back however
// the bytes are split.
#include "gpuq/stream_frame.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace gpuq::client;

TEST_CASE("a frame is its channel, its length in 4 big-endian bytes, and its payload") {
  CHECK(encode_frame(kStdoutChannel, "hi") == std::string("\x01\x00\x00\x00\x02hi", 7));
  CHECK(encode_frame(kStdinChannel, "") == std::string("\x00\x00\x00\x00\x00", 5));
  CHECK(encode_resize(300, 40) == std::string("\x04\x00\x00\x00\x04\x01\x2c\x00\x28", 9));
  const std::string big(70000, 'x');
  CHECK(encode_frame(kStdinChannel, big).substr(0, 5) == std::string("\x00\x00\x01\x11\x70", 5));
}

TEST_CASE("frames come back whole from bytes split anywhere") {
  const std::string bytes = encode_frame(kStdoutChannel, "hello") +
                            encode_frame(kStderrChannel, "") +
                            encode_frame(kStatusChannel, R"({"exitCode":3})");
  for (std::size_t step : {1u, 2u, 3u, 5u, 7u, 100u}) {
    CAPTURE(step);
    FrameDecoder decoder;
    std::vector<StreamFrame> frames;
    for (std::size_t at = 0; at < bytes.size(); at += step) {
      REQUIRE(decoder.feed(std::string_view(bytes).substr(at, step)));
      while (auto frame = decoder.next()) frames.push_back(std::move(*frame));
    }
    REQUIRE(frames.size() == 3);
    CHECK(frames[0].channel == kStdoutChannel);
    CHECK(frames[0].payload == "hello");
    CHECK(frames[1].channel == kStderrChannel);
    CHECK(frames[1].payload.empty());
    CHECK(frames[2].channel == kStatusChannel);
    CHECK_FALSE(decoder.in_frame());
  }
}

TEST_CASE("a frame stays held until its last byte, and says so") {
  FrameDecoder decoder;
  const std::string frame = encode_frame(kStdoutChannel, "abc");
  REQUIRE(decoder.feed(frame.substr(0, 6)));
  CHECK_FALSE(decoder.has_frame());
  CHECK(decoder.in_frame());
  CHECK_FALSE(decoder.next());
  REQUIRE(decoder.feed(frame.substr(6)));
  CHECK(decoder.has_frame());
  CHECK(decoder.next()->payload == "abc");
}

TEST_CASE("a frame of 1 MiB is read, a length over it is refused before its payload comes") {
  FrameDecoder decoder;
  REQUIRE(decoder.feed(encode_frame(kStdoutChannel, std::string(kMaxFramePayload, 'x'))));
  CHECK(decoder.next()->payload.size() == kMaxFramePayload);

  const std::string over("\x01\x00\x10\x00\x01", 5);  // 1 MiB + 1, with no payload yet
  auto refused = decoder.feed(over);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().kind == gpuq::client::ApiError::Kind::protocol);
  CHECK(refused.error().message.find("1048577 bytes (at most 1 MiB)") != std::string::npos);
  CHECK_FALSE(decoder.feed("more"));  // done with
}

TEST_CASE("frames of unknown channels decode like the others (the stream skips them)") {
  FrameDecoder decoder;
  REQUIRE(decoder.feed(encode_frame(9, "future") + encode_frame(kStdoutChannel, "x")));
  CHECK(decoder.next()->channel == 9);
  CHECK(decoder.next()->payload == "x");
}

TEST_CASE("the status frame: an exit code or an error") {
  CHECK(parse_stream_status(R"({"exitCode": 0})")->exit_code == 0);
  CHECK(parse_stream_status(R"({"exitCode": 137})")->exit_code == 137);
  auto error = parse_stream_status(R"({"error": "the pod ended"})");
  REQUIRE(error);
  CHECK_FALSE(error->exit_code);
  CHECK(error->error == "the pod ended");
  CHECK_FALSE(parse_stream_status("exit 3"));
  CHECK_FALSE(parse_stream_status(R"({"exitCode": "3"})"));
  CHECK_FALSE(parse_stream_status(R"({"exitCode": -1})"));
}
