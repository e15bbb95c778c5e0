#include "cli/app/validators.h"

#include "core/duration.h"
#include "core/printable.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace gpuq::cli {

CLI::Validator at_least(int64_t min, int64_t max) {
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        double value = 0;
        const char* end = text.data() + text.size();
        auto [p, ec] = std::from_chars(text.data(), end, value);
        if (text.empty() || ec != std::errc() || p != end || !std::isfinite(value)) {
          return "expected a number, got \"" + text + "\"";
        }
        if (value < static_cast<double>(min)) {
          return "must be " + std::to_string(min) + " or more, got " + text;
        }
        if (value > static_cast<double>(max)) {
          return "must be at most " + std::to_string(max) + ", got " + text;
        }
        return {};
      },
      max == INT64_MAX ? ">=" + std::to_string(min)
                       : std::to_string(min) + ".." + std::to_string(max));
}

CLI::Validator above_zero() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        double value = 0;
        const char* end = text.data() + text.size();
        auto [p, ec] = std::from_chars(text.data(), end, value);
        if (text.empty() || ec != std::errc() || p != end || !std::isfinite(value)) {
          return "expected a number, got \"" + text + "\"";
        }
        return value > 0 ? std::string() : "must be more than 0, got " + text;
      },
      ">0");
}

CLI::Validator duration_or_inherit() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (text == "inherit" || core::parse_duration(text)) return {};
        return core::duration_error(text) + ", or inherit";
      },
      "DURATION");
}

CLI::Validator workload_ref() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (text.empty()) return "expected a workload name or id, got \"\"";
        if (text.size() > 253) {
          return "expected a workload name or id, got " + std::to_string(text.size()) +
                 " characters (names have at most 63)";
        }
        const bool control = std::any_of(text.begin(), text.end(), [](char c) {
          return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
        });
        if (text.find('/') != std::string::npos || control) {
          return "expected a workload name or id, got \"" + core::printable(text) +
                 "\" (names are lower-case letters, digits and '-')";
        }
        return {};
      },
      "");
}

CLI::Validator not_empty() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        return text.empty() ? "must not be empty" : std::string();
      },
      "");
}

}  // namespace gpuq::cli
