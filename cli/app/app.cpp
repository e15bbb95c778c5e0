#include "cli/app/app.h"
#include "cli/app/validators.h"

#include <algorithm>
#include <exception>
#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

#include "cli/app/command_groups.h"
#include "core/closest.h"
#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/pod_shim.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

namespace gpuq::cli {
namespace {

// -p/--project, --context, -q/--quiet, -v/--verbose and the hidden --server
// and --config, on the app; every subcommand falls through to them, so they
// may come before or after the command words. A subcommand's own option of
// the same name wins (`gpuq daemon --config` is the daemon's config file).
void add_global_options(CLI::App& app, GlobalOptions& globals) {
  const std::string group = "Global options";
  auto* g = &globals;
  app.add_option_function<std::string>(
         "-p,--project", [g](const std::string& v) { g->project = v; },
         "The project to act on (default: GPUQ_PROJECT, then the context's)")
      ->check(not_empty())
      ->group(group);
  app.add_option_function<std::string>(
         "--context", [g](const std::string& v) { g->context = v; },
         "The client context to use (default: GPUQ_CONTEXT, then current-context)")
      ->group(group);
  app.add_flag("-q,--quiet", globals.quiet, "Print only what scripts need (names, ids)")
      ->group(group);
  app.add_flag("-v,--verbose", globals.verbose, "Show requests and timings on stderr")
      ->group(group);
  // Hidden (an empty group): for tests and scripts.
  app.add_option_function<std::string>(
         "--server", [g](const std::string& v) { g->server = v; },
         "The server, overriding the context and GPUQ_SERVER")
      ->group("");
  app.add_option_function<std::string>(
         "--config", [g](const std::string& v) { g->config = v; }, "The client config file")
      ->group("");
}

void fall_through(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    sub->fallthrough();
    fall_through(*sub);
  }
}

// Checks that `word` names a command; if not, says so (with the closest
// command name) and returns false.
bool known_command(CLI::App& app, std::string_view word) {
  auto commands = app.get_subcommands([](CLI::App*) { return true; });
  std::string best;
  std::size_t best_distance = std::string::npos;
  for (CLI::App* command : commands) {
    const std::string& name = command->get_name();
    if (name == word) return true;
    for (const std::string& alias : command->get_aliases()) {
      if (alias == word) return true;
    }
    const std::size_t d = name.starts_with(word) ? 0 : core::edit_distance(word, name);
    if (d < best_distance) {
      best_distance = d;
      best = name;
    }
  }
  std::cerr << "gpuq: error: unknown command '" << word << "'";
  if (!best.empty() && best_distance <= std::max<std::size_t>(2, word.size() / 3)) {
    std::cerr << "; did you mean '" << best << "'?";
  }
  std::cerr << "\nRun 'gpuq --help' for the list of commands.\n";
  return false;
}

// The deepest subcommand the parse reached (the app itself when none).
const CLI::App* deepest_parsed(const CLI::App* app) {
  while (!app->get_subcommands().empty()) app = app->get_subcommands().front();
  return app;
}

// For an option CLI11 did not expect ("--gpuu" or "--gpuu=2"), the closest
// long option of the command that failed and of the commands above it:
// "; did you mean '--gpu'?", or "" when none is close.
std::string flag_suggestion(const CLI::App* failed, std::string word) {
  if (!word.starts_with("--")) return {};
  word = word.substr(2, word.find('=') - 2);
  std::string best;
  std::size_t best_distance = std::string::npos;
  for (const CLI::App* app = failed; app != nullptr; app = app->get_parent()) {
    for (const CLI::Option* option : app->get_options()) {
      if (option->get_group().empty()) continue;  // hidden
      for (const std::string& name : option->get_lnames()) {
        const std::size_t d = name.starts_with(word) ? 0 : core::edit_distance(word, name);
        if (d < best_distance) {
          best_distance = d;
          best = name;
        }
      }
    }
  }
  // Short words are close to too much ("port" to "export"): 1 edit below 6 letters.
  if (best.empty() || best_distance > std::max<std::size_t>(1, word.size() / 3)) return {};
  return "; did you mean '--" + best + "'?";
}

// The commands that have the long option `flag` ("--port"), named as typed
// ("gpuq workspace submit"), at most two: "; it is a flag of 'gpuq X'", or
// "". Builds every command group: only on the way to an error.
std::string where_flag_exists(const std::string& flag) {
  if (!flag.starts_with("--")) return {};
  const std::string name = flag.substr(2, flag.find('=') - 2);
  CLI::App app{"", "gpuq"};
  CommandRegistry registry;
  for (const CommandGroup& g : command_groups()) g.add(app, registry);
  std::vector<std::string> found;
  std::function<void(const CLI::App*, const std::string&)> walk = [&](const CLI::App* a,
                                                                      const std::string& path) {
    for (const CLI::Option* o : a->get_options()) {
      if (o->get_group().empty()) continue;  // hidden
      const auto& longs = o->get_lnames();
      if (std::find(longs.begin(), longs.end(), name) != longs.end()) found.push_back(path);
    }
    for (const CLI::App* sub : a->get_subcommands([](const CLI::App*) { return true; })) {
      if (!sub->get_group().empty()) walk(sub, path + " " + sub->get_name());
    }
  };
  walk(&app, "gpuq");
  if (found.empty()) return {};
  std::string out = "; it is a flag of '" + found[0] + "'";
  if (found.size() == 2) out += " and '" + found[1] + "'";
  if (found.size() > 2) out += ", '" + found[1] + "' and others";
  return out;
}

// For "a subcommand is required" after a word that names none ("gpuq top
// nod"): "unknown command 'nod'; did you mean 'node'?", or "" when there is
// no such word. A word close to none of a few commands is likely what they
// act on ("gpuq describe a1", where runai v1 wants "describe job a1"): the
// hint shows where it goes. `command` is the failed command as typed.
std::string subcommand_suggestion(const CLI::App* root, const CLI::App* failed,
                                  const std::string& command) {
  std::string word;
  for (const CLI::App* app : {failed, root}) {
    for (const std::string& w : app->remaining()) {
      if (!w.starts_with('-')) {
        word = w;
        break;
      }
    }
    if (!word.empty()) break;
  }
  if (word.empty()) return {};
  std::string best;
  std::size_t best_distance = std::string::npos;
  std::vector<std::string> visible;
  std::string takes_a_name;  // the first command with a positional argument
  for (const CLI::App* sub : failed->get_subcommands([](const CLI::App*) { return true; })) {
    if (sub->get_group().empty()) continue;
    const std::string& name = sub->get_name();
    visible.push_back(name);
    const auto positional =
        sub->get_options([](const CLI::Option* o) { return o->get_positional(); });
    if (takes_a_name.empty() && !positional.empty()) takes_a_name = name;
    const std::size_t d = name.starts_with(word) ? 0 : core::edit_distance(word, name);
    if (d < best_distance) {
      best_distance = d;
      best = name;
    }
  }
  std::string out = "unknown command '" + word + "'";
  if (!best.empty() && best_distance <= std::max<std::size_t>(2, word.size() / 3)) {
    out += "; did you mean '" + best + "'?";
  } else if (!visible.empty() && visible.size() <= 3) {
    out += "; '" + command + "' takes ";
    for (std::size_t i = 0; i < visible.size(); ++i) {
      if (i > 0) out += i + 1 == visible.size() ? " or " : ", ";
      out += visible[i];
    }
    out += " first";
    if (!takes_a_name.empty()) out += ", as in '" + command + " " + takes_a_name + " " + word + "'";
  }
  return out;
}

// "unknown flag 'FLAG' for 'COMMAND'" with what may help: the flag meant
// (did you mean), the commands that have it, or, for a flag typed after
// the command's first word, that the command goes after --.
std::string unknown_flag(const CLI::App* failed, const std::string& command,
                         const std::string& flag, int argc, char** argv) {
  std::string hint = flag_suggestion(failed, flag);
  if (hint.empty()) hint = where_flag_exists(flag);
  std::string what =
      "unknown flag '" + flag.substr(0, flag.find('=')) + "' for '" + command + "'" + hint;
  // Where a word is first on the command line (argc when it is not).
  const auto at = [argc, argv](const std::string& word) {
    int i = 1;
    while (i < argc && word != argv[i]) ++i;
    return i;
  };
  // `gpuq submit a1 python -c ...`: the command's own flag, read as gpuq's.
  const CLI::Option* words = failed->get_option_no_throw("COMMAND");
  if (hint.empty() && words != nullptr && words->count() > 0 &&
      at(flag) > at(words->results().front())) {
    const CLI::Option* name = failed->get_option_no_throw("NAME");
    const std::string typed =
        name != nullptr && name->count() > 0 ? name->results().front() : "NAME";
    what += "; if it belongs to the command, give the command after --, as in '" + command + " " +
            typed + " -- " + words->results().front() + " " + flag + " ...'";
  }
  return what;
}

}  // namespace

std::optional<std::string_view> CommandRegistry::next_word(const CLI::App& group) const {
  if (argv_ == nullptr) return std::nullopt;
  std::vector<std::string_view> names = {group.get_name()};
  for (const std::string& alias : group.get_aliases()) names.push_back(alias);
  return word_after(argc_, argv_, names);
}

bool CommandRegistry::on_command_line(std::span<const std::string_view> names) const {
  if (argv_ == nullptr) return true;
  for (int i = 1; i < argc_; ++i) {
    if (std::find(names.begin(), names.end(), argv_[i]) != names.end()) return true;
  }
  return false;
}

int run(int argc, char** argv, Linkage linkage) {
  // The pod shim and its launcher run before anything else (no CLI
  // parsing, no threads).
  if (argc > 1 && argv[1] == daemon::kPodShimCommand) {
    return daemon::run_pod_shim(argc - 2, argv + 2);
  }
  if (argc > 1 && argv[1] == daemon::kPodLauncherCommand) {
    return daemon::run_pod_launcher(argc, argv);
  }
  // What CLI11's --version flag prints, without building the app first.
  if (asks_only_version(argc, argv)) {
    std::cout << "gpuq " GPUQ_VERSION << std::endl;
    return kExitSuccess;
  }
  CLI::App app{
      "gpuq shares GPUs fairly: quotas, over-quota, fair share, preemption and "
      "bin-packing, on one machine.",
      "gpuq"};
  app.set_version_flag("--version", std::string("gpuq ") + GPUQ_VERSION);
  app.require_subcommand(0, 1);
  app.footer("Run 'gpuq COMMAND --help' for the options of a command.");
  app.failure_message([argc, argv](const CLI::App* root, const CLI::Error& e) {
    const CLI::App* failed = deepest_parsed(root);
    std::string command;
    for (const CLI::App* a = failed; a != nullptr; a = a->get_parent()) {
      command = a->get_name() + (command.empty() ? "" : " ") + command;
    }
    std::string what = e.what();
    // The words no command took, as typed; an unknown flag falls through to
    // the commands above.
    std::vector<std::string> extra;
    for (const CLI::App* a = failed; a != nullptr; a = a->get_parent()) {
      for (const std::string& w : a->remaining()) extra.push_back(w);
    }
    auto flag = std::find_if(extra.begin(), extra.end(), [](const std::string& w) {
      return w.size() > 1 && w[0] == '-' && w != "--";
    });
    const bool leaf = failed->get_subcommands([](const CLI::App*) { return true; }).empty();
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
      // Name the first word that was not expected: CLI11 lists them all,
      // last first, with the values of known flags among them.
      if (flag != extra.end()) {
        what = unknown_flag(failed, command, *flag, argc, argv);
      } else if (auto word = std::find_if(extra.begin(), extra.end(),
                                          [](const std::string& w) { return w != "--"; });
                 word != extra.end()) {
        what = "unexpected argument '" + *word + "' for '" + command + "'";
      }
    } else if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && leaf &&
               flag != extra.end()) {
      // A misspelt flag before a missing NAME: the flag is the mistake to
      // name (`gpuq logs --folow`).
      what = unknown_flag(failed, command, *flag, argc, argv);
    } else if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && !leaf) {
      if (std::string unknown = subcommand_suggestion(root, failed, command); !unknown.empty()) {
        what = unknown;
      }
    }
    return "gpuq: error: " + what + "\nRun '" + command + " --help' for more information.\n";
  });
  CommandRegistry registry;
  registry.globals().linkage = linkage;
  registry.globals().argv = argv;
  add_global_options(app, registry.globals());
  if (!needs_whole_tree(argc, argv)) registry.build_on_demand(argc, argv);
  for (AddCommandGroup add : groups_for(argc, argv)) add(app, registry);
  fall_through(app);

  if (std::string_view word = command_word(argc, argv); !word.empty()) {
    if (!known_command(app, word)) return kExitUsage;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitSuccess : kExitUsage;
  }
  const CommandAction* action = registry.parsed();
  if (action == nullptr) {
    std::cerr << app.help();
    return kExitUsage;
  }
  if (auto failed = hand_over_if_needed(registry.globals())) return *failed;
  try {
    return (*action)();
  } catch (const std::exception& e) {
    std::cerr << "gpuq: error: " << e.what() << "\n";
    return kExitFailure;
  }
}

}  // namespace gpuq::cli
