#include "core/printable.h"

namespace gpuq::core {

std::string printable(std::string_view text, bool keep_lines) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
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
