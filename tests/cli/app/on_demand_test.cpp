// A group's subcommands built on demand (cli/app/on_demand.h): those the
// command line names, every one when the word after the group names none of
// them or when the whole tree is built, always in the order they were given.
#include "cli/app/on_demand.h"

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

namespace {

using gpuq::cli::CommandRegistry;
using gpuq::cli::OnDemand;

// The subcommands of group "g" that OnDemand builds for "gpuq WORDS", in
// the order they were added; `on_demand` false: the whole tree. "direct" is
// added to the group before the on-demand ones, as a group may do.
std::vector<std::string> built(const std::string& words, bool on_demand = true) {
  std::vector<std::string> storage;
  std::istringstream in("gpuq " + words);
  for (std::string w; in >> w;) storage.push_back(w);
  std::vector<char*> argv;
  for (std::string& w : storage) argv.push_back(w.data());
  CommandRegistry registry;
  if (on_demand) registry.build_on_demand(static_cast<int>(argv.size()), argv.data());
  CLI::App app;
  CLI::App* group = app.add_subcommand("g");
  group->alias("gg");
  group->add_subcommand("direct");
  OnDemand children(registry, *group);
  for (const char* name : {"list", "describe", "wait"}) {
    children.add({name}, [group, name] { group->add_subcommand(name); });
  }
  children.add({"tensorflow", "tf"}, [group] { group->add_subcommand("tensorflow")->alias("tf"); });
  children.build();
  std::vector<std::string> names;
  for (const CLI::App* sub : group->get_subcommands([](const CLI::App*) { return true; })) {
    names.push_back(sub->get_name());
  }
  return names;
}

const std::vector<std::string> kAll = {"direct", "list", "describe", "wait", "tensorflow"};

}  // namespace

TEST_CASE("the whole tree builds every subcommand, in the order given") {
  CHECK(built("g list", false) == kAll);
  CHECK(built("", false) == kAll);
}

TEST_CASE("a command line builds the subcommands it names") {
  CHECK(built("g list -A") == std::vector<std::string>{"direct", "list"});
  CHECK(built("-p team-a g describe x") == std::vector<std::string>{"direct", "describe"});
  // An alias, of the subcommand or of the group.
  CHECK(built("g tf submit") == std::vector<std::string>{"direct", "tensorflow"});
  CHECK(built("gg wait x") == std::vector<std::string>{"direct", "wait"});
  // The first of the group's names on the line decides, not a later one.
  CHECK(built("gg wait x g") == std::vector<std::string>{"direct", "wait"});
  // Any word: a later one may be parsed against a sibling.
  CHECK(built("g wait x -- list") == std::vector<std::string>{"direct", "list", "wait"});
  // The next word names a subcommand the group added itself.
  CHECK(built("g direct x") == std::vector<std::string>{"direct"});
}

TEST_CASE("a command line that names no subcommand after the group builds them all") {
  CHECK(built("g") == kAll);
  CHECK(built("g --help") == kAll);
  CHECK(built("g lst") == kAll);  // "did you mean 'list'?"
  CHECK(built("-q g -p x descibe y") == kAll);
  CHECK(built("g -qp list") == kAll);  // list is -p's value
}
