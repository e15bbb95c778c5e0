// Shell completion scripts for gpuq, generated from the command tree
// (command_tree.h): commands, their aliases and flags at every level, fixed
// choices (-o table|json|yaml), files, and names the daemon knows, asked
// for at completion time through the hidden `gpuq __complete KIND` with the
// --context/--server/-p typed so far.
//
// The scripts are data tables plus one small function each; they need
// bash >= 4 (associative arrays), zsh >= 5, fish >= 3. Pure functions.
#ifndef GPUQ_CLI_DOCS_COMPLETION_SCRIPT_H_
#define GPUQ_CLI_DOCS_COMPLETION_SCRIPT_H_

#include <string>

#include "cli/docs/command_tree.h"

namespace gpuq::cli {

std::string bash_completion(const CommandDoc& root);  // completions/gpuq.bash
std::string zsh_completion(const CommandDoc& root);   // completions/_gpuq
std::string fish_completion(const CommandDoc& root);  // completions/gpuq.fish

// How a value completes, in the scripts' own notation: "-" (free text),
// "@file", "=a,b,c" (fixed words), "live:KIND".
std::string value_spec(const ValueCompletion& values);

// `text` in single quotes for a POSIX shell (and zsh, and fish).
std::string shell_quote(const std::string& text);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_DOCS_COMPLETION_SCRIPT_H_
