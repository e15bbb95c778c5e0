#include "cli/commands/version_command.h"

#include <iostream>
#include <memory>

#include "cli/app/output.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

namespace gpuq::cli {
namespace {

int version(const GlobalOptions& g, const OutputOptions& o) {
  std::string server_name;
  client::ApiResult<client::Version> server = std::unexpected(client::ApiError{});
  if (auto resolved = resolve(g); !resolved) {
    server = std::unexpected(resolved.error());
  } else {
    server_name = resolved->transport.server.to_string();
    auto c = client::Client::connect(resolved->transport);
    server = c ? c->version() : std::unexpected(c.error());
  }
  if (o.format != OutputFormat::table) {
    nlohmann::json doc = {{"client", {{"version", GPUQ_VERSION}}}};
    if (server) {
      doc["server"] = parse_json(server->json);
      doc["server"]["address"] = server_name;
    } else {
      doc["server"] = nullptr;
      doc["error"] = server.error().describe();
    }
    print_document(std::cout, doc, o.format);
    if (!server) std::cerr << "gpuq: error: " << terminal_safe(server.error().describe()) << "\n";
    return server ? kExitSuccess : kExitFailure;
  }
  std::cout << "Client: gpuq " << GPUQ_VERSION << "\n";
  if (!server) {
    std::cout << "Server: -\n";
    return report(server.error()) == kExitUsage ? kExitUsage : kExitFailure;
  }
  std::cout << "Server: gpuq " << server->server;
  if (!server->api.empty()) std::cout << " (API " << server->api << ")";
  std::cout << " at " << server_name << "\n";
  return kExitSuccess;
}

}  // namespace

void add_version_command(CLI::App& app, CommandRegistry& registry) {
  auto o = std::make_shared<OutputOptions>();
  CLI::App* cmd = app.add_subcommand("version", "Show the client's and the daemon's versions");
  add_output_flags(cmd, *o);
  cmd->footer(
      "Examples:\n"
      "  gpuq version\n"
      "  gpuq version -o json\n"
      "'gpuq --version' prints the client's version alone, without asking the daemon.");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, o] { return version(*g, *o); });
}

}  // namespace gpuq::cli
