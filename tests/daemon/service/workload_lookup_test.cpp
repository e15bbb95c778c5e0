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

TEST_CASE("workload lookup: a name two users share means the caller's own, else names both") {
  LoopFixture f;
  f.project("team-a", 1);
  f.project("team-b", 1);
  // As users who exist on every Debian system: nobody and daemon.
  auto as = [&](uid_t uid, const std::string& method, const std::string& path,
                const nlohmann::json& body) {
    HttpRequest r = gpuq::test::admin_request(method, path, body);
    r.peer_uid = uid;
    r.peer_gid = uid;
    return f.api(r);
  };
  const nlohmann::json spec = {{"command", "sleep 600"}, {"compute", {{"gpuDevicesRequest", 0}}}};
  REQUIRE(as(65534, "POST", "/api/v1/workloads/trainings",
             {{"name", "dup"}, {"projectId", "team-a"}, {"spec", spec}})
              .status == 202);
  REQUIRE(as(1, "POST", "/api/v1/workloads/trainings",
             {{"name", "dup"}, {"projectId", "team-b"}, {"spec", spec}})
              .status == 202);
  CHECK(f.service->workload("dup", "", "nobody")->submitted_by == "nobody");
  CHECK(f.service->workload("dup", "", "daemon")->submitted_by == "daemon");
  auto neither = f.service->workload("dup", "", "root");
  REQUIRE_FALSE(neither.has_value());
  CHECK(neither.error().message ==
        "more than one workload is named dup (in team-a, team-b); give its project with -p, or "
        "its id");
  // Through the API: each reads and deletes its own, never the other's.
  HttpResponse mine = as(65534, "GET", "/api/v1/workloads/dup", nullptr);
  REQUIRE(mine.status == 200);
  CHECK(nlohmann::json::parse(mine.body)["projectName"] == "team-a");
  CHECK(as(65534, "DELETE", "/api/v1/workloads/dup", nullptr).status < 300);
  f.tick();
  CHECK(f.service->workload("dup", "team-b").has_value());
}

}  // namespace gpuq::daemon::test
