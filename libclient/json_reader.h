// A small JSON reader that walks a document in place, for the one hot path
// where nlohmann's SAX lexer (a character at a time, each copied into a
// token string) was most of the client's time: `gpuq workload list` over
// thousands of items. Strings without escapes are views into the text;
// numbers are read with std::from_chars. It checks the grammar as strictly
// as nlohmann (bytes outside ASCII pass through unchecked) and nests at most
// kMaxDepth deep. Internal to libclient; not thread-safe.
//
// Use: begin_object() then next_key() until it returns false (the '}' is
// consumed), reading each value with peek() and read_scalar(), a nested
// begin_object()/begin_array(), or skip(); arrays alike with next_element().
// After any false, failed() tells an error from the end of a container.
// Every value must be read or skipped before the next next_key() or
// next_element(): they tell the first member from the others by the last
// character read.
#ifndef GPUQ_LIBCLIENT_JSON_READER_H_
#define GPUQ_LIBCLIENT_JSON_READER_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gpuq::client::detail {

// One scalar value. `text` points into the document or into the reader's
// scratch buffer: valid until the next call on the reader.
struct JsonScalar {
  enum class Kind { null, boolean, integer, number, text } kind = Kind::null;
  bool boolean = false;
  int64_t integer = 0;
  double number = 0;
  std::string_view text;  // strings; for numbers, their digits as written
};

class JsonReader {
 public:
  static constexpr int kMaxDepth = 256;
  enum class Kind { object, array, string, number, boolean, null, invalid };

  explicit JsonReader(std::string_view text) : text_(text) {}

  Kind peek();  // the kind of the next value, without reading it
  bool begin_object();
  bool next_key(std::string_view& key);  // false at the object's end, or on an error
  bool begin_array();
  bool next_element();  // false at the array's end, or on an error
  bool read_scalar(JsonScalar& out);
  bool skip();    // the next value, whatever it is
  bool at_end();  // nothing but white space is left
  bool failed() const { return failed_; }
  std::size_t position() const { return pos_; }  // where reading stopped

 private:
  bool fail() {
    failed_ = true;
    return false;
  }
  void skip_space();
  bool expect(char c);
  bool read_string(std::string_view& out);
  bool read_escape(std::string& out);
  bool read_number(JsonScalar& out);
  bool read_word(std::string_view word);
  // Before a container's next member: true when there is one (after the
  // comma, unless it is the first); false at `close`, which it consumes.
  bool next_member(char open, char close);

  std::string_view text_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  bool failed_ = false;
  std::string scratch_;  // a string with escapes, decoded
};

}  // namespace gpuq::client::detail

#endif  // GPUQ_LIBCLIENT_JSON_READER_H_
