#include "cli/commands/daemon_command.h"

#include <iostream>
#include <memory>

#include "cli/app/output.h"
#include "cli/commands/daemon_exec.h"
#include "daemon/flags/daemon_flags.h"
#include "daemon/flags/daemon_options.h"
#include "gpuq/client.h"

namespace gpuq::cli {
namespace {

struct TokenOptions {
  std::string socket;
  std::string name;
  std::string user;
};

// The client for the token commands: --socket when given, else the context
// (by default the local daemon's socket).
client::ApiResult<client::Client> token_client(const TokenOptions& o,
                                               const GlobalOptions& globals) {
  if (o.socket.empty()) return open_client(globals);
  GlobalOptions with_socket = globals;
  with_socket.server = "unix://" + o.socket;
  return open_client(with_socket);
}

// Runs `method target body` and returns the answer's JSON.
client::ApiResult<nlohmann::json> exchange(const TokenOptions& o, const GlobalOptions& globals,
                                           std::string_view method, const std::string& target,
                                           const std::string& body = {}) {
  auto client = token_client(o, globals);
  if (!client) return std::unexpected(client.error());
  auto answer = client->request(method, target, body);
  if (!answer) return std::unexpected(answer.error());
  nlohmann::json doc = parse_json(*answer);
  return doc.is_object() ? doc : nlohmann::json::object();
}

int token_create(const TokenOptions& o, const GlobalOptions& globals) {
  nlohmann::json body = {{"name", o.name}};
  if (!o.user.empty()) body["user"] = o.user;
  auto reply = exchange(o, globals, "POST", "/api/v1/tokens", body.dump());
  if (!reply) return report(reply.error());
  if (globals.quiet) {
    std::cout << reply->value("token", "") << "\n";
    return kExitSuccess;
  }
  std::cout << "token " << reply->value("name", "") << " for " << reply->value("user", "")
            << " (shown once; store it in a file readable only by you):\n"
            << reply->value("token", "") << "\n";
  return kExitSuccess;
}

int token_list(const TokenOptions& o, const GlobalOptions& globals) {
  auto reply = exchange(o, globals, "GET", "/api/v1/tokens");
  if (!reply) return report(reply.error());
  Table table({"Name", "User", "Created by", "Created", "Revoked"});
  for (const auto& t : reply->value("tokens", nlohmann::json::array())) {
    table.add_row({t.value("name", ""), t.value("user", ""), t.value("createdBy", ""),
                   t.value("createdAt", ""), t.value("revoked", false) ? "yes" : "no"});
  }
  table.print(std::cout);
  return kExitSuccess;
}

int token_revoke(const TokenOptions& o, const GlobalOptions& globals) {
  auto reply = exchange(o, globals, "DELETE", "/api/v1/tokens/" + client::url_escape(o.name));
  if (!reply) return report(reply.error());
  if (!globals.quiet) std::cout << "token " << o.name << " revoked\n";
  return kExitSuccess;
}

}  // namespace

void add_daemon_command(CLI::App& app, CommandRegistry& registry) {
  auto options = std::make_shared<daemon::DaemonOptions>();
  CLI::App* cmd = app.add_subcommand(
      "daemon", "Run the scheduler daemon in the foreground (GPUs, projects, workloads)");
  daemon::add_daemon_flags(*cmd, *options);
  cmd->footer(
      "Examples:\n"
      "  gpuq daemon\n"
      "      run with the defaults: every GPU in one pool, projects created through the API\n"
      "  gpuq daemon --config /etc/gpuq/daemon.yaml\n"
      "  gpuq daemon --gpus mock:examples/mock-4gpu.yaml --state-dir /tmp/gpuq --socket "
      "/tmp/gpuq.sock\n"
      "      try it without GPUs\n"
      "Signals: SIGTERM/SIGINT stop the daemon (running pods keep running); SIGHUP reloads "
      "the config.");

  auto token = std::make_shared<TokenOptions>();
  CLI::App* tokens =
      cmd->add_subcommand("token", "Bearer tokens for the TCP listener (administrators)");
  tokens->require_subcommand(1);
  auto add_socket = [&](CLI::App* c) {
    c->add_option("--socket", token->socket, "The daemon's socket (default: the local daemon's)");
  };
  CLI::App* create = tokens->add_subcommand("create", "Create a token; its secret is shown once");
  create->add_option("NAME", token->name, "Token name")->required();
  create->add_option("--user", token->user, "The user the token acts as (default: you)");
  add_socket(create);
  CLI::App* list = tokens->add_subcommand("list", "List tokens (never their secrets)");
  add_socket(list);
  CLI::App* revoke = tokens->add_subcommand("revoke", "Revoke a token");
  revoke->add_option("NAME", token->name, "Token name or id")->required();
  add_socket(revoke);

  const GlobalOptions* globals = &registry.globals();
  registry.add(create, [token, globals] { return token_create(*token, *globals); });
  registry.add(list, [token, globals] { return token_list(*token, *globals); });
  registry.add(revoke, [token, globals] { return token_revoke(*token, *globals); });
  registry.add(cmd, [options] { return exec_daemon(*options); });
}

}  // namespace gpuq::cli
