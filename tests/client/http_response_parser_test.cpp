// HttpResponseParser: the three ways a body ends, answers split anywhere,
// and a clear error for each malformed part.
#include "libclient/http_response_parser.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using gpuq::client::HttpResponseParser;

namespace {

struct Parsed {
  HttpResponseParser parser;
  std::string body;
  std::string error;
  std::size_t used = 0;
};

// Feeds `pieces` one after the other; stops at the first error.
Parsed parse(const std::vector<std::string>& pieces, bool no_body = false) {
  Parsed p{HttpResponseParser(no_body), {}, {}, 0};
  for (const std::string& piece : pieces) {
    auto used = p.parser.feed(piece, p.body);
    if (!used) {
      p.error = used.error();
      break;
    }
    p.used += *used;
  }
  return p;
}

std::string error_of(const std::string& answer) { return parse({answer}).error; }

const std::string kChunked =
    "HTTP/1.1 200 OK\r\n"
    "Content-Type: text/plain; charset=utf-8\r\n"
    "Transfer-Encoding: chunked\r\n"
    "\r\n"
    "5;name=value\r\nhello\r\n"
    "7 ; x=\"y z\"\r\n, world\r\n"
    "0\r\n"
    "X-Trailer: 1\r\n"
    "\r\n";

}  // namespace

TEST_CASE("a body by Content-Length, with the headers matched in any case") {
  const std::string answer =
      "HTTP/1.1 201 Created\r\ncontent-TYPE: application/json\r\nCONTENT-LENGTH: 7\r\n\r\n"
      "{\"a\":1}";
  Parsed p = parse({answer});
  REQUIRE(p.error.empty());
  CHECK(p.parser.done());
  CHECK(p.parser.status() == 201);
  CHECK(p.parser.content_type() == "application/json");
  CHECK(p.body == "{\"a\":1}");
  CHECK(p.parser.keep_alive());
  CHECK(p.used == answer.size());
}

TEST_CASE("Warning headers: every one kept, an interim answer's dropped") {
  Parsed p = parse({"HTTP/1.1 100 Continue\r\nWarning: 299 - \"interim\"\r\n\r\n",
                    "HTTP/1.1 200 OK\r\nwarning: 299 - \"a\", 299 - \"b\"\r\n",
                    "Warning: 299 - \"c\"\r\nContent-Length: 0\r\n\r\n"});
  REQUIRE(p.error.empty());
  CHECK(p.parser.status() == 200);
  CHECK(p.parser.warnings() == std::vector<std::string>{"a", "b", "c"});
}

TEST_CASE("bytes after the answer are not consumed") {
  Parsed p = parse({"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1"});
  CHECK(p.parser.done());
  CHECK(p.body == "ok");
  CHECK(p.used == 40);
}

TEST_CASE("a chunked body with chunk extensions and trailers") {
  Parsed p = parse({kChunked});
  REQUIRE(p.error.empty());
  CHECK(p.parser.done());
  CHECK(p.body == "hello, world");
  CHECK(p.parser.content_type() == "text/plain; charset=utf-8");
  CHECK(p.parser.keep_alive());
  CHECK(p.used == kChunked.size());
}

TEST_CASE("an answer split across reads at every byte boundary reads the same") {
  const std::string by_length = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nabcde";
  const std::string bare_lf = "HTTP/1.1 404 Not Found\nContent-Length: 2\n\nno";
  for (const std::string& answer : {kChunked, by_length, bare_lf}) {
    const Parsed whole = parse({answer});
    REQUIRE(whole.parser.done());
    for (std::size_t i = 0; i <= answer.size(); ++i) {
      CAPTURE(i);
      Parsed split = parse({answer.substr(0, i), answer.substr(i)});
      CHECK(split.error.empty());
      CHECK(split.parser.done());
      CHECK(split.parser.status() == whole.parser.status());
      CHECK(split.body == whole.body);
    }
    std::vector<std::string> bytes;
    for (char c : answer) bytes.emplace_back(1, c);
    Parsed one_by_one = parse(bytes);
    CHECK(one_by_one.parser.done());
    CHECK(one_by_one.body == whole.body);
  }
}

TEST_CASE("without a length the body ends when the server closes") {
  Parsed p = parse({"HTTP/1.1 200 OK\r\n\r\nsome", " more"});
  CHECK_FALSE(p.parser.done());
  REQUIRE(p.parser.finish_at_close());
  CHECK(p.parser.done());
  CHECK(p.body == "some more");
  CHECK_FALSE(p.parser.keep_alive());
}

TEST_CASE("Connection: close, and HTTP/1.0's default") {
  CHECK_FALSE(parse({"HTTP/1.1 200 OK\r\nConnection: Close\r\nContent-Length: 0\r\n\r\n"})
                  .parser.keep_alive());
  CHECK_FALSE(parse({"HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n"}).parser.keep_alive());
  CHECK(parse({"HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n"})
            .parser.keep_alive());
}

TEST_CASE("interim answers are skipped, HEAD, 204 and 304 have no body") {
  Parsed p = parse({"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nx"});
  CHECK(p.parser.status() == 200);
  CHECK(p.body == "x");
  Parsed head = parse({"HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n"}, true);
  CHECK(head.parser.done());
  CHECK(parse({"HTTP/1.1 204 No Content\r\n\r\n"}).parser.done());
  CHECK(parse({"HTTP/1.1 304 Not Modified\r\nContent-Length: 5\r\n\r\n"}).parser.done());
  CHECK(parse({"HTTP/1.1 200\r\nContent-Length: 0\r\n\r\n"}).parser.done());  // no reason
}

TEST_CASE("malformed status lines are named") {
  for (const char* line : {"HTTP/2 200 OK", "HTTP/1.1 20 OK", "HTTP/1.1 200OK", "garbage",
                           "HTTP/1.1 2x0 OK", "HTTP/1.2 200 OK", "ICY 200 OK"}) {
    CAPTURE(line);
    CHECK(error_of(std::string(line) + "\r\n\r\n") ==
          "malformed status line: '" + std::string(line) + "'");
  }
  CHECK(error_of("HTTP/1.1 999 Odd\r\n\r\n") == "status out of range: 'HTTP/1.1 999 Odd'");
  CHECK(error_of("HTTP/1.1 101 Switching\r\n\r\n") ==
        "the server switched protocols (101), which gpuq did not ask for");
  CHECK(error_of(std::string("HTTP/1.1 \x01\x02\r\n")) ==
        "malformed status line: 'HTTP/1.1 ?"
        "?'");
}

TEST_CASE("malformed headers are named") {
  const std::string head = "HTTP/1.1 200 OK\r\n";
  CHECK(error_of(head + "no colon here\r\n\r\n") == "malformed header line: 'no colon here'");
  CHECK(error_of(head + ": empty name\r\n\r\n") == "malformed header line: ': empty name'");
  CHECK(error_of(head + "Bad Name: x\r\n\r\n") == "malformed header line: 'Bad Name: x'");
  CHECK(error_of(head + "X-A: 1\r\n folded\r\n\r\n") == "malformed header line: ' folded'");
  CHECK(error_of(head + "Content-Length: 12a\r\n\r\n") ==
        "malformed Content-Length: 'Content-Length: 12a'");
  CHECK(error_of(head + "Content-Length: -1\r\n\r\n") ==
        "malformed Content-Length: 'Content-Length: -1'");
  CHECK(error_of(head + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n") ==
        "two different Content-Length headers");
  CHECK(error_of(head + "Transfer-Encoding: gzip, chunked\r\n\r\n") ==
        "unsupported Transfer-Encoding: 'gzip, chunked'");
  CHECK(error_of(head + "X-Long: " + std::string(70000, 'a') + "\r\n\r\n") ==
        "a line of the answer is longer than 65536 bytes");
  std::string many = head;
  for (int i = 0; i < 5000; ++i)
    many += "X-Header-" + std::to_string(i) + ": " + std::string(50, 'v') + "\r\n";
  CHECK(error_of(many) == "the answer's headers are longer than 262144 bytes");
}

TEST_CASE("malformed chunks are named") {
  const std::string head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
  CHECK(error_of(head + "xyz\r\n") == "malformed chunk size: 'xyz'");
  CHECK(error_of(head + "\r\n") == "malformed chunk size: ''");
  CHECK(error_of(head + "5 junk\r\nhello\r\n") == "malformed chunk size: '5 junk'");
  CHECK(error_of(head + "1000000000000000\r\n") == "chunk size too large: '1000000000000000'");
  CHECK(error_of(head + "3\r\nhello\r\n") == "a chunk is longer than its size: 'lo'");
  CHECK(error_of(head + "0\r\nno colon\r\n\r\n") == "malformed trailer line: 'no colon'");
}

TEST_CASE("an answer cut short by the server is an error") {
  auto cut = [](const std::string& bytes) {
    Parsed p = parse({bytes});
    REQUIRE(p.error.empty());
    auto end = p.parser.finish_at_close();
    REQUIRE_FALSE(end);
    return end.error();
  };
  CHECK(cut("") == "Empty reply from server");
  CHECK(cut("HTTP/1.1 20") == "the server closed the connection in the middle of the status line");
  CHECK(cut("HTTP/1.1 200 OK\r\nContent-") ==
        "the server closed the connection in the middle of the headers");
  CHECK(cut("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc") ==
        "the server closed the connection with 7 bytes of the body still to come");
  CHECK(cut("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel") ==
        "the server closed the connection before the last chunk of the body");
}

TEST_CASE("for an upgrade, a 101 ends at its headers and the bytes after them are left") {
  for (const bool interim_first : {false, true}) {
    CAPTURE(interim_first);
    const std::string head = std::string(interim_first ? "HTTP/1.1 100 Continue\r\n\r\n" : "") +
                             "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\n"
                             "Upgrade: gpuq-stream.v1\r\n\r\n";
    const std::string stream("\x01\x00\x00\x00\x02hi", 7);
    HttpResponseParser parser = HttpResponseParser::for_upgrade();
    std::string body;
    auto used = parser.feed(head + stream, body);
    REQUIRE(used);
    CHECK(*used == head.size());
    CHECK(parser.done());
    CHECK(parser.status() == 101);
    CHECK(parser.upgrade() == "gpuq-stream.v1");
    CHECK(body.empty());
  }
  // Any other answer to an upgrade is read whole, as usual.
  HttpResponseParser refused = HttpResponseParser::for_upgrade();
  std::string body;
  const std::string answer = "HTTP/1.1 404 X\r\nContent-Length: 2\r\n\r\n{}";
  REQUIRE(refused.feed(answer, body) == answer.size());
  CHECK(refused.done());
  CHECK(body == "{}");
}
