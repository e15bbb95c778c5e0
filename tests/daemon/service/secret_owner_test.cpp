// Who may change a secret: any member may create and use one; only its
// creator or an administrator may replace or delete it.
#include <doctest/doctest.h>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

TEST_CASE("secrets: a neighbour in the project can neither replace nor delete yours") {
  LoopFixture f;
  f.project("team-a", 2);  // no member list: everyone is a member
  Caller alice{1001, 1001, "alice", {}, false};
  Caller bob{1002, 1002, "bob", {}, false};
  REQUIRE(f.service->put_secret(alice, "team-a", "DB_PASSWORD", "alice's"));

  auto replaced = f.service->put_secret(bob, "team-a", "DB_PASSWORD", "bob's");
  REQUIRE_FALSE(replaced.has_value());
  CHECK(replaced.error().code == core::Error::Code::permission_denied);
  CHECK(replaced.error().message ==
        "bob may not replace secret DB_PASSWORD: it belongs to alice (only its creator or an "
        "administrator may)");
  auto deleted = f.service->delete_secret(bob, "team-a", "DB_PASSWORD");
  REQUIRE_FALSE(deleted.has_value());
  CHECK(deleted.error().code == core::Error::Code::permission_denied);
  f.service->read([&](const State& state) {
    REQUIRE(state.assets.secrets.size() == 1);
    CHECK(state.assets.secrets[0].value == "alice's");
    CHECK(state.assets.secrets[0].created_by == "alice");
  });

  REQUIRE(f.service->put_secret(alice, "team-a", "DB_PASSWORD", "new"));  // the creator may
  REQUIRE(f.service->put_secret(bob, "team-a", "BOB_TOKEN", "b"));        // and bob his own
  REQUIRE(f.service->put_secret(f.admin, "team-a", "DB_PASSWORD", "reset"));
  CHECK(f.service->delete_secret(f.admin, "team-a", "DB_PASSWORD").has_value());
  CHECK(f.service->delete_secret(bob, "team-a", "BOB_TOKEN").has_value());
}

}  // namespace gpuq::daemon::test
