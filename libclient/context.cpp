// Client contexts: the config file, default paths and resolution. See
// gpuq/context.h.
#include "gpuq/context.h"

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "libclient/unix_socket.h"

namespace gpuq::client {
namespace {

std::string home_directory(const EnvLookup& env) {
  if (auto home = env("HOME"); home && home->starts_with('/')) return *home;
  if (const passwd* pw = getpwuid(geteuid()); pw != nullptr && pw->pw_dir != nullptr) {
    return pw->pw_dir;
  }
  return "/tmp";
}

std::string expand_home(const std::string& path, const EnvLookup& env) {
  if (path == "~") return home_directory(env);
  if (path.starts_with("~/")) return home_directory(env) + path.substr(1);
  return path;
}

std::string join_names(const ClientConfig& config) {
  std::string names;
  for (const Context& c : config.contexts) names += (names.empty() ? "" : ", ") + c.name;
  return names.empty() ? "none; only \"default\"" : names + ", default";
}

std::string trim(std::string text) {
  const char* space = " \t\r\n";
  const std::size_t first = text.find_first_not_of(space);
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(space) - first + 1);
}

ApiResult<std::string> read_token(const std::string& file, const EnvLookup& env) {
  const std::string path = expand_home(file, env);
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ApiError e{ApiError::Kind::usage, 0,
               "cannot read the token file " + path + ": " + std::strerror(errno), "token-file",
               "give the context a readable token file (gpuq login --token-file FILE)"};
    return std::unexpected(e);
  }
  std::ostringstream text;
  text << in.rdbuf();
  std::string token = trim(text.str());
  if (token.empty()) return usage_error("the token file " + path + " is empty", "token-file");
  if (token.find_first_of(" \t\r\n") != std::string::npos) {
    return usage_error("the token file " + path + " holds more than one word", "token-file");
  }
  return token;
}

}  // namespace

EnvLookup process_environment() {
  return [](std::string_view name) -> std::optional<std::string> {
    const char* v = std::getenv(std::string(name).c_str());
    if (v == nullptr) return std::nullopt;
    return std::string(v);
  };
}

std::string default_config_path(const EnvLookup& env) {
  if (auto xdg = env("XDG_CONFIG_HOME"); xdg && xdg->starts_with('/')) {
    return *xdg + "/gpuq/config.yaml";
  }
  return home_directory(env) + "/.config/gpuq/config.yaml";
}

namespace {

constexpr const char* kMachineSocket = "/run/gpuq/gpuq.sock";

// A socket that a daemon of this user, or root's, made: a socket someone
// else put at the user's path (/tmp/gpuq-UID/ is guessable) must not
// receive their requests and the environments their submits capture.
bool socket_of_self_or_root(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode) &&
         (st.st_uid == ::geteuid() || st.st_uid == 0);
}

}  // namespace

std::string default_local_server(const EnvLookup& env,
                                 const std::function<bool(const std::string&)>& usable) {
  std::string own = "/tmp/gpuq-" + std::to_string(geteuid()) + "/gpuq.sock";
  if (auto runtime = env("XDG_RUNTIME_DIR"); runtime && runtime->starts_with('/')) {
    own = *runtime + "/gpuq.sock";
  }
  if (!usable(own) && usable(kMachineSocket)) return std::string("unix://") + kMachineSocket;
  return "unix://" + own;
}

std::string default_local_server(const EnvLookup& env) {
  // As daemon::default_socket_path(), which the daemon listens on.
  if (geteuid() == 0) return std::string("unix://") + kMachineSocket;
  return default_local_server(env, [](const std::string& path) {
    if (!socket_of_self_or_root(path)) return false;
    if (path == kMachineSocket) return true;
    // The user's own socket, left behind by a daemon that was killed, must
    // not hide the machine's: only when both are there is it tried.
    return !socket_of_self_or_root(kMachineSocket) ||
           UnixSocket::connect(path, std::chrono::steady_clock::now() + std::chrono::seconds(1))
               .has_value();
  });
}

const Context* ClientConfig::find(std::string_view name) const {
  for (const Context& c : contexts) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

Context& ClientConfig::upsert(std::string_view name) {
  for (Context& c : contexts) {
    if (c.name == name) return c;
  }
  Context added;
  added.name = std::string(name);
  contexts.push_back(std::move(added));
  return contexts.back();
}

ApiResult<ResolvedContext> resolve_context(const ClientConfig& config,
                                           const ContextOverrides& overrides,
                                           const EnvLookup& env) {
  ResolvedContext out;
  std::string name = "default", from = "none chosen";
  if (overrides.context) {
    name = *overrides.context;
    from = "--context";
  } else if (auto e = env("GPUQ_CONTEXT"); e && !e->empty()) {
    name = *e;
    from = "GPUQ_CONTEXT";
  } else if (!config.current_context.empty()) {
    name = config.current_context;
    from = "current-context";
  }
  if (const Context* c = config.find(name)) {
    out.context = *c;
  } else if (name == "default") {
    out.context.name = "default";
  } else {
    ApiError e{
        ApiError::Kind::usage, 0,
        "no context named \"" + name + "\" (from " + from + "); known: " + join_names(config),
        from == "--context" ? "--context" : from,
        "add it with: gpuq config set-context " + name + " --server URL"};
    return std::unexpected(e);
  }
  out.origin = "context " + out.context.name + " (" + from + ")";
  if (auto e = env("GPUQ_SERVER"); e && !e->empty()) {
    out.context.server = *e;
    out.origin += ", server from GPUQ_SERVER";
  }
  if (overrides.server) {
    out.context.server = *overrides.server;
    out.origin += ", server from --server";
  }
  if (auto e = env("GPUQ_PROJECT"); e && !e->empty()) {
    out.context.project = *e;
    out.origin += ", project from GPUQ_PROJECT";
  }
  if (overrides.project) {
    out.context.project = *overrides.project;
    out.origin += ", project from -p";
  }
  if (out.context.server.empty()) out.context.server = default_local_server(env);
  auto server = Server::parse(out.context.server);
  if (!server) {
    ApiError e = server.error();
    e.message += " in " + out.origin;
    return std::unexpected(e);
  }
  out.transport.server = *server;
  out.transport.insecure = out.context.insecure;
  if (server->scheme != Server::Scheme::unix_socket && !out.context.token_file.empty()) {
    auto token = read_token(out.context.token_file, env);
    if (!token) return std::unexpected(token.error());
    out.transport.token = std::move(*token);
  }
  return out;
}

}  // namespace gpuq::client
