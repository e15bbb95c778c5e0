// runai v1's top-level verbs, on the same runners as `gpuq workload ...`,
// `gpuq node ...` and `gpuq project ...`:
//
//   gpuq list [jobs|nodes|projects]        jobs when no noun is given (-A: every project)
//   gpuq describe job NAME | node [NODE]
//   gpuq delete|suspend|resume [job] NAME...
//
// In delete, suspend and resume a first word "job" or "jobs" followed by at
// least one more name is runai's noun, not a workload: `gpuq delete job b1`
// deletes b1, and `gpuq delete job` deletes a workload named "job".
#ifndef GPUQ_CLI_WORKLOAD_V1_VERBS_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_V1_VERBS_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_list_command(CLI::App& app, CommandRegistry& registry);
void add_describe_command(CLI::App& app, CommandRegistry& registry);
void add_delete_command(CLI::App& app, CommandRegistry& registry);
void add_suspend_command(CLI::App& app, CommandRegistry& registry);
void add_resume_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_V1_VERBS_COMMAND_H_
