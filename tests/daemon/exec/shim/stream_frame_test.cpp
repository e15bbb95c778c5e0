// The frames of attach and exec: what goes on the wire and how it is cut out
// again, however the bytes arrive.
#include "daemon/exec/shim/stream_frame.h"

#include <doctest/doctest.h>

#include <string>

using namespace gpuq::daemon;

TEST_CASE("stream frames: a channel byte, a big-endian length, the payload") {
  const std::string f = frame(StreamChannel::stderr_data, "oops");
  CHECK(f == std::string("\x02\x00\x00\x00\x04oops", 9));
  CHECK(frame(StreamChannel::stdin_data, "") == std::string("\0\0\0\0\0", 5));
}

TEST_CASE("stream frames: the reader cuts frames out of bytes split anywhere") {
  std::string wire = frame(StreamChannel::stdout_data, "hello") +
                     frame(StreamChannel::resize, resize_payload(120, 40)) +
                     frame(StreamChannel::status, exit_status_payload(3));
  FrameReader reader;
  std::vector<StreamFrame> got;
  for (char c : wire) {  // one byte at a time: the worst split
    reader.feed(std::string_view(&c, 1));
    while (auto f = reader.next()) got.push_back(*f);
  }
  REQUIRE(got.size() == 3);
  CHECK(got[0].channel == 1);
  CHECK(got[0].payload == "hello");
  const auto size = read_resize(got[1].payload);
  REQUIRE(size.has_value());
  CHECK(size->columns == 120);
  CHECK(size->rows == 40);
  CHECK(got[2].payload == R"({"exitCode": 3})");
  CHECK(reader.pending() == 0);
}

TEST_CASE("stream frames: a frame longer than the limit ends the stream") {
  FrameReader reader;
  std::string header = {static_cast<char>(1), static_cast<char>(0), static_cast<char>(0x10),
                        static_cast<char>(0), static_cast<char>(1)};  // 1 MiB + 1
  reader.feed(header);
  CHECK_FALSE(reader.next().has_value());
  CHECK(reader.bad());
  reader.feed(frame(StreamChannel::stdout_data, "x"));
  CHECK_FALSE(reader.next().has_value());
}

TEST_CASE("stream frames: the request's words and the bytes after it") {
  const std::vector<std::string> words = {"exec", "tty", "--", "sh", "-c", "echo a b", ""};
  CHECK(read_request(request_payload(words)) == words);
  CHECK(read_request("").empty());

  FrameReader reader;
  reader.feed(frame(StreamChannel::request, request_payload({"attach"})) + std::string(3, '\0'));
  auto first = reader.next();
  REQUIRE(first.has_value());
  CHECK(first->channel == static_cast<uint8_t>(StreamChannel::request));
  CHECK(reader.take_pending() == std::string("\0\0\0", 3));
  CHECK(reader.pending() == 0);
}

TEST_CASE("stream frames: status payloads are JSON, whatever the message holds") {
  CHECK(error_status_payload("say \"no\"\n\\") == R"({"error": "say \"no\"\u000a\\"})");
  CHECK_FALSE(read_resize("abc").has_value());
}
