// Which command groups a command line builds (cli/app/command_groups.h): the
// names each group declares are exactly the top-level commands it adds, and
// a command line gets its own groups, or all of them when it needs them all.
#include "cli/app/command_groups.h"

#include <doctest/doctest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

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
