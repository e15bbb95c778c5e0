// `gpuq config ...` and `gpuq login` with a configuration of their own: the
// contexts written, chosen and shown, and the token checked against a real
// daemon before it is stored.
#include <doctest/doctest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "daemon_fixture.h"
#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;
using nlohmann::json;

TEST_CASE("gpuq config set-context, use-context, get-contexts and view") {
  Daemon d;
  d.start();
  GpuqRunner gpuq("");  // no GPUQ_SERVER: the contexts say where the daemon is
  const std::string server = "unix://" + d.socket();

  Outcome o = gpuq("config set-context lab --server " + server + " --project team-a");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out == "context lab created\n");
  CHECK(contains(read_file(gpuq.config_file()), "name: lab"));
  o = gpuq("config set-context other --server http://127.0.0.1:1 --profile small");
  CHECK(o.code == 0);
  o = gpuq("config use-context lab");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out == "switched to context lab\n");

  o = gpuq("config get-contexts");
  CHECK(o.code == 0);
  CHECK(o.out.starts_with("Current"));
  CHECK(contains(o.out, "*        lab "));
  CHECK(gpuq("config get-contexts -q").out == "lab\nother\n");
  json contexts = json::parse(gpuq("config get-contexts --json").out);
  CHECK(contexts[0]["current"] == true);
  CHECK(contexts[1]["profile"] == "small");

  o = gpuq("config view");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "Current context:  lab (current-context)"));  // its name once
  CHECK(contains(o.out, "Project:          team-a"));
  CHECK(contains(o.out, d.socket()));
  json view = json::parse(gpuq("config view -o json").out);
  CHECK(view["current-context"] == "lab");
  CHECK(view["resolved"]["project"] == "team-a");

  // The context reaches the daemon: a project made through it is listed.
  d.project("team-a", 1);
  CHECK(gpuq("project list -q").out == "team-a\n");
  CHECK(gpuq("--context other project list").code == 1);  // nothing listens there
  CHECK(contains(gpuq("config view --context other").out, "Current context:  other"));

  o = gpuq("config use-context nope");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "no context named nope"));
  CHECK(contains(o.err, "lab"));
  o = gpuq("config set-context bad --server ftp://x");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "ftp://x"));
  CHECK(gpuq("config set-context").code == 2);
}

TEST_CASE("gpuq login checks the token and stores it in the context") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());
  Outcome made = gpuq("daemon token create ci --socket " + d.socket());
  REQUIRE_MESSAGE(made.code == 0, made.err);
  const std::size_t at = made.out.find("gpuq_");
  REQUIRE(at != std::string::npos);
  const std::string token_file = gpuq.config_home() + "/ci.token";
  std::ofstream(token_file) << made.out.substr(at, made.out.find('\n', at) - at) << "\n";

  Outcome o =
      gpuq("login --token-file " + token_file + " --server unix://" + d.socket() + " --context ci");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "logged in to unix://" + d.socket()));
  const std::string config = read_file(gpuq.config_file());
  CHECK(contains(config, "token-file: " + token_file));
  CHECK(contains(config, "current-context: ci"));

  o = gpuq("login --token-file " + gpuq.config_home() + "/missing.token");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "missing.token"));
  CHECK(gpuq("login").code == 2);  // --token-file is required
  d.stop();
  // The stopped daemon's own socket: the default one may have a daemon.
  o = gpuq("login --token-file " + token_file + " --server unix://" + d.socket() +
           " --context later");
  CHECK_MESSAGE(o.code == 1, o.out << o.err);
  CHECK(contains(o.err, "gpuq daemon"));
  CHECK_FALSE(contains(read_file(gpuq.config_file()), "name: later"));
}
