#include "cli/workload/distributed_command.h"

#include <memory>
#include <string>

#include "cli/app/validators.h"
#include "cli/workload/submit_flags.h"
#include "cli/workload/submit_run.h"
#include "cli/workload/workload_command.h"

namespace gpuq::cli {
namespace {

struct Framework {
  const char* command;  // pytorch
  const char* alias;    // tf, or nullptr
  const char* api;      // PyTorch: spec.distributedFramework
  const char* told;     // what the pods are told, for the help
};

constexpr Framework kPyTorch{"pytorch", nullptr, "PyTorch",
                             "MASTER_ADDR, MASTER_PORT, WORLD_SIZE, RANK, LOCAL_RANK"};
constexpr Framework kTensorFlow{"tensorflow", "tf", "TF", "TF_CONFIG"};
constexpr Framework kXGBoost{"xgboost", nullptr, "XGBoost",
                             "MASTER_ADDR, MASTER_PORT, WORLD_SIZE, RANK, DMLC_TRACKER_*"};
constexpr Framework kJax{"jax", nullptr, "JAX",
                         "JAX_COORDINATOR_ADDRESS, JAX_NUM_PROCESSES, JAX_PROCESS_ID"};
constexpr Framework kMpi{"mpi", nullptr, "MPI", "(refused: no mpirun launcher here yet)"};

// --workers, --no-master, --min-replicas, --max-replicas.
void add_shape_flags(CLI::App* submit, SubmitFlags& flags) {
  submit->add_option("--workers", flags.workers, "Workers besides the master (default 1)")
      ->check(at_least(1));
  submit->add_flag("--no-master", flags.no_master, "No master pod: the workers alone");
  submit
      ->add_option("--min-replicas", flags.min_replicas,
                   "Elastic: start once this many workers fit (default: all of them)")
      ->check(at_least(1));
  submit
      ->add_option("--max-replicas", flags.max_replicas,
                   "Elastic: at most this many workers (recorded)")
      ->check(at_least(1));
}

void add_framework_group(CLI::App* parent, CommandRegistry& registry, const Framework& fw,
                         const std::string& prefix) {
  const bool refused = &fw == &kMpi;
  CLI::App* group = parent->add_subcommand(
      fw.command, std::string("Distributed ") + fw.api +
                      (refused ? " trainings: not yet (no mpirun launcher here); refused at submit"
                               : " trainings: a master and workers started together"));
  if (fw.alias != nullptr) group->alias(fw.alias);
  group->require_subcommand(1);
  auto flags = std::make_shared<SubmitFlags>();
  flags->type = client::WorkloadType::training;
  flags->default_prefix = fw.command;
  flags->framework = fw.api;
  CLI::App* submit = group->add_subcommand(
      "submit", std::string("Submit a distributed ") + fw.api + " training (runai v2 flags)");
  add_name_and_command(submit, *flags);
  add_v2_submit_flags(submit, *flags, client::WorkloadType::training);
  add_shape_flags(submit, *flags);
  const std::string p = prefix + fw.command;
  submit->footer(
      "Examples:\n  " + p + " submit ddp -p team-a --workers 3 -g 1 -- python train.py\n" +
      "      a master and 3 workers, one GPU each, started together\n  " + p +
      " submit ddp --no-master --workers 2 -- python train.py\n" +
      "Each pod is told its role (GPUQ_ROLE master|worker, GPUQ_ROLE_INDEX) and " + fw.told + ".");
  registry.add(submit, [flags, &registry] { return run_submit(*flags, registry.globals()); });
  OnDemand verbs(registry, *group);
  add_workload_verbs(verbs, registry, client::WorkloadType::training);
  verbs.build();
  group->footer("Examples:\n  " + p + " submit ddp -p team-a --workers 3 -- python train.py\n  " +
                p + " list\n  " + p + " logs ddp --pod 1");
}

}  // namespace

void add_framework_groups(OnDemand& training, CommandRegistry& registry) {
  CLI::App* group = &training.group();
  for (const Framework* fw : {&kPyTorch, &kTensorFlow, &kXGBoost, &kJax, &kMpi}) {
    const std::string_view alias = fw->alias != nullptr ? fw->alias : fw->command;
    training.add({fw->command, alias}, [group, &registry, fw] {
      add_framework_group(group, registry, *fw, "gpuq training ");
    });
  }
}

void add_pytorch_command(CLI::App& app, CommandRegistry& registry) {
  add_framework_group(&app, registry, kPyTorch, "gpuq ");
}
void add_tensorflow_command(CLI::App& app, CommandRegistry& registry) {
  add_framework_group(&app, registry, kTensorFlow, "gpuq ");
}
void add_xgboost_command(CLI::App& app, CommandRegistry& registry) {
  add_framework_group(&app, registry, kXGBoost, "gpuq ");
}
void add_mpi_command(CLI::App& app, CommandRegistry& registry) {
  add_framework_group(&app, registry, kMpi, "gpuq ");
}

void add_submit_dist_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand(
      "submit-dist",
      "Submit a distributed training (runai v1: submit-dist pytorch|tf|xgboost|mpi)");
  group->require_subcommand(1);
  for (const Framework* fw : {&kPyTorch, &kTensorFlow, &kXGBoost, &kMpi}) {
    auto flags = std::make_shared<SubmitFlags>();
    flags->v1 = true;
    flags->type = client::WorkloadType::training;
    flags->default_prefix = fw->command;
    flags->framework = fw->api;
    const std::string name = fw->alias != nullptr ? fw->alias : fw->command;
    CLI::App* submit = group->add_subcommand(
        name, std::string("Submit a distributed ") + fw->api + " training (runai v1 flags)");
    if (fw->alias != nullptr) submit->alias(fw->command);
    add_name_and_command(submit, *flags);
    add_v1_submit_flags(submit, *flags);
    add_shape_flags(submit, *flags);
    submit->footer("Examples:\n  gpuq submit-dist " + name +
                   " ddp -p team-a --workers 2 -g 1 -- python train.py\n"
                   "The same as gpuq training " +
                   fw->command + " submit.");
    registry.add(submit, [flags, &registry] { return run_submit(*flags, registry.globals()); });
  }
  group->footer(
      "Examples:\n  gpuq submit-dist pytorch ddp --workers 2 -g 1 -- python train.py\n"
      "  gpuq submit-dist tf tfjob --workers 1 -- python train.py");
}

}  // namespace gpuq::cli
