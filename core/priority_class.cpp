#include "core/priority_class.h"

#include <array>
#include <utility>

namespace gpuq::core {
namespace {

constexpr std::array<std::pair<std::string_view, int>, 11> kClasses = {{
    {"very-low", 25},
    {"low", 40},
    {"train", 50},
    {"medium-low", 65},
    {"interactive-preemptible", 75},
    {"medium", 80},
    {"medium-high", 90},
    {"build", 100},
    {"high", 125},
    {"inference", 125},
    {"very-high", 150},
}};

}  // namespace

std::optional<int> priority_of_class(std::string_view name) {
  for (const auto& [n, value] : kClasses) {
    if (n == name) return value;
  }
  return std::nullopt;
}

std::string_view priority_class_names() {
  return "very-low, low, train, medium-low, interactive-preemptible, medium, medium-high, build, "
         "high, inference, very-high";
}

int default_priority(WorkloadType type) {
  switch (type) {
    case WorkloadType::training:
      return 50;
    case WorkloadType::workspace:
      return 100;
    case WorkloadType::inference:
      return 125;
  }
  return 50;
}

std::optional<WorkloadType> workload_type_of(std::string_view name) {
  if (name == "training") return WorkloadType::training;
  if (name == "workspace") return WorkloadType::workspace;
  if (name == "inference") return WorkloadType::inference;
  return std::nullopt;
}

std::string_view workload_type_name(WorkloadType type) {
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

}  // namespace gpuq::core
