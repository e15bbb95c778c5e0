#include "daemon/api/reserved_environment.h"

#include <algorithm>

namespace gpuq::daemon::api {

std::string_view reserved_variable_source(std::string_view name) {
  if (name == "HOME" || name == "USER" || name == "LOGNAME" || name == "SHELL") {
    return "the user's passwd entry";
  }
  if (name == "CUDA_VISIBLE_DEVICES" || name == "CUDA_DEVICE_ORDER" ||
      name == "JOB_COMPLETION_INDEX" || name.starts_with("GPUQ_")) {
    return "gpuq";
  }
  return {};
}

std::vector<std::string> ignored_variable_warnings(
    const std::vector<std::pair<std::string, std::string>>& environment,
    const std::vector<std::string>& captured) {
  std::vector<std::string> warnings;
  for (const auto& [name, value] : environment) {
    const std::string_view source = reserved_variable_source(name);
    if (source.empty() || std::find(captured.begin(), captured.end(), name) != captured.end()) {
      continue;
    }
    warnings.push_back("environment variable " + name + " is set in every pod from " +
                       std::string(source) + "; the value given is not used");
  }
  return warnings;
}

}  // namespace gpuq::daemon::api
