// Adds the flags of a command that has many (the submit commands have about
// 80) with a duplicate check that costs what it should.
//
// CLI11's add_option compares a new option with every option the command
// already has, and each comparison copies the new option's list of names:
// quadratic, 23% of the instructions of a `gpuq submit` (a CLI started per
// job in a shell loop). OptionAdder lets CLI11 add each option to an empty
// list, then compares its names with those already there by reference and
// throws what CLI11 throws on a clash (CLI::OptionAlreadyAdded). Options end
// up in the order they were added, as with CLI11's own calls.
//
//   OptionAdder add(command);
//   add.option("-g,--gpu", flags.gpu, "GPUs")->check(above_zero());
//   add.flag("--wait", flags.wait, "Wait until it runs");
//   add.option_function<std::string>("--name", set_name, "A name");
#ifndef GPUQ_CLI_APP_OPTION_ADDER_H_
#define GPUQ_CLI_APP_OPTION_ADDER_H_

#include <CLI/CLI.hpp>
#include <string>
#include <utility>
#include <vector>

namespace gpuq::cli {

class OptionAdder {
 public:
  explicit OptionAdder(CLI::App* command) : command_(command) {}

  // As command->add_option(args...).
  template <class... Args>
  CLI::Option* option(Args&&... args) {
    return add([&] { return command_->add_option(std::forward<Args>(args)...); });
  }
  // As command->add_flag(args...).
  template <class... Args>
  CLI::Option* flag(Args&&... args) {
    return add([&] { return command_->add_flag(std::forward<Args>(args)...); });
  }
  // As command->add_option_function<T>(args...).
  template <class T, class... Args>
  CLI::Option* option_function(Args&&... args) {
    return add(
        [&] { return command_->template add_option_function<T>(std::forward<Args>(args)...); });
  }

 private:
  // The command's list of options (CLI::App keeps it protected).
  static std::vector<CLI::Option_p>& options_of(CLI::App& app);
  // A name of `added` that an option of `options` has too ("" when none),
  // as CLI11's Option::matching_name reads names (no ignore_case here).
  static std::string shared_name(const std::vector<CLI::Option_p>& options,
                                 const CLI::Option& added);

  template <class Add>
  CLI::Option* add(Add&& add_to_command) {
    std::vector<CLI::Option_p>& options = options_of(*command_);
    std::vector<CLI::Option_p> before = std::move(options);
    options.clear();
    try {
      add_to_command();
    } catch (...) {
      options = std::move(before);
      throw;
    }
    std::vector<CLI::Option_p> added = std::move(options);
    options = std::move(before);
    if (added.empty()) {  // CLI11 adds one option or throws; callers chain on the result
      throw CLI::IncorrectConstruction("no option was added");
    }
    for (const CLI::Option_p& option : added) {
      if (std::string name = shared_name(options, *option); !name.empty()) {
        throw CLI::OptionAlreadyAdded("added option matched existing option name: " + name);
      }
    }
    for (CLI::Option_p& option : added) options.push_back(std::move(option));
    return options.back().get();
  }

  CLI::App* command_;
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_OPTION_ADDER_H_
