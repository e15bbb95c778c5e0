#include "daemon/store/json_text.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/utf8.h"

namespace gpuq::daemon {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

void JsonTextWriter::value(double v) {
  if (std::isnan(v)) return value("nan");
  if (std::isinf(v)) return value(v > 0 ? "inf" : "-inf");
  char buf[32];
  auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  raw(std::string_view(buf, static_cast<std::size_t>(end - buf)));
}

void JsonTextWriter::escaped(std::string_view s) {
  if (!core::valid_utf8(s)) {
    begin_object();
    key("hex");
    std::string hex;
    hex.reserve(s.size() * 2);
    for (unsigned char c : s) {
      hex += kHex[c >> 4];
      hex += kHex[c & 15];
    }
    value(std::string_view(hex));
    return end_object();
  }
  comma();
  put('"');
  for (char c : s) {
    switch (c) {
      case '"':
        put("\\\"");
        break;
      case '\\':
        put("\\\\");
        break;
      case '\n':
        put("\\n");
        break;
      case '\t':
        put("\\t");
        break;
      case '\r':
        put("\\r");
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          put("\\u00");
          put(kHex[c >> 4]);
          put(kHex[c & 15]);
        } else {
          put(c);
        }
    }
  }
  put('"');
  comma_ = true;
}

void JsonTextReader::fail(const char* what) const {
  throw JsonTextError(std::string(what) + " at offset " + std::to_string(pos_));
}

bool JsonTextReader::more(char close) {
  if (peek() == close) {
    ++pos_;
    first_ = false;
    return false;
  }
  if (!first_) expect(',');
  first_ = false;
  return true;
}

bool JsonTextReader::next_key(std::string_view& key) {
  if (!more('}')) return false;
  key = raw_string();
  expect(':');
  return true;
}

std::string_view JsonTextReader::raw_string() {
  expect('"');
  first_ = false;
  const std::size_t start = pos_;
  while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\\') {
    if (static_cast<unsigned char>(text_[pos_]) < 0x20) fail("control character in string");
    ++pos_;
  }
  if (pos_ < text_.size() && text_[pos_] == '"') {  // no escapes: a view of the text
    return text_.substr(start, pos_++ - start);
  }
  scratch_.assign(text_.substr(start, pos_ - start));
  while (true) {
    if (pos_ >= text_.size()) fail("unterminated string");
    char c = text_[pos_++];
    if (c == '"') return scratch_;
    if (static_cast<unsigned char>(c) < 0x20) fail("control character in string");
    if (c != '\\') {
      scratch_ += c;
      continue;
    }
    if (pos_ >= text_.size()) fail("unterminated string");
    switch (char e = text_[pos_++]) {
      case '"':
      case '\\':
      case '/':
        scratch_ += e;
        break;
      case 'b':
        scratch_ += '\b';
        break;
      case 'f':
        scratch_ += '\f';
        break;
      case 'n':
        scratch_ += '\n';
        break;
      case 'r':
        scratch_ += '\r';
        break;
      case 't':
        scratch_ += '\t';
        break;
      case 'u': {
        auto code_unit = [&]() -> uint32_t {
          if (pos_ + 4 > text_.size()) fail("bad \\u escape");
          uint32_t v = 0;
          for (int i = 0; i < 4; ++i) {
            int d = hex_digit(text_[pos_++]);
            if (d < 0) fail("bad \\u escape");
            v = v * 16 + static_cast<uint32_t>(d);
          }
          return v;
        };
        uint32_t cp = code_unit();
        if (cp >= 0xD800 && cp <= 0xDBFF) {  // a surrogate pair
          if (text_.substr(pos_, 2) != "\\u") fail("unpaired surrogate");
          pos_ += 2;
          uint32_t lo = code_unit();
          if (lo < 0xDC00 || lo > 0xDFFF) fail("unpaired surrogate");
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
          fail("unpaired surrogate");
        }
        append_utf8(scratch_, cp);
        break;
      }
      default:
        fail("bad escape in string");
    }
  }
}

std::string JsonTextReader::string() {
  if (peek() != '{') return std::string(raw_string());
  begin_object();
  std::string_view key;
  if (!next_key(key) || key != "hex") fail("expected a string");
  std::string_view hex = raw_string();
  if (hex.size() % 2 != 0) fail("bad hex string");
  std::string out(hex.size() / 2, '\0');
  for (std::size_t i = 0; i < out.size(); ++i) {
    int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) fail("bad hex string");
    out[i] = static_cast<char>(hi * 16 + lo);
  }
  if (next_key(key)) fail("expected a string");
  return out;
}

double JsonTextReader::number() {
  if (peek() == '"') {
    const std::string s = string();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
    if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
    fail("expected a number");
  }
  double v = 0;
  auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), v);
  if (ec != std::errc()) fail("expected a number");
  pos_ = static_cast<std::size_t>(end - text_.data());
  first_ = false;
  return v;
}

bool JsonTextReader::boolean() {
  peek();
  first_ = false;
  if (text_.substr(pos_, 4) == "true") {
    pos_ += 4;
    return true;
  }
  if (text_.substr(pos_, 5) == "false") {
    pos_ += 5;
    return false;
  }
  fail("expected true or false");
}

void JsonTextReader::skip_value() {
  switch (peek()) {
    case '"':
      raw_string();
      return;
    case '[':
      begin_array();
      while (more_elements()) skip_value();
      return;
    case '{': {
      begin_object();
      std::string_view key;
      while (next_key(key)) skip_value();
      return;
    }
    case 't':
    case 'f':
      boolean();
      return;
    case 'n':
      if (text_.substr(pos_, 4) != "null") fail("unexpected text");
      pos_ += 4;
      first_ = false;
      return;
    default:
      number();
      return;
  }
}

void JsonTextReader::finish() {
  if (peek() != '\0' || pos_ != text_.size()) fail("unexpected text after the value");
}

}  // namespace gpuq::daemon
