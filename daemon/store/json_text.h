// A minimal JSON writer and pull reader for the store's JSON columns
// (model_json.cpp). The store's load() parses a few small documents per
// workload; building an nlohmann DOM for each cost more than all of SQLite's
// work, while this reader fills the model's fields straight from the text.
//
// JsonTextWriter writes compact JSON. Strings that are not valid UTF-8 are
// written as {"hex": "<bytes in hex>"} (JSON strings must be UTF-8) and read
// back to the same bytes by JsonTextReader::string().
//
// JsonTextReader reads any valid JSON document in order; each read that
// finds something other than what it expects throws JsonTextError with the
// byte offset. Both are single-use values; not thread-safe.
#ifndef GPUQ_DAEMON_STORE_JSON_TEXT_H_
#define GPUQ_DAEMON_STORE_JSON_TEXT_H_

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "core/error.h"

namespace gpuq::daemon {

struct JsonTextError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class JsonTextWriter {
 public:
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  // An ASCII name of ours: written without escaping.
  void key(std::string_view k) {
    comma();
    char* p = grow(k.size() + 3);
    *p++ = '"';
    p = copy(p, k);
    *p++ = '"';
    *p = ':';
  }

  void value(int64_t v) { number(v); }
  void value(int v) { number(v); }
  void value(unsigned v) { number(v); }
  void value(uint64_t v) { number(v); }
  void value(bool v) { raw(v ? "true" : "false"); }
  void value(double v);  // shortest text that reads back to v; non-finite: "inf", "-inf", "nan"
  void value(std::string_view s) {
    // Most strings are printable ASCII without quotes or backslashes: one
    // copy, without the UTF-8 check and the escaping loop.
    bool plain = true;
    for (char c : s) {
      auto u = static_cast<unsigned char>(c);
      plain = plain && u >= 0x20 && u < 0x80 && c != '"' && c != '\\';
    }
    if (!plain) return escaped(s);
    comma();
    char* p = grow(s.size() + 2);
    *p++ = '"';
    p = copy(p, s);
    *p = '"';
    comma_ = true;
  }
  void value(const std::string& s) { value(std::string_view(s)); }
  void value(const char* s) { value(std::string_view(s)); }
  void null_value() { raw("null"); }
  // `json`: one complete JSON value, already serialized; written as it is.
  void raw_value(std::string_view json) { raw(json); }

  void reserve(std::size_t bytes) {
    if (bytes > out_.size()) out_.resize(bytes);
  }
  std::size_t size() const { return len_; }
  std::string take() {
    out_.resize(len_);
    len_ = 0;
    return std::move(out_);
  }

 private:
  // `n` more bytes at the end, to be written by the caller. The string is
  // kept larger than the text (len_ bytes), so most writes are a copy.
  char* grow(std::size_t n) {
    if (len_ + n > out_.size()) out_.resize(std::max<std::size_t>(2 * out_.size(), len_ + n + 256));
    char* p = out_.data() + len_;
    len_ += n;
    return p;
  }
  static char* copy(char* p, std::string_view s) {
    if (!s.empty()) std::memcpy(p, s.data(), s.size());
    return p + s.size();
  }
  void put(char c) { *grow(1) = c; }
  void put(std::string_view s) { copy(grow(s.size()), s); }
  void escaped(std::string_view s);  // with escapes, or {"hex": ...} when not UTF-8
  void comma() {
    if (comma_) put(',');
    comma_ = false;
  }
  void open(char c) {
    comma();
    put(c);
  }
  void close(char c) {
    put(c);
    comma_ = true;
  }
  void raw(std::string_view s) {
    comma();
    put(s);
    comma_ = true;
  }
  template <class T>
  void number(T v) {
    char buf[24];
    auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    raw(std::string_view(buf, static_cast<std::size_t>(end - buf)));
  }

  std::string out_;  // the text is its first len_ bytes
  std::size_t len_ = 0;
  bool comma_ = false;  // a value was just written: the next one needs a comma
};

class JsonTextReader {
 public:
  explicit JsonTextReader(std::string_view text) : text_(text) {}

  void begin_array() { open('['); }
  // Before each element of an array (or member of an object): true when one
  // follows, false after consuming the closing bracket.
  bool more_elements() { return more(']'); }
  void begin_object() { open('{'); }
  // The next member's key, or false after the closing brace.
  bool next_key(std::string_view& key);

  template <class T>  // an integer that fits in T
  T integer() {
    skip_space();
    T v{};
    auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), v);
    std::size_t next = static_cast<std::size_t>(end - text_.data());
    if (ec != std::errc() || (next < text_.size() && is_number_tail(text_[next]))) {
      fail("expected an integer");
    }
    pos_ = next;
    first_ = false;
    return v;
  }
  double number();  // a number, or "inf", "-inf", "nan"
  bool boolean();
  std::string string();  // a string, or {"hex": "..."}
  void skip_value();
  void finish();  // nothing but white space may follow

 private:
  [[noreturn]] void fail(const char* what) const;
  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\t' || text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  char peek() {
    skip_space();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }
  void expect(char c) {
    if (peek() != c)
      fail(c == ':' ? "expected ':'" : c == ',' ? "expected ','" : "unexpected text");
    ++pos_;
  }
  void open(char c) {
    expect(c);
    first_ = true;
  }
  bool more(char close);
  std::string_view raw_string();  // into text_ or scratch_
  static bool is_number_tail(char c) { return c == '.' || c == 'e' || c == 'E'; }

  std::string_view text_;
  std::size_t pos_ = 0;
  bool first_ = false;  // just after '[' or '{'
  std::string scratch_;
};

// Reads one whole document with `read(reader)`, which returns the value;
// anything but white space after it, and every JsonTextError or other
// exception `read` throws, becomes an Error "malformed <what> JSON: ...".
template <class Read>
auto parse_json_text(std::string_view text, const char* what, Read read)
    -> core::Result<decltype(read(std::declval<JsonTextReader&>()))> {
  try {
    JsonTextReader r(text);
    auto value = read(r);
    r.finish();
    return value;
  } catch (const std::exception& e) {
    return core::fail(std::string("malformed ") + what + " JSON: " + e.what());
  }
}

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_JSON_TEXT_H_
