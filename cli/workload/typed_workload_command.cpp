#include "cli/workload/typed_workload_command.h"

#include <memory>
#include <string>

#include "cli/app/on_demand.h"
#include "cli/workload/distributed_command.h"
#include "cli/workload/inference_update_command.h"
#include "cli/workload/submit_flags.h"
#include "cli/workload/submit_run.h"
#include "cli/workload/workload_command.h"

namespace gpuq::cli {
namespace {

using client::WorkloadType;

std::string submit_examples(WorkloadType type) {
  const std::string t(client::to_string(type));
  std::string text = "Examples:\n  gpuq " + t + " submit a1 -p team-a -g 1 -- python train.py\n" +
                     "      one GPU in project team-a\n" + "  gpuq " + t +
                     " submit --gpu-portion-request 0.5 -e LR=0.1 -- ./run.sh\n" +
                     "      half a GPU; the name is generated (" + t + "-xxxxx)\n" + "  gpuq " + t +
                     " submit a1 -g 1 --wait -- python train.py\n" +
                     "      wait until it runs, showing each phase\n" + "  gpuq " + t +
                     " submit -f a1.yaml -g 2\n" +
                     "      from a spec file (YAML or JSON); -g overrides its GPUs\n";
  if (type == WorkloadType::training) {
    text +=
        "  gpuq training submit sweep --runs 8 --parallelism 2 -- ./trial.sh\n"
        "      8 successful runs, 2 at a time\n";
  }
  if (type == WorkloadType::workspace) {
    text +=
        "  gpuq workspace submit nb --preemptible -g 1 -- jupyter lab\n"
        "      may go above quota and be reclaimed\n";
  }
  text +=
      "Exit codes: 0 submitted (with --wait: Running or Completed), 1 refused or failed,\n"
      "2 usage error.";
  return text;
}

// submit and the workload verbs of one type among `verbs`' subcommands.
void add_typed_verbs(OnDemand& verbs, CommandRegistry& registry, WorkloadType type) {
  CLI::App* group = &verbs.group();
  verbs.add({"submit"}, [group, &registry, type] {
    const std::string t(client::to_string(type));
    auto flags = std::make_shared<SubmitFlags>();
    flags->type = type;
    flags->default_prefix = t;
    const char* article = type == WorkloadType::inference ? "an " : "a ";
    CLI::App* submit =
        group->add_subcommand("submit", "Submit " + (article + t) + " (runai v2 flags)");
    add_name_and_command(submit, *flags);
    add_v2_submit_flags(submit, *flags, type);
    submit->footer(submit_examples(type));
    registry.add(submit, [flags, &registry] { return run_submit(*flags, registry.globals()); });
  });
  add_workload_verbs(verbs, registry, type);
}

void add_typed_group(CLI::App& app, CommandRegistry& registry, WorkloadType type,
                     const char* description) {
  const std::string t(client::to_string(type));
  CLI::App* group = app.add_subcommand(t, description);
  group->require_subcommand(1);
  // Each subcommand is built when the command line needs it (on_demand.h):
  // the whole of `gpuq training` has submit, with every flag, seven times.
  OnDemand subcommands(registry, *group);
  add_typed_verbs(subcommands, registry, type);
  if (type == WorkloadType::inference) {
    subcommands.add({"update"}, [group, &registry] { add_inference_update_verb(group, registry); });
  }
  std::string examples = "Examples:\n  gpuq " + t + " submit a1 -g 1 -- python train.py\n  gpuq " +
                         t + " list\n  gpuq " + t + " logs a1 -f";
  if (type == WorkloadType::training) {
    // runai v2 spells the plain training `training standard`; the
    // distributed frameworks are its siblings there.
    subcommands.add({"standard"}, [group, &registry, type] {
      CLI::App* standard = group->add_subcommand(
          "standard",
          "The same verbs, as runai v2 spells them (gpuq training standard submit ...)");
      standard->require_subcommand(1);
      OnDemand verbs(registry, *standard);
      add_typed_verbs(verbs, registry, type);
      verbs.build();
      standard->footer(
          "Examples:\n  gpuq training standard submit a1 -g 1 -- python train.py\n"
          "  gpuq training standard list\n"
          "Each verb is the same as without 'standard'.");
    });
    examples += "\n  gpuq training standard submit a1 -g 1 -- python train.py";
    add_framework_groups(subcommands, registry);
    examples += "\n  gpuq training pytorch submit ddp --workers 3 -g 1 -- python train.py";
  }
  subcommands.build();
  group->footer(examples);
}

}  // namespace

void add_training_command(CLI::App& app, CommandRegistry& registry) {
  add_typed_group(app, registry, WorkloadType::training,
                  "Trainings: preemptible batch work that may run above quota");
}

void add_workspace_command(CLI::App& app, CommandRegistry& registry) {
  add_typed_group(app, registry, WorkloadType::workspace,
                  "Workspaces: interactive work, within quota unless --preemptible");
}

void add_inference_command(CLI::App& app, CommandRegistry& registry) {
  add_typed_group(app, registry, WorkloadType::inference,
                  "Inference: serving, never preempted, within quota");
}

}  // namespace gpuq::cli
