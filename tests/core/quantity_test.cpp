#include "core/quantity.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <utility>

using gpuq::core::format_bytes;
using gpuq::core::format_decimal_milli;
using gpuq::core::format_milli;
using gpuq::core::parse_bytes;
using gpuq::core::parse_milli;

namespace {

int64_t milli(std::string_view text) {
  auto r = parse_milli(text);
  REQUIRE_MESSAGE(r.has_value(), std::string(text) << ": " << r.error().message);
  return *r;
}

int64_t bytes(std::string_view text) {
  auto r = parse_bytes(text);
  REQUIRE_MESSAGE(r.has_value(), std::string(text) << ": " << r.error().message);
  return *r;
}

std::string milli_error(std::string_view text) {
  auto r = parse_milli(text);
  REQUIRE_MESSAGE(!r.has_value(), std::string(text) << " parsed as " << *r);
  return r.error().message;
}

std::string bytes_error(std::string_view text) {
  auto r = parse_bytes(text);
  REQUIRE_MESSAGE(!r.has_value(), std::string(text) << " parsed as " << *r);
  return r.error().message;
}

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

}  // namespace

TEST_CASE("parse_milli reads plain and decimal numbers") {
  CHECK(milli("0") == 0);
  CHECK(milli("2") == 2000);
  CHECK(milli("0.25") == 250);
  CHECK(milli("0.1") == 100);
  CHECK(milli("1.5") == 1500);
  CHECK(milli(".5") == 500);
  CHECK(milli("1.") == 1000);
  CHECK(milli("+3") == 3000);
  CHECK(milli("007") == 7000);
  CHECK(milli("1.500000000000000000000000") == 1500);
  CHECK(milli("0.001") == 1);
  CHECK(milli("-0") == 0);
  CHECK(milli("0.0000000000000000000000000") == 0);
}

TEST_CASE("parse_milli reads suffixes") {
  CHECK(milli("500m") == 500);
  CHECK(milli("1500m") == 1500);
  CHECK(milli("1k") == 1000000);
  CHECK(milli("1M") == 1000000000);
  CHECK(milli("2G") == 2000000000000);
  CHECK(milli("1Ki") == 1024000);
  CHECK(milli("1.5Ki") == 1536000);
  CHECK(milli("1000000u") == 1000);
  CHECK(milli("1000000000n") == 1000);
  CHECK(milli("1000u") == 1);
  CHECK(milli("9P") == 9000000000000000000);
}

TEST_CASE("parse_milli reads exponents") {
  CHECK(milli("1e3") == 1000000);
  CHECK(milli("1E3") == 1000000);
  CHECK(milli("1e+3") == 1000000);
  CHECK(milli("5e-1") == 500);
  CHECK(milli("1.5e-2") == 15);
  CHECK(milli("1.5e0") == 1500);
}

TEST_CASE("parse_milli rejects values that are not whole thousandths") {
  CHECK(milli_error("0.0001").find("finer than the smallest unit") != std::string::npos);
  CHECK(milli_error("1m5").find("expected a quantity") != std::string::npos);
  CHECK(!parse_milli("0.5m").has_value());
  CHECK(!parse_milli("1u").has_value());
  CHECK(!parse_milli("1e-4").has_value());
}

TEST_CASE("parse_milli rejects malformed text with a helpful message") {
  CHECK(milli_error("abc") == "expected a quantity such as 500m, 1.5, 20G or 32Gi, got \"abc\"");
  for (const char* bad :
       {"",   " ",     "1 ",  " 1",  ".",   "+",    "-",    "1.2.3", "1x",  "1mi", "1KiB", "1e",
        "e3", "1e3.5", "--1", "+-1", "1,5", "0x10", "1ee3", "1Gi3",  "inf", "nan", "1e+"}) {
    CAPTURE(bad);
    CHECK(!parse_milli(bad).has_value());
  }
}

TEST_CASE("parse_milli rejects negatives") {
  CHECK(milli_error("-1") == "expected an amount of 0 or more, got the negative quantity \"-1\"");
  CHECK(!parse_milli("-500m").has_value());
  CHECK(!parse_milli("-0.5").has_value());
  CHECK(milli_error("-x").find("expected a quantity") != std::string::npos);
}

TEST_CASE("parse_milli rejects overflow") {
  CHECK(milli_error("10E").find("too large") != std::string::npos);
  CHECK(!parse_milli("9223372036854775807").has_value());
  CHECK(milli("9223372036854775.807") == kMax);
  CHECK(!parse_milli("9223372036854775.808").has_value());
  CHECK(!parse_milli("99999999999999999999999999999").has_value());
  CHECK(!parse_milli("1e400").has_value());
  CHECK(!parse_milli("1e99999999999999999999").has_value());
  CHECK(milli("0e99999999999") == 0);
}

TEST_CASE("parse_bytes reads binary and decimal suffixes") {
  CHECK(bytes("1024") == 1024);
  CHECK(bytes("0") == 0);
  CHECK(bytes("32Gi") == 34359738368);
  CHECK(bytes("20G") == 20000000000);
  CHECK(bytes("100Mi") == 104857600);
  CHECK(bytes("1.5Gi") == 1610612736);
  CHECK(bytes("1k") == 1000);
  CHECK(bytes("1Ki") == 1024);
  CHECK(bytes("1Ti") == 1099511627776);
  CHECK(bytes("1Pi") == 1125899906842624);
  CHECK(bytes("7Ei") == 7 * (int64_t{1} << 60));
  CHECK(bytes("0.5Ei") == int64_t{1} << 59);
  CHECK(bytes("1e3") == 1000);
  CHECK(bytes("1.5k") == 1500);
  CHECK(bytes("1000m") == 1);
  CHECK(bytes("9223372036854775807") == kMax);
}

TEST_CASE("parse_bytes rejects bad values") {
  CHECK(bytes_error("1.5") == "quantity \"1.5\" is not a whole number of bytes");
  CHECK(bytes_error("abc") ==
        "expected a byte quantity such as 1024, 20G, 32Gi or 1.5Gi, got \"abc\"");
  CHECK(bytes_error("-1Gi").find("negative") != std::string::npos);
  CHECK(bytes_error("8Ei").find("too large") != std::string::npos);
  CHECK(!parse_bytes("9223372036854775808").has_value());
  CHECK(!parse_bytes("500m").has_value());
  CHECK(!parse_bytes("1.1Ki").has_value());  // 1126.4 bytes
}

TEST_CASE("format_milli prints whole numbers plainly and the rest in m") {
  CHECK(format_milli(2000) == "2");
  CHECK(format_milli(500) == "500m");
  CHECK(format_milli(1500) == "1500m");
  CHECK(format_milli(0) == "0");
  CHECK(format_milli(-1) == "-1m");
  CHECK(format_milli(-2000) == "-2");
  CHECK(format_milli(std::numeric_limits<int64_t>::min()) == "-9223372036854775808m");
}

TEST_CASE("format_decimal_milli prints thousandths as a decimal") {
  CHECK(format_decimal_milli(500) == "0.5");
  CHECK(format_decimal_milli(2000) == "2");
  CHECK(format_decimal_milli(1250) == "1.25");
  CHECK(format_decimal_milli(1) == "0.001");
  CHECK(format_decimal_milli(1010) == "1.01");
  CHECK(format_decimal_milli(0) == "0");
  CHECK(format_decimal_milli(-500) == "-0.5");
  CHECK(format_decimal_milli(kMax) == "9223372036854775.807");
}

TEST_CASE("format_bytes picks the largest exact suffix, binary first") {
  CHECK(format_bytes(34359738368) == "32Gi");
  CHECK(format_bytes(20000000000) == "20G");
  CHECK(format_bytes(1000) == "1k");
  CHECK(format_bytes(1023) == "1023");
  CHECK(format_bytes(1024) == "1Ki");
  CHECK(format_bytes(104857600) == "100Mi");
  CHECK(format_bytes(0) == "0");
  CHECK(format_bytes(1536) == "1536");  // 1.5Ki: no suffix divides it exactly
  CHECK(format_bytes(int64_t{1} << 60) == "1Ei");
  CHECK(format_bytes(-1024) == "-1Ki");
}

TEST_CASE("quantities round-trip through format and parse") {
  for (int64_t v : {int64_t{0}, int64_t{1}, int64_t{999}, int64_t{1000}, int64_t{1001},
                    int64_t{123456789}, kMax}) {
    CAPTURE(v);
    CHECK(milli(format_milli(v)) == v);
    CHECK(milli(format_decimal_milli(v)) == v);
    CHECK(bytes(format_bytes(v)) == v);
  }
  for (int64_t v = 0; v < 5000; v += 7) {
    CHECK(milli(format_milli(v)) == v);
    CHECK(milli(format_decimal_milli(v)) == v);
    CHECK(bytes(format_bytes(v * 1000)) == v * 1000);
    CHECK(bytes(format_bytes(v * 1024)) == v * 1024);
  }
}

TEST_CASE("format_bytes_short: exact when short, else rounded in a binary unit") {
  CHECK(gpuq::core::format_bytes_short(80LL << 30) == "80Gi");
  CHECK(gpuq::core::format_bytes_short(20000000000LL) == "20G");
  CHECK(gpuq::core::format_bytes_short(25276510208LL) == "24Gi");
  CHECK(gpuq::core::format_bytes_short((3LL << 30) / 2 + 1) == "1.5Gi");
  CHECK(gpuq::core::format_bytes_short(20615843020LL) == "19Gi");
  CHECK(gpuq::core::format_bytes_short(1264 * 1024) == "1.2Mi");
  CHECK(gpuq::core::format_bytes_short(1023) == "1023");
  CHECK(gpuq::core::format_bytes_short(0) == "0");
}

TEST_CASE("format_bytes_apart: different amounts never read the same") {
  using gpuq::core::format_bytes_apart;
  using Pair = std::pair<std::string, std::string>;
  CHECK(format_bytes_apart(24LL << 30, 25232932864LL) == Pair{"24Gi", "23.5Gi"});  // was 24 and 24
  CHECK(format_bytes_apart(80LL << 30, 40LL << 30) == Pair{"80Gi", "40Gi"});
  CHECK(format_bytes_apart(5LL << 30, 5LL << 30) == Pair{"5Gi", "5Gi"});
  CHECK(format_bytes_apart((1LL << 30) + 1, 1LL << 30) == Pair{"1073741825", "1Gi"});
  CHECK(format_bytes_apart(1610612736LL, 1611612736LL) == Pair{"1.5Gi", "1.501Gi"});
}
