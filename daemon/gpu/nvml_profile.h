// The name of a MIG profile ("1g.10gb") from what NVML says about a MIG
// device. Pure; kept apart from the NVML code so that it can be tested on a
// machine without GPUs.
#ifndef GPUQ_DAEMON_GPU_NVML_PROFILE_H_
#define GPUQ_DAEMON_GPU_NVML_PROFILE_H_

#include <cstdint>
#include <string>

namespace gpuq::daemon {

// "<slices>g.<GB>gb" from the instance's gpuInstanceSliceCount and
// memorySizeMB (MiB) and its parent device's total memory in bytes. The GB
// figure is the one NVIDIA's tools print: the instance's share of the
// device, rounded up to eighths, times the device memory in whole GiB
// (rounded up), rounded to the nearest integer (A100 40GB: 4864 MiB ->
// "1g.5gb", 40192 MiB -> "7g.40gb"; H100 80GB: 9856 MiB -> "1g.10gb"). With
// an unknown parent size (0) it is memorySizeMB / 1024 rounded up.
std::string mig_profile_name(unsigned slices, uint64_t memory_mib, uint64_t parent_memory_bytes);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_GPU_NVML_PROFILE_H_
