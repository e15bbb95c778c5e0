// The subcommands of one command group, built only when a command line may
// reach them (the next level of command_groups.h's rule).
//
// Building a subcommand's CLI11 options costs about as much as the command
// it runs (`gpuq training` repeats submit with every flag in seven places),
// so a group lists its subcommands here and build() adds only those whose
// name or alias is a word of the command line, any word, as CLI11 may parse
// a later word against a sibling. Every subcommand is built when the word
// after the group names none of them (none: `gpuq training --help` lists
// them all; a misspelling: "did you mean" compares it with them all) and
// when the registry builds the whole tree (docs, completion scripts).
//
//   OnDemand verbs(registry, *group);
//   verbs.add({"list"}, [&] { add_list(group, registry); });
//   verbs.add({"tensorflow", "tf"}, [&] { add_tf(group, registry); });
//   verbs.build();  // in the order added: help lists them so
#ifndef GPUQ_CLI_APP_ON_DEMAND_H_
#define GPUQ_CLI_APP_ON_DEMAND_H_

#include <functional>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "cli/app/app.h"

namespace gpuq::cli {

class OnDemand {
 public:
  OnDemand(const CommandRegistry& registry, CLI::App& group) : registry_(registry), group_(group) {}
  OnDemand(const OnDemand&) = delete;
  OnDemand& operator=(const OnDemand&) = delete;

  CLI::App& group() { return group_; }

  // `add` adds to the group the subcommand known by `names` (its name and
  // aliases; string literals: they are kept). Nothing is added until build().
  void add(std::initializer_list<std::string_view> names, std::function<void()> add);

  // Runs the `add` of each subcommand the command line needs, in the order
  // they were given; once.
  void build();

 private:
  struct Child {
    std::vector<std::string_view> names;
    std::function<void()> add;
  };
  // Whether the word after the group names a subcommand, listed or added.
  bool names_child(std::string_view word) const;

  const CommandRegistry& registry_;
  CLI::App& group_;
  std::vector<Child> children_;
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_ON_DEMAND_H_
