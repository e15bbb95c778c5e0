// Finding a workload by name in a project, and saying where it is instead.
#include <doctest/doctest.h>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

TEST_CASE("workload lookup: a name in another project says which, with the flag to type") {
  LoopFixture f;
  f.project("team-a", 1);
  f.project("team-b", 1);
  f.submit("nb1", "team-b");
  auto found = f.service->workload("nb1", "team-b");
  REQUIRE(found.has_value());
  auto missing = f.service->workload("nb1", "team-a");
  REQUIRE_FALSE(missing.has_value());
  CHECK(missing.error().code == core::Error::Code::not_found);
  CHECK(missing.error().message ==
        "no workload nb1 in project team-a; it exists in team-b (-p team-b)");
  CHECK(f.service->workload("nope", "team-a").error().message ==
        "no workload nope in project team-a");
}

}  // namespace gpuq::daemon::test
