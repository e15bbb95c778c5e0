#include "core/duration.h"

#include <doctest/doctest.h>

using gpuq::core::format_duration;
using gpuq::core::parse_duration;

TEST_CASE("durations read as Run:ai and KAI write them") {
  CHECK(parse_duration("0") == 0);
  CHECK(parse_duration("0s") == 0);
  CHECK(parse_duration("90s") == 90);
  CHECK(parse_duration("10m") == 600);
  CHECK(parse_duration("1h30m") == 5400);
  CHECK(parse_duration("5d8h40m") == 5 * 86400 + 8 * 3600 + 40 * 60);
  CHECK(parse_duration("5w4d12h") == 5 * 7 * 86400 + 4 * 86400 + 12 * 3600);
}

TEST_CASE("what is not a duration is refused") {
  for (const char* bad : {"", "5", "-5m", "1.5s", "m", "10x", "1m1h", "1m1m", "10m ", " 10m",
                          "99999999999999999999s", "1000000w"}) {
    CAPTURE(bad);
    CHECK(!parse_duration(bad).has_value());
  }
}

TEST_CASE("durations are written so that they read back") {
  CHECK(format_duration(0) == "0s");
  CHECK(format_duration(252) == "4m12s");
  CHECK(format_duration(3600) == "1h");
  CHECK(format_duration(5 * 86400 + 8 * 3600 + 40 * 60) == "5d8h40m");
  for (int64_t s : {1LL, 59LL, 61LL, 86399LL, 86401LL, 1234567LL}) {
    CHECK(parse_duration(format_duration(s)) == s);
  }
}
