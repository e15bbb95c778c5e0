#include "cli/app/dynamic_twin.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "cli/app/app.h"
#include "daemon/flags/install_layout.h"
#include "gpuq/transport.h"

namespace gpuq::cli {

std::optional<std::string> needs_shared_libraries(const client::TransportOptions& transport) {
  // The config file's default path and "~" in it need a home directory.
  const char* home = std::getenv("HOME");
  if (home == nullptr || home[0] != '/') return std::string("$HOME is not set");
  if (!client::uses_libcurl(transport)) return std::nullopt;
  return "the server is " + transport.server.to_string();
}

std::string dynamic_twin_path() {
  if (const char* path = std::getenv(kDynamicTwinVariable); path != nullptr && *path != '\0') {
    return path;
  }
  return daemon::companion_binary("gpuq-dynamic");
}

namespace {

// Whether this process was handed a command by a static gpuq. Read once, and
// the variable unset then, so that nothing this process starts or records
// (a pod's captured environment) inherits it.
bool handed_over() {
  static const bool once = [] {
    const bool set = std::getenv(kHandedOverVariable) != nullptr;
    ::unsetenv(kHandedOverVariable);
    return set;
  }();
  return once;
}

}  // namespace

std::optional<int> hand_over_if_needed(const GlobalOptions& options,
                                       const client::TransportOptions& transport) {
  if (options.linkage != Linkage::static_with_twin || options.argv == nullptr) return std::nullopt;
  if (const auto reason = needs_shared_libraries(transport)) return hand_over_for(options, *reason);
  return std::nullopt;
}

std::optional<int> hand_over_for(const GlobalOptions& options, const std::string& reason) {
  // Handed over already: whatever runs here is the end of the chain, even a
  // static binary that GPUQ_DYNAMIC_BINARY named by mistake.
  if (handed_over()) return std::nullopt;
  if (options.linkage != Linkage::static_with_twin || options.argv == nullptr) return std::nullopt;
  const std::string path = dynamic_twin_path();
  std::string why = "cannot read /proc/self/exe to find it";
  if (!path.empty()) {
    std::cout.flush();
    std::cerr.flush();
    ::setenv(kHandedOverVariable, "1", 1);
    execv(path.c_str(), options.argv);
    ::unsetenv(kHandedOverVariable);
    why = path + ": " + std::strerror(errno);
  }
  // Without the twin the command still runs here: most need neither
  // libcurl nor the user database (config, simulate, help), and one that
  // does fails where it needs it, saying so.
  if (options.verbose) {
    std::cerr << "gpuq: " << reason << ", but gpuq-dynamic cannot be run (" << why
              << "); going on without it\n";
  }
  return std::nullopt;
}

std::optional<int> hand_over_if_needed(const GlobalOptions& options) {
  if (handed_over()) return std::nullopt;
  if (options.linkage != Linkage::static_with_twin || options.argv == nullptr) return std::nullopt;
  // Without a home directory, resolving the context itself needs the user
  // database: hand over before trying.
  if (const char* home = std::getenv("HOME"); home == nullptr || home[0] != '/') {
    return hand_over_if_needed(options, client::TransportOptions{});
  }
  auto context = resolve(options);
  if (!context) return std::nullopt;
  return hand_over_if_needed(options, context->transport);
}

}  // namespace gpuq::cli
