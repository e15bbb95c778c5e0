// "Did you mean": edit distance and the closest candidate.
#include "core/closest.h"

#include <doctest/doctest.h>

#include <array>
#include <string_view>

namespace gpuq::core {

TEST_CASE("edit_distance: insertions, deletions and substitutions") {
  CHECK(edit_distance("", "") == 0);
  CHECK(edit_distance("gpu", "gpu") == 0);
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("abc", "") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
  CHECK(edit_distance("gpuu", "gpu") == 1);
  CHECK(edit_distance("GPU", "gpu") == 3);  // case counts here
}

TEST_CASE("closest: within two edits, ignoring case, the first of equals") {
  constexpr std::array<std::string_view, 4> keys = {"deserved", "limit", "priority", "gpus"};
  CHECK(closest("desrved", keys) == "deserved");
  CHECK(closest("LIMIT", keys) == "limit");
  CHECK(closest("gpu", keys) == "gpus");
  CHECK_FALSE(closest("memory", keys).has_value());
  CHECK_FALSE(closest("x", std::span<const std::string_view>{}).has_value());
  constexpr std::array<std::string_view, 2> two = {"ab", "ac"};
  CHECK(closest("aa", two) == "ab");
  CHECK(closest("lmt", keys, 1) == std::nullopt);
  CHECK(closest("lmt", keys, 2) == "limit");
}

}  // namespace gpuq::core
