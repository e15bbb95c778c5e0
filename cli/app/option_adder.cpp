#include "cli/app/option_adder.h"

#include <algorithm>

namespace gpuq::cli {
namespace {

// Names CLI::App's protected list through a class derived from it: the
// pointer to member it yields is one to CLI::App's member, usable on any App.
struct OptionList : CLI::App {
  static constexpr auto member = &OptionList::options_;
};

bool has(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

std::vector<CLI::Option_p>& OptionAdder::options_of(CLI::App& app) {
  return app.*OptionList::member;
}

std::string OptionAdder::shared_name(const std::vector<CLI::Option_p>& options,
                                     const CLI::Option& added) {
  for (const CLI::Option_p& option : options) {
    for (const std::string& name : option->get_snames()) {
      if (has(added.get_snames(), name)) return name;
    }
    for (const std::string& name : option->get_lnames()) {
      if (has(added.get_lnames(), name)) return name;
    }
  }
  return {};
}

}  // namespace gpuq::cli
