// Distributed trainings, in runai's spellings: `gpuq training pytorch|
// tensorflow|xgboost|jax|mpi submit|list|describe|...` and the top-level
// `gpuq pytorch|tensorflow|xgboost|mpi ...`. Submit takes the v2 training
// flags and --workers N, --no-master, --min-replicas, --max-replicas; the
// workload is a gang of a master and N workers (api/distributed_spec.h).
#ifndef GPUQ_CLI_WORKLOAD_DISTRIBUTED_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_DISTRIBUTED_COMMAND_H_

#include "cli/app/app.h"
#include "cli/app/on_demand.h"

namespace gpuq::cli {

// Lists the framework groups among `training`'s subcommands (on_demand.h).
void add_framework_groups(OnDemand& training, CommandRegistry& registry);
// Top-level aliases.
void add_pytorch_command(CLI::App& app, CommandRegistry& registry);
void add_tensorflow_command(CLI::App& app, CommandRegistry& registry);
void add_xgboost_command(CLI::App& app, CommandRegistry& registry);
void add_mpi_command(CLI::App& app, CommandRegistry& registry);
// runai v1's `gpuq submit-dist pytorch|tf|xgboost|mpi NAME ...` (v1 flags).
void add_submit_dist_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_DISTRIBUTED_COMMAND_H_
