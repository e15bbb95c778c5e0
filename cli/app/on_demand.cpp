#include "cli/app/on_demand.h"

#include <algorithm>
#include <string>
#include <utility>

namespace gpuq::cli {

void OnDemand::add(std::initializer_list<std::string_view> names, std::function<void()> add) {
  children_.push_back({std::vector<std::string_view>(names), std::move(add)});
}

bool OnDemand::names_child(std::string_view word) const {
  for (const Child& child : children_) {
    if (std::find(child.names.begin(), child.names.end(), word) != child.names.end()) return true;
  }
  const std::string name(word);
  return !group_.get_subcommands([&](const CLI::App* sub) { return sub->check_name(name); })
              .empty();
}

void OnDemand::build() {
  const std::optional<std::string_view> next = registry_.next_word(group_);
  const bool all = !next || !names_child(*next);
  std::vector<Child> children = std::move(children_);
  children_.clear();
  for (Child& child : children) {
    if (all || registry_.on_command_line(child.names)) child.add();
  }
}

}  // namespace gpuq::cli
