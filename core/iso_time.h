// ISO-8601 times as gpuq writes and reads them: UTC with milliseconds and a
// Z ("2024-03-01T12:00:05.250Z") written; dates ("2024-03-01"), times with
// or without seconds and fractions, and a Z or a +HH:MM / -HH:MM offset
// (none = UTC) read. Pure functions, thread-safe.
#ifndef GPUQ_CORE_ISO_TIME_H_
#define GPUQ_CORE_ISO_TIME_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/error.h"

namespace gpuq::core {

// Milliseconds since the Unix epoch -> "YYYY-MM-DDTHH:MM:SS.mmmZ".
std::string format_iso8601(int64_t ms);
// The same into `buf` (NUL-terminated), without allocating; returns its length.
std::size_t format_iso8601(int64_t ms, char (&buf)[64]);

// Parses the forms above into milliseconds since the epoch; invalid_argument
// naming what was expected otherwise.
Result<int64_t> parse_iso8601(std::string_view text);

// An HTTP-date (RFC 9110 section 5.6.7) in milliseconds since the epoch: the
// IMF-fixdate HTTP servers send ("Sun, 06 Nov 1994 08:49:37 GMT") and the two
// obsolete forms a recipient must still read, RFC 850's ("Sunday,
// 06-Nov-94 08:49:37 GMT", its two-digit year taken within 50 years of
// 2000) and asctime's ("Sun Nov  6 08:49:37 1994"). The weekday is not
// checked against the date. invalid_argument otherwise.
Result<int64_t> parse_http_date(std::string_view text);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_ISO_TIME_H_
