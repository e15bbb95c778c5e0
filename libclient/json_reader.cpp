#include "libclient/json_reader.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace gpuq::client::detail {
namespace {

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void append_utf8(std::string& out, uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

}  // namespace

void JsonReader::skip_space() {
  while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
}

bool JsonReader::expect(char c) {
  skip_space();
  if (pos_ >= text_.size() || text_[pos_] != c) return fail();
  ++pos_;
  return true;
}

JsonReader::Kind JsonReader::peek() {
  skip_space();
  if (failed_ || pos_ >= text_.size()) return Kind::invalid;
  switch (text_[pos_]) {
    case '{':
      return Kind::object;
    case '[':
      return Kind::array;
    case '"':
      return Kind::string;
    case 't':
    case 'f':
      return Kind::boolean;
    case 'n':
      return Kind::null;
    default:
      return text_[pos_] == '-' || is_digit(text_[pos_]) ? Kind::number : Kind::invalid;
  }
}

bool JsonReader::begin_object() {
  if (failed_ || ++depth_ > kMaxDepth) return fail();
  return expect('{');
}

bool JsonReader::begin_array() {
  if (failed_ || ++depth_ > kMaxDepth) return fail();
  return expect('[');
}

bool JsonReader::next_member(char open, char close) {
  if (failed_) return false;
  // The last character read tells whether a member came before: the
  // container's own opening bracket, or the end of a member.
  std::size_t back = pos_;
  while (back > 0 && is_space(text_[back - 1])) --back;
  const bool first = back > 0 && text_[back - 1] == open;
  skip_space();
  if (pos_ >= text_.size()) return fail();
  if (text_[pos_] == close) {
    ++pos_;
    --depth_;
    return false;
  }
  if (!first && !expect(',')) return false;
  return true;
}

bool JsonReader::next_key(std::string_view& key) {
  if (!next_member('{', '}')) return false;
  skip_space();
  if (pos_ >= text_.size() || text_[pos_] != '"') return fail();
  return read_string(key) && expect(':');
}

bool JsonReader::next_element() { return next_member('[', ']'); }

bool JsonReader::read_string(std::string_view& out) {
  ++pos_;  // the opening quote
  const std::size_t start = pos_;
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == '"') {
      out = text_.substr(start, pos_ - start);
      ++pos_;
      return true;
    }
    if (c == '\\') break;
    if (static_cast<unsigned char>(c) < 0x20) return fail();
    ++pos_;
  }
  if (pos_ >= text_.size()) return fail();
  // Escapes: decode the whole string into the scratch buffer.
  scratch_.assign(text_.substr(start, pos_ - start));
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == '"') {
      ++pos_;
      out = scratch_;
      return true;
    }
    if (static_cast<unsigned char>(c) < 0x20) return fail();
    if (c == '\\') {
      if (!read_escape(scratch_)) return false;
    } else {
      scratch_ += c;
      ++pos_;
    }
  }
  return fail();
}

bool JsonReader::read_escape(std::string& out) {
  if (pos_ + 1 >= text_.size()) return fail();
  const char e = text_[pos_ + 1];
  pos_ += 2;
  switch (e) {
    case '"':
    case '\\':
    case '/':
      out += e;
      return true;
    case 'b':
      out += '\b';
      return true;
    case 'f':
      out += '\f';
      return true;
    case 'n':
      out += '\n';
      return true;
    case 'r':
      out += '\r';
      return true;
    case 't':
      out += '\t';
      return true;
    case 'u':
      break;
    default:
      return fail();
  }
  auto hex4 = [&](uint32_t& code) {
    if (pos_ + 4 > text_.size()) return false;
    code = 0;
    for (int i = 0; i < 4; ++i) {
      const int v = hex_value(text_[pos_ + static_cast<std::size_t>(i)]);
      if (v < 0) return false;
      code = code * 16 + static_cast<uint32_t>(v);
    }
    pos_ += 4;
    return true;
  };
  uint32_t code = 0;
  if (!hex4(code)) return fail();
  if (code >= 0xDC00 && code <= 0xDFFF) return fail();  // a low surrogate alone
  if (code >= 0xD800 && code <= 0xDBFF) {  // a high surrogate: its low half must follow
    uint32_t low = 0;
    if (pos_ + 2 > text_.size() || text_[pos_] != '\\' || text_[pos_ + 1] != 'u') return fail();
    pos_ += 2;
    if (!hex4(low) || low < 0xDC00 || low > 0xDFFF) return fail();
    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
  }
  append_utf8(out, code);
  return true;
}

bool JsonReader::read_number(JsonScalar& out) {
  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  const std::size_t start = pos_;
  auto digits = [&] {
    const std::size_t from = pos_;
    while (pos_ < text_.size() && is_digit(text_[pos_])) ++pos_;
    return pos_ > from;
  };
  if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
  if (pos_ < text_.size() && text_[pos_] == '0') {
    ++pos_;
  } else if (!digits()) {
    return fail();
  }
  bool integral = true;
  if (pos_ < text_.size() && text_[pos_] == '.') {
    ++pos_;
    integral = false;
    if (!digits()) return fail();
  }
  if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
    ++pos_;
    integral = false;
    if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
    if (!digits()) return fail();
  }
  out.text = text_.substr(start, pos_ - start);
  const char* first = out.text.data();
  const char* last = first + out.text.size();
  if (integral) {
    auto [end, error] = std::from_chars(first, last, out.integer);
    if (error == std::errc() && end == last) {
      out.kind = JsonScalar::Kind::integer;
      return true;
    }
  }
  auto [end, error] = std::from_chars(first, last, out.number);
  if (end != last) return fail();
  if (error == std::errc::result_out_of_range) {
    // from_chars leaves the value alone; strtod gives 0 for a tiny number
    // and ±inf for a huge one, which nlohmann refuses ("number overflow").
    out.number = std::strtod(std::string(out.text).c_str(), nullptr);
    if (!std::isfinite(out.number)) return fail();
  }
  out.kind = JsonScalar::Kind::number;
  return true;
}

bool JsonReader::read_word(std::string_view word) {
  if (text_.substr(pos_, word.size()) != word) return fail();
  pos_ += word.size();
  return true;
}

bool JsonReader::read_scalar(JsonScalar& out) {
  out = JsonScalar{};
  switch (peek()) {
    case Kind::string:
      out.kind = JsonScalar::Kind::text;
      return read_string(out.text);
    case Kind::number:
      return read_number(out);
    case Kind::boolean:
      out.kind = JsonScalar::Kind::boolean;
      out.boolean = text_[pos_] == 't';
      return read_word(out.boolean ? "true" : "false");
    case Kind::null:
      return read_word("null");
    default:
      return fail();
  }
}

bool JsonReader::skip() {
  switch (peek()) {
    case Kind::object: {
      if (!begin_object()) return false;
      std::string_view key;
      while (next_key(key)) {
        if (!skip()) return false;
      }
      return !failed_;
    }
    case Kind::array:
      if (!begin_array()) return false;
      while (next_element()) {
        if (!skip()) return false;
      }
      return !failed_;
    default: {
      JsonScalar ignored;
      return read_scalar(ignored);
    }
  }
}

bool JsonReader::at_end() {
  skip_space();
  return !failed_ && pos_ == text_.size();
}

}  // namespace gpuq::client::detail
