// UTF-8 as JSON and terminals take it: the strict form (no overlong
// sequences, no surrogates, nothing above U+10FFFF). Text from a user's
// shell (an environment variable, a file name) may be any bytes, which a
// JSON request cannot carry.
//
// Pure functions; thread-safe.
#ifndef GPUQ_CORE_UTF8_H_
#define GPUQ_CORE_UTF8_H_

#include <cstddef>
#include <string_view>

namespace gpuq::core {

// The length of the valid UTF-8 sequence that starts `text` at `at`, or 0
// when the byte there does not start one (or its sequence is cut short).
std::size_t utf8_sequence_at(std::string_view text, std::size_t at);

// Whether all of `text` is valid UTF-8.
bool valid_utf8(std::string_view text);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_UTF8_H_
