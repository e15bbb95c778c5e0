#include "cli/app/dynamic_twin.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>

#include "cli/app/app.h"
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
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  return (self.parent_path() / "gpuq-dynamic").string();
}

std::optional<int> hand_over_if_needed(const GlobalOptions& options,
                                       const client::TransportOptions& transport) {
  if (options.linkage != Linkage::static_with_twin || options.argv == nullptr) return std::nullopt;
  // Handed over already: whatever runs here is the end of the chain, even a
  // static binary that GPUQ_DYNAMIC_BINARY named by mistake.
  if (std::getenv(kHandedOverVariable) != nullptr) {
    ::unsetenv(kHandedOverVariable);
    return std::nullopt;
  }
  const auto reason = needs_shared_libraries(transport);
  if (!reason) return std::nullopt;
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
    std::cerr << "gpuq: " << *reason << ", but gpuq-dynamic cannot be run (" << why
              << "); going on without it\n";
  }
  return std::nullopt;
}

std::optional<int> hand_over_if_needed(const GlobalOptions& options) {
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
