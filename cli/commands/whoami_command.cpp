#include "cli/commands/whoami_command.h"

#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/app/output.h"

namespace gpuq::cli {
namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out.empty() ? "-" : out;
}

int whoami(const GlobalOptions& g, const OutputOptions& output) {
  auto context = resolve(g);
  if (!context) return report(context.error());
  auto c = open_client(g, *context);
  if (!c) return report(c.error());
  auto me = c->me();
  if (!me) return report(me.error());
  if (g.quiet) {
    std::cout << me->user << "\n";
    return kExitSuccess;
  }
  if (output.format != OutputFormat::table) {
    print_document(std::cout, parse_json(me->json), output.format);
    return kExitSuccess;
  }
  const auto line = [](const char* label, const std::string& value) {
    std::cout << label << std::string(17 - std::string_view(label).size(), ' ') << value << "\n";
  };
  std::string ids;
  if (me->uid) ids = " (uid " + std::to_string(*me->uid);
  if (me->gid) ids += (ids.empty() ? " (" : ", ") + std::string("gid ") + std::to_string(*me->gid);
  if (!ids.empty()) ids += ")";
  line("User:", me->user + ids);
  line("Groups:", joined(me->groups));
  line("Administrator:", me->administrator ? "yes" : "no");
  line("Known by:", me->authenticated_by == "token"
                        ? "a bearer token"
                        : "the Unix socket (the daemon reads your uid from it)");
  line("Server:", context->transport.server.to_string());
  line("Context:", context->context.name.empty() ? "default" : context->context.name);
  line("Default project:", context->context.project.empty() ? "-" : context->context.project);
  line("May submit to:", joined(me->projects));
  return kExitSuccess;
}

}  // namespace

void add_whoami_command(CLI::App& app, CommandRegistry& registry) {
  auto output = std::make_shared<OutputOptions>();
  CLI::App* cmd = app.add_subcommand(
      "whoami", "Who the daemon takes you to be, and the projects you may submit to");
  add_output_flags(cmd, *output);
  cmd->footer(
      "Examples:\n  gpuq whoami\n  gpuq whoami -o json\n  gpuq -q whoami\n      the user name "
      "only\n  gpuq --context lab whoami\n      as the token of context lab");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, output] { return whoami(*g, *output); });
}

}  // namespace gpuq::cli
