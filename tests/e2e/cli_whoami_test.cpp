// gpuq whoami and gpuq logout against a real daemon: who the daemon takes the
// caller to be on the Unix socket (root, and nobody through setpriv) and over
// TCP with a token, a warning when one sets a project not theirs, and a logout
// that makes the token's context anonymous.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;
using nlohmann::json;

TEST_CASE("gpuq whoami on the socket: the user, administrator or not, the projects open to them") {
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");  // nobody may connect
  d.start();
  d.project("team-a", 2);
  d.project("closed", 2, {"alice"});
  GpuqRunner gpuq(d.socket());
  Outcome o = gpuq("whoami");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "User:            root (uid 0, gid 0)"));
  CHECK(contains(o.out, "Administrator:   yes"));
  CHECK(contains(o.out, "Known by:        the Unix socket"));
  CHECK(contains(o.out, "May submit to:   team-a, closed"));
  CHECK(gpuq("-q whoami").out == "root\n");
  json me = json::parse(gpuq("whoami -o json").out);
  CHECK(me["user"] == "root");
  CHECK(me["uid"] == 0);
  CHECK(me["administrator"] == true);
  CHECK(me["projects"] == json::array({"team-a", "closed"}));

  // Another user: not an administrator, and not a member of "closed".
  o = gpuq.shell(
      "XDG_CONFIG_HOME=/nonexistent/gpuq-test setpriv --reuid=65534 --regid=65534 --clear-groups "
      "gpuq "
      "whoami -o json");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  me = json::parse(o.out);
  CHECK(me["uid"] == 65534);
  CHECK(me["administrator"] == false);
  CHECK(me["projects"] == json::array({"team-a"}));

  // project set says at once when the project is not the caller's.
  const std::string home = d.dir() + "/nobody-config";
  std::filesystem::create_directories(home);
  std::filesystem::permissions(home, std::filesystem::perms::all);
  const std::string as_nobody =
      "XDG_CONFIG_HOME=" + home + " setpriv --reuid=65534 --regid=65534 --clear-groups gpuq ";
  o = gpuq.shell(as_nobody + "project set closed");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.err,
                 "Warning: nobody is not a member of project closed: submits there will "
                 "be refused (yours: team-a)"));
  o = gpuq.shell(as_nobody + "project set team-a");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.err.empty());
}

TEST_CASE("gpuq whoami over TCP with a token, and gpuq logout forgets the token") {
  const int port = gpuq::test::free_tcp_port();
  Daemon d(Daemon::kFourGpus, "listen: 127.0.0.1:" + std::to_string(port) + "\n");
  d.start();
  d.project("team-a", 2);
  GpuqRunner gpuq(d.socket());
  Outcome made = gpuq("daemon token create ci --socket " + d.socket());
  REQUIRE_MESSAGE(made.code == 0, made.err);
  const std::size_t at = made.out.find("gpuq_");
  REQUIRE(at != std::string::npos);
  const std::string token = gpuq.config_home() + "/ci.token";
  std::ofstream(token) << made.out.substr(at, made.out.find('\n', at) - at) << "\n";
  const std::string server = "http://127.0.0.1:" + std::to_string(port);
  REQUIRE(gpuq("login --token-file " + token + " --server " + server + " --context lab").code == 0);

  Outcome o = gpuq.shell("unset GPUQ_SERVER; gpuq whoami");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "Known by:        a bearer token"));

  CHECK(contains(o.out, "Server:          " + server));
  CHECK(contains(o.out, "Context:         lab"));

  o = gpuq("logout");
  CHECK(o.code == 0);
  CHECK(contains(o.out, "logged out of context lab; the token file " + token));
  CHECK_FALSE(contains(read_file(gpuq.config_file()), "token-file"));
  o = gpuq.shell("unset GPUQ_SERVER; gpuq whoami");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "a bearer token is required"));
  o = gpuq("logout --context lab");
  CHECK(o.code == 0);
  CHECK(contains(o.out, "context lab holds no token: nothing to do"));
}
