// `gpuq port-forward NAME --port LOCAL:POD` (and under `gpuq workload` and
// each type's group): local ports that reach a pod's ports, as kubectl
// port-forward does. Each accepted connection opens its own gpuq-tcp.v1
// stream (Client::port_forward) on a client of its own, copied both ways by
// a thread of its own, until either side closes; Ctrl-C stops it all.
#ifndef GPUQ_CLI_WORKLOAD_PORT_FORWARD_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_PORT_FORWARD_COMMAND_H_

#include <optional>
#include <string>

#include "cli/app/app.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct PortPair {
  int local = 0;  // 0: one the system picks
  int pod = 0;
};

// --port: "LOCAL:POD", "POD" (the same port here) or ":POD" (any port here).
// Errors (usage, field --port) name the text.
client::ApiResult<PortPair> parse_port_pair(const std::string& text);

// port-forward under `group` (the app itself for the top-level one),
// scoped to `only` when set.
void add_port_forward_verb(CLI::App* group, CommandRegistry& registry,
                           std::optional<client::WorkloadType> only);

void add_port_forward_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_PORT_FORWARD_COMMAND_H_
