// HTTP dates in their three forms, and what is not one.
#include <doctest/doctest.h>

#include "daemon/model/iso_time.h"

namespace gpuq::daemon {
namespace {

// 1994-11-06T08:49:37Z, RFC 9110's example.
constexpr int64_t kExample = 784111777000;

}  // namespace

TEST_CASE("http date: IMF-fixdate, RFC 850 and asctime read as the same moment") {
  CHECK(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT").value() == kExample);
  CHECK(parse_http_date("Sunday, 06-Nov-94 08:49:37 GMT").value() == kExample);
  CHECK(parse_http_date("Sun Nov  6 08:49:37 1994").value() == kExample);
  CHECK(parse_http_date("Sun Nov 16 08:49:37 1994").value() == kExample + 10LL * 86400000);
  // A two-digit year below 50 is this century's.
  CHECK(parse_http_date("Thursday, 01-Jan-26 00:00:00 GMT").value() ==
        parse_iso8601("2026-01-01T00:00:00Z").value());
  CHECK(parse_http_date("Sat, 29 Feb 2028 23:59:60 GMT").value() ==
        parse_iso8601("2028-02-29T23:59:60Z").value());
}

TEST_CASE("http date: anything else is refused, naming the form expected") {
  for (const char* text :
       {"", "0", "120", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC",
        "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Now 1994 08:49:37 GMT",
        "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 2027 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT ",
        "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun Nov 6 08:49:37 1994", "Sun Nov  6 08:49:37",
        "2024-03-01T12:00:00Z", ", 06 Nov 1994 08:49:37 GMT", " Sun, 06 Nov 1994 08:49:37 GMT"}) {
    CAPTURE(text);
    const auto parsed = parse_http_date(text);
    REQUIRE_FALSE(parsed.has_value());
    CHECK(parsed.error().message.find("expected an HTTP date") != std::string::npos);
  }
}

}  // namespace gpuq::daemon
