// What `gpuq daemon` (the gpuq-daemon binary) is told on its command line.
// A plain struct with no dependencies, so that gpuq can parse the daemon's
// flags (daemon/flags/daemon_flags.h) without linking the daemon.
#ifndef GPUQ_DAEMON_FLAGS_DAEMON_OPTIONS_H_
#define GPUQ_DAEMON_FLAGS_DAEMON_OPTIONS_H_

#include <string>

namespace gpuq::daemon {

struct DaemonOptions {
  std::string config_path;  // empty: defaults
  std::string state_dir;    // overrides the config's
  std::string socket_path;  // overrides the config's
  std::string listen;       // overrides the config's
  std::string gpus;         // auto | none | mock:FILE; overrides the config's
  std::string backend;      // local | kubernetes; overrides the config's
  std::string kubeconfig;   // the Kubernetes backend's kubeconfig; overrides the config's
  std::string context;      // its context; overrides the config's
  // Read and check the configuration (and the mock inventory it names), say
  // whether it is valid, and exit without starting.
  bool check_config = false;
  // The binary started as `SHIM __pod-shim ...` for each pod. This default
  // means gpuq-pod-shim beside the running binary when it is there, else the
  // running binary itself (gpuq-daemon, which answers __pod-shim first).
  std::string shim_path = "/proc/self/exe";
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_FLAGS_DAEMON_OPTIONS_H_
