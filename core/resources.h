// The three resources that quotas, limits and fair share are kept in, as one
// small value type. Amounts are integers in fixed units: GPUs in thousandths of
// a device, CPU in millicores, memory in bytes. -1 (kUnlimited) means "no
// bound" where a field says so (quota, limit, node capacity).
#ifndef GPUQ_CORE_RESOURCES_H_
#define GPUQ_CORE_RESOURCES_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gpuq::core {

inline constexpr int64_t kUnlimited = -1;
inline constexpr int64_t kMilli = 1000;  // one whole GPU or one core

enum class Resource : std::size_t { gpu = 0, cpu = 1, memory = 2 };
inline constexpr std::size_t kResourceCount = 3;
inline constexpr std::array<Resource, kResourceCount> kAllResources = {Resource::gpu, Resource::cpu,
                                                                       Resource::memory};

constexpr std::string_view resource_name(Resource r) {
  switch (r) {
    case Resource::gpu:
      return "gpu";
    case Resource::cpu:
      return "cpu";
    case Resource::memory:
      return "memory";
  }
  return "?";
}

// One amount per resource. Plain arithmetic; no unlimited handling (callers
// check kUnlimited explicitly where a field may hold it).
struct ResourceVector {
  std::array<int64_t, kResourceCount> v{0, 0, 0};

  constexpr int64_t& operator[](Resource r) { return v[static_cast<std::size_t>(r)]; }
  constexpr int64_t operator[](Resource r) const { return v[static_cast<std::size_t>(r)]; }

  constexpr int64_t gpu() const { return v[0]; }
  constexpr int64_t cpu() const { return v[1]; }
  constexpr int64_t memory() const { return v[2]; }

  constexpr ResourceVector& operator+=(const ResourceVector& o) {
    for (std::size_t i = 0; i < kResourceCount; ++i) v[i] += o.v[i];
    return *this;
  }
  constexpr ResourceVector& operator-=(const ResourceVector& o) {
    for (std::size_t i = 0; i < kResourceCount; ++i) v[i] -= o.v[i];
    return *this;
  }
  friend constexpr ResourceVector operator+(ResourceVector a, const ResourceVector& b) {
    return a += b;
  }
  friend constexpr ResourceVector operator-(ResourceVector a, const ResourceVector& b) {
    return a -= b;
  }
  friend constexpr bool operator==(const ResourceVector&, const ResourceVector&) = default;

  constexpr bool is_zero() const { return v[0] == 0 && v[1] == 0 && v[2] == 0; }

  static constexpr ResourceVector of(int64_t gpu_milli, int64_t cpu_milli, int64_t memory_bytes) {
    return ResourceVector{{gpu_milli, cpu_milli, memory_bytes}};
  }
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_RESOURCES_H_
