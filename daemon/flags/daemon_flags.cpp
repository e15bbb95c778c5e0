#include "daemon/flags/daemon_flags.h"

namespace gpuq::daemon {

void add_daemon_flags(CLI::App& command, DaemonOptions& options) {
  command.add_option("--config", options.config_path, "Daemon config file (YAML)")
      ->check(CLI::ExistingFile);
  command.add_option("--state-dir", options.state_dir,
                     "Where the database and pod logs live; one daemon at a time (default: "
                     "/var/lib/gpuq for root, ~/.local/state/gpuq otherwise)");
  command.add_option("--socket", options.socket_path,
                     "Unix socket of the API (default: /run/gpuq/gpuq.sock for root, "
                     "$XDG_RUNTIME_DIR/gpuq.sock otherwise)");
  command.add_option("--listen", options.listen, "Also serve TCP with bearer tokens on HOST:PORT");
  command.add_option("--gpus", options.gpus,
                     "Where GPUs come from: auto (NVML), none, or mock:FILE (a mock inventory)");
  command
      .add_option("--backend", options.backend,
                  "What runs the workloads: local (this machine's GPUs; the default) or "
                  "kubernetes (a cluster scheduled by NVIDIA's KAI)")
      ->check(CLI::IsMember({"local", "kubernetes"}));
  command.add_option("--kubeconfig", options.kubeconfig,
                     "The Kubernetes backend's kubeconfig (default: KUBECONFIG, ~/.kube/config, "
                     "then the pod's service account)");
  command.add_option("--context", options.context,
                     "The kubeconfig context to use (default: its current context)");
  command.add_flag("--check-config", options.check_config,
                   "Check the configuration, say whether it is valid (exit 0) or what is wrong "
                   "and where (exit 2), and exit without starting");
}

std::vector<std::string> daemon_arguments(const DaemonOptions& options) {
  std::vector<std::string> args;
  for (const auto& [flag, value] :
       {std::pair{"--config", &options.config_path}, std::pair{"--state-dir", &options.state_dir},
        std::pair{"--socket", &options.socket_path}, std::pair{"--listen", &options.listen},
        std::pair{"--gpus", &options.gpus}, std::pair{"--backend", &options.backend},
        std::pair{"--kubeconfig", &options.kubeconfig}, std::pair{"--context", &options.context}}) {
    if (value->empty()) continue;  // empty means the default, as when not given
    // One word, so that a value starting with '-' stays a value.
    args.push_back(std::string(flag) + "=" + *value);
  }
  if (options.check_config) args.emplace_back("--check-config");
  return args;
}

}  // namespace gpuq::daemon
