#include "daemon/flags/install_layout.h"

#include <unistd.h>

#include <filesystem>
#include <system_error>

namespace gpuq::daemon {

std::string companion_binary(std::string_view name) {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return {};
  const std::string beside = (self.parent_path() / name).string();
  if (::access(beside.c_str(), X_OK) == 0) return beside;
  const std::filesystem::path dir = self.parent_path();
  for (const std::filesystem::path& other : {dir.parent_path() / "libexec" / "gpuq" / name,
                                             dir.parent_path().parent_path() / "bin" / name}) {
    if (::access(other.c_str(), X_OK) == 0) return other.string();
  }
  return beside;
}

}  // namespace gpuq::daemon
