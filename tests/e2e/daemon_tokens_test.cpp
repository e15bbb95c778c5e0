// `gpuq daemon token ...` against a real daemon: the secret is shown once,
// listed tokens never show it, and a revoked token is gone.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <array>
#include <cstdio>
#include <string>

#include "daemon_fixture.h"

using gpuq::test::Daemon;

namespace {

std::string run(const std::string& command, int* status) {
  std::string out;
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  std::array<char, 4096> buf{};
  while (pipe != nullptr && fgets(buf.data(), buf.size(), pipe) != nullptr) out += buf.data();
  int rc = pipe != nullptr ? pclose(pipe) : -1;
  *status = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
  return out;
}

}  // namespace

TEST_CASE("gpuq daemon token create, list and revoke") {
  Daemon d;
  d.start();
  const std::string gpuq = std::string(GPUQ_BINARY) + " daemon token ";
  const std::string sock = " --socket " + d.socket();
  int status = 0;
  std::string created = run(gpuq + "create ci-bot" + sock, &status);
  CHECK(status == 0);
  const std::size_t at = created.find("gpuq_");
  REQUIRE(at != std::string::npos);
  const std::string secret = created.substr(at, created.find('\n', at) - at);
  std::string listed = run(gpuq + "list" + sock, &status);
  CHECK(status == 0);
  CHECK(listed.find("ci-bot") != std::string::npos);
  CHECK(listed.find(secret) == std::string::npos);
  CHECK(run(gpuq + "create ci-bot" + sock, &status).find("already exists") != std::string::npos);
  CHECK(status == 1);
  CHECK(run(gpuq + "revoke ci-bot" + sock, &status).find("revoked") != std::string::npos);
  CHECK(status == 0);
  d.stop();
  // No daemon: a clear error that says how to start one.
  std::string none = run(gpuq + "list" + sock, &status);
  CHECK(status == 1);
  CHECK(none.find("no gpuq daemon is answering on unix://" + d.socket()) != std::string::npos);
  CHECK(none.find("start one with 'gpuq daemon'") != std::string::npos);
}
