// `gpuq node list|describe`, `gpuq nodepool list` and `gpuq top node|job`:
// the machine's nodes, pools and who holds each GPU.
#ifndef GPUQ_CLI_COMMANDS_NODE_COMMAND_H_
#define GPUQ_CLI_COMMANDS_NODE_COMMAND_H_

#include <iosfwd>
#include <vector>

#include "cli/app/app.h"
#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

void add_node_command(CLI::App& app, CommandRegistry& registry);

// `node list`'s and `node describe`'s flags and actions on a subcommand the
// caller made (runai v1's `gpuq list nodes`, `gpuq describe node [NODE]`).
// describe without a node (node_required false) shows every node.
void configure_node_list(CLI::App* cmd, CommandRegistry& registry);
void configure_node_describe(CLI::App* cmd, CommandRegistry& registry, bool node_required);
void add_nodepool_command(CLI::App& app, CommandRegistry& registry);
void add_top_command(CLI::App& app, CommandRegistry& registry);

// `gpuq top node`'s table: a row per holder of each GPU (one row with "-"
// for a free GPU): node, GPU index, model, project, workload, pod, the
// holder's portion, the GPU's allocated portion and memory used/total.
void print_gpu_top(std::ostream& out, const std::vector<client::Node>& nodes,
                   const OutputOptions& output);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_NODE_COMMAND_H_
