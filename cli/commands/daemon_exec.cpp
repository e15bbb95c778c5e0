#include "cli/commands/daemon_exec.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <vector>

#include "cli/app/app.h"
#include "daemon/flags/daemon_flags.h"
#include "daemon/flags/install_layout.h"

namespace gpuq::cli {

std::string daemon_binary_path() {
  if (const char* path = std::getenv(kDaemonBinaryVariable); path != nullptr && *path != '\0') {
    return path;
  }
  // gpuq-dynamic, which runs `gpuq daemon` for a static gpuq, is in
  // libexec/gpuq/ once installed: install_layout.h finds bin/ from there.
  return daemon::companion_binary("gpuq-daemon");
}

int exec_daemon(const daemon::DaemonOptions& options) {
  const std::string path = daemon_binary_path();
  if (path.empty()) {
    std::cerr << "gpuq: error: cannot start the daemon: cannot read /proc/self/exe to find "
                 "gpuq-daemon (set "
              << kDaemonBinaryVariable << ")\n";
    return kExitFailure;
  }
  std::vector<std::string> args = daemon::daemon_arguments(options);
  args.insert(args.begin(), path);
  std::vector<char*> argv;
  for (std::string& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  std::cout.flush();
  std::cerr.flush();
  execv(path.c_str(), argv.data());
  const int error = errno;
  std::cerr << "gpuq: error: cannot start the daemon: " << path << ": " << std::strerror(error)
            << " (gpuq daemon runs gpuq-daemon, installed beside gpuq; " << kDaemonBinaryVariable
            << " overrides its path)\n";
  return kExitFailure;
}

}  // namespace gpuq::cli
