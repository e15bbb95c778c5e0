// The streams into a pod over TCP with a bearer token (libcurl's
// transport, through gpuq-dynamic): exec with its exit code and input,
// attach, and port-forward, as from another machine.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;

TEST_CASE("exec, attach and port-forward over TCP with a token") {
  const int port = gpuq::test::free_tcp_port();
  Daemon d(Daemon::kFourGpus, "listen: 127.0.0.1:" + std::to_string(port) + "\n");
  d.start();
  d.project("team-a", 4);
  GpuqRunner gpuq(d.socket());
  Outcome made = gpuq("daemon token create ci --socket " + d.socket());
  REQUIRE_MESSAGE(made.code == 0, made.err);
  const std::size_t at = made.out.find("gpuq_");
  REQUIRE(at != std::string::npos);
  const std::string token = gpuq.config_home() + "/ci.token";
  std::ofstream(token) << made.out.substr(at, made.out.find('\n', at) - at) << "\n";
  const std::string server = "http://127.0.0.1:" + std::to_string(port);
  REQUIRE(gpuq("login --token-file " + token + " --server " + server + " --context lab").code == 0);

  const std::string ws = d.dir() + "/workspace";
  std::filesystem::copy(std::string(GPUQ_SOURCE_DIR) + "/examples/workspace", ws);
  Outcome o = gpuq(
      "workspace submit nb -p team-a --stdin --port 8888 -- sh -c 'read l; echo "
      "\"got $l\"; exec " +
      ws + "/notebook.sh'");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("nb") == "Running"; }));
  const std::string tcp = "unset GPUQ_SERVER; ";

  o = gpuq.shell(tcp + "echo words | gpuq exec -i nb -p team-a -- sh -c 'cat; exit 6'");
  CHECK(o.code == 6);
  CHECK(o.out == "words\n");

  // The pod goes on after it read its line, and so does attach: stopped after a while.
  o = gpuq.shell(tcp + "echo hello | timeout -s INT 3 gpuq attach nb -p team-a");
  CHECK(contains(o.out, "got hello"));

  const int local = gpuq::test::free_tcp_port();
  o = gpuq.shell(tcp + "gpuq port-forward nb -p team-a --port " + std::to_string(local) +
                 ":8888 > " + d.dir() + "/pf.out 2>&1 & pf=$!; for i in $(seq 100); do curl -sf " +
                 "http://127.0.0.1:" + std::to_string(local) + "/ > " + d.dir() +
                 "/page.txt && break; sleep 0.1; done; kill -INT $pf; wait $pf");
  CHECK(contains(read_file(d.dir() + "/page.txt"), "workspace nb on port"));
}
