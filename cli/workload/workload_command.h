// `gpuq workload list|describe|delete|suspend|resume|wait|logs|attach|exec|bash|port-forward`,
// and the same verbs for one type (`gpuq training list` ...), added by
// add_workload_verbs().
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_COMMAND_H_

#include <optional>

#include "cli/app/app.h"
#include "cli/app/on_demand.h"
#include "gpuq/types.h"

namespace gpuq::cli {

// Lists list, describe, delete, suspend, resume, wait, logs, attach, exec,
// bash and port-forward among `verbs`' subcommands, scoped to `only` when
// set (unscoped, logs is `gpuq logs`, --type included); `verbs.build()`
// adds those the command line needs.
void add_workload_verbs(OnDemand& verbs, CommandRegistry& registry,
                        std::optional<client::WorkloadType> only);

void add_workload_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_COMMAND_H_
