// Which command groups a command line builds (cli/app/command_groups.h): the
// names each group declares are exactly the top-level commands it adds, and
// a command line gets its own groups, or all of them when it needs them all;
// `gpuq training` builds its framework groups the same way one level down.
#include "cli/app/command_groups.h"

#include <doctest/doctest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/workload/typed_workload_command.h"

namespace {

using gpuq::cli::AddCommandGroup;
using gpuq::cli::CommandGroup;
using gpuq::cli::CommandRegistry;

// argv for "gpuq WORDS" (space-separated).
struct Argv {
  explicit Argv(const std::string& words) {
    std::istringstream in("gpuq " + words);
    for (std::string w; in >> w;) words_.push_back(w);
    for (std::string& w : words_) pointers_.push_back(w.data());
  }
  int argc() const { return static_cast<int>(words_.size()); }
  char** argv() { return pointers_.data(); }

 private:
  std::vector<std::string> words_;
  std::vector<char*> pointers_;
};

// The top-level command names (and aliases) that `add` adds.
std::set<std::string> added_names(AddCommandGroup add) {
  CLI::App app;
  CommandRegistry registry;
  add(app, registry);
  std::set<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    names.insert(sub->get_name());
    for (const std::string& alias : sub->get_aliases()) names.insert(alias);
  }
  return names;
}

std::set<std::string> declared_names(const CommandGroup& group) {
  std::set<std::string> names;
  for (std::string_view name : group.names) {
    if (!name.empty()) names.emplace(name);
  }
  return names;
}

// The declared names of the groups groups_for picks for "gpuq WORDS".
std::set<std::string> picked(const std::string& words) {
  Argv a(words);
  std::set<std::string> names;
  for (AddCommandGroup add : gpuq::cli::groups_for(a.argc(), a.argv())) {
    for (const CommandGroup& group : gpuq::cli::command_groups()) {
      if (group.add == add) names.merge(declared_names(group));
    }
  }
  return names;
}

std::set<std::string> every_name() {
  std::set<std::string> names;
  for (const CommandGroup& group : gpuq::cli::command_groups()) {
    names.merge(declared_names(group));
  }
  return names;
}

std::string after(const std::string& words, std::string_view word) {
  Argv a(words);
  const std::string_view names[] = {word};
  return std::string(gpuq::cli::word_after(a.argc(), a.argv(), names));
}

// The subcommands `gpuq training` builds for "gpuq WORDS" (all of them when
// `on_demand` is false, as for help pages and completion scripts).
std::set<std::string> training_children(const std::string& words, bool on_demand = true) {
  Argv a(words);
  CLI::App app;
  CommandRegistry registry;
  if (on_demand) registry.build_on_demand(a.argc(), a.argv());
  gpuq::cli::add_training_command(app, registry);
  std::set<std::string> names;
  for (const CLI::App* sub :
       app.get_subcommand("training")->get_subcommands([](const CLI::App*) { return true; })) {
    names.insert(sub->get_name());
  }
  return names;
}

const std::set<std::string> kOnDemand = {"standard", "pytorch", "tensorflow",
                                         "xgboost",  "jax",     "mpi"};

// The on-demand subcommands among `names`.
std::set<std::string> on_demand_in(const std::set<std::string>& names) {
  std::set<std::string> found;
  for (const std::string& n : names) {
    if (kOnDemand.count(n) != 0) found.insert(n);
  }
  return found;
}

bool only_version(const std::string& words) {
  Argv a(words);
  return gpuq::cli::asks_only_version(a.argc(), a.argv());
}

}  // namespace

TEST_CASE("each command group declares exactly the top-level commands it adds") {
  for (const CommandGroup& group : gpuq::cli::command_groups()) {
    CAPTURE(*group.names.begin());
    CHECK(added_names(group.add) == declared_names(group));
  }
}

TEST_CASE("a command line builds only the groups its words name") {
  CHECK(picked("workload wait --help") == std::set<std::string>{"workload"});
  // "list" is runai v1's top-level verb too.
  CHECK(picked("workload list --help") == std::set<std::string>{"workload", "list"});
  CHECK(picked("-p team-a --context lab project create x") == std::set<std::string>{"project"});
  CHECK(picked("top node") == std::set<std::string>{"top", "node"});  // "node" is a group too
  CHECK(picked("profiles list") == std::set<std::string>{"profile", "profiles", "list"});
  CHECK(picked("__complete projects") ==
        std::set<std::string>{"completion", "__complete", "__generate-docs"});
  // A later word that names a group: built too, as CLI11 may parse it as one.
  CHECK(picked("logs training") == std::set<std::string>{"logs", "training"});
  // -p's value is not the command word.
  CHECK(picked("-p logs workload wait") == std::set<std::string>{"logs", "workload"});
}

TEST_CASE("the whole tree is built for help, unknown commands and completion scripts") {
  const std::set<std::string> all = every_name();
  CHECK(picked("") == all);
  CHECK(picked("--help") == all);
  CHECK(picked("-q --version") == all);
  CHECK(picked("wrkload list") == all);  // "did you mean 'workload'?"
  CHECK(picked("-- workload") == all);
  CHECK(picked("completion bash") == all);
  CHECK(picked("__generate-docs /tmp/x") == all);
  // -qp's value is not the command word.
  CHECK(picked("-qp training completion bash") == all);
  CHECK(picked("-vqp team-a project list") == std::set<std::string>{"project", "list"});
}

TEST_CASE("the word after a command skips options and global options' values") {
  CHECK(after("training -p team-a pytorch submit", "training") == "pytorch");
  CHECK(after("-q training --context lab tf submit", "training") == "tf");
  CHECK(after("training --help", "training") == "");
  CHECK(after("logs a -- training pytorch", "training") == "");  // stops at --
  CHECK(after("submit a1 -- python", "training") == "");
  // A cluster of short flags ending in -p takes the next word as -p's value.
  CHECK(after("training -qp submit lst", "training") == "lst");
  CHECK(after("training -vqp x pytorch", "training") == "pytorch");
  CHECK(after("training -pteam-a list", "training") == "list");  // -p's value attached
}

TEST_CASE("gpuq training builds its subcommands only when the command line names them") {
  const std::set<std::string> all = training_children("training", false);
  REQUIRE(on_demand_in(all) == kOnDemand);
  CHECK(on_demand_in(training_children("training submit a1 -g 1 -- python train.py")).empty());
  CHECK(on_demand_in(training_children("-p team-a training list")).empty());
  CHECK(on_demand_in(training_children("training pytorch submit ddp --workers 2 -- x")) ==
        std::set<std::string>{"pytorch"});
  CHECK(on_demand_in(training_children("training tf submit a1")) ==
        std::set<std::string>{"tensorflow"});
  CHECK(on_demand_in(training_children("training standard submit a1")) ==
        std::set<std::string>{"standard"});
  // A later word may be parsed against a sibling: built too.
  CHECK(on_demand_in(training_children("training submit a1 -- jax")) ==
        std::set<std::string>{"jax"});
  // No word, or one that names nothing: help and "did you mean" list them all.
  CHECK(training_children("training") == all);
  CHECK(training_children("training --help") == all);
  CHECK(training_children("training pytorh submit") == all);
  CHECK(training_children("training sumbit a1") == all);
  CHECK(training_children("training -qp submit --help") == all);  // submit is -p's value
  // The verbs too: a submit builds submit alone.
  CHECK(training_children("training submit a1 -- x") == std::set<std::string>{"submit"});
  CHECK(training_children("training pytorch submit ddp") ==
        std::set<std::string>{"pytorch", "submit"});
}

TEST_CASE("--version alone or among global flags is answered without the app") {
  CHECK(only_version("--version"));
  CHECK(only_version("-q --version"));
  CHECK(only_version("--version --verbose"));
  CHECK(only_version("-p team-a --context lab --version"));
  CHECK_FALSE(only_version(""));
  CHECK_FALSE(only_version("-q"));
  CHECK_FALSE(only_version("--version --version"));
  CHECK_FALSE(only_version("--version workload"));
  CHECK_FALSE(only_version("workload list --version"));
  CHECK_FALSE(only_version("--version --bogus"));
  CHECK_FALSE(only_version("-p --version"));
  CHECK_FALSE(only_version("--version -p"));
  CHECK_FALSE(only_version("--version=1"));
}
