// refused_target(): what percent-encoding may not hide in a request's target.
#include "daemon/http/refused_target.h"

#include <doctest/doctest.h>

namespace gpuq::daemon {

TEST_CASE("refused target: an encoded NUL anywhere, an encoded slash in the path") {
  CHECK_FALSE(refused_target("/api/v1/workloads/a1?project=team-a").has_value());
  CHECK_FALSE(refused_target("/api/v1/workloads?search=a%2Fb&x=%20%41").has_value());
  CHECK_FALSE(refused_target("/api/v1/workloads/a%200").has_value());  // "%20" then "0"
  CHECK_FALSE(refused_target("/x%0").has_value());                     // cut short
  CHECK_FALSE(refused_target("").has_value());
  CHECK(refused_target("/api/v1/workloads/y14%00garbage").value_or("") ==
        "the URL holds an encoded NUL byte (%00), which no name or value may hold");
  CHECK(refused_target("/api/v1/workloads?project=a%00b").has_value());
  CHECK(refused_target("/api/v1/workloads/a%2Flogs").value_or("") ==
        "the URL's path holds an encoded '/' (%2F), which no name or id may hold");
  CHECK(refused_target("/api/v1/workloads/a%2flogs").has_value());
}

}  // namespace gpuq::daemon
