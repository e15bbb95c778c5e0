// Man pages for gpuq in roff (man(7) macros), generated from the command
// tree: gpuq(1) with the commands, global options, EXIT STATUS,
// ENVIRONMENT and FILES; and gpuq-GROUP(1) for each top-level command with
// the synopsis, description, options and examples (each command's footer)
// of it and every command under it. Pure and deterministic (no dates).
#ifndef GPUQ_CLI_DOCS_MAN_PAGE_H_
#define GPUQ_CLI_DOCS_MAN_PAGE_H_

#include <string>
#include <utility>
#include <vector>

#include "cli/docs/command_tree.h"

namespace gpuq::cli {

struct ManPage {
  std::string file;  // "gpuq.1", "gpuq-project.1"
  std::string text;
};

// Every page: gpuq.1 first, then one per visible top-level command.
std::vector<ManPage> man_pages(const CommandDoc& root, const std::string& version);

// `text` safe in a roff text line: backslashes and hyphens escaped, a
// leading '.' or '\'' guarded.
std::string roff_escape(const std::string& text);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_DOCS_MAN_PAGE_H_
