#include "core/node_state.h"

#include <algorithm>

namespace gpuq::core {
namespace {

Amount amount_of(int64_t capacity) {
  Amount a;
  a.capacity = capacity == kUnlimited ? kUnconstrained : capacity;
  return a;
}

// Whether `need` fits in `a` now (0), once released (1), or not at all (2).
int fit_level(const Amount& a, int64_t need) {
  if (need <= 0 || need <= a.idle()) return 0;
  if (need <= a.free_after_release()) return 1;
  return 2;
}

}  // namespace

int64_t portion_of_memory(int64_t memory, int64_t device_memory) {
  if (device_memory <= 0 || memory > device_memory) return kMilli + 1;
  if (memory <= 0) return 0;
  // memory <= device_memory, so the ratio is at most 100; long double keeps
  // 64 bits of mantissa, exact for any byte count that fits in int64_t.
  long double exact = 100.0L * static_cast<long double>(memory) / device_memory;
  int64_t hundredths = static_cast<int64_t>(exact);
  if (static_cast<long double>(hundredths) < exact) ++hundredths;
  return hundredths * 10;
}

NodeState::NodeState(const NodeSpec& spec, int order)
    : spec_(&spec),
      order_(order),
      devices_(static_cast<std::size_t>(std::max(0, spec.gpu_count))),
      cpu_(amount_of(spec.cpu)),
      memory_(amount_of(spec.memory)) {
  for (const auto& [profile, count] : spec.mig) {
    mig_[profile].resize(static_cast<std::size_t>(std::max(0, count)));
  }
  for (const auto& [name, capacity] : spec.extended) extended_[name] = amount_of(capacity);
}

bool NodeState::need_for(const PodRequest& request, PodNeed& need) const {
  need.gpus = request.gpus;
  need.portion = request.gpu_portion;
  if (request.gpu_memory > 0) {
    need.portion = portion_of_memory(request.gpu_memory, spec_->gpu_memory);
    if (need.portion > kMilli) return false;
  }
  need.mig = request.mig.empty() ? nullptr : &request.mig;
  need.cpu = request.cpu;
  need.memory = request.memory;
  need.extended = request.extended.empty() ? nullptr : &request.extended;
  return true;
}

PodFit NodeState::fit(const PodNeed& need) const {
  PodFit result;
  int level = std::max(fit_level(cpu_, need.cpu), fit_level(memory_, need.memory));
  if (need.extended != nullptr) {
    for (const auto& [name, amount] : *need.extended) {
      auto it = extended_.find(name);
      if (it == extended_.end()) return result;
      level = std::max(level, fit_level(it->second, amount));
    }
  }
  if (level == 2) return result;

  if (need.gpus > 0) {
    // Whole devices: idle ones first, then those whose holders are leaving.
    for (int pass = 0; pass < 2 && static_cast<int>(result.devices.size()) < need.gpus; ++pass) {
      for (std::size_t i = 0; i < devices_.size(); ++i) {
        const DeviceState& d = devices_[i];
        if (d.used != 0 || (pass == 0) != (d.releasing == 0)) continue;
        result.devices.push_back({static_cast<int>(i), kMilli});
        if (pass == 1) level = std::max(level, 1);
        if (static_cast<int>(result.devices.size()) == need.gpus) break;
      }
    }
    if (static_cast<int>(result.devices.size()) < need.gpus) return PodFit{};
    std::sort(result.devices.begin(), result.devices.end(),
              [](const DeviceShare& a, const DeviceShare& b) { return a.index < b.index; });
  } else if (need.portion > 0) {
    // Fractions: the fullest device that still fits (best fit), preferring
    // one that fits now, then the lowest index.
    int best = -1;
    for (std::size_t i = 0; i < devices_.size(); ++i) {
      const DeviceState& d = devices_[i];
      if (d.used + need.portion > kMilli) continue;
      if (best < 0) {
        best = static_cast<int>(i);
        continue;
      }
      const DeviceState& b = devices_[static_cast<std::size_t>(best)];
      bool d_now = d.idle() >= need.portion, b_now = b.idle() >= need.portion;
      if (d.used > b.used || (d.used == b.used && d_now && !b_now)) best = static_cast<int>(i);
    }
    if (best < 0) return PodFit{};
    const DeviceState& chosen = devices_[static_cast<std::size_t>(best)];
    if (chosen.idle() < need.portion) level = std::max(level, 1);
    result.on_shared_device = chosen.used > 0;
    result.devices.push_back({best, need.portion});
  }
  if (need.mig != nullptr) {
    for (const auto& [profile, count] : *need.mig) {
      auto it = mig_.find(profile);
      if (it == mig_.end()) return PodFit{};
      int taken = 0;
      for (int pass = 0; pass < 2 && taken < count; ++pass) {
        for (std::size_t i = 0; i < it->second.size() && taken < count; ++i) {
          const MigInstance& m = it->second[i];
          if (m.used || (pass == 0) != !m.releasing) continue;
          result.mig.push_back({profile, static_cast<int>(i)});
          if (pass == 1) level = std::max(level, 1);
          ++taken;
        }
      }
      if (taken < count) return PodFit{};
    }
  }
  result.fits = true;
  result.pipelined = level == 1;
  return result;
}

PodFit NodeState::probe(const PodNeed& need) const {
  if (need.mig != nullptr || need.extended != nullptr) {
    PodFit f = fit(need);
    f.devices.clear();
    f.mig.clear();
    return f;
  }
  PodFit result;
  int level = std::max(fit_level(cpu_, need.cpu), fit_level(memory_, need.memory));
  if (level == 2) return result;
  if (need.gpus > 0) {
    int idle = 0, after_release = 0;
    for (const DeviceState& d : devices_) {
      if (d.used != 0) continue;
      ++after_release;
      if (d.releasing == 0) ++idle;
    }
    if (after_release < need.gpus) return result;
    if (idle < need.gpus) level = std::max(level, 1);
  } else if (need.portion > 0) {
    const DeviceState* best = nullptr;
    for (const DeviceState& d : devices_) {
      if (d.used + need.portion > kMilli) continue;
      if (best == nullptr) {
        best = &d;
        continue;
      }
      bool d_now = d.idle() >= need.portion, b_now = best->idle() >= need.portion;
      if (d.used > best->used || (d.used == best->used && d_now && !b_now)) best = &d;
    }
    if (best == nullptr) return result;
    if (best->idle() < need.portion) level = std::max(level, 1);
    result.on_shared_device = best->used > 0;
  }
  result.fits = true;
  result.pipelined = level == 1;
  return result;
}

void NodeState::apply(const PodNeed& need, const std::vector<DeviceShare>& devices,
                      const std::vector<MigSlot>& mig, int used_sign, int releasing_sign) {
  cpu_.used += used_sign * need.cpu;
  cpu_.releasing += releasing_sign * need.cpu;
  memory_.used += used_sign * need.memory;
  memory_.releasing += releasing_sign * need.memory;
  if (need.extended != nullptr) {
    for (const auto& [name, amount] : *need.extended) {
      Amount& a = extended_[name];
      a.used += used_sign * amount;
      a.releasing += releasing_sign * amount;
    }
  }
  for (const DeviceShare& d : devices) {
    if (d.index < 0 || d.index >= static_cast<int>(devices_.size())) continue;
    DeviceState& s = devices_[static_cast<std::size_t>(d.index)];
    s.used += used_sign * d.portion;
    s.releasing += releasing_sign * d.portion;
  }
  for (const MigSlot& m : mig) {
    auto it = mig_.find(m.profile);
    if (it == mig_.end() || m.index < 0 || m.index >= static_cast<int>(it->second.size())) continue;
    MigInstance& inst = it->second[static_cast<std::size_t>(m.index)];
    if (used_sign != 0) inst.used = used_sign > 0;
    if (releasing_sign != 0) inst.releasing = releasing_sign > 0;
  }
}

void NodeState::take(const PodNeed& need, const std::vector<DeviceShare>& devices,
                     const std::vector<MigSlot>& mig) {
  apply(need, devices, mig, +1, 0);
}
void NodeState::give_back(const PodNeed& need, const std::vector<DeviceShare>& devices,
                          const std::vector<MigSlot>& mig) {
  apply(need, devices, mig, -1, 0);
}
void NodeState::start_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                                const std::vector<MigSlot>& mig) {
  apply(need, devices, mig, -1, +1);
}
void NodeState::stop_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                               const std::vector<MigSlot>& mig) {
  apply(need, devices, mig, +1, -1);
}
void NodeState::add_releasing(const PodNeed& need, const std::vector<DeviceShare>& devices,
                              const std::vector<MigSlot>& mig) {
  apply(need, devices, mig, 0, +1);
}

bool NodeState::can_hold_again(const PodNeed& need, const std::vector<DeviceShare>& devices,
                               const std::vector<MigSlot>& mig) const {
  if (cpu_.used + need.cpu > cpu_.capacity || memory_.used + need.memory > memory_.capacity) {
    return false;
  }
  if (need.extended != nullptr) {
    for (const auto& [name, amount] : *need.extended) {
      auto it = extended_.find(name);
      if (it == extended_.end() || it->second.used + amount > it->second.capacity) return false;
    }
  }
  for (const DeviceShare& d : devices) {
    if (d.index < 0 || d.index >= static_cast<int>(devices_.size())) return false;
    if (devices_[static_cast<std::size_t>(d.index)].used + d.portion > kMilli) return false;
  }
  for (const MigSlot& m : mig) {
    auto it = mig_.find(m.profile);
    if (it == mig_.end() || m.index < 0 || m.index >= static_cast<int>(it->second.size())) {
      return false;
    }
    if (it->second[static_cast<std::size_t>(m.index)].used) return false;
  }
  return true;
}

int64_t NodeState::idle_gpu() const {
  int64_t total = 0;
  for (const DeviceState& d : devices_) total += std::max<int64_t>(0, d.idle());
  return total;
}

int64_t NodeState::unallocated_gpu() const {
  int64_t total = 0;
  for (const DeviceState& d : devices_) total += std::max<int64_t>(0, kMilli - d.used);
  return total;
}

int64_t NodeState::releasing_gpu() const {
  int64_t total = 0;
  for (const DeviceState& d : devices_) total += d.releasing;
  return total;
}

int NodeState::whole_devices_free(bool after_release) const {
  int n = 0;
  for (const DeviceState& d : devices_) {
    if (d.used == 0 && (after_release || d.releasing == 0)) ++n;
  }
  return n;
}

int64_t NodeState::best_device_free(bool after_release) const {
  int64_t best = 0;
  for (const DeviceState& d : devices_) {
    best = std::max(best, after_release ? kMilli - d.used : d.idle());
  }
  return best;
}

bool NodeState::has_shared_device_for(int64_t portion) const {
  for (const DeviceState& d : devices_) {
    if (d.used > 0 && d.used + portion <= kMilli) return true;
  }
  return false;
}

int NodeState::mig_free(const std::string& profile, bool after_release) const {
  auto it = mig_.find(profile);
  if (it == mig_.end()) return 0;
  int n = 0;
  for (const MigInstance& m : it->second) {
    if (!m.used && (after_release || !m.releasing)) ++n;
  }
  return n;
}

int64_t NodeState::extended_free(const std::string& name, bool after_release) const {
  auto it = extended_.find(name);
  if (it == extended_.end()) return 0;
  return after_release ? it->second.free_after_release() : it->second.idle();
}

}  // namespace gpuq::core
