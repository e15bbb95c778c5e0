// examples/python-train as a researcher runs it: a virtualenv made in the
// project's directory, a module importable only inside it, and
// `gpuq submit -- python train.py` typed there.
#include <doctest/doctest.h>

#include <filesystem>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;

TEST_CASE("the Python example runs from its directory with its virtualenv") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string proj = d.dir() + "/python-train";
  std::filesystem::copy(std::string(GPUQ_SOURCE_DIR) + "/examples/python-train", proj,
                        std::filesystem::copy_options::recursive);
  auto shell = [&](const std::string& line) {
    return run_shell("unix://" + d.socket(), d.dir() + "/config-home", d.dir(), line, 120);
  };
  Run venv = shell(proj + "/setup-venv.sh");
  REQUIRE_MESSAGE(venv.code == 0, venv.err);
  // Outside the virtualenv the module is not there: the test would pass
  // for the wrong reason otherwise.
  CHECK(shell("cd " + proj + " && python3 -c 'import trainkit'").code != 0);

  Run submitted = shell("cd " + proj + " && . .venv/bin/activate && " +
                        "gpuq submit fit -p team-a -g 1 -e EPOCHS=20 -- python train.py");
  REQUIRE_MESSAGE(submitted.code == 0, submitted.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("fit") == "Completed"; }, 60));
  const std::string log = run_gpuq(d, "logs fit -p team-a").out;
  CHECK_MESSAGE(contains(log, "from " + proj + "/.venv"), log);
  CHECK(contains(log, "workload fit on GPUs GPU-"));
  CHECK(contains(log, "epoch 20/20"));
  CHECK(contains(log, R"({"w": 2.997, "b": 1.999})"));
  CHECK(std::filesystem::exists(proj + "/checkpoint.json"));  // written where it was submitted

  // Without the submitting shell's environment, `python` is not the
  // virtualenv's: the pod fails, and says why in its log.
  Run bare =
      shell("cd " + proj + " && . .venv/bin/activate && " +
            "gpuq submit bare -p team-a --export NONE --backoff-limit 0 -- " + "python3 train.py");
  REQUIRE_MESSAGE(bare.code == 0, bare.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("bare") == "Failed"; }, 60));
  CHECK(contains(run_gpuq(d, "logs bare -p team-a").out, "No module named 'trainkit'"));
}
