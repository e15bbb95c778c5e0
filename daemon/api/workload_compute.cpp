// spec.compute of a workload (and of compute resource assets) in the core's
// units. See workload_request.h.
#include <cctype>

#include "daemon/api/json_read.h"
#include "daemon/api/workload_request.h"

namespace gpuq::daemon::api {
namespace {

bool valid_mig_profile(const std::string& p) {
  // "1g.10gb", "3g.40gb", "1g.10gb+me"
  std::size_t g = p.find("g.");
  if (g == 0 || g == std::string::npos) return false;
  for (char c : p) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '+') return false;
  }
  return p.find("gb", g + 2) != std::string::npos;
}

core::Result<void> parse_gpu(const json& c, const std::string& path, core::PodRequest& request,
                             PodLimits& limits) {
  GPUQ_TRY(devices, read_int(c, "gpuDevicesRequest", path, 0, 1024));
  GPUQ_TRY(type, read_string(c, "gpuRequestType", path));
  GPUQ_TRY(portion, read_number(c, "gpuPortionRequest", path, 0));
  GPUQ_TRY(portion_limit, read_number(c, "gpuPortionLimit", path, 0));
  GPUQ_TRY(memory, read_bytes(c, "gpuMemoryRequest", path));
  GPUQ_TRY(memory_limit, read_bytes(c, "gpuMemoryLimit", path));
  GPUQ_TRY(mig, read_string(c, "migProfile", path));
  const std::string type_path = field_path(path, "gpuRequestType");
  std::string kind = type ? *type : memory ? "memory" : mig ? "migProfile" : "portion";
  if (kind != "portion" && kind != "memory" && kind != "migProfile") {
    return fail_at(type_path, "expected portion, memory or migProfile, got \"" + kind + "\"");
  }
  if (kind != "memory" && (memory || memory_limit)) {
    return fail_at(field_path(path, memory ? "gpuMemoryRequest" : "gpuMemoryLimit"),
                   "only with gpuRequestType memory");
  }
  if (kind != "migProfile" && mig) {
    return fail_at(field_path(path, "migProfile"), "only with gpuRequestType migProfile");
  }
  if (kind != "portion" && (portion || portion_limit)) {
    return fail_at(field_path(path, portion ? "gpuPortionRequest" : "gpuPortionLimit"),
                   "only with gpuRequestType portion");
  }
  const std::string devices_path = field_path(path, "gpuDevicesRequest");
  if (kind == "portion") {
    const std::string portion_path = field_path(path, "gpuPortionRequest");
    double p = portion.value_or(1.0);
    int64_t n = devices.value_or(portion && *portion > 0 ? 1 : 0);
    if (n == 0) {
      if (portion && *portion > 0 && *portion < 1) {
        return fail_at(portion_path, "a portion of a GPU needs gpuDevicesRequest 1");
      }
      return {};
    }
    if (p <= 0 || p > 1) return fail_at(portion_path, "must be more than 0 and at most 1");
    int64_t milli = static_cast<int64_t>(p * 1000 + 0.5);
    if (milli == 0) return fail_at(portion_path, "must be at least 0.001");
    if (milli == core::kMilli) {
      request.gpus = static_cast<int>(n);
    } else if (n > 1) {
      return fail_at(portion_path,
                     "a portion below 1 is part of one GPU; set gpuDevicesRequest to 1 (got " +
                         std::to_string(n) + ")");
    } else {
      request.gpu_portion = milli;
    }
    if (portion_limit) {
      int64_t l = static_cast<int64_t>(*portion_limit * 1000 + 0.5);
      if (l < milli || l > core::kMilli) {
        return fail_at(field_path(path, "gpuPortionLimit"),
                       "must be at least gpuPortionRequest and at most 1");
      }
      if (milli < core::kMilli) limits.gpu_portion = l;
    }
    return {};
  }
  if (kind == "memory") {
    if (!memory || *memory <= 0) {
      return fail_at(field_path(path, "gpuMemoryRequest"),
                     "required (more than 0) when gpuRequestType is memory");
    }
    if (devices.value_or(1) != 1) {
      return fail_at(devices_path, "a GPU memory request is for one GPU; set 1");
    }
    request.gpu_memory = *memory;
    if (memory_limit) {
      if (*memory_limit < *memory) {
        return fail_at(field_path(path, "gpuMemoryLimit"), "must be at least gpuMemoryRequest");
      }
      limits.gpu_memory = *memory_limit;
    }
    return {};
  }
  if (!mig || !valid_mig_profile(*mig)) {
    return fail_at(field_path(path, "migProfile"),
                   "expected a MIG profile such as 1g.10gb when gpuRequestType is migProfile");
  }
  int64_t n = devices.value_or(1);
  if (n < 1) return fail_at(devices_path, "must be 1 or more with a MIG profile");
  request.mig[*mig] = static_cast<int>(n);
  return {};
}

core::Result<void> parse_extended(const json& list, const std::string& path,
                                  core::PodRequest& request) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string item = index_path(path, i);
    const json& e = list[i];
    if (!e.is_object()) return std::unexpected(type_error(item, "an object", e));
    GPUQ_TRY(exclude, read_bool(e, "exclude", item));
    if (exclude.value_or(false)) continue;
    GPUQ_TRY(resource, read_string(e, "resource", item));
    if (!resource || resource->empty()) return fail_at(field_path(item, "resource"), "required");
    GPUQ_TRY(quantity, read_milli(e, "quantity", item));
    if (!quantity) return fail_at(field_path(item, "quantity"), "required");
    if (*quantity % core::kMilli != 0) {
      return fail_at(field_path(item, "quantity"), "extended resources come in whole units");
    }
    if (request.extended.contains(*resource)) {
      return fail_at(field_path(item, "resource"), *resource + " is given twice");
    }
    request.extended[*resource] = *quantity / core::kMilli;
  }
  return {};
}

}  // namespace

core::Result<void> parse_compute(const json& c, const std::string& path, core::PodRequest& request,
                                 PodLimits& limits) {
  if (!c.is_object()) return std::unexpected(type_error(path, "an object", c));
  if (auto ok = check_keys(
          c, path,
          {"gpuDevicesRequest", "gpuRequestType", "gpuPortionRequest", "gpuPortionLimit",
           "gpuMemoryRequest", "gpuMemoryLimit", "migProfile", "cpuCoreRequest", "cpuCoreLimit",
           "cpuMemoryRequest", "cpuMemoryLimit", "largeShmRequest", "extendedResources"});
      !ok) {
    return ok;
  }
  if (auto ok = parse_gpu(c, path, request, limits); !ok) return ok;
  GPUQ_TRY(cpu, read_milli(c, "cpuCoreRequest", path));
  GPUQ_TRY(cpu_limit, read_milli(c, "cpuCoreLimit", path));
  GPUQ_TRY(memory, read_bytes(c, "cpuMemoryRequest", path));
  GPUQ_TRY(memory_limit, read_bytes(c, "cpuMemoryLimit", path));
  GPUQ_TRY(shm, read_bool(c, "largeShmRequest", path));
  request.cpu = cpu.value_or(0);
  request.memory = memory.value_or(0);
  if (cpu_limit) {
    if (*cpu_limit < request.cpu || *cpu_limit == 0) {
      return fail_at(field_path(path, "cpuCoreLimit"),
                     "must be more than 0 and at least cpuCoreRequest");
    }
    limits.cpu = *cpu_limit;
  }
  if (memory_limit) {
    if (*memory_limit < request.memory || *memory_limit == 0) {
      return fail_at(field_path(path, "cpuMemoryLimit"),
                     "must be more than 0 and at least cpuMemoryRequest");
    }
    limits.memory = *memory_limit;
  }
  limits.large_shm = shm.value_or(false);
  GPUQ_TRY(extended, read_array(c, "extendedResources", path));
  if (extended != nullptr) {
    return parse_extended(*extended, field_path(path, "extendedResources"), request);
  }
  return {};
}

}  // namespace gpuq::daemon::api
