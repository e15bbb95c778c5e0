// Kubernetes quantities ("500m", "1.5", "20G", "32Gi", "100Mi") parsed into the
// integer units the core works in, and printed back the same way.
//
// Units: CPU and GPU amounts are thousandths (millicores, thousandths of a
// device); memory is bytes. Parsing is exact (no floating point): "0.1" is 100
// thousandths, "1.5Gi" is 1610612736 bytes. A value that does not land on a
// whole unit ("0.0001" cores, "1.5" bytes) or does not fit in 63 bits is an
// error, as is a negative value; every error message says what was expected.
#ifndef GPUQ_CORE_QUANTITY_H_
#define GPUQ_CORE_QUANTITY_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "core/error.h"

namespace gpuq::core {

// "2" -> 2000, "500m" -> 500, "0.25" -> 250. Binary and decimal suffixes are
// accepted too ("1k" -> 1000000), as Kubernetes does.
Result<int64_t> parse_milli(std::string_view text);

// "32Gi" -> 34359738368, "20G" -> 20000000000, "1024" -> 1024, "100Mi".
Result<int64_t> parse_bytes(std::string_view text);

// 2000 -> "2", 500 -> "500m", 1500 -> "1500m" for CPU; used for millicores.
std::string format_milli(int64_t milli);

// 500 -> "0.5", 2000 -> "2", 1250 -> "1.25": thousandths as a decimal number
// (GPU amounts read this way in tables and JSON).
std::string format_decimal_milli(int64_t milli);

// 34359738368 -> "32Gi", 20000000000 -> "20G", 1000 -> "1k", 1023 -> "1023":
// the largest suffix that divides exactly, binary first.
std::string format_bytes(int64_t bytes);

// For people: format_bytes when that is below 1024 of a unit ("80Gi", "20G"),
// else rounded in the binary unit that leaves 1 to 1023 (25276510208 ->
// "24Gi", 1610612737 -> "1.5Gi", 1264Ki -> "1.2Mi").
std::string format_bytes_short(int64_t bytes);

// Two amounts for people, compared in one sentence ("asks for A and has
// B"): format_bytes_short of each, with as many decimals as it takes for
// different amounts to read differently (23.5Gi against 24Gi, not 24Gi and
// 24Gi); exact (format_bytes) where three decimals are not enough.
std::pair<std::string, std::string> format_bytes_apart(int64_t a, int64_t b);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_QUANTITY_H_
