// libclient against a real daemon: the typed calls end to end.
#include <doctest/doctest.h>

#include <set>

#include "daemon_fixture.h"
#include "gpuq/client.h"

using gpuq::test::Daemon;
using namespace gpuq::client;

namespace {

Client connect_to(const Daemon& d) {
  TransportOptions options;
  options.server = *Server::parse("unix://" + d.socket());
  auto client = Client::connect(options);
  REQUIRE(client);
  return std::move(*client);
}

SubmitRequest training(const std::string& name, const std::string& project,
                       const std::string& command, double gpus = 1) {
  SubmitRequest r;
  r.type = WorkloadType::training;
  r.name = name;
  r.project = project;
  r.spec.command = command;
  if (gpus < 1) {
    r.spec.compute.gpu_devices_request = 1;
    r.spec.compute.gpu_portion_request = gpus;
  } else {
    r.spec.compute.gpu_devices_request = static_cast<int64_t>(gpus);
  }
  return r;
}

std::string phase(Client& c, const std::string& name, const std::string& project) {
  auto w = c.get_workload(name, project);
  return w ? w->workload.phase : "error: " + w.error().message;
}

}  // namespace

TEST_CASE("libclient: submit, list, get, logs, suspend, resume and delete on a real daemon") {
  Daemon d;
  d.start();
  Client c = connect_to(d);
  auto version = c.version();
  REQUIRE(version);
  CHECK_FALSE(version->server.empty());

  ProjectRequest team;
  team.name = "team-a";
  PoolQuota quota;
  quota.gpu_deserved = 2;
  team.resources = {quota};
  REQUIRE(c.create_project(team));
  team.name = "team-b";
  REQUIRE(c.create_project(team));
  auto projects = c.list_projects();
  REQUIRE(projects);
  CHECK(projects->size() == 2);

  auto echo = c.submit(training("echo", "team-a", "sh -c 'echo one; echo two'", 0.5));
  REQUIRE(echo);
  CHECK(echo->name == "echo");
  CHECK(echo->project_name == "team-a");
  // The same name in another project: names need their project to be unique.
  REQUIRE(c.submit(training("echo", "team-b", "sleep 600")));
  for (int i = 0; i < 3; ++i)
    REQUIRE(c.submit(training("s" + std::to_string(i), "team-b", "sleep 600", 0.25)));

  // Logs with follow end when the pod ends.
  std::string text;
  auto logs = c.logs("echo", "team-a", {.follow = true}, [&](std::string_view chunk) {
    text += chunk;
    return true;
  });
  REQUIRE(logs);
  CHECK(text == "one\ntwo\n");
  CHECK(Daemon::eventually([&] { return phase(c, "echo", "team-a") == "Completed"; }));
  std::string tail;
  REQUIRE(c.logs("echo", "team-a", {.tail = 1}, [&](std::string_view chunk) {
    tail += chunk;
    return true;
  }));
  CHECK(tail == "two\n");

  // Listing: a project filter, paging, and every page.
  WorkloadListQuery q;
  q.project = "team-b";
  q.sort_by = "name";
  q.limit = 2;
  auto page = c.list_workloads(q);
  REQUIRE(page);
  CHECK(page->total == 4);
  REQUIRE(page->items.size() == 2);
  CHECK(page->items[0].name == "echo");
  CHECK(page->items[1].name == "s0");
  q.offset = 2;
  auto rest = c.list_workloads(q);
  REQUIRE(rest);
  CHECK(rest->items.at(0).name == "s1");
  WorkloadListQuery all;
  all.limit = 0;
  auto everything = c.list_all_workloads(all);
  REQUIRE(everything);
  CHECK(everything->items.size() == 5);
  WorkloadListQuery running;
  running.filters = {"phase==Running"};
  running.limit = 50;
  CHECK(Daemon::eventually([&] {
    auto r = c.list_workloads(running);
    return r && r->total == 4;
  }));

  // get: pods and events; a name in two projects needs its project.
  auto s0 = c.get_workload("s0", "team-b");
  REQUIRE(s0);
  REQUIRE(s0->pods.size() == 1);
  CHECK(s0->pods[0].devices.size() == 1);
  CHECK_FALSE(s0->events.empty());
  auto events = c.events("s0", "team-b");
  REQUIRE(events);
  CHECK_FALSE(events->empty());
  auto other = c.get_workload("echo", "team-b");
  REQUIRE(other);
  CHECK(other->workload.project_name == "team-b");

  // suspend and resume.
  REQUIRE(c.suspend_workload("s0", "team-b"));
  CHECK(Daemon::eventually([&] { return phase(c, "s0", "team-b") == "Stopped"; }));
  REQUIRE(c.resume_workload("s0", "team-b"));
  CHECK(Daemon::eventually([&] { return phase(c, "s0", "team-b") == "Running"; }));

  // delete, then 404 as a value.
  for (const char* name : {"s0", "s1", "s2", "echo"}) REQUIRE(c.delete_workload(name, "team-b"));
  CHECK(Daemon::eventually([&] {
    auto w = c.get_workload("s1", "team-b");
    return !w && w.error().not_found();
  }));
  auto missing = c.get_workload("nope");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().not_found());
  CHECK(missing.error().kind == ApiError::Kind::http);

  // A bad request names the field.
  SubmitRequest too_much = training("bad", "team-a", "true", 0.5);
  too_much.spec.compute.gpu_portion_request = 1.5;
  auto bad = c.submit(too_much);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().http_status == 400);
  CHECK(bad.error().field.find("gpuPortionRequest") != std::string::npos);

  auto nodes = c.list_nodes();
  REQUIRE(nodes);
  CHECK(nodes->at(0).gpus == 4);
  auto pools = c.list_node_pools();
  REQUIRE(pools);
  CHECK_FALSE(pools->empty());
  d.stop();
}

TEST_CASE("libclient: no daemon answering is an error with the way to start one") {
  Daemon d;
  d.start();
  Client c = connect_to(d);
  REQUIRE(c.version());  // one connection, kept
  d.stop();
  auto v = c.version();
  REQUIRE_FALSE(v);
  CHECK(v.error().kind == ApiError::Kind::transport);
  CHECK(v.error().message == "no gpuq daemon is answering on unix://" + d.socket());
  CHECK(v.error().hint.find("gpuq daemon") != std::string::npos);
}
