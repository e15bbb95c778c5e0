// `gpuq simulate FILE... [-o table|json|yaml] [--cycles N] [--check]`: runs
// scenario files (spec/scenarios.md) through the placement core, with no
// daemon, and prints the decisions.
//
// Output: a table per file (default), or JSON/YAML: the per-file object for
// one file, an array of them for several. `--check` compares every expect
// block: each mismatch goes to stderr as "FILE:LINE: step N: ...", then one
// "PASS FILE" or "FAIL FILE" line per file on stdout; the decisions are
// printed too only when -o is given. Exit codes: 0 (all expectations met, or
// no --check), 1 (a mismatch under --check), 2 (a file that cannot be read or
// loaded, or a step that cannot be carried out: nothing is printed but the
// errors, "gpuq: error: FILE:LINE: key: message").
#ifndef GPUQ_CLI_COMMANDS_SIMULATE_COMMAND_H_
#define GPUQ_CLI_COMMANDS_SIMULATE_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

// Adds `simulate` to `app` and registers what it runs.
void add_simulate_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_SIMULATE_COMMAND_H_
