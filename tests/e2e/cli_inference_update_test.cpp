// gpuq inference update, typed as a user types it, against a real daemon:
// the pod restarts with the new command, environment and GPUs; what cannot
// be updated is refused with a reason and the right exit code.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using nlohmann::json;

namespace {

bool log_has(const Daemon& d, const std::string& text) {
  const Run logs = run_gpuq(d, "inference logs serve -p team-a");
  return logs.code == 0 && contains(logs.out, text);
}

}  // namespace

TEST_CASE("inference update restarts the pod with the new command, environment and GPUs") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d,
                   "inference submit serve -p team-a -g 1 -e A=1 -e B=2 -- "
                   "sh -c 'echo v1 A=$A B=$B C=$C; sleep 600'")
              .code == 0);
  REQUIRE(Daemon::eventually([&] { return log_has(d, "v1 A=1 B=2 C=\n"); }));

  const Run updated = run_gpuq(d,
                               "inference update serve -p team-a -e B=3 -e C=4 -g 0.5 -- "
                               "sh -c 'echo v2 A=$A B=$B C=$C; sleep 600'");
  CHECK(updated.code == 0);
  CHECK(contains(updated.out, "The inference 'serve' in project team-a has been updated"));
  // A= was kept, B= changed, C= added; the first run's line is still there.
  CHECK(Daemon::eventually([&] { return log_has(d, "v2 A=1 B=3 C=4\n"); }));
  CHECK(log_has(d, "v1 A=1 B=2 C=\n"));
  CHECK(Daemon::eventually([&] { return d.phase("serve") == "Running"; }));
  const json w = json::parse(run_gpuq(d, "workload describe serve -p team-a -o json").out);
  CHECK(w["allocatedResources"]["gpu"] == 0.5);
  REQUIRE(w["pods"].size() == 1);
  CHECK(w["pods"][0]["attempts"] == 2);  // started once per spec
  const Run describe = run_gpuq(d, "workload describe serve -p team-a");
  CHECK(contains(describe.out, "Updated"));
  CHECK(contains(describe.out, "1 pod restarts with the new spec"));

  const Run quiet = run_gpuq(d, "-q inference update serve -p team-a -i vllm/vllm-openai:v0.6.0");
  CHECK(quiet.code == 0);
  CHECK(quiet.out == "serve\n");
}

TEST_CASE("inference update refuses what it cannot do, with the reason") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "inference submit serve -p team-a -g 1 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "training submit t1 -p team-a -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("serve") == "Running"; }));

  const Run nothing = run_gpuq(d, "inference update serve -p team-a");
  CHECK(nothing.code == 2);
  CHECK(contains(nothing.err, "nothing to update"));
  const Run too_big = run_gpuq(d, "inference update serve -p team-a -g 8");
  CHECK(too_big.code == 1);
  CHECK(contains(too_big.err, "it could never run on this machine: a pod asks for 8 GPUs"));
  CHECK(contains(too_big.err, "--allow-pending"));
  const Run missing = run_gpuq(d, "inference update nope -p team-a -e A=1");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "no workload nope"));
  const Run bad_env = run_gpuq(d, "inference update serve -p team-a -e NOVALUE");
  CHECK(bad_env.code == 2);
  CHECK(contains(bad_env.err, "-e"));
  const Run bad_dir = run_gpuq(d, "inference update serve -p team-a --working-dir /nonexistent");
  CHECK(bad_dir.code != 0);
  CHECK(contains(bad_dir.err, "/nonexistent"));
  const Run training = run_gpuq(d, "training update t1 -p team-a -e A=1");
  CHECK(training.code == 2);

  // Nothing refused touched the pod.
  const json w = json::parse(run_gpuq(d, "workload describe serve -p team-a -o json").out);
  CHECK(w["pods"][0]["attempts"] == 1);
  CHECK_FALSE(contains(run_gpuq(d, "workload describe serve -p team-a").out, "Updated"));
}
