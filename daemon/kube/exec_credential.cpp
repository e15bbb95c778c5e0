#include "daemon/kube/exec_credential.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>
#include <vector>

#include <nettle/base64.h>
#include <nlohmann/json.hpp>

#include "daemon/model/iso_time.h"

extern char** environ;

namespace gpuq::daemon::kube {
namespace {

using core::Error;

std::string exec_info(const ClusterCredentials& c) {
  nlohmann::json spec = {{"interactive", false}};
  if (c.exec && c.exec->provide_cluster_info) {
    nlohmann::json cluster = {{"server", c.server}};
    if (!c.ca_pem.empty()) {
      // The protocol carries the CA as base64 of the PEM, as in a kubeconfig.
      std::string out(BASE64_ENCODE_RAW_LENGTH(c.ca_pem.size()), '\0');
      base64_encode_raw(out.data(), c.ca_pem.size(),
                        reinterpret_cast<const uint8_t*>(c.ca_pem.data()));
      cluster["certificate-authority-data"] = out;
    }
    if (!c.tls_server_name.empty()) cluster["tls-server-name"] = c.tls_server_name;
    if (c.insecure_skip_tls_verify) cluster["insecure-skip-tls-verify"] = true;
    spec["cluster"] = std::move(cluster);
  }
  const std::string version = c.exec && !c.exec->api_version.empty()
                                  ? c.exec->api_version
                                  : "client.authentication.k8s.io/v1";
  return nlohmann::json{{"apiVersion", version}, {"kind", "ExecCredential"}, {"spec", spec}}.dump();
}

// The environment of the plugin: the daemon's, with the plugin's own
// variables over it and KUBERNETES_EXEC_INFO.
std::vector<std::string> plugin_environment(const ClusterCredentials& c) {
  std::vector<std::pair<std::string, std::string>> extra = c.exec->env;
  extra.emplace_back("KUBERNETES_EXEC_INFO", exec_info(c));
  std::vector<std::string> out;
  for (char** e = environ; e && *e; ++e) {
    std::string_view entry(*e);
    const auto name = entry.substr(0, entry.find('='));
    bool replaced = false;
    for (const auto& [k, v] : extra) replaced = replaced || k == name;
    if (!replaced) out.emplace_back(entry);
  }
  for (const auto& [k, v] : extra) out.push_back(k + "=" + v);
  return out;
}

}  // namespace

std::optional<std::chrono::system_clock::time_point> parse_rfc3339(std::string_view text) {
  // A date alone or a time without seconds is not RFC 3339: refuse them,
  // though parse_iso8601 reads them.
  if (text.size() < 20 || text[10] != 'T' || text[16] != ':') return std::nullopt;
  auto ms = parse_iso8601(text);
  if (!ms) return std::nullopt;
  return std::chrono::system_clock::time_point(std::chrono::milliseconds(*ms));
}

core::Result<ExecCredential> read_exec_credential(std::string_view json, std::string_view command) {
  const std::string who = "credential plugin " + std::string(command);
  auto doc = nlohmann::json::parse(json, nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("status") ||
      !doc["status"].is_object()) {
    return core::fail(
        "printed no ExecCredential with a status (got: " + std::string(json.substr(0, 200)) + ")",
        who);
  }
  const auto& status = doc["status"];
  auto text = [&](const char* key) {
    auto it = status.find(key);
    return it != status.end() && it->is_string() ? it->get<std::string>() : std::string();
  };
  ExecCredential out;
  out.token = text("token");
  out.client_certificate_pem = text("clientCertificateData");
  out.client_key_pem = text("clientKeyData");
  if (out.token.empty() && (out.client_certificate_pem.empty() || out.client_key_pem.empty())) {
    return core::fail("printed neither status.token nor clientCertificateData and clientKeyData",
                      who);
  }
  if (const auto expiry = text("expirationTimestamp"); !expiry.empty()) {
    out.expires = parse_rfc3339(expiry);
    if (!out.expires) {
      return core::fail("status.expirationTimestamp is not an RFC 3339 time: " + expiry, who);
    }
  }
  return out;
}

core::Result<ExecCredential> run_exec_plugin(const ClusterCredentials& credentials,
                                             std::chrono::milliseconds timeout) {
  if (!credentials.exec) return core::fail("no exec credential plugin", credentials.source);
  const ExecPlugin& plugin = *credentials.exec;
  const std::string who = "credential plugin " + plugin.command;
  if (plugin.interactive_mode == "Always") {
    return core::fail("has interactiveMode Always, and the daemon has no terminal to give it",
                      who + " (" + credentials.source + ")");
  }

  int out_pipe[2];
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    return core::fail(std::string("pipe: ") + std::strerror(errno), who, Error::Code::io);
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  // Nothing of the daemon's but stdin, stdout and stderr: no sockets, no store.
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  // Its own process group, so that a timeout kills a wrapper script's children too.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);

  std::vector<std::string> args{plugin.command};
  args.insert(args.end(), plugin.args.begin(), plugin.args.end());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  auto env = plugin_environment(credentials);
  std::vector<char*> envp;
  for (auto& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);

  pid_t pid = 0;
  const int rc =
      posix_spawnp(&pid, plugin.command.c_str(), &actions, &attributes, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close(out_pipe[1]);
  if (rc != 0) {
    close(out_pipe[0]);
    return core::fail(std::string("cannot run: ") + std::strerror(rc), who, Error::Code::io);
  }

  std::string output;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  bool timed_out = false;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timed_out = true;
      kill(-pid, SIGKILL);
      break;
    }
    pollfd p{out_pipe[0], POLLIN, 0};
    const int n = poll(&p, 1, static_cast<int>(left.count()));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) continue;
    char buf[4096];
    const ssize_t got = read(out_pipe[0], buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    output.append(buf, static_cast<std::size_t>(got));
    if (output.size() > (1 << 20)) break;  // no credential is this long
  }
  close(out_pipe[0]);
  // A plugin that closed its output but lingers gets until the deadline.
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, timed_out ? 0 : WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (done == 0 && std::chrono::steady_clock::now() >= deadline) {
      timed_out = true;
      kill(-pid, SIGKILL);
      continue;
    }
    if (done == 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (timed_out) kill(-pid, SIGKILL);  // what it left behind in its group
  if (timed_out) {
    return core::fail("did not finish in " + std::to_string(timeout.count()) + " ms and was killed",
                      who, Error::Code::io);
  }
  if (WIFSIGNALED(status)) {
    return core::fail("was killed by signal " + std::to_string(WTERMSIG(status)), who,
                      Error::Code::io);
  }
  if (WEXITSTATUS(status) != 0) {
    return core::fail("exited with status " + std::to_string(WEXITSTATUS(status)) +
                          " (its messages are in the daemon's log)",
                      who, Error::Code::io);
  }
  return read_exec_credential(output, plugin.command);
}

}  // namespace gpuq::daemon::kube
