// Bad requests get a 4xx with a message naming what is wrong, and the
// daemon keeps serving.
#include <doctest/doctest.h>

#include "daemon_fixture.h"

using gpuq::test::Daemon;
using gpuq::test::Reply;
using nlohmann::json;

TEST_CASE("bad requests are answered with 4xx and a clear message") {
  Daemon d("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n",
           "socket: {group: nogroup}\nadministrators: []\n");
  d.start();
  d.project("team-a", 1);
  d.project("private", 1, {"someone-else"});

  Reply r = d.call("POST", "/api/v1/workloads/trainings", "{\"name\": \"x\", ");
  CHECK(r.status == 400);
  CHECK(r.json.value("message", "").size() > 0);

  r = d.call("POST", "/api/v1/workloads/trainings", std::string(2 << 20, ' '));
  CHECK(r.status == 413);

  r = d.post("/api/v1/workloads/trainings",
             {{"name", "x"},
              {"projectId", "team-a"},
              {"spec", {{"command", "true"}, {"compute", {{"gpuDevicesRequest", "two"}}}}}});
  CHECK(r.status == 400);
  CHECK(r.json.value("message", "").find("gpuDevicesRequest") != std::string::npos);

  r = d.post("/api/v1/workloads/trainings",
             {{"name", "x"}, {"projectId", "no-such-team"}, {"spec", {{"command", "true"}}}});
  CHECK((r.status == 400 || r.status == 404));
  CHECK(r.json.value("message", "").find("no-such-team") != std::string::npos);

  r = d.post("/api/v1/workloads/trainings",
             {{"name", "../etc"}, {"projectId", "team-a"}, {"spec", {{"command", "true"}}}});
  CHECK(r.status == 400);

  d.submit("dup", "team-a", 0, "sleep 60");
  r = d.post("/api/v1/workloads/trainings",
             {{"name", "dup"}, {"projectId", "team-a"}, {"spec", {{"command", "true"}}}});
  CHECK(r.status == 409);

  // A user who is not a member of the project, over the real socket.
  int status = gpuq::test::as_nobody([&] {
    Reply denied =
        d.post("/api/v1/workloads/trainings",
               {{"name", "y"}, {"projectId", "private"}, {"spec", {{"command", "true"}}}});
    Reply allowed = d.get("/api/v1/workloads");
    return denied.status == 403 && allowed.status == 200 ? 0 : 1;
  });
  CHECK(status == 0);

  CHECK(d.get("/api/v1/version").status == 200);  // still serving
}
