// client-go's credential plugin protocol ("Client Authentication"): run the
// kubeconfig's `exec` command with KUBERNETES_EXEC_INFO set, read the
// ExecCredential it prints.
//
// The plugin runs without a terminal (the daemon has none): stdin is
// /dev/null and `interactive` is false, so a plugin with interactiveMode
// Always is refused before it runs. Its stderr goes to the daemon's. A
// plugin that has not finished in `timeout` is killed.
//
// Errors: io (cannot run, killed, non-zero exit: with its status) or
// invalid_argument (output that is not an ExecCredential, a missing token and
// certificate), each naming the command.
#ifndef GPUQ_DAEMON_KUBE_EXEC_CREDENTIAL_H_
#define GPUQ_DAEMON_KUBE_EXEC_CREDENTIAL_H_

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.h"
#include "daemon/kube/kubeconfig.h"

namespace gpuq::daemon::kube {

struct ExecCredential {
  std::string token;
  std::string client_certificate_pem, client_key_pem;  // PEM as printed, not base64
  // From status.expirationTimestamp; none: valid until a 401 says otherwise.
  std::optional<std::chrono::system_clock::time_point> expires;
};

// Reads the plugin's stdout (the ExecCredential JSON).
core::Result<ExecCredential> read_exec_credential(std::string_view json, std::string_view command);

// Runs the plugin of `credentials.exec` and reads what it prints.
core::Result<ExecCredential> run_exec_plugin(
    const ClusterCredentials& credentials,
    std::chrono::milliseconds timeout = std::chrono::seconds(60));

// RFC 3339 ("2026-11-27T05:00:00Z", "...T05:00:00.5+01:00"); nullopt when it
// is not one.
std::optional<std::chrono::system_clock::time_point> parse_rfc3339(std::string_view text);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_EXEC_CREDENTIAL_H_
