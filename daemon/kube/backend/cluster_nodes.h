// The cluster's Nodes as the scheduler's nodes (what submits are checked
// against and `gpuq node list` shows), and what the backend keeps of Nodes
// and Queues from their watches. Pure.
#ifndef GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_NODES_H_
#define GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_NODES_H_

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "daemon/service/service.h"

namespace gpuq::daemon::kube {

// What the backend keeps of a Node (name, labels, allocatable) and of a
// Queue (name, labels, spec).
nlohmann::json trim_node(const nlohmann::json& node);
nlohmann::json trim_queue(const nlohmann::json& queue);

// A Kubernetes quantity ("8", "16Gi", "500m", "1.5") in base units times
// `scale` (1000 for millicores); -1 when it is not one.
int64_t quantity(const std::string& text, int64_t scale);

// A (trimmed) Node as the scheduler's node: GPUs from nvidia.com/gpu, their
// memory from NVIDIA's gpu.memory label (MiB), CPU, memory, the node pool
// from KAI's node-pool label ("default" without it), its labels.
NodeInfo node_info(const nlohmann::json& node);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_NODES_H_
