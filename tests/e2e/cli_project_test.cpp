// `gpuq project ...` and `gpuq department ...` against a real daemon, typed
// as a user would: tables, --json/--yaml/-q/--no-headers, the default
// project stored by `project set`, and usage errors with exit code 2.
#include <doctest/doctest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "daemon_fixture.h"
#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;
using nlohmann::json;

TEST_CASE("gpuq project and department: create, list, describe, update, set, delete") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());

  Outcome o = gpuq("project create team-a --gpu-quota 2");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out == "project team-a created\n");
  o = gpuq("department create research --gpu-quota 4");
  CHECK_MESSAGE(o.code == 0, o.err);
  o = gpuq(
      "project create team-b --deserved-gpus 1 --gpu-limit 3 --over-quota-weight 2 "
      "--members alice,@ml --description \"the B team\" --department research");
  CHECK_MESSAGE(o.code == 0, o.err);

  o = gpuq("project list");
  CHECK(o.code == 0);
  CHECK(o.out.starts_with("Project"));
  CHECK(contains(o.out, "GPU Quota"));
  CHECK(contains(o.out, "Fair Share"));
  CHECK(contains(o.out, "\nteam-a "));
  CHECK(contains(o.out, "\nteam-b   research "));
  CHECK(gpuq("project list -q").out == "team-a\nteam-b\n");
  CHECK_FALSE(gpuq("project list --no-headers").out.starts_with("Project"));
  json list = json::parse(gpuq("project list --json").out);
  REQUIRE(list.is_array());
  REQUIRE(list.size() == 2);
  CHECK(list[1]["name"] == "team-b");
  CHECK(list[1]["parentName"] == "research");
  CHECK(list[1]["members"] == json({"alice", "@ml"}));
  CHECK(contains(gpuq("project list --yaml").out, "name: team-b"));

  o = gpuq("project describe team-b");
  CHECK(o.code == 0);
  CHECK(contains(o.out, "Department:    research"));
  CHECK(contains(o.out, "Members:       alice, @ml"));
  CHECK(contains(o.out, "the B team"));
  CHECK(contains(o.out, "Node Pool"));
  json b = json::parse(gpuq("project describe team-b -o json").out);
  CHECK(b["resources"][0]["gpu"]["deserved"] == 1.0);
  CHECK(b["resources"][0]["gpu"]["limit"] == 3.0);
  CHECK(b["resources"][0]["gpu"]["overQuotaWeight"] == 2.0);

  o = gpuq("project update team-a --gpu-quota 3 --priority 5");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out == "project team-a updated\n");
  json a = json::parse(gpuq("project describe team-a --json").out);
  CHECK(a["resources"][0]["gpu"]["deserved"] == 3.0);
  CHECK(a["priority"] == 5);
  o = gpuq("project update team-a --description renamed");  // quotas stay as they are
  CHECK(o.code == 0);
  a = json::parse(gpuq("project describe team-a --json").out);
  CHECK(a["resources"][0]["gpu"]["deserved"] == 3.0);
  CHECK(a["description"] == "renamed");

  CHECK(gpuq("department list -q").out == "research\n");
  json deps = json::parse(gpuq("department list --json").out);
  CHECK(deps[0]["resources"][0]["gpu"]["deserved"] == 4.0);
  CHECK(contains(gpuq("department describe research").out, "Kind:          department"));
  CHECK(gpuq("department update research --gpu-limit 6").code == 0);

  o = gpuq("project set team-a");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "project team-a configured successfully"));
  CHECK(contains(read_file(gpuq.config_file()), "project: team-a"));
  o = gpuq("project set nope");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "nope"));

  o = gpuq("project create gone");
  CHECK(o.code == 0);
  CHECK(gpuq("project delete gone").out == "project gone deleted\n");
  REQUIRE(gpuq("project create gone2").code == 0);
  CHECK(gpuq("project delete -y gone2").out == "project gone2 deleted\n");
  o = gpuq("project describe gone");
  CHECK(o.code == 1);
  CHECK(o.err.starts_with("gpuq: error: "));
}

TEST_CASE("gpuq project: usage errors exit 2 and say what is wrong") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());
  Outcome o = gpuq("project create");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "NAME"));
  o = gpuq("project create x --gpu-quota -3");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--gpu-quota"));
  o = gpuq("project create x --gpu-quota lots");
  CHECK(o.code == 2);
  // CLI11 reads these as numbers; JSON cannot carry them (inf became 0).
  o = gpuq("project create x --gpu-quota inf");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "expected a number, got inf (field: --gpu-quota)"));
  o = gpuq("project create x --gpu-quota 1 --gpu-limit nan");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "got nan (field: --gpu-limit)"));
  CHECK(gpuq("project list -q").out.find("x\n") == std::string::npos);
  o = gpuq("project create x --memory-quota 12 apples");
  CHECK(o.code == 2);
  o = gpuq("project create x --memory-quota lots");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--memory-quota"));
  // The daemon's check, named by the flags typed rather than the API's fields.
  o = gpuq("project create x --gpu-quota 2 --gpu-limit 1");
  CHECK(o.code == 2);
  CHECK(o.err ==
        "gpuq: error: must be at least the quota (deserved), or -1 (field: --gpu-limit)\n");
  o = gpuq("project create x --gpu-quotaa 2");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "did you mean '--gpu-quota'?"));
  CHECK(contains(o.err, "gpuq project create --help"));
  o = gpuq("projetc list");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "did you mean 'project'?"));
  o = gpuq("project");
  CHECK(o.code == 2);
  o = gpuq("project create x --node-pool-name default");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--node-pool-name"));
  o = gpuq("project create dup");
  CHECK(o.code == 0);
  o = gpuq("project create dup");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "dup"));
}

TEST_CASE("gpuq project: members no one answers to are taken, with a warning for each") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());
  Outcome o = gpuq("project create p1 --members root,@root,nosuchuser9,@nosuchgroup9");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  CHECK(o.err ==
        "Warning: no user nosuchuser9 on this machine, nor a token acting as it\n"
        "Warning: no group nosuchgroup9 on this machine\n");
  CHECK(contains(gpuq("project describe p1").out, "nosuchuser9"));
  // libcurl's transport reads them too; what names no member says nothing.
  o = gpuq.shell("GPUQ_TRANSPORT=curl gpuq project update p1 --members 'odd\"name'");
  CHECK(o.code == 0);
  CHECK(o.err == "Warning: no user odd\"name on this machine, nor a token acting as it\n");
  o = gpuq("project update p1 --description quiet");
  CHECK(o.code == 0);
  CHECK(o.err.empty());
  // A token's user is someone, account or not.
  REQUIRE(gpuq("daemon token create ci --user robot").code == 0);
  o = gpuq("project create p2 --members robot");
  CHECK(o.code == 0);
  CHECK(o.err.empty());
}

TEST_CASE("gpuq project list: a daemon that is not running") {
  GpuqRunner gpuq("/tmp/gpuq-no-such-dir/gpuq.sock");
  Outcome o = gpuq("project list");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "gpuq daemon"));
  CHECK(o.out.empty());
}
