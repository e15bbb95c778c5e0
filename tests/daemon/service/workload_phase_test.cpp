// How a workload's pods turn into its phase, and the retry back-off.
#include "daemon/service/workload_phase.h"

#include <doctest/doctest.h>

namespace gpuq::daemon {

TEST_CASE("retry_delay_s: doubles from the base after each failure, at most six minutes") {
  CHECK(retry_delay_s(10, 1) == 10);
  CHECK(retry_delay_s(10, 2) == 20);
  CHECK(retry_delay_s(10, 3) == 40);
  CHECK(retry_delay_s(10, 6) == 320);
  CHECK(retry_delay_s(10, 7) == 360);
  CHECK(retry_delay_s(10, 1000000) == 360);
  CHECK(retry_delay_s(0, 5) == 0);
  CHECK(retry_delay_s(1, 4) == 8);
  CHECK(retry_delay_s(360, 3) == 360);
}

}  // namespace gpuq::daemon
