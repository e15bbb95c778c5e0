// `gpuq workload list` asks the daemon only for the fields its columns show
// (?fields=) and reads them with the SAX reader. Every column must read the
// same as from whole items, for workloads of every shape on a real daemon.
#include <doctest/doctest.h>

#include "cli/workload/workload_table.h"
#include "daemon_fixture.h"
#include "gpuq/client.h"

using gpuq::test::Daemon;
using namespace gpuq::client;

TEST_CASE("workload list: each column reads the same through ?fields= as from whole items") {
  Daemon d;
  d.start();
  TransportOptions options;
  options.server = *Server::parse("unix://" + d.socket());
  auto client = Client::connect(options);
  REQUIRE(client);
  ProjectRequest research;
  research.name = "research";
  REQUIRE(client->create_department(research));
  d.project("team-a", 2);
  ProjectRequest team_b;
  team_b.name = "team-b";
  team_b.parent = "research";
  REQUIRE(client->create_project(team_b));

  d.submit("whole", "team-a", 2, "sleep 600");
  d.submit("half", "team-a", 0.5, "sleep 600", {{"image", "pytorch:2"}});
  d.submit("gang", "team-b", 1, "sleep 600", {{"parallelism", 2}, {"completions", 2}});
  d.submit("waits", "team-b", 4, "sleep 600");
  d.submit("done", "team-a", 0, "true");
  REQUIRE(Daemon::eventually(
      [&] { return d.phase("whole") == "Running" && d.phase("done") == "Completed"; }));

  WorkloadListQuery query;
  query.limit = 0;
  auto whole = client->list_all_workloads(query);
  REQUIRE(whole);
  REQUIRE(whole->items.size() == 5);
  for (const std::string& column : gpuq::cli::kAllWorkloadColumns) {
    INFO(column);
    query.fields = gpuq::cli::workload_fields({column});
    CHECK_FALSE(query.fields.empty());
    std::vector<std::string> cells;
    std::vector<std::string> expected;
    auto total = client->for_each_workload(query, [&](Workload&& w) {
      // Both cells at once: Age reads the clock, and a second may end
      // between two requests (it did, under AddressSanitizer).
      if (expected.size() < whole->items.size()) {
        expected.push_back(gpuq::cli::workload_cell(whole->items[expected.size()], column));
      }
      cells.push_back(gpuq::cli::workload_cell(w, column));
      return true;
    });
    REQUIRE(total);
    CHECK(*total == 5);
    REQUIRE(cells.size() == whole->items.size());
    CHECK(cells == expected);
  }

  // A field the items do not have is the caller's mistake, named.
  query.fields = {"name", "nmae"};
  auto refused = client->for_each_workload(query, [](Workload&&) { return true; });
  REQUIRE_FALSE(refused);
  CHECK(refused.error().http_status == 400);
  CHECK(refused.error().field == "fields");
  CHECK(refused.error().message.find("\"nmae\"") != std::string::npos);
}
