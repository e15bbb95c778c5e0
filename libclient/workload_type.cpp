// WorkloadType names: what the CLI and the API call the three kinds.
#include <algorithm>
#include <cctype>
#include <string>

#include "gpuq/types.h"

namespace gpuq::client {

std::string_view to_string(WorkloadType type) {
  switch (type) {
    case WorkloadType::training:
      return "training";
    case WorkloadType::workspace:
      return "workspace";
    case WorkloadType::inference:
      return "inference";
  }
  return "training";
}

std::optional<WorkloadType> parse_workload_type(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower.ends_with('s')) lower.pop_back();
  if (lower == "training" || lower == "train") return WorkloadType::training;
  if (lower == "workspace" || lower == "interactive") return WorkloadType::workspace;
  if (lower == "inference") return WorkloadType::inference;
  return std::nullopt;
}

}  // namespace gpuq::client
