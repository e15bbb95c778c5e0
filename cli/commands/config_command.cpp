#include "cli/commands/config_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/app/output.h"
#include "cli/commands/project_command.h"

namespace gpuq::cli {
namespace {

using client::ClientConfig;
using client::Context;

struct ContextFlags {
  std::string name;
  std::optional<std::string> server, token_file, project, profile;
  std::optional<bool> insecure;
  OutputOptions output;
};

std::string or_dash(const std::string& s) { return s.empty() ? "-" : s; }

nlohmann::json context_json(const Context& c) {
  return {{"name", c.name},       {"server", c.server},   {"token-file", c.token_file},
          {"project", c.project}, {"profile", c.profile}, {"insecure", c.insecure}};
}

// The name of the context in use (--context, GPUQ_CONTEXT, the file's
// current-context, "default"), as resolve() picks it.
std::string context_in_use(const GlobalOptions& g, const ClientConfig& config) {
  if (g.context) return *g.context;
  if (auto env = client::process_environment()("GPUQ_CONTEXT"); env && !env->empty()) return *env;
  return config.current_context.empty() ? "default" : config.current_context;
}

void print_contexts(std::ostream& out, const ClientConfig& config, const std::string& current,
                    bool headers) {
  Table table({"Current", "Name", "Server", "Project", "Profile", "Token File"});
  bool listed = false;
  for (const Context& c : config.contexts) {
    listed = listed || c.name == current;
    table.add_row({c.name == current ? "*" : "", c.name,
                   c.server.empty() ? "(local daemon)" : c.server, or_dash(c.project),
                   or_dash(c.profile), or_dash(c.token_file)});
  }
  if (!listed && current == "default") {
    table.add_row({"*", "default", "(local daemon)", "-", "-", "-"});
  }
  table.print(out, headers);
}

int view(const GlobalOptions& g, const ContextFlags& f) {
  const std::string path = config_path(g);
  auto config = ClientConfig::load(path);
  if (!config) return report(config.error());
  const std::string current = context_in_use(g, *config);
  auto resolved = resolve(g);
  if (f.output.format != OutputFormat::table) {
    nlohmann::json contexts = nlohmann::json::array();
    for (const Context& c : config->contexts) contexts.push_back(context_json(c));
    nlohmann::json doc = {
        {"config-file", path}, {"current-context", current}, {"contexts", std::move(contexts)}};
    if (resolved) {
      doc["resolved"] = context_json(resolved->context);
      doc["resolved"]["server"] = resolved->transport.server.to_string();
      doc["resolved"]["origin"] = resolved->origin;
    } else {
      doc["error"] = resolved.error().describe();
    }
    print_document(std::cout, doc, f.output.format);
    return resolved ? kExitSuccess : kExitFailure;
  }
  std::cout << "Config file:      " << path << (std::filesystem::exists(path) ? "" : " (none yet)")
            << "\n";
  if (!resolved) {
    std::cout << "Current context:  " << current << "\n\n";
    print_contexts(std::cout, *config, current, true);
    return report(resolved.error());
  }
  const Context& c = resolved->context;
  // The origin reads "context NAME (WHY), server from ...": NAME once here.
  std::string origin = resolved->origin;
  if (const std::string own = "context " + c.name + " "; origin.starts_with(own)) {
    origin.erase(0, own.size());
  } else {
    origin = "(" + origin + ")";
  }
  std::cout << "Current context:  " << c.name << " " << origin << "\n"
            << "Server:           " << resolved->transport.server.to_string() << "\n"
            << "Project:          " << or_dash(c.project) << "\n"
            << "Profile:          " << or_dash(c.profile) << "\n"
            << "Token file:       " << or_dash(c.token_file) << "\n\n";
  print_contexts(std::cout, *config, current, true);
  return kExitSuccess;
}

int get_contexts(const GlobalOptions& g, const ContextFlags& f) {
  auto config = ClientConfig::load(config_path(g));
  if (!config) return report(config.error());
  const std::string current = context_in_use(g, *config);
  if (g.quiet) {
    for (const Context& c : config->contexts) std::cout << c.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    nlohmann::json contexts = nlohmann::json::array();
    for (const Context& c : config->contexts) {
      contexts.push_back(context_json(c));
      contexts.back()["current"] = c.name == current;
    }
    print_document(std::cout, contexts, f.output.format);
    return kExitSuccess;
  }
  print_contexts(std::cout, *config, current, !f.output.no_headers);
  return kExitSuccess;
}

// "~/x" and relative paths as absolute ones, so that the context works from
// any directory.
std::string absolute(const std::string& path) {
  if (path.empty() || path.starts_with("~/")) return path;
  std::error_code ec;
  auto abs = std::filesystem::absolute(path, ec);
  return ec ? path : abs.lexically_normal().string();
}

int set_context(const GlobalOptions& g, const ContextFlags& f) {
  if (f.name.empty()) return report(client::usage_error("must not be empty", "NAME").error());
  if (f.server && !f.server->empty()) {
    if (auto server = client::Server::parse(*f.server); !server) return report(server.error());
  }
  const std::string path = config_path(g);
  auto config = ClientConfig::load(path);
  if (!config) return report(config.error());
  const bool existed = config->find(f.name) != nullptr;
  Context& c = config->upsert(f.name);
  if (f.server) c.server = *f.server;
  if (f.token_file) c.token_file = absolute(*f.token_file);
  if (f.project) c.project = *f.project;
  if (f.profile) c.profile = *f.profile;
  if (f.insecure) c.insecure = *f.insecure;
  if (config->current_context.empty()) config->current_context = f.name;
  if (auto saved = config->save(path); !saved) return report(saved.error());
  if (!g.quiet) std::cout << "context " << f.name << (existed ? " updated" : " created") << "\n";
  return kExitSuccess;
}

int use_context(const GlobalOptions& g, const std::string& name) {
  const std::string path = config_path(g);
  auto config = ClientConfig::load(path);
  if (!config) return report(config.error());
  if (config->find(name) == nullptr && name != "default") {
    std::string known;
    for (const Context& c : config->contexts) known += (known.empty() ? "" : ", ") + c.name;
    client::ApiError e{client::ApiError::Kind::usage, 0, "no context named " + name, "NAME",
                       known.empty()
                           ? "create one with: gpuq config set-context " + name + " --server URL"
                           : "contexts: " + known};
    return report(e);
  }
  config->current_context = name;
  if (auto saved = config->save(path); !saved) return report(saved.error());
  if (!g.quiet) std::cout << "switched to context " << name << "\n";
  return kExitSuccess;
}

// The token in `path`, without surrounding white space.
client::ApiResult<std::string> read_token(const std::string& path) {
  std::ifstream in(path);
  std::string token((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in && !in.eof()) return client::usage_error("cannot read " + path, "--token-file");
  const auto first = token.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return client::usage_error(path + " is empty", "--token-file");
  return token.substr(first, token.find_last_not_of(" \t\r\n") + 1 - first);
}

struct LoginFlags {
  std::string token_file;
  std::optional<std::string> server;
  std::optional<std::string> context;
};

// Checks the token against the server (an authenticated request), then
// stores the token file (and server) in the context and makes it current.
int login(const GlobalOptions& g, const LoginFlags& f) {
  GlobalOptions probe = g;
  if (f.context) probe.context = f.context;
  const std::string path = config_path(g);
  auto config = ClientConfig::load(path);
  if (!config) return report(config.error());
  const std::string name = f.context ? *f.context : context_in_use(g, *config);
  client::TransportOptions transport;
  if (f.server) {
    auto server = client::Server::parse(*f.server);
    if (!server) return report(server.error());
    transport.server = *server;
  } else {
    // An unknown context is fine here: login creates it (with the local
    // daemon's server unless --server says otherwise).
    if (config->find(name) == nullptr) probe.context.reset();
    auto resolved = resolve(probe);
    if (!resolved) return report(resolved.error());
    transport = resolved->transport;
    if (config->find(name) == nullptr) {
      auto local =
          client::Server::parse(client::default_local_server(client::process_environment()));
      if (local) transport.server = *local;
    }
  }
  if (auto failed = hand_over_if_needed(g, transport)) return *failed;
  auto token = read_token(f.token_file);
  if (!token) return report(token.error());
  transport.token = *token;
  auto c = client::Client::connect(transport);
  if (!c) return report(c.error());
  // Any authenticated call proves the server and the token work.
  if (auto pools = c->list_node_pools(); !pools) return report(pools.error());
  Context& stored = config->upsert(name);
  stored.token_file = absolute(f.token_file);
  if (f.server) stored.server = *f.server;
  config->current_context = name;
  if (auto saved = config->save(path); !saved) return report(saved.error());
  if (!g.quiet) {
    std::cout << "logged in to " << transport.server.to_string() << " (context " << name << ")";
    if (transport.server.scheme == client::Server::Scheme::unix_socket) {
      std::cout << "; on a Unix socket the daemon knows you by your user and ignores the token";
    }
    std::cout << "\n";
  }
  return kExitSuccess;
}

}  // namespace

void add_config_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand(
      "config", "Client contexts: which daemon to talk to, the token, default project");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq config view\n  gpuq config set-context lab --server "
      "https://gpu-box:8470 --project team-a\n  gpuq config use-context lab\n"
      "The file is $XDG_CONFIG_HOME/gpuq/config.yaml (~/.config/gpuq/config.yaml).");
  const GlobalOptions* g = &registry.globals();

  auto vf = std::make_shared<ContextFlags>();
  CLI::App* view_cmd =
      group->add_subcommand("view", "Show the context in use, where it comes from, and all");
  add_output_flags(view_cmd, vf->output);
  view_cmd->footer("Examples:\n  gpuq config view\n  GPUQ_CONTEXT=lab gpuq config view -o yaml");
  registry.add(view_cmd, [g, vf] { return view(*g, *vf); });

  auto lf = std::make_shared<ContextFlags>();
  CLI::App* get = group->add_subcommand("get-contexts", "List the contexts");
  add_output_flags(get, lf->output);
  get->add_flag("--no-headers", lf->output.no_headers, "Print the table without its header row");
  get->footer("Examples:\n  gpuq config get-contexts\n  gpuq config get-contexts -o json");
  registry.add(get, [g, lf] { return get_contexts(*g, *lf); });

  auto sf = std::make_shared<ContextFlags>();
  CLI::App* set = group->add_subcommand(
      "set-context", "Create or change a context (only the fields given change)");
  set->add_option("NAME", sf->name, "Context name")->required();
  set->add_option("--server", sf->server,
                  "unix:///path/to/socket, http://host:port or https://host:port (\"\": the local "
                  "daemon)");
  set->add_option("--token-file", sf->token_file, "A file holding the bearer token");
  set->add_option("-p,--project", sf->project, "Default project");
  set->add_option("--profile", sf->profile, "Default hardware profile");
  set->add_flag_function(
      "--insecure", [sf](std::int64_t count) { sf->insecure = count > 0; },
      "https without checking the server's certificate (--insecure=false: check it again)");
  set->footer(
      "Examples:\n"
      "  gpuq config set-context lab --server https://gpu1.lab:8443 --token-file ~/lab.token\n"
      "  gpuq config set-context default --project team-a");
  registry.add(set, [g, sf] { return set_context(*g, *sf); });

  auto name = std::make_shared<std::string>();
  CLI::App* use = group->add_subcommand("use-context", "Make a context the current one");
  use->add_option("NAME", *name, "Context name")->required();
  use->footer("Examples:\n  gpuq config use-context lab\n  gpuq config use-context default");
  registry.add(use, [g, name] { return use_context(*g, *name); });

  CLI::App* project = group->add_subcommand(
      "project", "Make a project the default of the current context (runai v1; = project set)");
  configure_project_set(project, registry);
  project->footer("Examples:\n  gpuq config project team-a\n      as gpuq project set team-a");
}

// Forgets the context's token (the file itself is the user's and stays; the
// token stays valid on the daemon until revoked there).
int logout(const GlobalOptions& g, const std::optional<std::string>& context) {
  const std::string path = config_path(g);
  auto config = ClientConfig::load(path);
  if (!config) return report(config.error());
  const std::string name = context ? *context : context_in_use(g, *config);
  const Context* found = config->find(name);
  if (found == nullptr || found->token_file.empty()) {
    if (!g.quiet) std::cout << "context " << name << " holds no token: nothing to do\n";
    return kExitSuccess;
  }
  const std::string token_file = found->token_file;
  config->upsert(name).token_file.clear();
  if (auto saved = config->save(path); !saved) return report(saved.error());
  if (!g.quiet) {
    std::cout << "logged out of context " << name << "; the token file " << token_file
              << " is left as it is: delete it, and have the token revoked on the daemon "
                 "(gpuq daemon token revoke NAME) if it leaked\n";
  }
  return kExitSuccess;
}

void add_login_command(CLI::App& app, CommandRegistry& registry) {
  auto f = std::make_shared<LoginFlags>();
  CLI::App* cmd =
      app.add_subcommand("login", "Check a token against the daemon and store it in a context");
  cmd->add_option("--token-file", f->token_file,
                  "A file holding the token (from: gpuq daemon token create)")
      ->required();
  cmd->add_option("--server", f->server, "The daemon: https://host:port (default: the context's)");
  cmd->add_option("--context", f->context, "The context to store it in (default: the current)");
  cmd->footer(
      "Examples:\n"
      "  gpuq login --token-file ~/.config/gpuq/lab.token --server https://gpu1.lab:8443 "
      "--context lab\n"
      "      checks the token, stores it in context lab and makes lab current");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, f] { return login(*g, *f); });
}

void add_logout_command(CLI::App& app, CommandRegistry& registry) {
  auto context = std::make_shared<std::optional<std::string>>();
  CLI::App* cmd = app.add_subcommand("logout", "Forget the token stored in a context");
  cmd->add_option("--context", *context, "The context (default: the current)");
  cmd->footer(
      "Examples:\n  gpuq logout\n      the current context's token is forgotten\n"
      "  gpuq logout --context lab\n"
      "The token file is left in place, and the token stays valid on the daemon until an\n"
      "administrator revokes it (gpuq daemon token revoke NAME).");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, context] { return logout(*g, *context); });
}

}  // namespace gpuq::cli
