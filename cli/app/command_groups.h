// The command groups of gpuq and which of them a command line needs.
//
// Building the CLI11 tree of every group takes about as long as loading the
// binary (~2.5 ms, bench/README.md "Client"), so run() builds only the
// groups whose top-level names appear on the command line. The result must
// parse exactly as the whole tree would: the whole tree is built when there
// is no command word (`gpuq`, `gpuq --help` list every command), when the
// command word names no group ("did you mean" compares it with them all)
// and for the commands that read the whole tree (completion scripts, man
// pages). A group's own subcommands follow the same rule (on_demand.h).
#ifndef GPUQ_CLI_APP_COMMAND_GROUPS_H_
#define GPUQ_CLI_APP_COMMAND_GROUPS_H_

#include <array>
#include <span>
#include <string_view>
#include <vector>

#include "cli/app/app.h"

namespace gpuq::cli {

using AddCommandGroup = void (*)(CLI::App& app, CommandRegistry& registry);

struct CommandGroup {
  AddCommandGroup add;
  // Every top-level command `add` adds to the app, names and aliases ("" pads).
  std::array<std::string_view, 3> names;
};

// Every command group, in the order `gpuq --help` lists them.
std::span<const CommandGroup> command_groups();

// The first word of the command line that is neither an option nor a global
// option's value, or "" when there is none.
std::string_view command_word(int argc, char** argv);

// The first word after the first of `words` on the command line, counting
// only words that are neither options nor global options' values; "" when
// none of `words` is a word of it or nothing follows. Stops at "--".
std::string_view word_after(int argc, char** argv, std::span<const std::string_view> words);

// Whether `argv` needs every command group (and every subcommand): no
// command word, one that names no group, or a command that reads the tree.
bool needs_whole_tree(int argc, char** argv);

// The groups to build for `argv`, in command_groups() order: those with a
// name that is a word of `argv` when the command word names a group (and
// does not read the whole tree); every group otherwise.
std::vector<AddCommandGroup> groups_for(int argc, char** argv);

// True when `argv` is `--version` with at most global flags around it
// (-q, -v, and -p/--project/--context/--server/--config with a separate
// value), where the whole app would print "gpuq VERSION" and exit 0.
// False for anything else, even where CLI11 would also print the version.
bool asks_only_version(int argc, char** argv);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_COMMAND_GROUPS_H_
