// Completion in a real bash: the script `gpuq completion bash` prints is
// sourced, `complete -p gpuq` shows it is registered, and COMP_WORDS/
// COMP_CWORD simulations check that commands, flags, fixed values and live
// project and workload names (from a running daemon) are offered. Also the
// zsh and fish scripts, the hidden `gpuq __complete`, and the generated
// docs.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "daemon_fixture.h"
#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;

namespace {

// Runs `body` in bash after sourcing the completion script, with a helper
// `at WORDS...` that prints what completing the last word offers.
Outcome in_bash(const GpuqRunner& gpuq, const std::string& body) {
  const std::string file = gpuq.config_home() + "/completion-test.sh";
  std::ofstream(file) << "source <(gpuq completion bash) || exit 9\n"
                         "at() { COMP_WORDS=(\"$@\"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1));\n"
                         "  COMPREPLY=(); _gpuq; echo \"${COMPREPLY[*]}\"; }\n"
                      << body;
  return gpuq.shell("bash --norc --noprofile " + file);
}

}  // namespace

TEST_CASE("bash completion offers commands, flags, values and live names from the daemon") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  d.project("team-b", 1);
  d.submit("train-x", "team-a", 1, "sleep 600");
  GpuqRunner gpuq(d.socket());

  Outcome o = in_bash(gpuq,
                      "complete -p gpuq\n"
                      "at gpuq proj\n"
                      "at gpuq project ''\n"
                      "at gpuq project create x --gpu-q\n"
                      "at gpuq project describe ''\n"
                      "at gpuq project describe team-\n"
                      "at gpuq node list -o ''\n"
                      "at gpuq top node --js\n"
                      "at gpuq --context ''\n"
                      "at gpuq completion ''\n"
                      "at gpuq workload wait x --for ''\n");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out ==
        "complete -F _gpuq gpuq\n"
        "project\n"
        "list ls describe create update delete set\n"
        "--gpu-quota\n"
        "team-a team-b\n"
        "team-a team-b\n"
        "table json yaml\n"
        "--json\n"
        "default\n"
        "bash zsh fish\n"
        "running completion deletion\n");

  // Flags that take project names, wherever they are.
  o = in_bash(gpuq, "at gpuq -p ''\nat gpuq node list --project team-b\n");
  CHECK(o.out == "team-a team-b\nteam-b\n");
  // Workload names, where a workload command exists .
  o = gpuq("__complete workloads");
  CHECK(o.code == 0);
  CHECK(o.out == "train-x\n");
  CHECK(gpuq("__complete nodepools").out == "default\n");
  CHECK(gpuq("__complete projects").out == "team-a\nteam-b\n");
}

TEST_CASE("__complete prints nothing when no daemon answers, the scripts print") {
  GpuqRunner gpuq("/tmp/gpuq-no-such-dir/gpuq.sock");
  Outcome o = gpuq("__complete projects");
  CHECK(o.code == 0);
  CHECK(o.out.empty());
  CHECK(o.err.empty());
  o = in_bash(gpuq, "at gpuq project describe ''\n");
  CHECK(o.out == "\n");
  CHECK(gpuq("completion zsh").out.starts_with("#compdef gpuq\n"));
  CHECK(contains(gpuq("completion fish").out, "complete -c gpuq"));
  o = gpuq("completion tcsh");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "tcsh"));
}

TEST_CASE("__generate-docs writes man pages and completions that man can read") {
  GpuqRunner gpuq("");
  const std::string dir = gpuq.config_home() + "/docs";
  Outcome o = gpuq("__generate-docs " + dir);
  CHECK_MESSAGE(o.code == 0, o.err);
  for (const char* file : {"man/gpuq.1", "man/gpuq-project.1", "man/gpuq-config.1",
                           "completions/gpuq.bash", "completions/_gpuq", "completions/gpuq.fish"}) {
    CHECK_MESSAGE(std::filesystem::exists(dir + "/" + file), file);
  }
  o = gpuq.shell("bash -n " + dir + "/completions/gpuq.bash");
  CHECK_MESSAGE(o.code == 0, o.err);
  if (std::filesystem::exists("/usr/bin/man")) {
    o = gpuq.shell("MANWIDTH=100 man -l " + dir + "/man/gpuq.1 2>&1 | cat");
    CHECK(contains(o.out, "EXIT STATUS"));
    CHECK(contains(o.out, "GPUQ_CONTEXT"));
  }
}
