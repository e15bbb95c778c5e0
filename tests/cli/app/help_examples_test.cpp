// Every command of gpuq, groups included, ends its --help with examples.
#include <doctest/doctest.h>

#include <string>

#include "cli/app/command_groups.h"
#include "cli/docs/command_tree.h"

namespace gpuq::cli {
namespace {

void collect_missing(const CommandDoc& c, std::string& missing) {
  if (c.hidden) return;
  if (c.footer.find("Examples:") == std::string::npos) missing += c.full_name() + "\n";
  for (const CommandDoc& sub : c.subcommands) collect_missing(sub, missing);
}

}  // namespace

TEST_CASE("every command's --help has examples") {
  CLI::App app{"gpuq", "gpuq"};
  CommandRegistry registry;
  for (const CommandGroup& g : command_groups()) g.add(app, registry);
  std::string missing;
  for (const CommandDoc& c : command_tree(app).subcommands) collect_missing(c, missing);
  CHECK_MESSAGE(missing.empty(), "without examples:\n" << missing);
}

}  // namespace gpuq::cli
