// assign_devices(): concrete devices and MIG instances for the running and
// releasing pods of a scenario file, which names only their nodes.
#include <map>
#include <string>
#include <vector>

#include "core/quantity.h"
#include "core/scenario/scenario_reader.h"

namespace gpuq::core::scenario {
namespace {

__extension__ using Int128 = __int128;

// What the pods assigned so far hold on one node.
struct NodeDevices {
  const NodeSpec* spec = nullptr;
  std::vector<int64_t> used;                     // thousandths held, per device
  std::vector<bool> shared;                      // the device holds fractions
  std::map<std::string, int> groups;             // gpu_group label -> device
  std::map<std::string, std::vector<bool>> mig;  // profile -> instance taken

  int in_use() const {
    int n = 0;
    for (int64_t u : used) n += u > 0;
    return n;
  }
  int lowest_free() const {
    for (std::size_t d = 0; d < used.size(); ++d) {
      if (used[d] == 0) return static_cast<int>(d);
    }
    return -1;
  }
};

// The same conversion as KAI: ceil(100 * memory / device_memory) hundredths.
int64_t portion_of_memory(int64_t memory, int64_t device_memory) {
  if (device_memory <= 0) return kMilli + 1;
  Int128 hundredths = (static_cast<Int128>(memory) * 100 + device_memory - 1) / device_memory;
  return hundredths > 100 ? kMilli + 1 : static_cast<int64_t>(hundredths) * 10;
}

std::string gpus(int64_t count) { return std::to_string(count) + (count == 1 ? " GPU" : " GPUs"); }

std::string too_few_gpus(const NodeDevices& n, int more) {
  return n.spec->name + " has " + gpus(n.spec->gpu_count) + " but running workloads on it need " +
         std::to_string(n.in_use() + more);
}

class Assigner {
 public:
  Assigner(const YamlDocument& src, const std::vector<NodeSpec>& nodes) : src_(src) {
    for (const NodeSpec& spec : nodes) {
      if (nodes_.contains(spec.name)) continue;  // a duplicate; validate() reports it
      NodeDevices& n = nodes_[spec.name];
      n.spec = &spec;
      std::size_t count = spec.gpu_count > 0 ? static_cast<std::size_t>(spec.gpu_count) : 0;
      n.used.assign(count, 0);
      n.shared.assign(count, false);
      for (const auto& [profile, instances] : spec.mig) {
        n.mig[profile].assign(instances > 0 ? static_cast<std::size_t>(instances) : 0, false);
      }
    }
  }

  Result<void> assign(WorkloadEntry& entry) {
    for (std::size_t j = 0; j < entry.spec.pods.size(); ++j) {
      PodState& pod = entry.spec.pods[j];
      if (pod.phase != PodPhase::running && pod.phase != PodPhase::releasing) continue;
      auto it = nodes_.find(pod.node);
      if (it == nodes_.end()) continue;  // validate() names the unknown node
      std::string node_key = entry.path + ".pod_nodes[" + std::to_string(j) + "]";
      if (!src_.has(node_key)) node_key = entry.path + ".node";
      if (auto ok = assign_gpus(entry, pod, it->second, node_key); !ok) return ok;
      if (auto ok = assign_mig(entry.spec.request, pod, it->second, node_key); !ok) return ok;
    }
    return {};
  }

 private:
  Result<void> assign_gpus(const WorkloadEntry& entry, PodState& pod, NodeDevices& n,
                           const std::string& node_key) {
    const PodRequest& r = entry.spec.request;
    pod.devices.clear();
    if (r.gpus > 0) {
      for (std::size_t d = 0; d < n.used.size() && pod.devices.size() < std::size_t(r.gpus); ++d) {
        if (n.used[d] == 0) pod.devices.push_back(DeviceShare{static_cast<int>(d), kMilli});
      }
      if (pod.devices.size() < static_cast<std::size_t>(r.gpus)) {
        pod.devices.clear();
        return src_.fail_at(node_key, too_few_gpus(n, r.gpus));
      }
      for (const DeviceShare& s : pod.devices) n.used[s.index] = kMilli;
      return {};
    }
    if (!r.is_fraction()) return {};
    int64_t portion = r.gpu_portion;
    if (r.gpu_memory > 0) {
      portion = portion_of_memory(r.gpu_memory, n.spec->gpu_memory);
      if (portion > kMilli) {
        return src_.fail_at(entry.path + ".gpu_memory",
                            "the pod asks for " + format_bytes(r.gpu_memory) +
                                " of one GPU but the devices of " + n.spec->name + " have " +
                                format_bytes(n.spec->gpu_memory));
      }
    }
    int device = -1;
    if (!entry.gpu_group.empty()) {
      auto group = n.groups.find(entry.gpu_group);
      if (group != n.groups.end()) {
        device = group->second;
        if (n.used[device] + portion > kMilli) {
          return src_.fail_at(entry.path + ".gpu_group",
                              "gpu_group \"" + entry.gpu_group + "\" on " + n.spec->name +
                                  " would hold " + format_decimal_milli(n.used[device] + portion) +
                                  " of one device: the fractions sharing it add up to more than 1");
        }
      }
    } else {
      // Best fit: the fullest shared device with room, lowest index on ties.
      for (std::size_t d = 0; d < n.used.size(); ++d) {
        if (!n.shared[d] || n.used[d] + portion > kMilli) continue;
        if (device < 0 || n.used[d] > n.used[device]) device = static_cast<int>(d);
      }
    }
    if (device < 0) {
      device = n.lowest_free();
      if (device < 0) return src_.fail_at(node_key, too_few_gpus(n, 1));
      if (!entry.gpu_group.empty()) n.groups[entry.gpu_group] = device;
    }
    n.used[device] += portion;
    n.shared[device] = true;
    pod.devices.push_back(DeviceShare{device, portion});
    return {};
  }

  Result<void> assign_mig(const PodRequest& r, PodState& pod, NodeDevices& n,
                          const std::string& node_key) {
    pod.mig.clear();
    for (const auto& [profile, count] : r.mig) {
      std::vector<bool>& taken = n.mig[profile];
      int held = 0;
      for (bool t : taken) held += t;
      int got = 0;
      for (std::size_t i = 0; i < taken.size() && got < count; ++i) {
        if (taken[i]) continue;
        taken[i] = true;
        pod.mig.push_back(MigSlot{profile, static_cast<int>(i)});
        ++got;
      }
      if (got < count) {
        return src_.fail_at(node_key, n.spec->name + " has " + std::to_string(taken.size()) +
                                          " MIG instances of " + profile +
                                          " but running workloads on it need " +
                                          std::to_string(held + count));
      }
    }
    return {};
  }

  const YamlDocument& src_;
  std::map<std::string, NodeDevices> nodes_;
};

}  // namespace

Result<void> assign_devices(const YamlDocument& src, const std::vector<NodeSpec>& nodes,
                            std::vector<WorkloadEntry>& workloads) {
  Assigner assigner(src, nodes);
  for (WorkloadEntry& entry : workloads) {
    if (auto ok = assigner.assign(entry); !ok) return ok;
  }
  return {};
}

}  // namespace gpuq::core::scenario
