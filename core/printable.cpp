#include "core/printable.h"

#include "core/utf8.h"

namespace gpuq::core {

std::string printable(std::string_view text, bool keep_lines) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const auto byte = static_cast<unsigned char>(c);
    // U+0080 to U+009F in UTF-8 (C2 80 to C2 9F): the C1 controls, which a
    // terminal obeys as it does ESC (U+009B is CSI).
    if (byte == 0xC2 && i + 1 < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + 1]);
      if (next >= 0x80 && next <= 0x9F) {
        out += "\\u00";
        out += kHex[next >> 4];
        out += kHex[next & 0xf];
        ++i;
        continue;
      }
    }
    if (byte >= 0x80) {
      // Valid UTF-8 passes whole; a byte of none is written out.
      if (const std::size_t n = utf8_sequence_at(text, i); n > 0) {
        out.append(text.substr(i, n));
        i += n - 1;
      } else {
        out += "\\x";
        out += kHex[byte >> 4];
        out += kHex[byte & 0xf];
      }
      continue;
    }
    if (c == '\n' || c == '\t') {
      if (keep_lines) {
        out += c;
      } else {
        out += c == '\n' ? "\\n" : "\\t";
      }
    } else if (byte < 0x20 || byte == 0x7F) {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xf];
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace gpuq::core
