// The `gpuq` command line: one CLI11 app with a subcommand per command group.
//
// Adding a command group: write cli/<group>_command.{h,cpp} with a function
// `void add_<group>_command(CLI::App& app, CommandRegistry& registry)` that
// adds its subcommand(s) to `app` and registers what each one runs, then list
// that function with the top-level names it adds in kCommandGroups in
// command_groups.cpp.
//
// Exit codes: 0 success, 1 failure (the command ran and something is wrong,
// e.g. a scenario expectation is not met), 2 usage error (bad flags, unknown
// command, a file that cannot be read or parsed). Messages go to stderr as
// "gpuq: error: ...". Not thread-safe: one run per process.
#ifndef GPUQ_CLI_APP_APP_H_
#define GPUQ_CLI_APP_APP_H_

#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "cli/app/dynamic_twin.h"
#include "cli/app/global_options.h"

namespace gpuq::cli {

inline constexpr int kExitSuccess = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

// Runs a parsed subcommand and returns the exit code. May throw; run() turns
// an exception into "gpuq: error: WHAT" and exit code 1.
using CommandAction = std::function<int()>;

// The subcommands of the app and what each runs once it is parsed.
class CommandRegistry {
 public:
  // `command` must be a subcommand of the app; `action` usually captures a
  // shared_ptr to the options that CLI11 fills in.
  void add(CLI::App* command, CommandAction action) {
    commands_.emplace_back(command, std::move(action));
  }

  // The global options (-p, --context, -q, -v), filled in by parsing; read
  // them in actions, not while building the app.
  GlobalOptions& globals() { return globals_; }

  // Lets groups build some of their subcommands only when the command line
  // asks for them (next_word()). Without it (the trees that help pages,
  // completion scripts and "did you mean" read), every subcommand is built.
  void build_on_demand(int argc, char** argv) {
    argc_ = argc;
    argv_ = argv;
  }

  // For a group that builds subcommands on demand (on_demand.h): the word
  // after the group's name or an alias of it on the command line (options
  // and their values skipped), "" when there is none; nullopt when every
  // subcommand is to be built.
  std::optional<std::string_view> next_word(const CLI::App& group) const;

  // Whether one of `names` is a word of the command line (any word, as a
  // later word may be parsed against a sibling); true when every subcommand
  // is to be built.
  bool on_command_line(std::span<const std::string_view> names) const;

  // The action of the subcommand that was parsed; nullptr when none was.
  const CommandAction* parsed() const {
    for (const auto& [command, action] : commands_) {
      if (command->parsed()) return &action;
    }
    return nullptr;
  }

 private:
  std::vector<std::pair<CLI::App*, CommandAction>> commands_;
  GlobalOptions globals_;
  int argc_ = 0;
  char** argv_ = nullptr;  // nullptr: build every subcommand
};

// Builds the app with the command groups argv needs (command_groups.h),
// parses argv, runs the chosen command and returns the process exit code.
// `gpuq --version` prints "gpuq VERSION" (without building the app); a
// misspelt command gets "did you mean ...?". A static binary
// (Linkage::static_with_twin) hands a command that needs shared libraries to
// gpuq-dynamic after parsing and before running it (dynamic_twin.h).
int run(int argc, char** argv, Linkage linkage = Linkage::dynamic);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_APP_H_
