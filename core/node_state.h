// Mutable accounting of one node during a cycle: what its devices, MIG
// instances, CPU, memory and extended resources hold.
//
// Every amount is split in two: `used` by pods that keep or take resources
// (running, allocated, pipelined) and `releasing` by pods that are going away
// (terminating before the cycle, or evicted in it). Free-now ("idle") is
// capacity - used - releasing; free-once-released is capacity - used. A pod
// that fits only in the second is pipelined. Taking and giving back are exact
// inverses, so a Statement can roll any sequence back.
#ifndef GPUQ_CORE_NODE_STATE_H_
#define GPUQ_CORE_NODE_STATE_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/model.h"

namespace gpuq::core {

// Sentinel capacity for CPU or memory that a node does not constrain.
inline constexpr int64_t kUnconstrained = INT64_MAX / 4;

struct Amount {
  int64_t capacity = 0;
  int64_t used = 0;
  int64_t releasing = 0;
  int64_t idle() const { return capacity - used - releasing; }
  int64_t free_after_release() const { return capacity - used; }
};

struct DeviceState {
  int64_t used = 0;       // thousandths held by pods that stay
  int64_t releasing = 0;  // thousandths held by pods going away
  int64_t idle() const { return kMilli - used - releasing; }
};

struct MigInstance {
  bool used = false;
  bool releasing = false;
};

// Where a pod would go on a node, and whether it has to wait for releasing
// resources (pipelined).
struct PodFit {
  bool fits = false;
  bool pipelined = false;
  bool on_shared_device = false;  // a fraction joins a device that already holds fractions
  std::vector<DeviceShare> devices;
  std::vector<MigSlot> mig;
};

// A pod's needs on one particular node: GPU memory requests become a
// portion of this node's device.
struct PodNeed {
  int gpus = 0;
  int64_t portion = 0;  // thousandths of one device; 0 = none
  const std::map<std::string, int>* mig = nullptr;
  int64_t cpu = 0;
  int64_t memory = 0;
  const std::map<std::string, int64_t>* extended = nullptr;
};

// A GPU memory request as thousandths of a device of `device_memory` bytes,
// in whole hundredths as KAI does (ceil(100 * mem / device) / 100); more than
// kMilli when it does not fit on one device.
int64_t portion_of_memory(int64_t memory, int64_t device_memory);

class NodeState {
 public:
  NodeState(const NodeSpec& spec, int order);

  const NodeSpec& spec() const { return *spec_; }
  const std::string& name() const { return spec_->name; }
  int order() const { return order_; }
  bool has_gpus() const { return !devices_.empty() || !mig_.empty(); }

  // The pod's needs on this node; false when a GPU memory request exceeds
  // this node's device memory.
  bool need_for(const PodRequest& request, PodNeed& need) const;

  // Where the pod fits, preferring devices that are free now, then the
  // fullest shared device (fractions), then the lowest index.
  PodFit fit(const PodNeed& need) const;
  // fit() without choosing devices: fits, pipelined and on_shared_device
  // only (devices and mig stay empty). No allocation for GPU/CPU-only pods.
  PodFit probe(const PodNeed& need) const;

  // Records a pod on the node (`releasing` false) or a pod going away.
  void take(const PodNeed& need, const std::vector<DeviceShare>& devices,
            const std::vector<MigSlot>& mig);
  void give_back(const PodNeed& need, const std::vector<DeviceShare>& devices,
                 const std::vector<MigSlot>& mig);
  void start_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                       const std::vector<MigSlot>& mig);
  void stop_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                      const std::vector<MigSlot>& mig);
  // A pod that was terminating before the cycle.
  void add_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                     const std::vector<MigSlot>& mig);
  // The general form of the five above: adds used_sign * need to `used` and
  // releasing_sign * need to `releasing` (signs are -1, 0 or +1).
  void apply(const PodNeed& need, const std::vector<DeviceShare>& devices,
             const std::vector<MigSlot>& mig, int used_sign, int releasing_sign);

  // Whether a pod that is leaving (evicted in this cycle) could keep exactly
  // its place: nothing taken since needs what it frees.
  bool can_hold_again(const PodNeed& need, const std::vector<DeviceShare>& devices,
                      const std::vector<MigSlot>& mig) const;

  // Thousandths of GPU free now, and free once releasing pods are gone.
  int64_t idle_gpu() const;
  int64_t releasing_gpu() const;
  // Thousandths of GPU no pod that stays holds: idle plus releasing, less
  // what pipelined pods already took of the releasing part (KAI's
  // NonAllocatedResource).
  int64_t unallocated_gpu() const;
  int64_t total_gpu() const { return static_cast<int64_t>(devices_.size()) * kMilli; }
  // Largest number of whole devices free now / once released.
  int whole_devices_free(bool after_release) const;
  // Most thousandths free on a single device (now / once released).
  int64_t best_device_free(bool after_release) const;
  bool has_shared_device_for(int64_t portion) const;

  const Amount& cpu() const { return cpu_; }
  const Amount& memory() const { return memory_; }
  const std::vector<DeviceState>& devices() const { return devices_; }
  int mig_free(const std::string& profile, bool after_release) const;
  int64_t extended_free(const std::string& name, bool after_release) const;

 private:
  const NodeSpec* spec_;
  int order_;
  std::vector<DeviceState> devices_;
  std::map<std::string, std::vector<MigInstance>> mig_;
  Amount cpu_;
  Amount memory_;
  std::map<std::string, Amount> extended_;
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_NODE_STATE_H_
