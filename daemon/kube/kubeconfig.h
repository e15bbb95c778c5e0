// Where the Kubernetes backend finds its API server and credentials,
// resolved as kubectl resolves them:
//
//   1. --kubeconfig FILE: that file alone;
//   2. else KUBECONFIG, a ':'-separated list (empty entries and files that do
//      not exist are skipped), merged: for each named cluster, user and
//      context the first file that defines it wins, and current-context comes
//      from the first file that sets one (none of them there: as 4, else an
//      error);
//   3. else ~/.kube/config when it exists;
//   4. else, inside a pod (KUBERNETES_SERVICE_HOST and _PORT set), the
//      service account: its token file (re-read, as it rotates), ca.crt and
//      namespace.
//
// --context picks the context instead of current-context. Relative paths in
// a file resolve against that file's directory. `*-data` fields are base64
// of PEM and win over the path form; a `tokenFile` wins over `token`, as in
// client-go (its content is read on each use). Files
// named by path (CA, client certificate and key) are read here, so a missing
// one is an error at start, naming the kubeconfig file and line; the token
// file is only named, and read on each use.
//
// Errors: invalid_argument (or not_found, io) with `where` = "FILE:LINE:
// path" of the kubeconfig entry at fault, or the flag/variable that named
// what is missing. No network; pure but for reading the files.
#ifndef GPUQ_DAEMON_KUBE_KUBECONFIG_H_
#define GPUQ_DAEMON_KUBE_KUBECONFIG_H_

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon::kube {

// A client-go credential plugin (`users[].user.exec`).
struct ExecPlugin {
  std::string api_version;  // client.authentication.k8s.io/v1 or v1beta1
  std::string command;      // resolved against the kubeconfig's directory when it has a '/'
  std::vector<std::string> args;
  std::vector<std::pair<std::string, std::string>> env;
  std::string interactive_mode = "IfAvailable";  // Never, IfAvailable or Always
  bool provide_cluster_info = false;
};

struct ClusterCredentials {
  // For messages: "kubeconfig /home/a/.kube/config, context prod" or
  // "in-cluster service account".
  std::string source;
  std::string context, cluster, user;  // names in the kubeconfig (empty in-cluster)
  std::string server;                  // https://HOST:PORT[/PATH]
  std::string ca_pem;                  // empty: the system's CAs
  bool insecure_skip_tls_verify = false;
  std::string tls_server_name;
  std::string proxy_url;
  std::string client_certificate_pem, client_key_pem;
  std::string token;       // a bearer token given as it is
  std::string token_file;  // a file holding it, read on each use; wins over `token`
  std::optional<ExecPlugin> exec;
  std::string impersonate_user;
  std::vector<std::string> impersonate_groups;
  std::string namespace_name = "default";
};

// What the caller chose (the daemon's --kubeconfig and --context).
struct KubeconfigOptions {
  std::string kubeconfig;  // empty: KUBECONFIG, then ~/.kube/config
  std::string context;     // empty: current-context
};

// The process environment the resolution reads, passed in so that tests
// need not change their own.
struct KubeEnvironment {
  std::optional<std::string> kubeconfig;   // KUBECONFIG, when set
  std::string home;                        // HOME
  std::string service_host, service_port;  // KUBERNETES_SERVICE_HOST, _PORT
  std::string service_account_dir = "/var/run/secrets/kubernetes.io/serviceaccount";

  static KubeEnvironment from_process();
};

core::Result<ClusterCredentials> load_credentials(const KubeconfigOptions& options,
                                                  const KubeEnvironment& environment);

// The bearer token to send now: the token file's content (trailing
// whitespace removed) when there is one, else `token` (maybe empty).
// Errors (io) name the file.
core::Result<std::string> current_token(const ClusterCredentials& credentials);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_KUBECONFIG_H_
