#include "core/duration.h"

#include <array>
#include <charconv>

namespace gpuq::core {
namespace {

struct Unit {
  char name;
  int64_t seconds;
};
// Largest first: each unit may follow only a larger one.
constexpr std::array<Unit, 5> kUnits = {
    {{'w', 7 * 86400}, {'d', 86400}, {'h', 3600}, {'m', 60}, {'s', 1}}};

}  // namespace

std::optional<int64_t> parse_duration(std::string_view text) {
  if (text == "0") return 0;
  int64_t total = 0;
  std::size_t next_unit = 0;  // the first unit still allowed
  std::size_t i = 0;
  if (text.empty()) return std::nullopt;
  while (i < text.size()) {
    std::size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    if (j == i || j == text.size()) return std::nullopt;  // no number, or no unit after it
    int64_t n = 0;
    auto [end, ec] = std::from_chars(text.data() + i, text.data() + j, n);
    if (ec != std::errc() || end != text.data() + j) return std::nullopt;
    std::size_t u = next_unit;
    while (u < kUnits.size() && kUnits[u].name != text[j]) ++u;
    if (u == kUnits.size()) return std::nullopt;
    if (n > kMaxDurationSeconds / kUnits[u].seconds) return std::nullopt;
    total += n * kUnits[u].seconds;
    if (total > kMaxDurationSeconds) return std::nullopt;
    next_unit = u + 1;
    i = j + 1;
  }
  return total;
}

std::string format_duration(int64_t seconds) {
  if (seconds < 0) seconds = 0;
  const int64_t d = seconds / 86400, h = seconds / 3600 % 24, m = seconds / 60 % 60,
                s = seconds % 60;
  std::string out;
  if (d) out += std::to_string(d) + "d";
  if (h) out += std::to_string(h) + "h";
  if (m) out += std::to_string(m) + "m";
  if (s || out.empty()) out += std::to_string(s) + "s";
  return out;
}

std::string duration_error(std::string_view text) {
  return "expected a duration such as 30s, 10m, 1h30m or 5d8h40m, got \"" + std::string(text) +
         "\"";
}

}  // namespace gpuq::core
