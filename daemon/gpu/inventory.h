// What the machine has: CPU and memory from the OS, GPUs from NVML (loaded
// with dlopen at run time) or from a mock inventory file
// (spec/mock-inventory.md). Every test uses the mock.
#ifndef GPUQ_DAEMON_GPU_INVENTORY_H_
#define GPUQ_DAEMON_GPU_INVENTORY_H_

#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

struct MigDevice {
  std::string profile;  // "1g.10gb"
  std::string uuid;     // "MIG-..."
  int index = 0;        // instance number on its device
};

struct GpuDevice {
  int index = 0;
  std::string uuid;  // "GPU-..."
  std::string model;
  int64_t memory = 0;  // bytes
  std::vector<MigDevice>
      mig;  // non-empty: the device is in MIG mode (only its instances are schedulable)
};

struct MachineResources {
  int64_t cpu = 0;     // millicores this process may use (affinity mask)
  int64_t memory = 0;  // bytes (MemTotal)
};

// CPU from sched_getaffinity, memory from /proc/meminfo.
core::Result<MachineResources> read_machine_resources();

class GpuInventory {
 public:
  virtual ~GpuInventory() = default;
  // "nvml, driver 550.54.15", "mock:FILE" or "none (why)", for the start-up
  // log line and GET /api/v1/diagnostics.
  virtual std::string source() const = 0;
  virtual const std::vector<GpuDevice>& devices() const = 0;
  // Bytes of GPU memory that process `pid` uses on the device with `uuid`
  // (0 when unknown). Thread-safe.
  virtual int64_t process_memory(pid_t pid, const std::string& uuid) const = 0;
  // Bytes of GPU memory in use on the device with `uuid` (every process),
  // or nullopt when the inventory cannot tell (mock, no NVML). Thread-safe.
  virtual std::optional<int64_t> memory_used(const std::string& uuid) const {
    (void)uuid;
    return std::nullopt;
  }
};

// NVML through dlopen("libnvidia-ml.so.1"). Without the library or a
// driver, an inventory with no devices whose source() says why.
std::unique_ptr<GpuInventory> open_nvml_inventory();

// Parses a mock inventory file; errors name the line.
core::Result<std::unique_ptr<GpuInventory>> load_mock_inventory(const std::string& path);
core::Result<std::unique_ptr<GpuInventory>> parse_mock_inventory(const std::string& text,
                                                                 const std::string& file);

// No GPUs at all (--gpus none).
std::unique_ptr<GpuInventory> make_empty_inventory();

// "GPU-00000000-0000-0000-0000-000000000003" for device 3 (mock UUIDs).
std::string mock_gpu_uuid(int index);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_GPU_INVENTORY_H_
