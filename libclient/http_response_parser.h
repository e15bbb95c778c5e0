// An HTTP/1.1 response, read incrementally: the bytes as they come off a
// socket in, the status, the headers that matter and the de-chunked body out.
//
// It knows the three ways an answer's body ends (RFC 9112 section 6.3):
// Content-Length, Transfer-Encoding: chunked (libmicrohttpd's streams, such as
// `logs -f`, use it), or the server closing the connection. Interim answers
// (1xx) are skipped, except a 101 to a parser made for an upgrade: that
// answer ends with its headers, and what follows is the new protocol's.
// Headers are matched without regard to case; only Content-Length,
// Transfer-Encoding, Content-Type, Connection, Upgrade and Warning are kept.
//
// Pure: no I/O, so that it is tested byte by byte without sockets. Not
// thread-safe; one parser per answer.
#ifndef GPUQ_LIBCLIENT_HTTP_RESPONSE_PARSER_H_
#define GPUQ_LIBCLIENT_HTTP_RESPONSE_PARSER_H_

#include <cstddef>
#include <cstdint>
#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace gpuq::client {

class HttpResponseParser {
 public:
  // `no_body`: the answer to a HEAD request, which has headers only.
  explicit HttpResponseParser(bool no_body = false) : no_body_(no_body) {}

  // A parser for the answer to an upgrade request (Connection: Upgrade),
  // which takes a 101 as the whole answer.
  static HttpResponseParser for_upgrade() {
    HttpResponseParser p;
    p.upgrade_wanted_ = true;
    return p;
  }

  // Reads `data`, appending the body bytes found in it to `body`. Returns how
  // many bytes of `data` belong to this answer: all of them, or fewer when
  // the answer ends inside `data` (the rest is not this answer's). Errors: a
  // sentence saying what is malformed ("malformed status line: ..."); the
  // parser is then done with and the connection must not be reused.
  std::expected<std::size_t, std::string> feed(std::string_view data, std::string& body);

  // The connection was closed by the server after everything fed so far.
  // Ends a body read until close; an error when the answer is cut short.
  std::expected<void, std::string> finish_at_close();

  bool started() const { return seen_bytes_; }                // any byte of the answer was read
  bool head_done() const { return state_ > State::headers; }  // status and headers known
  bool done() const { return state_ == State::done; }
  int status() const { return status_; }
  const std::string& content_type() const { return content_type_; }
  const std::string& upgrade() const { return upgrade_; }  // the Upgrade header; "" when none
  // The texts of the answer's Warning headers (warning_header.h), in order.
  const std::vector<std::string>& warnings() const { return warnings_; }
  // The server keeps the connection open after this answer (HTTP/1.1 without
  // Connection: close, and a body whose end is marked). Meaningful once done().
  bool keep_alive() const { return keep_alive_ && !until_close_; }

 private:
  enum class State {
    status_line,
    headers,
    body_length,    // Content-Length bytes left in remaining_
    chunk_size,     // the hex line before each chunk
    chunk_data,     // remaining_ bytes of the chunk
    chunk_end,      // the CRLF after a chunk's data
    trailers,       // header lines after the last chunk, up to an empty line
    body_to_close,  // everything until the server closes
    done,
  };

  // Takes one line out of data (starting at *pos) into line_, which holds a
  // line split across feeds. True when a whole line is in line_ (without its
  // CR LF).
  std::expected<bool, std::string> take_line(std::string_view data, std::size_t& pos);
  std::expected<void, std::string> on_status_line();
  std::expected<void, std::string> on_header_line();
  std::expected<void, std::string> on_headers_end();
  std::expected<void, std::string> on_chunk_size_line();

  bool no_body_ = false;
  bool upgrade_wanted_ = false;
  State state_ = State::status_line;
  bool seen_bytes_ = false;
  std::string line_{};
  std::size_t head_size_ = 0;  // bytes of status line and headers, bounded
  int status_ = 0;
  bool http_1_0_ = false;
  bool keep_alive_ = true;
  bool until_close_ = false;
  bool chunked_ = false;
  bool has_length_ = false;
  std::uint64_t remaining_ = 0;
  std::string content_type_{};
  std::string upgrade_{};
  std::vector<std::string> warnings_{};
};

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_HTTP_RESPONSE_PARSER_H_
