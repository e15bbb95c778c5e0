#include "cli/workload/submit_command.h"

#include <memory>

#include "cli/workload/submit_flags.h"
#include "cli/workload/submit_run.h"

namespace gpuq::cli {
namespace {

constexpr const char* kSubmitExamples = R"(Examples:
  gpuq submit a2 -g 2 -p team-a -- python train.py --epochs 10
      a training of 2 GPUs in project team-a
  gpuq submit -g 0.5 -- python eval.py
      half a GPU, in the default project, named job-xxxxx
  gpuq submit nb1 --interactive --preemptible -g 1 -- jupyter lab
      a workspace that may run above quota and be reclaimed
  gpuq submit a1 -g 1 --gpu-memory 20Gi -e EPOCHS=3 --wait -- ./train.sh
      20 GiB of one GPU; wait until it runs, showing each phase
  gpuq submit a1 -g 1 --wait-for completion -- python train.py && ./evaluate.sh
      block until it ends: exit 0 when it completed, 1 when it failed
  gpuq submit -q --name-prefix sweep --completions 8 --parallelism 2 -- ./trial.sh
      8 runs, 2 at a time; print only the generated name

Without -p, the project is GPUQ_PROJECT or the context's (gpuq project set NAME).
Exit codes: 0 submitted, 1 refused by the daemon (or failed, with --wait or
--wait-for), 2 usage error. --wait returns once it runs; --wait-for completion
once it ended.)";

}  // namespace

void add_submit_command(CLI::App& app, CommandRegistry& registry) {
  auto flags = std::make_shared<SubmitFlags>();
  flags->type = client::WorkloadType::training;
  flags->default_prefix = "job";
  flags->v1 = true;
  CLI::App* cmd = app.add_subcommand(
      "submit",
      "Submit a workload (runai v1 style): a training, or with --interactive a workspace");
  add_name_and_command(cmd, *flags);
  add_v1_submit_flags(cmd, *flags);
  cmd->footer(kSubmitExamples);
  registry.add(cmd, [flags, &registry] { return run_submit(*flags, registry.globals()); });
}

}  // namespace gpuq::cli
