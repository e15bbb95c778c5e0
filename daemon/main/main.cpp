// The gpuq-daemon binary: the scheduler daemon, which `gpuq daemon FLAGS`
// execs (cli/commands/daemon_exec.h) after checking FLAGS. It parses the same flags
// (daemon/flags/daemon_flags.h) and runs daemon::run_daemon. It also answers
// `__pod-shim` first, because the daemon starts its own binary
// (/proc/self/exe) as each pod's shim (daemon/exec/shim/pod_shim.h).
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>
#include <string>

#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/flags/daemon_flags.h"
#include "daemon/main/daemon_main.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

int main(int argc, char** argv) {
  using namespace gpuq;
  // The pod shim and its launcher run before anything else (no CLI
  // parsing, no threads).
  if (argc > 1 && argv[1] == daemon::kPodShimCommand) {
    return daemon::run_pod_shim(argc - 2, argv + 2);
  }
  if (argc > 1 && argv[1] == daemon::kPodLauncherCommand) {
    return daemon::run_pod_launcher(argc, argv);
  }
  daemon::DaemonOptions options;
  CLI::App app{
      "The gpuq scheduler daemon, in the foreground; 'gpuq daemon' runs it (see 'gpuq daemon "
      "--help').",
      "gpuq-daemon"};
  app.set_version_flag("--version", std::string("gpuq-daemon ") + GPUQ_VERSION);
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return std::string("gpuq-daemon: error: ") + e.what() +
           "\nRun 'gpuq-daemon --help' for more information.\n";
  });
  daemon::add_daemon_flags(app, options);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;  // 2: usage error, as gpuq's
  }
  try {
    return daemon::run_daemon(options);
  } catch (const std::exception& e) {
    std::cerr << "gpuq: error: " << e.what() << "\n";
    return 1;
  }
}
