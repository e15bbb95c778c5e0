// `gpuq completion bash|zsh|fish` prints a completion script; the hidden
// `gpuq __complete KIND` prints the names the daemon knows for it (what the
// scripts offer live), and the hidden `gpuq __generate-docs DIR` writes
// DIR/man/*.1 and DIR/completions/{gpuq.bash,_gpuq,gpuq.fish}
// (scripts/regen-docs.sh).
#ifndef GPUQ_CLI_DOCS_COMPLETION_COMMAND_H_
#define GPUQ_CLI_DOCS_COMPLETION_COMMAND_H_

#include <string>

#include "cli/app/app.h"

namespace gpuq::cli {

void add_completion_command(CLI::App& app, CommandRegistry& registry);

// Writes the man pages and completion scripts of `app` under `dir`; stale
// gpuq*.1 pages in DIR/man are removed. Errors name the file.
client::ApiResult<void> generate_docs(const CLI::App& app, const std::string& dir);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_DOCS_COMPLETION_COMMAND_H_
