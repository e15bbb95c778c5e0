#include "daemon/http/refused_target.h"

namespace gpuq::daemon {
namespace {

// Whether `text` holds the escape %XY, in either case.
bool has_escape(std::string_view text, char x, char y) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    if (text[i] != '%') continue;
    const char a = text[i + 1];
    const char b = static_cast<char>(text[i + 2] | 0x20);  // a lower-case hex letter
    if (a == x && b == y) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> refused_target(std::string_view target) {
  if (has_escape(target, '0', '0')) {
    return "the URL holds an encoded NUL byte (%00), which no name or value may hold";
  }
  const std::string_view path = target.substr(0, target.find('?'));
  if (has_escape(path, '2', 'f')) {
    return "the URL's path holds an encoded '/' (%2F), which no name or id may hold";
  }
  return std::nullopt;
}

}  // namespace gpuq::daemon
