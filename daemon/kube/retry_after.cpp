#include "daemon/kube/retry_after.h"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "daemon/model/iso_time.h"

namespace gpuq::daemon::kube {
namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

}  // namespace

int retry_after_seconds(std::string_view value, std::string_view date,
                        std::chrono::system_clock::time_point now) {
  value = trimmed(value);
  if (value.empty()) return -1;
  if (std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    if (value.size() > 9) return std::numeric_limits<int>::max();
    int seconds = 0;
    for (char c : value) seconds = seconds * 10 + (c - '0');
    return seconds;
  }
  const auto when = parse_http_date(value);
  if (!when) return -1;
  const auto server_now = parse_http_date(trimmed(date));
  const int64_t from_ms =
      server_now
          ? *server_now
          : std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
  const int64_t wait_s = (*when - from_ms + 999) / 1000;
  return static_cast<int>(
      std::clamp<int64_t>(wait_s, 0, static_cast<int64_t>(std::numeric_limits<int>::max())));
}

}  // namespace gpuq::daemon::kube
