// What is private to a workload (its environment's values, its logs) is
// its owner's and the administrators' only; others see names.
#include <doctest/doctest.h>
#include <pwd.h>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

// A request on the socket from user `uid`.
HttpResponse as_user(LoopFixture& f, uid_t uid, const std::string& method,
                     const std::string& path) {
  HttpRequest r;
  r.method = method;
  r.path = path;
  r.unix_socket = true;
  r.peer_uid = uid;
  r.peer_gid = uid;
  return f.api(r);
}

}  // namespace

TEST_CASE("private fields: a neighbour sees environment names, not values, and no logs") {
  const passwd* nobody = ::getpwnam("nobody");
  REQUIRE(nobody != nullptr);
  REQUIRE(nobody->pw_uid != ::geteuid());
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}},
               {{"environmentVariables", {{"DB_PASSWORD", "hunter2"}}},
                {"envs", nlohmann::json::array({{{"name", "API_KEY"}, {"value", "k-123"}}})}});
  f.ticks(3);

  HttpResponse theirs = as_user(f, nobody->pw_uid, "GET", "/api/v1/workloads/" + id);
  REQUIRE(theirs.status == 200);
  CHECK(theirs.body.find("hunter2") == std::string::npos);
  CHECK(theirs.body.find("k-123") == std::string::npos);
  auto spec = nlohmann::json::parse(theirs.body)["spec"];
  CHECK(spec["environmentVariables"].contains("DB_PASSWORD"));
  CHECK(spec["environmentVariables"]["DB_PASSWORD"].is_null());
  CHECK(spec["envs"][0]["name"] == "API_KEY");
  CHECK(spec["envs"][0]["value"].is_null());
  HttpResponse logs = as_user(f, nobody->pw_uid, "GET", "/api/v1/workloads/" + id + "/logs");
  CHECK(logs.status == 403);
  CHECK(logs.body.find("administrators only") != std::string::npos);
  CHECK(nlohmann::json::parse(theirs.body)["pods"][0].count("processes") == 0);

  // The owner (here the daemon's own user, an administrator) sees them.
  nlohmann::json mine = f.call("GET", "/api/v1/workloads/" + id, nullptr, 200);
  CHECK(mine["spec"]["environmentVariables"]["DB_PASSWORD"] == "hunter2");
  CHECK(mine["spec"]["envs"][0]["value"] == "k-123");
  // And what its pod runs: command lines may carry what the owner typed.
  REQUIRE(mine["pods"][0]["processes"].size() == 1);
  CHECK(mine["pods"][0]["processes"][0]["command"] == "sleep 600");
}

}  // namespace gpuq::daemon::test
