// `gpuq inference update NAME [flags] [-- COMMAND ARGS...]`: runai v2's
// update of an inference in place. The flags given replace the spec's values
// (-e merges by name), and its running pods restart with the result.
#ifndef GPUQ_CLI_WORKLOAD_INFERENCE_UPDATE_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_INFERENCE_UPDATE_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

// Adds `update` under `group` (the inference group).
void add_inference_update_verb(CLI::App* group, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_INFERENCE_UPDATE_COMMAND_H_
