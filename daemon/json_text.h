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
#ifndef GPUQ_DAEMON_JSON_TEXT_H_
#define GPUQ_DAEMON_JSON_TEXT_H_

#include <charconv>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

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
  void key(std::string_view k);  // an ASCII name of ours: written without escaping

  void value(int64_t v) { number(v); }
  void value(int v) { number(v); }
  void value(unsigned v) { number(v); }
  void value(uint64_t v) { number(v); }
  void value(bool v) { raw(v ? "true" : "false"); }
  void value(double v);  // shortest text that reads back to v; non-finite: "inf", "-inf", "nan"
  void value(std::string_view s);
  void value(const std::string& s) { value(std::string_view(s)); }
  void value(const char* s) { value(std::string_view(s)); }
  void null_value() { raw("null"); }
  // `json`: one complete JSON value, already serialized; written as it is.
  void raw_value(std::string_view json) { raw(json); }

  void reserve(std::size_t bytes) { out_.reserve(bytes); }
  std::size_t size() const { return out_.size(); }
  std::string take() { return std::move(out_); }

 private:
  void comma() {
    if (comma_) out_ += ',';
    comma_ = false;
  }
  void open(char c) {
    comma();
    out_ += c;
  }
  void close(char c) {
    out_ += c;
    comma_ = true;
  }
  void raw(std::string_view s) {
    comma();
    out_ += s;
    comma_ = true;
  }
  template <class T>
  void number(T v) {
    char buf[24];
    auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    raw(std::string_view(buf, static_cast<std::size_t>(end - buf)));
  }

  std::string out_;
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

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_JSON_TEXT_H_
