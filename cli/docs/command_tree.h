// The CLI11 definition of gpuq as plain data, for the generators of shell
// completions and man pages (and "did you mean" for flags): every command
// with its path, help, footer (examples), options and positionals, and what
// each value completes to.
//
// Pure: reads a built CLI::App, keeps no pointer into it. Deterministic:
// commands and options in the order they were added.
#ifndef GPUQ_CLI_DOCS_COMMAND_TREE_H_
#define GPUQ_CLI_DOCS_COMMAND_TREE_H_

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace gpuq::cli {

// What a value completes to: nothing (free text), files, a fixed list, or
// names the daemon knows (`gpuq __complete KIND`).
struct ValueCompletion {
  enum class Type { none, file, words, live };
  Type type = Type::none;
  std::vector<std::string> words;  // Type::words
  std::string live;                // Type::live: projects, workloads, contexts, ...
};

struct OptionDoc {
  std::vector<std::string> shorts;  // "p" (without '-')
  std::vector<std::string> longs;   // "project" (without "--")
  std::string value_name;           // "TEXT", "FLOAT"; empty for a flag
  bool takes_value = false;         // the next word is its value
  bool repeatable = false;
  bool required = false;
  std::string description;
  std::string group;  // CLI11 group ("Options", "Quota (per node pool)")
  ValueCompletion values;

  // "-p, --project" as help shows it.
  std::string spelling() const;
};

struct PositionalDoc {
  std::string name;  // "NAME"
  std::string description;
  bool required = false;
  bool repeatable = false;
  ValueCompletion values;
};

struct CommandDoc {
  std::vector<std::string> path;  // {} for gpuq itself, {"project", "create"}
  std::vector<std::string> aliases;
  std::string description;
  std::string footer;  // examples and notes
  bool hidden = false;
  bool fallthrough = false;        // unknown options go to the parent (global flags)
  std::vector<OptionDoc> options;  // its own, without --help
  std::vector<PositionalDoc> positionals;
  std::vector<CommandDoc> subcommands;  // hidden ones included

  std::string name() const { return path.empty() ? "gpuq" : path.back(); }
  // "gpuq project create"
  std::string full_name() const;
};

// The whole tree of `app` (the root: path {}).
CommandDoc command_tree(const CLI::App& app);

// Every command of the tree, depth first, the root first; hidden ones only
// when `with_hidden`.
std::vector<const CommandDoc*> all_commands(const CommandDoc& root, bool with_hidden = false);

// The options that `command` accepts: its own and its ancestors' while each
// step down falls through. `root` is the tree `command` belongs to.
std::vector<OptionDoc> options_in_effect(const CommandDoc& root, const CommandDoc& command);

// The command at `path`, or nullptr.
const CommandDoc* find_command(const CommandDoc& root, const std::vector<std::string>& path);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_DOCS_COMMAND_TREE_H_
