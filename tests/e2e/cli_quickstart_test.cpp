// The Run:ai over-quota quick start typed as a user types it, with the
// tables of `gpuq workload list` checked.
#include <doctest/doctest.h>

#include <map>

#include "cli_fixture.h"

using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::table_rows;

namespace {

// The rows of `gpuq workload list -A` keyed by workload name.
std::map<std::string, std::vector<std::string>> list_all(const Daemon& d,
                                                         std::vector<std::string>* header) {
  Run r = run_gpuq(d, "workload list -A");
  REQUIRE(r.code == 0);
  auto rows = table_rows(r.out);
  REQUIRE(!rows.empty());
  if (header != nullptr) *header = rows[0];
  std::map<std::string, std::vector<std::string>> out;
  for (std::size_t i = 1; i < rows.size(); ++i) out[rows[i][0]] = rows[i];
  return out;
}

}  // namespace

TEST_CASE("the Run:ai over-quota quick start typed with gpuq") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  d.project("team-b", 2);

  CHECK(run_gpuq(d, "submit a2 -g 2 -p team-a -- sleep 600").code == 0);
  CHECK(run_gpuq(d, "submit a1 -g 1 -p team-a -- sleep 600").code == 0);
  Run b1 = run_gpuq(d, "submit b1 -g 1 -p team-b -- sleep 600");
  CHECK(b1.code == 0);
  CHECK(b1.out.find("The training 'b1' has been submitted to project team-b.") !=
        std::string::npos);
  REQUIRE(Daemon::eventually([&] {
    return d.phase("a2") == "Running" && d.phase("a1") == "Running" && d.phase("b1") == "Running";
  }));

  std::vector<std::string> header;
  auto rows = list_all(d, &header);
  CHECK(header == std::vector<std::string>{"Workload", "Status", "Age", "Node", "Type", "Project",
                                           "User", "GPUs Alloc. (Req.)", "Pods Running (Pending)"});
  REQUIRE(rows.size() == 3);
  CHECK(rows["a2"][1] == "Running");
  CHECK(rows["a2"][4] == "Training");
  CHECK(rows["a2"][5] == "team-a");
  CHECK(rows["a2"][7] == "2 (2)");
  CHECK(rows["a2"][8] == "1 (0)");
  CHECK(rows["b1"][7] == "1 (1)");
  CHECK(rows["a1"][3] != "-");  // on a node

  // Fairness: team-b claims its quota, a1 goes back to Pending.
  CHECK(run_gpuq(d, "submit b2 -g 1 -p team-b -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("b2") == "Running"; }));
  REQUIRE(Daemon::eventually([&] { return d.phase("a1") == "Pending"; }));
  rows = list_all(d, nullptr);
  CHECK(rows["a1"][1] == "Pending");
  CHECK(rows["a1"][3] == "-");
  CHECK(rows["a1"][7] == "0 (1)");
  CHECK(rows["a1"][8] == "0 (1)");

  // The default table: the project's workloads only.
  Run team_a = run_gpuq(d, "workload list -p team-a");
  REQUIRE(team_a.code == 0);
  auto a_rows = table_rows(team_a.out);
  REQUIRE(a_rows.size() == 3);
  CHECK(a_rows[0] == std::vector<std::string>{"Workload", "Type", "Status", "Project",
                                              "Preemptible", "Running/Req. Pods", "GPU Alloc."});
  for (std::size_t i = 1; i < a_rows.size(); ++i) CHECK(a_rows[i][3] == "team-a");

  // describe says why a1 waits.
  Run why = run_gpuq(d, "workload describe a1 -p team-a");
  CHECK(why.code == 0);
  CHECK(why.out.find("Status:        Pending") != std::string::npos);
  CHECK(why.out.find("Why:") != std::string::npos);
  CHECK(why.out.find("Reclaimed") != std::string::npos);

  // a2 goes away: a1 runs again.
  Run del = run_gpuq(d, "workload delete -y a2 -p team-a");
  CHECK(del.code == 0);
  CHECK(del.out == "Workload a2 is being deleted.\n");
  CHECK(Daemon::eventually([&] { return d.phase("a1") == "Running"; }));
  rows = list_all(d, nullptr);
  CHECK(rows["a1"][1] == "Running");
  CHECK(rows.count("b2") == 1);
}
