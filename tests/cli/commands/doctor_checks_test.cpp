// gpuq doctor's checks: each fact gives the status, what was seen and the
// fix a user or an administrator types.
#include "cli/commands/doctor_checks.h"

#include <doctest/doctest.h>

#include <cerrno>
#include <string>

using gpuq::cli::Check;
using gpuq::cli::CheckStatus;
using gpuq::cli::SocketFacts;
using nlohmann::json;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

SocketFacts socket_of(const std::string& user) {
  SocketFacts f;
  f.path = "/run/gpuq/gpuq.sock";
  f.is_socket = true;
  f.mode = 0660;
  f.owner = "root";
  f.group = "gpuq";
  f.user = user;
  return f;
}

}  // namespace

TEST_CASE("doctor: the socket, open, closed, not yet in effect, missing") {
  SocketFacts f = socket_of("alice");
  f.can_open = true;
  Check c = gpuq::cli::socket_check(f);
  CHECK(c.status == CheckStatus::ok);
  CHECK(c.detail == "/run/gpuq/gpuq.sock (mode 0660, owner root, group gpuq), open to alice");

  f.can_open = false;
  c = gpuq::cli::socket_check(f);
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.detail, "alice may not open it"));
  CHECK(c.fix == "an administrator runs: sudo adduser alice gpuq (then alice logs in again)");

  f.in_group_database = true;  // added, but this session began before
  c = gpuq::cli::socket_check(f);
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.detail, "alice was added to group gpuq after this session began"));
  CHECK(has(c.fix, "newgrp gpuq"));

  f.in_group_database = false;
  f.in_group_now = true;  // in the group, yet the mode shuts the group out
  c = gpuq::cli::socket_check(f);
  CHECK(
      has(c.detail, "alice is in group gpuq, but its mode does not let the group read and write"));
  CHECK(has(c.fix, "systemctl restart gpuq-daemon"));

  f.in_group_now = false;
  f.group = "root";
  f.group_is_root = true;  // a daemon.yaml without socket.group
  c = gpuq::cli::socket_check(f);
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.fix, "socket: {group: gpuq}"));
  CHECK_FALSE(has(c.fix, "adduser alice root"));

  f.stat_errno = ENOENT;
  c = gpuq::cli::socket_check(f);
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.detail, "no socket at /run/gpuq/gpuq.sock"));
  CHECK(has(c.fix, "sudo systemctl start gpuq-daemon"));

  f.stat_errno = EACCES;
  CHECK(has(gpuq::cli::socket_check(f).detail, "Permission denied"));
  f.stat_errno = 0;
  f.is_socket = false;
  CHECK(has(gpuq::cli::socket_check(f).detail, "is not a socket"));
}

TEST_CASE("doctor: the daemon answers, does not, or runs another version") {
  CHECK(gpuq::cli::daemon_check("unix:///s", "", "0.1.0", "0.1.0").status == CheckStatus::ok);
  Check c = gpuq::cli::daemon_check("unix:///s", "connection refused", "", "0.1.0");
  CHECK(c.status == CheckStatus::fail);
  CHECK(c.detail == "unix:///s does not answer: connection refused");
  c = gpuq::cli::daemon_check("unix:///s", "permission denied on unix:///s\nask an administrator",
                              "", "0.1.0", /*socket_failed=*/true);
  CHECK(c.detail == "unix:///s does not answer: permission denied on unix:///s");
  CHECK(c.fix == "as the socket line says");
  c = gpuq::cli::daemon_check("unix:///s", "", "0.0.9", "0.1.0");
  CHECK(c.status == CheckStatus::warn);
  CHECK(has(c.fix, "systemctl restart gpuq-daemon"));
}

TEST_CASE("doctor: the default project against the projects open to the caller") {
  const json me = {{"user", "alice"}, {"projects", {"team-a", "team-b"}}};
  CHECK(gpuq::cli::project_check(me, "team-b").status == CheckStatus::ok);
  Check c = gpuq::cli::project_check(me, "");
  CHECK(c.status == CheckStatus::warn);
  CHECK(c.fix == "gpuq project set team-a (or give -p on each command)");
  c = gpuq::cli::project_check(me, "team-z");
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.detail, "team-z is not open to alice (open: team-a, team-b)"));
  c = gpuq::cli::project_check(json{{"user", "bob"}, {"projects", json::array()}}, "");
  CHECK(c.status == CheckStatus::warn);
  CHECK(has(c.detail, "bob may submit to no project"));
}

TEST_CASE("doctor: GPUs from NVML, a mock or none") {
  Check c =
      gpuq::cli::gpus_check({{"gpus", {{"source", "nvml, driver 550.54.15"}, {"devices", 8}}}});
  CHECK(c.status == CheckStatus::ok);
  CHECK(c.detail == "8 GPUs from nvml, driver 550.54.15");
  c = gpuq::cli::gpus_check({{"gpus", {{"source", "mock:/etc/m.yaml"}, {"devices", 4}}}});
  CHECK(c.status == CheckStatus::warn);
  CHECK(has(c.detail, "mock inventory"));
  c = gpuq::cli::gpus_check(
      {{"gpus", {{"source", "none (libnvidia-ml.so.1 not found)"}, {"devices", 0}}}});
  CHECK(c.status == CheckStatus::warn);
  CHECK(has(c.detail, "libnvidia-ml.so.1 not found"));
  CHECK(has(c.fix, "install NVIDIA's driver"));
}

TEST_CASE("doctor: limits by cgroup or by watching") {
  CHECK(gpuq::cli::limits_check({{"limits", "cgroup v2 (/sys/fs/cgroup/gpuq)"}}).status ==
        CheckStatus::ok);
  Check c = gpuq::cli::limits_check({{"limits", "process-tree watching, memory only (why)"}});
  CHECK(c.status == CheckStatus::warn);
  CHECK(has(c.fix, "Delegate=yes"));
  CHECK(gpuq::cli::limits_check({{"limits", nullptr}}).status == CheckStatus::skip);
}

TEST_CASE("doctor: the state directory's room against the log reserve") {
  const auto state = [](bool writable, int64_t free) {
    return json{{"stateDir",
                 {{"path", "/var/lib/gpuq"},
                  {"writable", writable},
                  {"freeBytes", free},
                  {"logDiskReserveBytes", 64LL << 20}}}};
  };
  Check c = gpuq::cli::state_check(state(true, 100LL << 30));
  CHECK(c.status == CheckStatus::ok);
  CHECK(c.detail == "/var/lib/gpuq, 100Gi free");
  CHECK(gpuq::cli::state_check(state(true, 512LL << 20)).status == CheckStatus::warn);
  c = gpuq::cli::state_check(state(true, 10LL << 20));
  CHECK(c.status == CheckStatus::fail);
  CHECK(has(c.detail, "pods' output is dropped"));
  CHECK(gpuq::cli::state_check(state(false, 100LL << 30)).status == CheckStatus::fail);
}

TEST_CASE("doctor: clocks in the past or apart") {
  const int64_t now = 1795780800000;  // 2026-11-27
  const int64_t earliest = 1767225600000;
  CHECK(gpuq::cli::clock_check(now + 300, now, earliest).status == CheckStatus::ok);
  Check c = gpuq::cli::clock_check(now - 60000, now, earliest);
  CHECK(c.status == CheckStatus::warn);
  CHECK(c.detail == "the daemon's clock is 60.0 s behind");
  CHECK(gpuq::cli::clock_check(now, 1000, earliest).status == CheckStatus::fail);
  CHECK(gpuq::cli::clock_check(std::nullopt, now, earliest).status == CheckStatus::skip);
}

TEST_CASE("doctor: NVIDIA's driver without the daemon") {
  CHECK(gpuq::cli::driver_check("").status == CheckStatus::warn);
  Check c = gpuq::cli::driver_check(
      "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.15\nGCC version: 12\n");
  CHECK(c.status == CheckStatus::ok);
  CHECK(c.detail == "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.15");
}

TEST_CASE("doctor: a diagnostics answer with missing or mistyped fields says so, never throws") {
  for (const json& odd :
       {json(nullptr), json("text"), json::object(), json{{"gpus", nullptr}},
        json{{"gpus", {{"source", 3}, {"devices", "four"}}}},
        json{{"stateDir", {{"path", "/s"}, {"writable", "yes"}}}},
        json{{"stateDir", {{"path", "/s"}, {"writable", true}, {"freeBytes", "many"}}}},
        json{{"limits", 7}}}) {
    CAPTURE(odd.dump());
    CHECK_NOTHROW(gpuq::cli::gpus_check(odd));
    CHECK_NOTHROW(gpuq::cli::limits_check(odd));
    CHECK_NOTHROW(gpuq::cli::state_check(odd));
    CHECK_NOTHROW(gpuq::cli::project_check(odd, "team-a"));
  }
  CHECK(gpuq::cli::gpus_check(json::object()).status == CheckStatus::skip);
  CHECK(gpuq::cli::state_check(json{{"stateDir", {{"path", "/s"}, {"writable", "yes"}}}}).status ==
        CheckStatus::skip);
  CHECK(gpuq::cli::state_check(
            json{{"stateDir", {{"path", "/s"}, {"writable", true}, {"freeBytes", "many"}}}})
            .detail == "/s: free space unknown");
}
