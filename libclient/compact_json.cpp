#include "libclient/compact_json.h"

#include <charconv>

namespace gpuq::client::detail {
namespace {

bool plain(unsigned char c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; }

// Appends `text` quoted, escaped as dump() does. Text with anything to
// escape or check (a quote, a control character, a byte past ASCII) is rare
// in a request and goes through dump() itself.
bool write_string(std::string& out, const std::string& text) {
  for (char c : text) {
    if (!plain(static_cast<unsigned char>(c))) {
      try {
        out += nlohmann::json(text).dump();
        return true;
      } catch (const nlohmann::json::type_error&) {
        return false;  // not UTF-8
      }
    }
  }
  out += '"';
  out += text;
  out += '"';
  return true;
}

template <class Number>
void write_number(std::string& out, Number n) {
  char buffer[24];
  const auto end = std::to_chars(buffer, buffer + sizeof buffer, n).ptr;
  out.append(buffer, end);
}

bool write(std::string& out, const nlohmann::json& value) {
  using Type = nlohmann::json::value_t;
  switch (value.type()) {
    case Type::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, item] : value.get_ref<const nlohmann::json::object_t&>()) {
        if (!first) out += ',';
        first = false;
        if (!write_string(out, key)) return false;
        out += ':';
        if (!write(out, item)) return false;
      }
      out += '}';
      return true;
    }
    case Type::array: {
      out += '[';
      bool first = true;
      for (const nlohmann::json& item : value) {
        if (!first) out += ',';
        first = false;
        if (!write(out, item)) return false;
      }
      out += ']';
      return true;
    }
    case Type::string:
      return write_string(out, value.get_ref<const std::string&>());
    case Type::number_integer:
      write_number(out, value.get<int64_t>());
      return true;
    case Type::number_unsigned:
      write_number(out, value.get<uint64_t>());
      return true;
    case Type::boolean:
      out += value.get<bool>() ? "true" : "false";
      return true;
    case Type::null:
      out += "null";
      return true;
    default:
      // Floating-point numbers (dump()'s own shortest form), binary and
      // discarded values: rare in a request, left to dump().
      out += value.dump();
      return true;
  }
}

}  // namespace

std::optional<std::string> compact_json(const nlohmann::json& value) {
  std::string out;
  out.reserve(4096);
  if (!write(out, value)) return std::nullopt;
  return out;
}

}  // namespace gpuq::client::detail
