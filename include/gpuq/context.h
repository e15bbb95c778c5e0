// Client contexts: which server to talk to, with which token, and the
// defaults (project, profile) a user wants, kept in
// $XDG_CONFIG_HOME/gpuq/config.yaml (~/.config/gpuq/config.yaml):
//
//   current-context: local
//   contexts:
//     - name: local
//       server: unix:///run/user/1000/gpuq.sock
//       project: team-a
//     - name: lab
//       server: https://gpu1.lab:8443
//       token-file: ~/.config/gpuq/lab.token
//       profile: 1xa100
//
// Without a file, or with no context chosen, the context is "default": the
// local daemon's socket (/run/gpuq/gpuq.sock for root, else
// $XDG_RUNTIME_DIR/gpuq.sock). GPUQ_CONTEXT picks a context; GPUQ_SERVER and
// GPUQ_PROJECT override its server and project; a command's --context and
// -p/--project override those.
//
// Functions here read the environment and files only where they say so.
#ifndef GPUQ_CONTEXT_H_
#define GPUQ_CONTEXT_H_

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuq/error.h"
#include "gpuq/transport.h"

namespace gpuq::client {

struct Context {
  std::string name{};
  std::string server{};      // unix:///path, http://host:port, https://host:port; empty: local
  std::string token_file{};  // a file holding the bearer token; "~/" is the home directory
  std::string project{};     // default project; empty: none
  std::string profile{};     // default hardware profile; empty: none
  bool insecure = false;     // https without certificate checks
};

struct ClientConfig {
  std::string current_context{};  // empty: "default"
  std::vector<Context> contexts{};

  // Reads `path`; a missing file is an empty config. Errors (usage) name
  // path:line and the key.
  static ApiResult<ClientConfig> load(const std::string& path);
  // Writes atomically (temporary file and rename), mode 0600, creating the
  // directory (0700).
  ApiResult<void> save(const std::string& path) const;

  const Context* find(std::string_view name) const;
  // The context named `name`, added (empty) when missing.
  Context& upsert(std::string_view name);
};

// Reads an environment variable; nullopt when unset. Tests pass their own.
using EnvLookup = std::function<std::optional<std::string>(std::string_view name)>;
EnvLookup process_environment();

// $XDG_CONFIG_HOME/gpuq/config.yaml, else $HOME/.config/gpuq/config.yaml.
std::string default_config_path(const EnvLookup& env);
// The socket of the daemon on this machine. For root: the machine's daemon,
// unix:///run/gpuq/gpuq.sock. For other users: their own daemon's,
// unix://$XDG_RUNTIME_DIR/gpuq.sock (unix:///tmp/gpuq-UID/gpuq.sock without
// XDG_RUNTIME_DIR), as `gpuq daemon` run by them listens on, when that
// socket is there; else the machine's (a daemon installed as a service) when
// that one is there; else their own's path, which an error then names.
// The first form takes only a socket owned by the user or by root and, when
// both sockets are there, the user's own only when a daemon answers on it
// (a killed daemon's socket does not hide the machine's). The second form
// is the choice for a user other than root, with `usable` saying whether a
// socket path may be used (tests give their own).
std::string default_local_server(const EnvLookup& env);
std::string default_local_server(const EnvLookup& env,
                                 const std::function<bool(const std::string&)>& usable);

// What a command runs with after every override.
struct ResolvedContext {
  Context context{};             // with server and project after overrides
  std::string origin{};          // where the context came from, for `config view` and errors
  TransportOptions transport{};  // server parsed, token read from token_file
};

struct ContextOverrides {
  std::optional<std::string> context{};  // --context
  std::optional<std::string> server{};   // --server (hidden), after GPUQ_SERVER
  std::optional<std::string> project{};  // -p/--project
};

// Picks the context (--context, GPUQ_CONTEXT, current-context, "default"),
// applies GPUQ_SERVER, GPUQ_PROJECT and then the flags, parses the server and
// reads the token file. Errors (usage): an unknown context (listing those
// there are), a bad server, an unreadable token file.
ApiResult<ResolvedContext> resolve_context(const ClientConfig& config,
                                           const ContextOverrides& overrides, const EnvLookup& env);

}  // namespace gpuq::client

#endif  // GPUQ_CONTEXT_H_
