#include "cli/commands/doctor_checks.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

#include "core/quantity.h"

namespace gpuq::cli {
namespace {

using nlohmann::json;

constexpr const char* kStartService =
    "sudo systemctl start gpuq-daemon (the machine's daemon), or gpuq daemon for one of your own";

Check make(std::string name, CheckStatus status, std::string detail, std::string fix = {}) {
  return Check{std::move(name), status, std::move(detail), std::move(fix)};
}

std::string octal_mode(unsigned mode) {
  char text[8];
  std::snprintf(text, sizeof text, "%04o", mode & 07777);
  return text;
}

// Typed reads that take whatever the daemon sent: a missing field, or one of
// another type, reads as absent (a check then says it cannot tell) rather
// than throwing and losing the whole report.
const json* field_at(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

std::string string_at(const json& object, const char* key) {
  const json* v = field_at(object, key);
  return v != nullptr && v->is_string() ? v->get<std::string>() : std::string();
}

std::optional<int64_t> number_at(const json& object, const char* key) {
  const json* v = field_at(object, key);
  if (v == nullptr || !v->is_number_integer()) return std::nullopt;
  return v->get<int64_t>();
}

std::optional<bool> bool_at(const json& object, const char* key) {
  const json* v = field_at(object, key);
  if (v == nullptr || !v->is_boolean()) return std::nullopt;
  return v->get<bool>();
}

const json& object_at(const json& object, const char* key) {
  static const json empty = json::object();
  const json* v = field_at(object, key);
  return v != nullptr && v->is_object() ? *v : empty;
}

}  // namespace

std::string status_word(CheckStatus status) {
  switch (status) {
    case CheckStatus::ok:
      return "ok";
    case CheckStatus::warn:
      return "warn";
    case CheckStatus::fail:
      return "FAIL";
    case CheckStatus::skip:
      return "skip";
  }
  return "?";
}

Check socket_check(const SocketFacts& f) {
  if (f.stat_errno == ENOENT) {
    return make("socket", CheckStatus::fail, "no socket at " + f.path + ": no daemon listens there",
                kStartService);
  }
  if (f.stat_errno != 0) {
    return make("socket", CheckStatus::fail,
                "cannot look at " + f.path + ": " + std::strerror(f.stat_errno),
                "a directory on the way is closed to " + f.user +
                    "; the service's is /run/gpuq (mode 0755)");
  }
  if (!f.is_socket) {
    return make("socket", CheckStatus::fail, f.path + " is not a socket",
                "remove it, then " + std::string(kStartService));
  }
  const std::string seen =
      f.path + " (mode " + octal_mode(f.mode) + ", owner " + f.owner + ", group " + f.group + ")";
  if (f.can_open) return make("socket", CheckStatus::ok, seen + ", open to " + f.user);
  if (f.in_group_database && !f.in_group_now) {
    return make(
        "socket", CheckStatus::fail,
        seen + ": " + f.user + " was added to group " + f.group + " after this session began",
        "log out and in again (or run: newgrp " + f.group + ")");
  }
  if (f.in_group_now) {
    return make("socket", CheckStatus::fail,
                seen + ": " + f.user + " is in group " + f.group +
                    ", but its mode does not let the group read and write it",
                "restart the daemon, which makes it 0660 (sudo systemctl restart gpuq-daemon)");
  }
  if (f.group_is_root) {
    // Adding people to group root is not the fix: give the socket a group.
    return make("socket", CheckStatus::fail, seen + ": " + f.user + " may not open it",
                "an administrator sets the socket's group (socket: {group: gpuq} in "
                "/etc/gpuq/daemon.yaml), restarts the daemon and adds " +
                    f.user + " to that group (sudo adduser " + f.user + " gpuq)");
  }
  return make("socket", CheckStatus::fail, seen + ": " + f.user + " may not open it",
              "an administrator runs: sudo adduser " + f.user + " " + f.group + " (then " + f.user +
                  " logs in again)");
}

Check daemon_check(const std::string& server, const std::string& error,
                   const std::string& server_version, const std::string& client_version,
                   bool socket_failed) {
  if (!error.empty()) {
    // The error's first line: what follows is advice the fix below replaces.
    return make("daemon", CheckStatus::fail,
                server + " does not answer: " + error.substr(0, error.find('\n')),
                socket_failed ? "as the socket line says" : kStartService);
  }
  if (server_version != client_version) {
    return make("daemon", CheckStatus::warn,
                "gpuq " + server_version + " at " + server + "; this client is " + client_version,
                "restart the daemon after an upgrade: sudo systemctl restart gpuq-daemon (pods "
                "keep running)");
  }
  return make("daemon", CheckStatus::ok, "gpuq " + server_version + " at " + server);
}

Check project_check(const json& me, const std::string& default_project) {
  std::vector<std::string> projects;
  if (auto it = me.find("projects"); it != me.end() && it->is_array()) {
    for (const json& p : *it) {
      if (p.is_string()) projects.push_back(p.get<std::string>());
    }
  }
  std::string open;
  for (const std::string& p : projects) open += (open.empty() ? "" : ", ") + p;
  const std::string user = string_at(me, "user");
  if (projects.empty()) {
    return make("project", CheckStatus::warn, user + " may submit to no project",
                "an administrator adds " + user +
                    " to a project's members (daemon.yaml, then sudo systemctl reload "
                    "gpuq-daemon), or creates one: gpuq project create NAME");
  }
  if (default_project.empty()) {
    return make("project", CheckStatus::warn,
                "no default project; " + user + " may submit to " + open,
                "gpuq project set " + projects.front() + " (or give -p on each command)");
  }
  for (const std::string& p : projects) {
    if (p == default_project) {
      return make("project", CheckStatus::ok,
                  "default " + default_project + "; " + user + " may submit to " + open);
    }
  }
  return make("project", CheckStatus::fail,
              "the default project " + default_project + " is not open to " + user +
                  " (open: " + open + ")",
              "gpuq project set " + projects.front());
}

Check gpus_check(const json& d) {
  const json& gpus = object_at(d, "gpus");
  const std::string source = string_at(gpus, "source");
  const int64_t devices = number_at(gpus, "devices").value_or(0);
  if (string_at(d, "backend") == "kubernetes") {
    return make("gpus", CheckStatus::ok, "the cluster's nodes' (Kubernetes backend)");
  }
  const std::string count = std::to_string(devices) + (devices == 1 ? " GPU" : " GPUs");
  if (source.empty()) return make("gpus", CheckStatus::skip, "the daemon did not say");
  if (source.starts_with("mock:")) {
    return make("gpus", CheckStatus::warn, count + " from a mock inventory (" + source + ")",
                "for the real GPUs: gpus: auto in daemon.yaml (the default)");
  }
  if (source.starts_with("none")) {
    return make("gpus", CheckStatus::warn, "no GPUs: " + source,
                "install NVIDIA's driver (it brings libnvidia-ml.so.1), then sudo systemctl "
                "restart gpuq-daemon");
  }
  if (devices == 0) {
    return make("gpus", CheckStatus::warn, "NVML found no device (" + source + ")",
                "nvidia-smi shows what the driver sees");
  }
  return make("gpus", CheckStatus::ok, count + " from " + source);
}

Check limits_check(const json& d) {
  const std::string limits = string_at(d, "limits");
  if (limits.empty()) return make("limits", CheckStatus::skip, "not this backend's concern");
  if (limits.starts_with("cgroup v2")) {
    return make("limits", CheckStatus::ok, "CPU and memory limits through " + limits);
  }
  return make("limits", CheckStatus::warn, limits,
              "run the daemon as root on a cgroup v2 machine, or as the packaged service "
              "(Delegate=yes), to limit CPU and memory by cgroup");
}

Check state_check(const json& d) {
  const json& state = object_at(d, "stateDir");
  const std::string path = string_at(state, "path");
  const std::optional<bool> writable = bool_at(state, "writable");
  if (path.empty() || !writable) return make("state", CheckStatus::skip, "the daemon did not say");
  if (!*writable) {
    return make("state", CheckStatus::fail, path + " is not writable by the daemon",
                "check its owner and mode (the service's is /var/lib/gpuq, root, 0711) and that "
                "its file system is not read-only");
  }
  const std::optional<int64_t> free_bytes = number_at(state, "freeBytes");
  if (!free_bytes) return make("state", CheckStatus::warn, path + ": free space unknown");
  const int64_t free = *free_bytes;
  const int64_t reserve = number_at(state, "logDiskReserveBytes").value_or(0);
  const std::string seen = path + ", " + core::format_bytes_short(free) + " free";
  if (free <= reserve) {
    return make("state", CheckStatus::fail,
                seen + ": pods' output is dropped (below the " + core::format_bytes_short(reserve) +
                    " that policy.log_disk_reserve keeps)",
                "free space on that file system (gpuq workload delete of old workloads removes "
                "their logs)");
  }
  if (free < 4 * reserve || free < (int64_t{1} << 30)) {
    return make("state", CheckStatus::warn, seen + ": little room for pods' logs",
                "free space on that file system");
  }
  return make("state", CheckStatus::ok, seen);
}

Check clock_check(std::optional<int64_t> daemon_ms, int64_t client_ms, int64_t earliest_ms) {
  if (client_ms < earliest_ms) {
    return make("clock", CheckStatus::fail, "this machine's clock is in the past",
                "timedatectl shows whether NTP keeps it; sudo timedatectl set-ntp true");
  }
  if (!daemon_ms) return make("clock", CheckStatus::skip, "needs the daemon");
  const int64_t skew = *daemon_ms - client_ms;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f s", static_cast<double>(std::llabs(skew)) / 1000.0);
  // The request's own round trip is in the difference: allow a few seconds.
  if (std::llabs(skew) > 5000) {
    return make("clock", CheckStatus::warn,
                std::string("the daemon's clock is ") + seconds + (skew > 0 ? " ahead" : " behind"),
                "keep both machines' clocks with NTP (timedatectl)");
  }
  return make("clock", CheckStatus::ok,
              std::string("the daemon's and this clock agree (") + seconds + " apart)");
}

Check driver_check(const std::string& proc_driver_version) {
  if (proc_driver_version.empty()) {
    return make("driver", CheckStatus::warn,
                "no NVIDIA driver loaded (/proc/driver/nvidia/version)",
                "install NVIDIA's driver for this machine's GPUs; without it the daemon has none");
  }
  std::string first = proc_driver_version.substr(0, proc_driver_version.find('\n'));
  return make("driver", CheckStatus::ok, first);
}

}  // namespace gpuq::cli
