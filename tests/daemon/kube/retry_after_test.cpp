// Retry-After in its two forms, and what is neither.
#include "daemon/kube/retry_after.h"

#include <doctest/doctest.h>

#include <limits>

namespace gpuq::daemon::kube {

TEST_CASE("Retry-After in seconds or as a date, counted from the answer's own Date") {
  const auto now = std::chrono::system_clock::time_point(std::chrono::seconds(784111777));
  CHECK(retry_after_seconds("120", "", now) == 120);
  CHECK(retry_after_seconds(" 0 ", "", now) == 0);
  CHECK(retry_after_seconds("99999999999", "", now) == std::numeric_limits<int>::max());
  // The server's clock is 10 minutes ahead of ours: its Date is what counts.
  CHECK(retry_after_seconds("Sun, 06 Nov 1994 09:00:00 GMT", "Sun, 06 Nov 1994 08:59:30 GMT",
                            now) == 30);
  // No Date (or one that does not read): from our clock.
  CHECK(retry_after_seconds("Sun, 06 Nov 1994 08:49:40 GMT", "", now) == 3);
  CHECK(retry_after_seconds("Sunday, 06-Nov-94 08:49:40 GMT", "yesterday", now) == 3);
  CHECK(retry_after_seconds("Sun, 06 Nov 1994 08:00:00 GMT", "", now) == 0);  // past
  CHECK(retry_after_seconds("", "", now) == -1);
  CHECK(retry_after_seconds("-5", "", now) == -1);
  CHECK(retry_after_seconds("1.5", "", now) == -1);
  CHECK(retry_after_seconds("soon", "", now) == -1);
}

}  // namespace gpuq::daemon::kube
