// Priority classes by name, and the defaults of each workload type.
#ifndef GPUQ_CORE_PRIORITY_CLASS_H_
#define GPUQ_CORE_PRIORITY_CLASS_H_

#include <optional>
#include <string_view>

#include "core/model.h"

namespace gpuq::core {

// "very-low" 25, "low" 40, "train" 50, "medium-low" 65, "interactive-preemptible"
// 75, "medium" 80, "medium-high" 90, "build" 100, "high" 125, "inference" 125,
// "very-high" 150; nullopt for an unknown name.
std::optional<int> priority_of_class(std::string_view name);

// The class names accepted by priority_of_class(), comma separated (for errors).
std::string_view priority_class_names();

// training -> 50, workspace -> 100, inference -> 125.
int default_priority(WorkloadType type);

// Preemptible unless stated: priority below 100 (build).
inline bool default_preemptible(int priority) { return priority < 100; }

std::optional<WorkloadType> workload_type_of(std::string_view name);
std::string_view workload_type_name(WorkloadType type);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_PRIORITY_CLASS_H_
