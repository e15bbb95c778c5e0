// Durations as people and Run:ai write them: "90s", "10m", "1h30m",
// "5d8h40m", "2w" (KAI's str2duration units: s, m, h, d, w), or "0". Whole
// seconds; used by the daemon's configuration, its API and the CLI for
// minimum runtimes. Pure functions, thread-safe.
#ifndef GPUQ_CORE_DURATION_H_
#define GPUQ_CORE_DURATION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpuq::core {

// The longest duration accepted: 100 years, so that sums never overflow.
inline constexpr int64_t kMaxDurationSeconds = 100LL * 366 * 86400;

// Seconds, or nullopt when `text` is not such a duration: empty, a bare
// number other than 0, a negative or fractional value, an unknown unit, a
// unit twice or out of order ("1m1h"), or longer than kMaxDurationSeconds.
std::optional<int64_t> parse_duration(std::string_view text);

// What parse_duration reads back: "1h30m", "5d8h40m", "0s". Weeks are
// written as days.
std::string format_duration(int64_t seconds);

// The message for a value parse_duration refused, naming no place:
// `expected a duration such as 30s, 10m, 1h30m or 5d8h40m, got "soon"`.
std::string duration_error(std::string_view text);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_DURATION_H_
