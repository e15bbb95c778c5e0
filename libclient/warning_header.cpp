#include "libclient/warning_header.h"

#include <cctype>

namespace gpuq::client {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t'; }

void skip_spaces(std::string_view text, std::size_t& at) {
  while (at < text.size() && is_space(text[at])) ++at;
}

// Reads a quoted-string starting at `at` (its opening quote) into `out`;
// false when it does not start there or never closes.
bool read_quoted(std::string_view text, std::size_t& at, std::string& out) {
  if (at >= text.size() || text[at] != '"') return false;
  for (++at; at < text.size(); ++at) {
    if (text[at] == '"') {
      ++at;
      return true;
    }
    if (text[at] == '\\' && at + 1 < text.size()) ++at;
    out += text[at];
  }
  return false;
}

// Moves `at` past the next comma that is not inside quotes.
void skip_to_next_value(std::string_view text, std::size_t& at) {
  bool quoted = false;
  for (; at < text.size(); ++at) {
    if (quoted && text[at] == '\\') {
      ++at;
    } else if (text[at] == '"') {
      quoted = !quoted;
    } else if (!quoted && text[at] == ',') {
      ++at;
      return;
    }
  }
}

}  // namespace

std::vector<std::string> warning_texts(std::string_view value) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < value.size()) {
    skip_spaces(value, at);
    if (at < value.size() && value[at] == ',') {
      ++at;
      continue;
    }
    // warn-code: three digits
    const std::size_t code = at;
    while (at < value.size() && std::isdigit(static_cast<unsigned char>(value[at])) != 0) ++at;
    const bool has_code = at - code == 3;
    skip_spaces(value, at);
    // warn-agent: a host[:port] or a pseudonym such as "-"
    const std::size_t agent = at;
    while (at < value.size() && !is_space(value[at]) && value[at] != ',' && value[at] != '"') ++at;
    const bool has_agent = at > agent;
    skip_spaces(value, at);
    std::string text;
    if (has_code && has_agent && read_quoted(value, at, text)) {
      out.push_back(std::move(text));
      skip_spaces(value, at);
      if (at < value.size() && value[at] == '"') {  // the optional warn-date
        std::string date;
        (void)read_quoted(value, at, date);
      }
    }
    skip_to_next_value(value, at);
  }
  return out;
}

}  // namespace gpuq::client
