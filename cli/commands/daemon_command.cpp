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

int token_create(const TokenOptions& o, const GlobalOptions& globals) {
  auto client = token_client(o, globals);
  if (!client) return report(client.error());
  auto created = client->create_token(o.name, o.user);
  if (!created) return report(created.error());
  if (globals.quiet) {
    std::cout << created->secret << "\n";
    return kExitSuccess;
  }
  std::cout << "token " << created->token.name << " for " << created->token.user
            << " (shown once; store it in a file readable only by you):\n"
            << created->secret << "\n";
  return kExitSuccess;
}

int token_list(const TokenOptions& o, const GlobalOptions& globals) {
  auto client = token_client(o, globals);
  if (!client) return report(client.error());
  auto tokens = client->list_tokens();
  if (!tokens) return report(tokens.error());
  say_if_empty(tokens->size(), "tokens");
  if (globals.quiet) {
    for (const client::Token& t : *tokens) std::cout << t.name << "\n";
    return kExitSuccess;
  }
  Table table({"Name", "User", "Created by", "Created", "Revoked"});
  for (const client::Token& t : *tokens) {
    table.add_row({t.name, t.user, t.created_by, t.created_at, t.revoked ? "yes" : "no"});
  }
  table.print(std::cout);
  return kExitSuccess;
}

int token_revoke(const TokenOptions& o, const GlobalOptions& globals) {
  auto client = token_client(o, globals);
  if (!client) return report(client.error());
  if (auto revoked = client->revoke_token(o.name); !revoked) return report(revoked.error());
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
  tokens->footer(
      "Examples:\n  gpuq daemon token create ci --user alice\n  gpuq daemon token list\n"
      "  gpuq daemon token revoke ci");
  auto add_socket = [&](CLI::App* c) {
    c->add_option("--socket", token->socket, "The daemon's socket (default: the local daemon's)");
  };
  CLI::App* create = tokens->add_subcommand("create", "Create a token; its secret is shown once");
  create->add_option("NAME", token->name, "Token name")->required();
  create->add_option("--user", token->user, "The user the token acts as (default: you)");
  add_socket(create);
  create->footer(
      "Examples:\n  gpuq daemon token create ci --user alice\n"
      "      a token acting as alice; its secret is printed once, keep it");
  CLI::App* list = tokens->add_subcommand("list", "List tokens (never their secrets)");
  add_socket(list);
  list->footer(
      "Examples:\n  gpuq daemon token list\n  gpuq daemon token list --socket /run/gpuq/gpuq.sock");
  CLI::App* revoke = tokens->add_subcommand("revoke", "Revoke a token");
  revoke->add_option("NAME", token->name, "Token name or id")->required();
  add_socket(revoke);
  revoke->footer(
      "Examples:\n  gpuq daemon token revoke ci\n      requests with it get 401 from now on");

  const GlobalOptions* globals = &registry.globals();
  registry.add(create, [token, globals] { return token_create(*token, *globals); });
  registry.add(list, [token, globals] { return token_list(*token, *globals); });
  registry.add(revoke, [token, globals] { return token_revoke(*token, *globals); });
  registry.add(cmd, [options] { return exec_daemon(*options); });
}

}  // namespace gpuq::cli
