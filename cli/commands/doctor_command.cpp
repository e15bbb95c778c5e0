#include "cli/commands/doctor_command.h"

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app/dynamic_twin.h"
#include "cli/app/output.h"
#include "cli/commands/doctor_checks.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

namespace gpuq::cli {
namespace {

using nlohmann::json;

// No gpuq of this version ran before this day (2026-01-01): a clock before
// it is wrong.
constexpr int64_t kEarliestMs = 1767225600000;

std::string user_name(uid_t uid) {
  if (const passwd* pw = ::getpwuid(uid); pw != nullptr) return pw->pw_name;
  return "uid " + std::to_string(uid);
}

std::string group_name(gid_t gid) {
  if (const group* gr = ::getgrgid(gid); gr != nullptr) return gr->gr_name;
  return "gid " + std::to_string(gid);
}

// Whether the group database puts `user` in group `gid` (as a member, or
// as the group of their passwd entry).
bool listed_in_group(const std::string& user, gid_t gid) {
  if (const passwd* pw = ::getpwnam(user.c_str()); pw != nullptr && pw->pw_gid == gid) return true;
  const group* gr = ::getgrgid(gid);
  if (gr == nullptr) return false;
  for (char** member = gr->gr_mem; *member != nullptr; ++member) {
    if (user == *member) return true;
  }
  return false;
}

bool in_process_groups(gid_t gid) {
  if (::getegid() == gid) return true;
  std::vector<gid_t> groups(static_cast<std::size_t>(std::max(::getgroups(0, nullptr), 0)));
  const int n = ::getgroups(static_cast<int>(groups.size()), groups.data());
  return n >= 0 && std::find(groups.begin(), groups.begin() + n, gid) != groups.begin() + n;
}

SocketFacts socket_facts(const std::string& path, const std::string& user) {
  SocketFacts f;
  f.path = path;
  f.user = user;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    f.stat_errno = errno;
    return f;
  }
  f.is_socket = S_ISSOCK(st.st_mode);
  f.mode = st.st_mode & 07777;
  f.owner = user_name(st.st_uid);
  f.group = group_name(st.st_gid);
  f.can_open = ::access(path.c_str(), R_OK | W_OK) == 0;
  f.in_group_now = in_process_groups(st.st_gid);
  f.in_group_database = listed_in_group(user, st.st_gid);
  f.group_is_root = st.st_gid == 0;
  return f;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void skip_all(std::vector<Check>& checks, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    checks.push_back({name, CheckStatus::skip, "needs the daemon", {}});
  }
}

std::vector<Check> run_checks(const GlobalOptions& g) {
  std::vector<Check> checks;
  const std::string user = user_name(::geteuid());
  auto context = resolve(g);
  if (!context) {
    checks.push_back({"config", CheckStatus::fail, context.error().describe(),
                      "gpuq config view shows the contexts; gpuq config use-context NAME"});
    return checks;
  }
  const std::string server = context->transport.server.to_string();
  checks.push_back({"config", CheckStatus::ok, context->origin + "; server " + server, {}});
  bool socket_failed = false;
  if (context->transport.server.scheme == client::Server::Scheme::unix_socket) {
    checks.push_back(socket_check(socket_facts(context->transport.server.socket_path, user)));
    socket_failed = checks.back().status == CheckStatus::fail;
  }

  std::string error;
  std::string server_version;
  std::optional<client::Client> c;
  if (auto opened = open_client(g, *context); !opened) {
    error = opened.error().describe();
  } else if (auto version = opened->version(); !version) {
    error = version.error().describe();
  } else {
    server_version = version->server;
    c.emplace(std::move(*opened));
  }
  checks.push_back(daemon_check(server, error, server_version, GPUQ_VERSION, socket_failed));
  const int64_t now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count();
  if (!c) {
    // What can be told here without the daemon, when it is this machine's.
    if (context->transport.server.scheme == client::Server::Scheme::unix_socket) {
      checks.push_back(driver_check(read_text("/proc/driver/nvidia/version")));
    }
    skip_all(checks, {"project", "gpus", "limits", "state"});
    checks.push_back(clock_check(std::nullopt, now_ms, kEarliestMs));
    return checks;
  }
  if (auto me = c->me(); me) {
    checks.push_back(project_check(parse_json(me->json), context->context.project));
  } else {
    checks.push_back({"project", CheckStatus::fail, me.error().describe(), {}});
  }
  auto answer = c->request("GET", "/api/v1/diagnostics");
  if (!answer) {
    // 404: a daemon older than this client, which has no such route.
    const bool older = answer.error().http_status == 404;
    checks.push_back({"diagnostics", CheckStatus::warn,
                      "the daemon does not say its set-up: " + answer.error().describe(),
                      older ? "a daemon older than this client: sudo systemctl restart gpuq-daemon"
                            : std::string()});
    skip_all(checks, {"gpus", "limits", "state"});
    checks.push_back(clock_check(std::nullopt, now_ms, kEarliestMs));
    return checks;
  }
  const json diagnostics = parse_json(*answer);
  checks.push_back(gpus_check(diagnostics));
  checks.push_back(limits_check(diagnostics));
  checks.push_back(state_check(diagnostics));
  const auto time = diagnostics.is_object() ? diagnostics.find("time") : diagnostics.end();
  checks.push_back(clock_check(time != diagnostics.end() && time->is_string()
                                   ? iso_to_unix_ms(time->get<std::string>())
                                   : std::nullopt,
                               now_ms, kEarliestMs));
  return checks;
}

int doctor(const GlobalOptions& g, const OutputOptions& output) {
  if (auto handed = hand_over_for(g, "gpuq doctor reads the user and group databases")) {
    return *handed;
  }
  const std::vector<Check> checks = run_checks(g);
  const bool failed = std::any_of(checks.begin(), checks.end(),
                                  [](const Check& c) { return c.status == CheckStatus::fail; });
  if (output.format != OutputFormat::table) {
    json items = json::array();
    for (const Check& c : checks) {
      items.push_back({{"check", c.name},
                       {"status", c.status == CheckStatus::fail ? "fail" : status_word(c.status)},
                       {"detail", c.detail},
                       {"fix", c.fix.empty() ? json(nullptr) : json(c.fix)}});
    }
    print_document(std::cout, {{"ok", !failed}, {"checks", std::move(items)}}, output.format);
    return failed ? kExitFailure : kExitSuccess;
  }
  for (const Check& c : checks) {
    if (g.quiet && (c.status == CheckStatus::ok || c.status == CheckStatus::skip)) continue;
    std::string status = status_word(c.status);
    std::string name = c.name;
    status.resize(std::max<std::size_t>(status.size(), 5), ' ');
    name.resize(std::max<std::size_t>(name.size(), 8), ' ');
    std::cout << status << " " << name << " " << c.detail << "\n";
    if (!c.fix.empty()) std::cout << std::string(15, ' ') << "fix: " << c.fix << "\n";
  }
  return failed ? kExitFailure : kExitSuccess;
}

}  // namespace

void add_doctor_command(CLI::App& app, CommandRegistry& registry) {
  auto output = std::make_shared<OutputOptions>();
  CLI::App* cmd = app.add_subcommand(
      "doctor", "Check this machine's gpuq set-up: each line a check, and a fix for what fails");
  add_output_flags(cmd, *output);
  cmd->footer(
      "Checks: the client's context; the daemon's socket and whether you may open it (group "
      "membership); the daemon and its version; your default project; GPUs (NVML and the "
      "driver, or a mock); how pods' CPU and memory limits are kept (cgroup v2 or watching); the "
      "state directory's free space; the clocks. Exit status 1 when a check fails, 0 otherwise "
      "(warnings included), so scripts and bug reports can use it.\n\n"
      "Examples:\n"
      "  gpuq doctor\n"
      "  gpuq -q doctor\n"
      "      only what is not ok\n"
      "  gpuq doctor -o json\n"
      "      for a bug report");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, output] { return doctor(*g, *output); });
}

}  // namespace gpuq::cli
