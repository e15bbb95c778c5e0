// ISO-8601 times as the API writes and reads them (core/iso_time.h), and as
// JSON. Pure functions, thread-safe.
#ifndef GPUQ_DAEMON_MODEL_ISO_TIME_H_
#define GPUQ_DAEMON_MODEL_ISO_TIME_H_

#include <cstdint>

#include <nlohmann/json.hpp>

#include "core/iso_time.h"

namespace gpuq::daemon {

using core::format_iso8601;
using core::parse_http_date;
using core::parse_iso8601;

// The time as JSON: the string above, or null for 0 ("not yet").
nlohmann::json iso_or_null(int64_t ms);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_ISO_TIME_H_
