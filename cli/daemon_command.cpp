#include "cli/daemon_command.h"

#include <iostream>
#include <memory>

#include "cli/local_api.h"
#include "daemon/config.h"
#include "daemon/daemon_main.h"

namespace gpuq::cli {
namespace {

struct TokenOptions {
  std::string socket;
  std::string name;
  std::string user;
};

int token_create(const TokenOptions& o) {
  nlohmann::json body = {{"name", o.name}};
  if (!o.user.empty()) body["user"] = o.user;
  auto reply = call_local_api(o.socket, "POST", "/api/v1/tokens", body.dump());
  if (!reply) return report(reply.error());
  std::cout << "token " << reply->value("name", "") << " for " << reply->value("user", "")
            << " (shown once; store it in a file readable only by you):\n"
            << reply->value("token", "") << "\n";
  return kExitSuccess;
}

int token_list(const TokenOptions& o) {
  auto reply = call_local_api(o.socket, "GET", "/api/v1/tokens", "");
  if (!reply) return report(reply.error());
  std::cout << "NAME\tUSER\tCREATED BY\tCREATED\tREVOKED\n";
  for (const auto& t : reply->value("tokens", nlohmann::json::array())) {
    std::cout << t.value("name", "") << "\t" << t.value("user", "") << "\t"
              << t.value("createdBy", "") << "\t" << t.value("createdAt", "") << "\t"
              << (t.value("revoked", false) ? "yes" : "no") << "\n";
  }
  return kExitSuccess;
}

int token_revoke(const TokenOptions& o) {
  auto reply = call_local_api(o.socket, "DELETE", "/api/v1/tokens/" + o.name, "");
  if (!reply) return report(reply.error());
  std::cout << "token " << o.name << " revoked\n";
  return kExitSuccess;
}

}  // namespace

void add_daemon_command(CLI::App& app, CommandRegistry& registry) {
  auto options = std::make_shared<daemon::DaemonOptions>();
  CLI::App* cmd = app.add_subcommand(
      "daemon", "Run the scheduler daemon in the foreground (GPUs, projects, workloads)");
  cmd->add_option("--config", options->config_path, "Daemon config file (YAML)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--state-dir", options->state_dir,
                  "Where the database and pod logs live (default: /var/lib/gpuq for root, "
                  "~/.local/state/gpuq otherwise)");
  cmd->add_option("--socket", options->socket_path,
                  "Unix socket of the API (default: /run/gpuq/gpuq.sock for root, "
                  "$XDG_RUNTIME_DIR/gpuq.sock otherwise)");
  cmd->add_option("--listen", options->listen, "Also serve TCP with bearer tokens on HOST:PORT");
  cmd->add_option("--gpus", options->gpus,
                  "Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)");
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
  CLI::App* tokens = cmd->add_subcommand("token", "Bearer tokens for the TCP listener (administrators)");
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

  registry.add(create, [token] { return token_create(*token); });
  registry.add(list, [token] { return token_list(*token); });
  registry.add(revoke, [token] { return token_revoke(*token); });
  registry.add(cmd, [options] { return daemon::run_daemon(*options); });
}

}  // namespace gpuq::cli
