// HttpResponseParser: a state machine over lines (status, headers, chunk
// sizes, trailers) and counted runs of body bytes.
#include "libclient/http_response_parser.h"

#include <algorithm>
#include <cctype>

#include "libclient/warning_header.h"

namespace gpuq::client {
namespace {

// Bounds, so that a broken server cannot make the client hold its memory.
constexpr std::size_t kMaxLine = 64 * 1024;
constexpr std::size_t kMaxHead = 256 * 1024;

std::unexpected<std::string> fail(std::string message) {
  return std::unexpected(std::move(message));
}

// The line as it may be shown in a message: at most 60 characters,
// non-printable bytes as '?'.
std::string quoted(std::string_view line) {
  std::string out = "'";
  for (char c : line.substr(0, 60)) {
    out += std::isprint(static_cast<unsigned char>(c)) != 0 ? c : '?';
  }
  return out + (line.size() > 60 ? "...'" : "'");
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Whether the comma-separated list `value` holds `token` (any case).
bool has_token(std::string_view value, std::string_view token) {
  while (!value.empty()) {
    const std::size_t comma = value.find(',');
    if (iequals(trimmed(value.substr(0, comma)), token)) return true;
    if (comma == std::string_view::npos) break;
    value.remove_prefix(comma + 1);
  }
  return false;
}

bool is_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// RFC 9110 token characters, for header names.
bool is_token_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::expected<std::size_t, std::string> HttpResponseParser::feed(std::string_view data,
                                                                 std::string& body) {
  if (!data.empty()) seen_bytes_ = true;
  std::size_t pos = 0;
  while (pos < data.size() && state_ != State::done) {
    if (state_ == State::body_length || state_ == State::chunk_data) {
      const std::size_t n =
          static_cast<std::size_t>(std::min<std::uint64_t>(remaining_, data.size() - pos));
      body.append(data.substr(pos, n));
      pos += n;
      remaining_ -= n;
      if (remaining_ == 0) state_ = state_ == State::body_length ? State::done : State::chunk_end;
      continue;
    }
    if (state_ == State::body_to_close) {
      body.append(data.substr(pos));
      return data.size();
    }
    auto whole = take_line(data, pos);
    if (!whole) return std::unexpected(whole.error());
    if (!*whole) break;
    std::expected<void, std::string> ok;
    switch (state_) {
      case State::status_line:
        if (!line_.empty()) ok = on_status_line();  // empty lines before it are allowed
        break;
      case State::headers:
        ok = line_.empty() ? on_headers_end() : on_header_line();
        break;
      case State::chunk_size:
        ok = on_chunk_size_line();
        break;
      case State::chunk_end:
        if (!line_.empty()) ok = fail("a chunk is longer than its size: " + quoted(line_));
        state_ = State::chunk_size;
        break;
      case State::trailers:
        if (line_.empty()) {
          state_ = State::done;
        } else if (const std::size_t colon = line_.find(':');
                   colon == 0 || colon == std::string::npos) {
          ok = fail("malformed trailer line: " + quoted(line_));
        }
        break;
      default:
        break;
    }
    line_.clear();
    if (!ok) return std::unexpected(ok.error());
  }
  return pos;
}

std::expected<void, std::string> HttpResponseParser::finish_at_close() {
  switch (state_) {
    case State::done:
      return {};
    case State::body_to_close:
      state_ = State::done;
      return {};
    case State::status_line:
      if (!seen_bytes_) return fail("Empty reply from server");  // libcurl's words
      return fail("the server closed the connection in the middle of the status line");
    case State::headers:
      return fail("the server closed the connection in the middle of the headers");
    case State::body_length:
      return fail("the server closed the connection with " + std::to_string(remaining_) +
                  " bytes of the body still to come");
    default:
      return fail("the server closed the connection before the last chunk of the body");
  }
}

std::expected<bool, std::string> HttpResponseParser::take_line(std::string_view data,
                                                               std::size_t& pos) {
  const std::size_t nl = data.find('\n', pos);
  const std::size_t end = nl == std::string_view::npos ? data.size() : nl;
  line_.append(data.substr(pos, end - pos));
  pos = nl == std::string_view::npos ? data.size() : nl + 1;
  if (line_.size() > kMaxLine) {
    return fail("a line of the answer is longer than " + std::to_string(kMaxLine) + " bytes");
  }
  if (nl == std::string_view::npos) return false;
  if (!line_.empty() && line_.back() == '\r') line_.pop_back();  // a bare LF is taken too
  if (state_ == State::status_line || state_ == State::headers) {
    head_size_ += line_.size() + 2;
    if (head_size_ > kMaxHead) {
      return fail("the answer's headers are longer than " + std::to_string(kMaxHead) + " bytes");
    }
  }
  return true;
}

std::expected<void, std::string> HttpResponseParser::on_status_line() {
  // HTTP-version SP 3DIGIT SP [reason]; the reason (and its space) may be missing.
  const std::string_view s = line_;
  const bool version_ok =
      s.size() >= 12 && s.starts_with("HTTP/1.") && (s[7] == '0' || s[7] == '1') && s[8] == ' ';
  if (!version_ok || !is_digits(s.substr(9, 3)) || (s.size() > 12 && s[12] != ' ')) {
    return fail("malformed status line: " + quoted(line_));
  }
  status_ = std::stoi(std::string(s.substr(9, 3)));
  if (status_ < 100 || status_ > 599) return fail("status out of range: " + quoted(line_));
  if (status_ == 101 && !upgrade_wanted_) {
    return fail("the server switched protocols (101), which gpuq did not ask for");
  }
  http_1_0_ = s[7] == '0';
  keep_alive_ = !http_1_0_;
  state_ = State::headers;
  return {};
}

std::expected<void, std::string> HttpResponseParser::on_header_line() {
  const std::size_t colon = line_.find(':');
  if (colon == 0 || colon == std::string::npos ||
      !std::all_of(line_.begin(), line_.begin() + static_cast<std::ptrdiff_t>(colon),
                   is_token_char)) {
    return fail("malformed header line: " + quoted(line_));
  }
  const std::string_view name = std::string_view(line_).substr(0, colon);
  const std::string_view value = trimmed(std::string_view(line_).substr(colon + 1));
  if (iequals(name, "Content-Length")) {
    if (!is_digits(value) || value.size() > 18) {
      return fail("malformed Content-Length: " + quoted(line_));
    }
    const std::uint64_t length = std::stoull(std::string(value));
    if (has_length_ && length != remaining_) return fail("two different Content-Length headers");
    has_length_ = true;
    remaining_ = length;
  } else if (iequals(name, "Transfer-Encoding")) {
    if (!iequals(value, "chunked")) {
      return fail("unsupported Transfer-Encoding: " + quoted(value));
    }
    chunked_ = true;
  } else if (iequals(name, "Content-Type")) {
    content_type_ = std::string(value);
  } else if (iequals(name, "Upgrade")) {
    upgrade_ = std::string(value);
  } else if (iequals(name, "Warning")) {
    for (std::string& text : warning_texts(value)) warnings_.push_back(std::move(text));
  } else if (iequals(name, "Connection")) {
    if (has_token(value, "close")) keep_alive_ = false;
    if (http_1_0_ && has_token(value, "keep-alive")) keep_alive_ = true;
  }
  return {};
}

std::expected<void, std::string> HttpResponseParser::on_headers_end() {
  if (status_ == 101) {  // asked for (on_status_line): the new protocol follows
    keep_alive_ = false;
    state_ = State::done;
    return {};
  }
  if (status_ < 200) {  // an interim answer (100 Continue, 103): the real one follows
    const bool upgrade_wanted = upgrade_wanted_;
    *this = HttpResponseParser(no_body_);
    upgrade_wanted_ = upgrade_wanted;
    seen_bytes_ = true;
    return {};
  }
  if (no_body_ || status_ == 204 || status_ == 304) {
    state_ = State::done;
  } else if (chunked_) {
    state_ = State::chunk_size;
  } else if (has_length_) {
    state_ = remaining_ == 0 ? State::done : State::body_length;
  } else {
    until_close_ = true;
    state_ = State::body_to_close;
  }
  return {};
}

std::expected<void, std::string> HttpResponseParser::on_chunk_size_line() {
  // chunk-size [BWS] [; chunk-ext]
  std::uint64_t size = 0;
  std::size_t i = 0;
  for (; i < line_.size() && hex_value(line_[i]) >= 0; ++i) {
    if (i == 15) return fail("chunk size too large: " + quoted(line_));
    size = size * 16 + static_cast<std::uint64_t>(hex_value(line_[i]));
  }
  const std::string_view rest = trimmed(std::string_view(line_).substr(i));
  if (i == 0 || (!rest.empty() && rest.front() != ';')) {
    return fail("malformed chunk size: " + quoted(line_));
  }
  remaining_ = size;
  state_ = size == 0 ? State::trailers : State::chunk_data;
  return {};
}

}  // namespace gpuq::client
