// `gpuq compute-resource create|list|describe|rename|delete`:
// Run:ai's compute resource assets, named templates of per-pod compute that
// `--compute NAME` on submit starts from (flags given on the command line
// override the asset's values).
//
// create: --scope cluster|department|project (default: project with -p,
// department with --department, else cluster), --description,
// --gpu-devices N, --gpu-memory-request 50%|20G|2000M (a percentage of a
// device, or an amount: the memory request type), --gpu-memory-limit,
// --mig-profile 1g.10gb, --cpu-core-request 0.5|500m, --cpu-core-limit,
// --cpu-memory-request, --cpu-memory-limit, --large-shm, --extended-resource
// NAME=QTY (repeatable), --from EXISTING (copy its spec and description, then
// apply the flags: "copy and edit"). The daemon checks every rule and names
// the flag's field when one is broken.
//
// Exit codes as app.h says: 2 for usage errors and rules broken by the
// flags, 1 for anything else that fails.
#ifndef GPUQ_CLI_COMMANDS_COMPUTE_RESOURCE_COMMAND_H_
#define GPUQ_CLI_COMMANDS_COMPUTE_RESOURCE_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_compute_resource_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_COMPUTE_RESOURCE_COMMAND_H_
