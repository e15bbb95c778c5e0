// `gpuq doctor`'s checks, as pure functions of what was found: each says ok,
// warn, fail or skip, what it saw, and for anything not ok the command that
// fixes it. doctor_command.cpp gathers the facts (the socket's file, the
// group database, the daemon's /api/v1/diagnostics and /api/v1/me).
#ifndef GPUQ_CLI_COMMANDS_DOCTOR_CHECKS_H_
#define GPUQ_CLI_COMMANDS_DOCTOR_CHECKS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace gpuq::cli {

enum class CheckStatus { ok, warn, fail, skip };

struct Check {
  std::string name;  // "socket", "daemon", "gpus", ...
  CheckStatus status = CheckStatus::ok;
  std::string detail;  // what was seen
  std::string fix;     // a command or step; empty when ok
};

std::string status_word(CheckStatus status);  // "ok", "warn", "FAIL", "skip"

// The socket of a unix:// server, as this user finds it.
struct SocketFacts {
  std::string path;
  int stat_errno = 0;  // 0: stat() worked
  bool is_socket = false;
  unsigned mode = 0;               // permission bits
  std::string owner;               // user name (or uid)
  std::string group;               // group name (or gid)
  bool can_open = false;           // read and write access for this process
  std::string user;                // who runs gpuq doctor
  bool in_group_now = false;       // the group is among this process's groups
  bool in_group_database = false;  // the group database lists the user in it
  bool group_is_root = false;      // the socket's group is gid 0
};
Check socket_check(const SocketFacts& facts);

// `error` is the reason the daemon did not answer; empty when it did.
// `socket_failed`: the socket's own check failed and says what to do.
Check daemon_check(const std::string& server, const std::string& error,
                   const std::string& server_version, const std::string& client_version,
                   bool socket_failed = false);

// The caller as /api/v1/me says, and the default project of the context.
Check project_check(const nlohmann::json& me, const std::string& default_project);

// From /api/v1/diagnostics.
Check gpus_check(const nlohmann::json& diagnostics);
Check limits_check(const nlohmann::json& diagnostics);
Check state_check(const nlohmann::json& diagnostics);
// `daemon_ms` from the diagnostics' time (nullopt without the daemon),
// `client_ms` the client's clock, both in ms since the epoch; `earliest_ms`
// the earliest time this version could be running at.
Check clock_check(std::optional<int64_t> daemon_ms, int64_t client_ms, int64_t earliest_ms);

// Without a daemon: what this machine says of NVIDIA's driver
// (/proc/driver/nvidia/version's text, empty when absent).
Check driver_check(const std::string& proc_driver_version);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_DOCTOR_CHECKS_H_
