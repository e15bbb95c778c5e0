// Contexts: which server, project and token a command ends up with, and the
// errors when the choice is wrong.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "gpuq/context.h"
#include "temp_dir.h"

using namespace gpuq::client;

namespace {

EnvLookup env_of(std::map<std::string, std::string> vars) {
  return [vars = std::move(vars)](std::string_view name) -> std::optional<std::string> {
    auto it = vars.find(std::string(name));
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

ClientConfig two_contexts() {
  ClientConfig c;
  c.current_context = "local";
  Context& local = c.upsert("local");
  local.server = "unix:///tmp/local.sock";
  local.project = "team-a";
  Context& lab = c.upsert("lab");
  lab.server = "http://gpu1.lab:8080";
  lab.project = "team-b";
  return c;
}

}  // namespace

TEST_CASE("default paths follow XDG and match the daemon's socket") {
  auto env = env_of(
      {{"XDG_CONFIG_HOME", "/x/cfg"}, {"HOME", "/home/u"}, {"XDG_RUNTIME_DIR", "/run/user/7"}});
  CHECK(default_config_path(env) == "/x/cfg/gpuq/config.yaml");
  CHECK(default_config_path(env_of({{"HOME", "/home/u"}})) == "/home/u/.config/gpuq/config.yaml");
  // A user other than root, whatever runs the test; root always gets the
  // machine's socket.
  const auto no_sockets = [](const std::string&) { return false; };
  CHECK(default_local_server(env, no_sockets) == "unix:///run/user/7/gpuq.sock");
  CHECK(default_local_server(env_of({}), no_sockets) ==
        "unix:///tmp/gpuq-" + std::to_string(geteuid()) + "/gpuq.sock");
  if (geteuid() == 0) CHECK(default_local_server(env) == "unix:///run/gpuq/gpuq.sock");
}

TEST_CASE("a user without a daemon of their own reaches the machine's daemon") {
  const auto env = env_of({{"XDG_RUNTIME_DIR", "/run/user/7"}});
  const auto only = [](std::vector<std::string> sockets) {
    return [sockets](const std::string& path) {
      return std::find(sockets.begin(), sockets.end(), path) != sockets.end();
    };
  };
  CHECK(default_local_server(env, only({"/run/gpuq/gpuq.sock"})) == "unix:///run/gpuq/gpuq.sock");
  CHECK(default_local_server(env, only({"/run/gpuq/gpuq.sock", "/run/user/7/gpuq.sock"})) ==
        "unix:///run/user/7/gpuq.sock");
  CHECK(default_local_server(env, only({})) == "unix:///run/user/7/gpuq.sock");
}

TEST_CASE("without a config the default context is the local socket") {
  auto r = resolve_context(ClientConfig{}, {}, env_of({{"XDG_RUNTIME_DIR", "/run/user/7"}}));
  REQUIRE(r);
  CHECK(r->context.name == "default");
  CHECK(r->transport.server.scheme == Server::Scheme::unix_socket);
  CHECK(r->context.project.empty());
}

TEST_CASE("context precedence: --context, GPUQ_CONTEXT, current-context") {
  const ClientConfig config = two_contexts();
  auto current = resolve_context(config, {}, env_of({}));
  REQUIRE(current);
  CHECK(current->context.name == "local");
  CHECK(current->transport.server.socket_path == "/tmp/local.sock");
  CHECK(current->context.project == "team-a");

  auto from_env = resolve_context(config, {}, env_of({{"GPUQ_CONTEXT", "lab"}}));
  REQUIRE(from_env);
  CHECK(from_env->context.name == "lab");
  CHECK(from_env->transport.server.base_url == "http://gpu1.lab:8080");

  ContextOverrides flags;
  flags.context = "local";
  auto from_flag = resolve_context(config, flags, env_of({{"GPUQ_CONTEXT", "lab"}}));
  REQUIRE(from_flag);
  CHECK(from_flag->context.name == "local");
}

TEST_CASE("server and project: flags over GPUQ_* over the context") {
  const ClientConfig config = two_contexts();
  auto env = env_of({{"GPUQ_SERVER", "http://other:1"}, {"GPUQ_PROJECT", "team-c"}});
  auto r = resolve_context(config, {}, env);
  REQUIRE(r);
  CHECK(r->transport.server.base_url == "http://other:1");
  CHECK(r->context.project == "team-c");
  CHECK(r->origin.find("GPUQ_SERVER") != std::string::npos);

  ContextOverrides flags;
  flags.server = "unix:///tmp/flag.sock";
  flags.project = "team-d";
  auto f = resolve_context(config, flags, env);
  REQUIRE(f);
  CHECK(f->transport.server.socket_path == "/tmp/flag.sock");
  CHECK(f->context.project == "team-d");
}

TEST_CASE("an unknown context lists the known ones") {
  ContextOverrides flags;
  flags.context = "nope";
  auto r = resolve_context(two_contexts(), flags, env_of({}));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind == ApiError::Kind::usage);
  CHECK(r.error().message.find("\"nope\"") != std::string::npos);
  CHECK(r.error().message.find("local, lab, default") != std::string::npos);
  CHECK(r.error().field == "--context");

  auto e = resolve_context(two_contexts(), {}, env_of({{"GPUQ_CONTEXT", "gone"}}));
  REQUIRE_FALSE(e);
  CHECK(e.error().message.find("GPUQ_CONTEXT") != std::string::npos);
}

TEST_CASE("a bad server is a usage error naming where it came from") {
  auto r = resolve_context(two_contexts(), {}, env_of({{"GPUQ_SERVER", "gpu1:80"}}));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind == ApiError::Kind::usage);
  CHECK(r.error().message.find("GPUQ_SERVER") != std::string::npos);
}

TEST_CASE("token files: read for TCP, with ~ expanded, unreadable or empty is an error") {
  gpuq::test::TempDir dir;
  const std::string token_path = dir.path() + "/lab.token";
  std::ofstream(token_path) << "gpuq_secret123\n";
  ClientConfig config = two_contexts();
  config.upsert("lab").token_file = "~/lab.token";
  auto env = env_of({{"HOME", dir.path()}, {"GPUQ_CONTEXT", "lab"}});
  auto r = resolve_context(config, {}, env);
  REQUIRE(r);
  CHECK(r->transport.token == "gpuq_secret123");

  config.upsert("lab").token_file = dir.path() + "/missing.token";
  auto missing = resolve_context(config, {}, env);
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("cannot read the token file") != std::string::npos);
  CHECK(missing.error().message.find("missing.token") != std::string::npos);
  CHECK(missing.error().hint.find("gpuq login") != std::string::npos);

  std::ofstream(dir.path() + "/empty.token") << "\n";
  config.upsert("lab").token_file = dir.path() + "/empty.token";
  auto empty = resolve_context(config, {}, env);
  REQUIRE_FALSE(empty);
  CHECK(empty.error().message.find("is empty") != std::string::npos);

  // A Unix socket needs no token: the file is not read.
  config.upsert("local").token_file = dir.path() + "/missing.token";
  CHECK(resolve_context(config, {}, env_of({})));
}
