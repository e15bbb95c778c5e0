#include "cli/app/command_groups.h"

#include <algorithm>
#include <cctype>

#include "cli/commands/compute_resource_command.h"
#include "cli/commands/config_command.h"
#include "cli/commands/daemon_command.h"
#include "cli/commands/doctor_command.h"
#include "cli/commands/node_command.h"
#include "cli/commands/profile_command.h"
#include "cli/commands/project_command.h"
#include "cli/commands/secret_command.h"
#include "cli/commands/simulate_command.h"
#include "cli/commands/version_command.h"
#include "cli/commands/whoami_command.h"
#include "cli/docs/completion_command.h"
#include "cli/workload/distributed_command.h"
#include "cli/workload/logs_command.h"
#include "cli/workload/port_forward_command.h"
#include "cli/workload/stream_commands.h"
#include "cli/workload/submit_command.h"
#include "cli/workload/typed_workload_command.h"
#include "cli/workload/v1_verbs_command.h"
#include "cli/workload/workload_command.h"

namespace gpuq::cli {
namespace {

// clang-format off
constexpr CommandGroup kCommandGroups[] = {
    {add_submit_command, {"submit"}},
    {add_training_command, {"training"}},
    {add_workspace_command, {"workspace"}},
    {add_inference_command, {"inference"}},
    {add_workload_command, {"workload"}},
    {add_logs_command, {"logs"}},
    {add_attach_command, {"attach"}},
    {add_exec_command, {"exec"}},
    {add_bash_command, {"bash"}},
    {add_port_forward_command, {"port-forward"}},
    {add_pytorch_command, {"pytorch"}},
    {add_tensorflow_command, {"tensorflow", "tf"}},
    {add_xgboost_command, {"xgboost"}},
    {add_mpi_command, {"mpi"}},
    {add_submit_dist_command, {"submit-dist"}},
    {add_list_command, {"list"}},
    {add_describe_command, {"describe"}},
    {add_delete_command, {"delete"}},
    {add_suspend_command, {"suspend"}},
    {add_resume_command, {"resume"}},
    {add_simulate_command, {"simulate"}},
    {add_daemon_command, {"daemon"}},
    {add_project_command, {"project"}},
    {add_department_command, {"department"}},
    {add_node_command, {"node"}},
    {add_nodepool_command, {"nodepool"}},
    {add_top_command, {"top"}},
    {add_compute_resource_command, {"compute-resource", "compute-resources"}},
    {add_profile_command, {"profile", "profiles"}},
    {add_secret_command, {"secret", "secrets"}},
    {add_volume_command, {"volume", "volumes"}},
    {add_config_command, {"config"}},
    {add_login_command, {"login"}},
    {add_logout_command, {"logout"}},
    {add_whoami_command, {"whoami"}},
    {add_doctor_command, {"doctor"}},
    {add_version_command, {"version"}},
    {add_completion_command, {"completion", "__complete", "__generate-docs"}},
};
// clang-format on

// The commands that read the whole tree (the app they were added to).
constexpr std::string_view kWholeTreeCommands[] = {"completion", "__generate-docs"};

// The global options that take a value (as a separate word unless written
// --name=value or -pVALUE).
constexpr std::string_view kValueOptions[] = {"-p", "--project", "--context", "--server",
                                              "--config"};

// The global flags (no value).
constexpr std::string_view kGlobalFlags[] = {"-q", "--quiet", "-v", "--verbose"};

template <std::size_t N>
bool contains(const std::string_view (&words)[N], std::string_view word) {
  return std::find(std::begin(words), std::end(words), word) != std::end(words);
}

// Whether `arg` is a global option whose value is the next word: -p and
// the long ones, and a cluster of short flags ending in p (-qp, -vqp), which
// CLI11 reads as those flags and -p. (-p is the only short option in gpuq
// that takes a value and ends a cluster this way; -pteam-a holds its value.)
bool takes_next_word(std::string_view arg) {
  if (contains(kValueOptions, arg)) return true;
  if (arg.size() < 3 || arg[0] != '-' || arg[1] == '-' || arg.back() != 'p') return false;
  return std::all_of(arg.begin() + 1, arg.end(), [](char c) { return std::isalpha(c) != 0; });
}

// The words of the command line that are neither options nor global
// options' values, up to "--", passed to `take` until it returns false.
template <typename Take>
void for_each_word(int argc, char** argv, Take take) {
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--") return;
    if (!arg.starts_with('-')) {
      if (!take(arg)) return;
    } else if (takes_next_word(arg)) {
      ++i;
    }
  }
}

}  // namespace

std::span<const CommandGroup> command_groups() { return kCommandGroups; }

std::string_view command_word(int argc, char** argv) {
  std::string_view found;
  for_each_word(argc, argv, [&](std::string_view word) {
    found = word;
    return false;
  });
  return found;
}

std::string_view word_after(int argc, char** argv, std::span<const std::string_view> words) {
  std::string_view found;
  bool seen = false;
  for_each_word(argc, argv, [&](std::string_view w) {
    if (seen) {
      found = w;
      return false;
    }
    seen = std::find(words.begin(), words.end(), w) != words.end();
    return true;
  });
  return found;
}

bool needs_whole_tree(int argc, char** argv) {
  const std::string_view word = command_word(argc, argv);
  if (word.empty() || contains(kWholeTreeCommands, word)) return true;
  for (const CommandGroup& group : kCommandGroups) {
    if (std::find(group.names.begin(), group.names.end(), word) != group.names.end()) return false;
  }
  return true;
}

std::vector<AddCommandGroup> groups_for(int argc, char** argv) {
  std::vector<AddCommandGroup> all, named;
  for (const CommandGroup& group : kCommandGroups) {
    all.push_back(group.add);
    bool on_command_line = false;
    for (std::string_view name : group.names) {
      if (name.empty()) continue;
      // Any word, not just the command word: a later word that names a
      // group is parsed against it too (CLI11 tries the parent's commands).
      for (int i = 1; i < argc && !on_command_line; ++i) on_command_line = argv[i] == name;
    }
    if (on_command_line) named.push_back(group.add);
  }
  return needs_whole_tree(argc, argv) ? all : named;
}

bool asks_only_version(int argc, char** argv) {
  int versions = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--version") {
      ++versions;
    } else if (contains(kGlobalFlags, arg)) {
      continue;
    } else if (contains(kValueOptions, arg) && i + 1 < argc && argv[i + 1][0] != '\0' &&
               argv[i + 1][0] != '-') {
      ++i;
    } else {
      return false;
    }
  }
  return versions == 1;
}

}  // namespace gpuq::cli
