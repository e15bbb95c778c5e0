// Checks of flags and words with errors people read ("must be 1 or more,
// got 0"), in place of CLI11's PositiveNumber and Range, whose messages
// print the type's whole range.
#ifndef GPUQ_CLI_APP_VALIDATORS_H_
#define GPUQ_CLI_APP_VALIDATORS_H_

#include <CLI/CLI.hpp>
#include <cstdint>

namespace gpuq::cli {

// A number from `min` up (at most `max`).
CLI::Validator at_least(int64_t min, int64_t max = INT64_MAX);
// A number above 0 (0.2 is one).
CLI::Validator above_zero();
// A duration as core/duration.h reads it ("10m", "5d8h40m"), or "inherit".
CLI::Validator duration_or_inherit();
// A workload's name or id as a lookup takes it: not empty, at most 253
// bytes, without '/' or control characters. Anything else could never name
// a workload, and would reach another route of the API ("" lists them all,
// "a/logs" is a's logs) or be refused as too long a URL. Adds nothing to
// the help's type.
CLI::Validator workload_ref();
// Any text but the empty one ("-p \"$PROJECT\"" with PROJECT unset). Adds
// nothing to the help's type.
CLI::Validator not_empty();

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_VALIDATORS_H_
