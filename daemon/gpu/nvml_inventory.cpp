// GPUs through NVML, loaded at run time with dlopen("libnvidia-ml.so.1"), so
// that gpuq has no link dependency on the driver: without the library or a
// driver the machine simply has no GPUs.
//
// The few NVML types used here are declared below, faithful to nvml.h:
// nvmlReturn_t is a C enum (int), nvmlDevice_t an opaque pointer, and the
// structs keep nvml.h's field order and types.
#include <dlfcn.h>

#include <array>
#include <climits>
#include <map>
#include <string>
#include <vector>

#include "daemon/gpu/inventory.h"
#include "daemon/gpu/nvml_profile.h"

namespace gpuq::daemon {
namespace {

using NvmlReturn = int;                       // nvmlReturn_t
using NvmlDevice = struct NvmlDeviceOpaque*;  // nvmlDevice_t

constexpr NvmlReturn kNvmlSuccess = 0;
constexpr NvmlReturn kNvmlErrorInsufficientSize = 7;
constexpr unsigned kNvmlDeviceMigEnable = 1;
constexpr unsigned kNvmlBufferSize =
    96;  // NVML_DEVICE_UUID_V2_BUFFER_SIZE, NVML_DEVICE_NAME_V2_BUFFER_SIZE
constexpr unsigned long long kNvmlValueNotAvailable = ~0ULL;

struct NvmlMemory {  // nvmlMemory_t
  unsigned long long total;
  unsigned long long free;
  unsigned long long used;
};

struct NvmlDeviceAttributes {  // nvmlDeviceAttributes_t, as filled by nvmlDeviceGetAttributes_v2
  unsigned int multiprocessorCount;
  unsigned int sharedCopyEngineCount;
  unsigned int sharedDecoderCount;
  unsigned int sharedEncoderCount;
  unsigned int sharedJpegCount;
  unsigned int sharedOfaCount;
  unsigned int gpuInstanceSliceCount;
  unsigned int computeInstanceSliceCount;
  unsigned long long memorySizeMB;
};

struct NvmlProcessInfo {  // nvmlProcessInfo_v2_t
  unsigned int pid;
  unsigned long long usedGpuMemory;
  unsigned int gpuInstanceId;
  unsigned int computeInstanceId;
};

// The entry points, resolved with dlsym. The first block is required.
struct NvmlApi {
  NvmlReturn (*init)() = nullptr;                                 // nvmlInit_v2
  NvmlReturn (*shutdown)() = nullptr;                             // nvmlShutdown
  NvmlReturn (*get_count)(unsigned*) = nullptr;                   // nvmlDeviceGetCount_v2
  NvmlReturn (*get_handle)(unsigned, NvmlDevice*) = nullptr;      // ...GetHandleByIndex_v2
  NvmlReturn (*get_uuid)(NvmlDevice, char*, unsigned) = nullptr;  // nvmlDeviceGetUUID
  NvmlReturn (*get_name)(NvmlDevice, char*, unsigned) = nullptr;  // nvmlDeviceGetName
  NvmlReturn (*get_memory)(NvmlDevice, NvmlMemory*) = nullptr;    // ...GetMemoryInfo
  // Optional: without them there is no MIG, no error text, no process memory.
  const char* (*error_string)(NvmlReturn) = nullptr;                       // nvmlErrorString
  NvmlReturn (*get_mig_mode)(NvmlDevice, unsigned*, unsigned*) = nullptr;  // nvmlDeviceGetMigMode
  NvmlReturn (*get_max_mig)(NvmlDevice, unsigned*) = nullptr;  // ...GetMaxMigDeviceCount
  NvmlReturn (*get_mig_handle)(NvmlDevice, unsigned, NvmlDevice*) = nullptr;  // ...ByIndex
  NvmlReturn (*get_attributes)(NvmlDevice, NvmlDeviceAttributes*) = nullptr;  // ..._v2
  NvmlReturn (*get_processes)(NvmlDevice, unsigned*, NvmlProcessInfo*) = nullptr;
  NvmlReturn (*driver_version)(char*, unsigned) = nullptr;  // nvmlSystemGetDriverVersion
};

template <class F>
bool resolve(void* lib, const char* name, F& out) {
  out = reinterpret_cast<F>(dlsym(lib, name));
  return out != nullptr;
}

class NvmlInventory final : public GpuInventory {
 public:
  // Takes the dlopen handle; nvml_ready: nvmlInit_v2 succeeded.
  NvmlInventory(void* lib, NvmlApi api, bool nvml_ready, std::string source)
      : lib_(lib), api_(api), nvml_ready_(nvml_ready), source_(std::move(source)) {}
  NvmlInventory(const NvmlInventory&) = delete;
  NvmlInventory& operator=(const NvmlInventory&) = delete;
  ~NvmlInventory() override {
    if (nvml_ready_) api_.shutdown();
    if (lib_ != nullptr) dlclose(lib_);
  }

  std::string source() const override { return source_; }
  const std::vector<GpuDevice>& devices() const override { return devices_; }

  // NVML is thread-safe; handles_ is only written before the inventory is shared.
  int64_t process_memory(pid_t pid, const std::string& uuid) const override {
    auto it = handles_.find(uuid);
    if (!nvml_ready_ || api_.get_processes == nullptr || it == handles_.end()) return 0;
    std::vector<NvmlProcessInfo> infos(64);
    for (int attempt = 0; attempt < 4; ++attempt) {
      unsigned count = static_cast<unsigned>(infos.size());
      NvmlReturn rc = api_.get_processes(it->second, &count, infos.data());
      if (rc == kNvmlErrorInsufficientSize) {
        infos.resize(static_cast<std::size_t>(count) + 16);
        continue;
      }
      if (rc != kNvmlSuccess) return 0;
      for (unsigned i = 0; i < count && i < infos.size(); ++i) {
        if (static_cast<pid_t>(infos[i].pid) != pid) continue;
        unsigned long long used = infos[i].usedGpuMemory;
        return used == kNvmlValueNotAvailable || used > LLONG_MAX ? 0 : static_cast<int64_t>(used);
      }
      return 0;
    }
    return 0;
  }

  std::optional<int64_t> memory_used(const std::string& uuid) const override {
    auto it = handles_.find(uuid);
    if (!nvml_ready_ || it == handles_.end()) return std::nullopt;
    NvmlMemory memory{};
    if (api_.get_memory(it->second, &memory) != kNvmlSuccess) return std::nullopt;
    return static_cast<int64_t>(memory.used);
  }

  // Reads every device (and MIG instance) once; called before sharing.
  void enumerate() {
    unsigned count = 0;
    if (api_.get_count(&count) != kNvmlSuccess) return;
    for (unsigned i = 0; i < count; ++i) {
      NvmlDevice handle = nullptr;
      if (api_.get_handle(i, &handle) != kNvmlSuccess) continue;  // e.g. no permission: skip it
      GpuDevice d;
      d.index = static_cast<int>(i);
      NvmlMemory memory{};
      if (!text(api_.get_uuid, handle, d.uuid) || !text(api_.get_name, handle, d.model) ||
          api_.get_memory(handle, &memory) != kNvmlSuccess) {
        continue;
      }
      d.memory = static_cast<int64_t>(memory.total);
      read_mig(handle, memory.total, d);
      handles_[d.uuid] = handle;
      devices_.push_back(std::move(d));
    }
  }

 private:
  static bool text(NvmlReturn (*get)(NvmlDevice, char*, unsigned), NvmlDevice h, std::string& out) {
    std::array<char, kNvmlBufferSize> buffer{};
    if (get(h, buffer.data(), kNvmlBufferSize) != kNvmlSuccess) return false;
    buffer.back() = '\0';
    out = buffer.data();
    return !out.empty();
  }

  // The MIG instances of a device in MIG mode, in NVML's order.
  void read_mig(NvmlDevice parent, unsigned long long parent_memory, GpuDevice& d) {
    if (!api_.get_mig_mode || !api_.get_max_mig || !api_.get_mig_handle || !api_.get_attributes) {
      return;
    }
    unsigned current = 0, pending = 0, max = 0;
    if (api_.get_mig_mode(parent, &current, &pending) != kNvmlSuccess ||
        current != kNvmlDeviceMigEnable || api_.get_max_mig(parent, &max) != kNvmlSuccess) {
      return;
    }
    for (unsigned k = 0; k < max; ++k) {
      NvmlDevice mig = nullptr;
      NvmlReturn rc = api_.get_mig_handle(parent, k, &mig);
      // NOT_FOUND is an empty slot; any other failure leaves the slot unknown.
      if (rc != kNvmlSuccess) continue;
      NvmlDeviceAttributes attributes{};
      MigDevice m;
      if (!text(api_.get_uuid, mig, m.uuid) ||
          api_.get_attributes(mig, &attributes) != kNvmlSuccess) {
        continue;
      }
      m.profile = mig_profile_name(attributes.gpuInstanceSliceCount, attributes.memorySizeMB,
                                   parent_memory);
      m.index = static_cast<int>(d.mig.size());
      handles_[m.uuid] = mig;
      d.mig.push_back(std::move(m));
    }
  }

  void* lib_;
  NvmlApi api_;
  bool nvml_ready_;
  std::string source_;
  std::vector<GpuDevice> devices_;
  std::map<std::string, NvmlDevice> handles_;  // GPU and MIG UUID -> handle
};

}  // namespace

std::string mig_profile_name(unsigned slices, uint64_t memory_mib, uint64_t parent_memory_bytes) {
  constexpr uint64_t kMiB = 1ULL << 20, kGiB = 1ULL << 30;
  uint64_t gb = 0;
  if (parent_memory_bytes == 0) {
    gb = (memory_mib + 1023) / 1024;
  } else {
    // eighths = ceil(share * 8); gb = round(eighths / 8 * ceil(parent GiB)).
    uint64_t share = memory_mib * kMiB;
    uint64_t eighths = (share * 8 + parent_memory_bytes - 1) / parent_memory_bytes;
    uint64_t parent_gib = (parent_memory_bytes + kGiB - 1) / kGiB;
    gb = (eighths * parent_gib + 4) / 8;
  }
  return std::to_string(slices) + "g." + std::to_string(gb) + "gb";
}

std::unique_ptr<GpuInventory> open_nvml_inventory() {
  void* lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  if (lib == nullptr) {
    return std::make_unique<NvmlInventory>(nullptr, NvmlApi{}, false,
                                           "none (libnvidia-ml.so.1 not found)");
  }
  NvmlApi api;
  const char* missing = nullptr;
  auto need = [&](const char* name, auto& fn) {
    if (!missing && !resolve(lib, name, fn)) missing = name;
  };
  need("nvmlInit_v2", api.init);
  need("nvmlShutdown", api.shutdown);
  need("nvmlDeviceGetCount_v2", api.get_count);
  need("nvmlDeviceGetHandleByIndex_v2", api.get_handle);
  need("nvmlDeviceGetUUID", api.get_uuid);
  need("nvmlDeviceGetName", api.get_name);
  need("nvmlDeviceGetMemoryInfo", api.get_memory);
  if (missing) {
    return std::make_unique<NvmlInventory>(
        lib, NvmlApi{}, false, std::string("none (libnvidia-ml.so.1 lacks ") + missing + ")");
  }
  resolve(lib, "nvmlErrorString", api.error_string);
  resolve(lib, "nvmlSystemGetDriverVersion", api.driver_version);
  resolve(lib, "nvmlDeviceGetMigMode", api.get_mig_mode);
  resolve(lib, "nvmlDeviceGetMaxMigDeviceCount", api.get_max_mig);
  resolve(lib, "nvmlDeviceGetMigDeviceHandleByIndex", api.get_mig_handle);
  // _v2 is the version whose struct has gpuInstanceSliceCount and memorySizeMB.
  resolve(lib, "nvmlDeviceGetAttributes_v2", api.get_attributes);
  // _v2 always takes the 24-byte nvmlProcessInfo_v2_t; _v3 took a larger
  // struct in drivers 535.43 to 535.86, so it is only the fallback.
  if (!resolve(lib, "nvmlDeviceGetComputeRunningProcesses_v2", api.get_processes)) {
    resolve(lib, "nvmlDeviceGetComputeRunningProcesses_v3", api.get_processes);
  }

  NvmlReturn rc = api.init();
  if (rc != kNvmlSuccess) {
    std::string why = api.error_string ? api.error_string(rc) : "error " + std::to_string(rc);
    return std::make_unique<NvmlInventory>(lib, api, false, "none (nvmlInit failed: " + why + ")");
  }
  // "nvml, driver 550.54.15": what the start-up log and `gpuq doctor` show.
  std::string source = "nvml";
  char version[kNvmlBufferSize] = {};
  if (api.driver_version != nullptr &&
      api.driver_version(version, sizeof version) == kNvmlSuccess) {
    source += ", driver " + std::string(version);
  }
  auto inventory = std::make_unique<NvmlInventory>(lib, api, true, source);
  inventory->enumerate();
  return inventory;
}

}  // namespace gpuq::daemon
