#include "cli/app/validators.h"

#include "core/duration.h"

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

}  // namespace gpuq::cli
