// `gpuq node list`, `gpuq nodepool list` and `gpuq top node`: the machine's
// nodes, pools and who holds each GPU.
#ifndef GPUQ_CLI_COMMANDS_NODE_COMMAND_H_
#define GPUQ_CLI_COMMANDS_NODE_COMMAND_H_

#include <iosfwd>
#include <vector>

#include "cli/app/app.h"
#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

void add_node_command(CLI::App& app, CommandRegistry& registry);
void add_nodepool_command(CLI::App& app, CommandRegistry& registry);
void add_top_command(CLI::App& app, CommandRegistry& registry);

// `gpuq top node`'s table: a row per holder of each GPU (one row with "-"
// for a free GPU): node, GPU index, model, project, workload, pod, the
// holder's portion, the GPU's allocated portion and memory used/total.
void print_gpu_top(std::ostream& out, const std::vector<client::Node>& nodes,
                   const OutputOptions& output);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_NODE_COMMAND_H_
