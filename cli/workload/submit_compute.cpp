#include "cli/workload/submit_compute.h"

#include <charconv>
#include <cmath>

#include "core/quantity.h"

namespace gpuq::cli {

using client::ApiResult;
using client::usage_error;

namespace {

ApiResult<double> parse_number(const std::string& text, const std::string& flag, const char* what) {
  double value = 0;
  const char* end = text.data() + text.size();
  auto [p, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || p != end || !std::isfinite(value)) {
    return usage_error("expected " + std::string(what) + ", got \"" + text + "\"", flag);
  }
  if (value < 0) {
    return usage_error("must not be negative, got " + text, flag);
  }
  return value;
}

ApiResult<void> check_bytes(const std::optional<std::string>& text, const std::string& flag) {
  if (!text) return {};
  auto bytes = core::parse_bytes(*text);
  // The quantity's own reason: its syntax, "is not a whole number of bytes"
  // (23.6Gi), "is too large".
  if (!bytes) return usage_error(bytes.error().message, flag);
  // "1" is one byte: a unit left out, not memory anyone runs on.
  if (*bytes > 0 && *bytes < 1024 * 1024) {
    return usage_error(*text + " is " + std::to_string(*bytes) +
                           (*bytes == 1 ? " byte" : " bytes") +
                           "; give a unit, such as 500Mi, 4G or 20Gi",
                       flag);
  }
  return {};
}

ApiResult<std::optional<double>> cores(const std::optional<std::string>& text,
                                       const std::string& flag) {
  if (!text) return std::nullopt;
  auto milli = core::parse_milli(*text);
  if (!milli) {
    auto plain = parse_number(*text, flag, "");
    if (plain && *plain > 0 && *plain < 0.001) {
      return usage_error("less than the smallest amount, 1m (0.001 of a core), got " + *text, flag);
    }
    if ((plain && *plain < 0) || text->starts_with('-')) {
      return usage_error("must not be negative, got " + *text, flag);
    }
    return usage_error(
        "expected a number of CPU cores such as 0.5, 2 or 500m, got \"" + *text + "\"", flag);
  }
  return static_cast<double>(*milli) / 1000.0;
}

ApiResult<void> apply_gpu(const std::string& text, client::ComputeSpec& compute) {
  auto g = parse_number(text, "-g", "a number of GPUs (2, or 0.5 for half a GPU)");
  if (!g) return std::unexpected(g.error());
  if (*g == 0) {
    compute.gpu_devices_request = 0;
  } else if (*g < 1) {
    compute.gpu_devices_request = 1;
    compute.gpu_request_type = "portion";
    compute.gpu_portion_request = *g;
  } else if (*g == std::floor(*g) && *g <= 1024) {
    compute.gpu_devices_request = static_cast<int64_t>(*g);
  } else if (*g == std::floor(*g)) {
    return usage_error("at most 1024 GPUs, got " + text, "-g");
  } else {
    return usage_error(
        "a portion of a GPU is below 1; more than one GPU is a whole number, got " + text, "-g");
  }
  return {};
}

// "50%" -> 0.5: GPU memory as a share of the device, as compute resources
// take it; nullopt when `text` is no percentage.
ApiResult<std::optional<double>> memory_share(const std::optional<std::string>& text,
                                              const std::string& flag) {
  if (!text || !text->ends_with('%')) return std::nullopt;
  auto pct = parse_number(text->substr(0, text->size() - 1), flag,
                          "a share of one GPU's memory such as 50%");
  if (!pct) return std::unexpected(pct.error());
  if (!(*pct > 0 && *pct <= 100)) {
    return usage_error("must be more than 0% and at most 100%, got " + *text, flag);
  }
  return *pct / 100;
}

}  // namespace

ApiResult<void> apply_compute(const SubmitFlags& flags, client::ComputeSpec& c) {
  if (flags.gpu) {
    if (auto ok = apply_gpu(*flags.gpu, c); !ok) return ok;
  }
  // --gpu-memory 50% is half of one GPU: a portion, named by the flag typed.
  SubmitFlags f = flags;
  const std::string memory_flag = f.v1 ? "--gpu-memory" : "--gpu-memory-request";
  std::string portion_flag = "--gpu-portion-request";
  auto share_or = memory_share(f.gpu_memory_request, memory_flag);
  if (!share_or) return std::unexpected(share_or.error());
  auto limit_or = memory_share(f.gpu_memory_limit, "--gpu-memory-limit");
  if (!limit_or) return std::unexpected(limit_or.error());
  const std::optional<double> share = *share_or, share_limit = *limit_or;
  if (share_limit && !share) {
    return usage_error("a percentage limit needs a percentage " + memory_flag,
                       "--gpu-memory-limit");
  }
  if (share) {
    if (f.gpu_portion_request || c.gpu_portion_request) {
      return usage_error("give either a portion of a GPU or an amount of GPU memory", memory_flag);
    }
    if (f.gpu_memory_limit && !share_limit) {
      return usage_error("a percentage request needs a percentage limit", "--gpu-memory-limit");
    }
    f.gpu_portion_request = *share;
    f.gpu_portion_limit = share_limit;
    f.gpu_memory_request.reset();
    f.gpu_memory_limit.reset();
    portion_flag = memory_flag;
  }
  if (f.gpu_portion_request) {
    const double p = *f.gpu_portion_request;
    if (!(p > 0 && p <= 1)) {
      return usage_error("must be more than 0 and at most 1", portion_flag);
    }
    c.gpu_portion_request = p;
    c.gpu_request_type = "portion";
    if (!c.gpu_devices_request || *c.gpu_devices_request == 0) c.gpu_devices_request = 1;
  }
  if (f.gpu_portion_limit) {
    const double l = *f.gpu_portion_limit;
    if (!(l > 0 && l <= 1)) {
      return usage_error("must be more than 0 and at most 1", "--gpu-portion-limit");
    }
    if (!c.gpu_portion_request) {
      return usage_error("needs --gpu-portion-request (or -g below 1)", "--gpu-portion-limit");
    }
    if (l < *c.gpu_portion_request) {
      return usage_error("must be at least the request",
                         share_limit ? "--gpu-memory-limit" : "--gpu-portion-limit");
    }
    c.gpu_portion_limit = l;
  }
  if (auto ok = check_bytes(f.gpu_memory_request, memory_flag); !ok) return ok;
  if (auto ok = check_bytes(f.gpu_memory_limit, "--gpu-memory-limit"); !ok) return ok;
  if (f.gpu_memory_limit && !f.gpu_memory_request) {
    return usage_error("needs --gpu-memory-request", "--gpu-memory-limit");
  }
  if (f.gpu_memory_request) {
    if (c.gpu_portion_request) {
      return usage_error("give either a portion of a GPU or an amount of GPU memory", memory_flag);
    }
    c.gpu_memory_request = f.gpu_memory_request;
    c.gpu_memory_limit = f.gpu_memory_limit;
    c.gpu_request_type = "memory";
    if (!c.gpu_devices_request || *c.gpu_devices_request == 0) c.gpu_devices_request = 1;
  }
  if (f.mig_profile) {
    if (c.gpu_portion_request || c.gpu_memory_request) {
      return usage_error("a MIG profile takes the place of a portion or GPU memory",
                         "--mig-profile");
    }
    c.mig_profile = f.mig_profile;
    c.gpu_request_type = "migProfile";
    if (!c.gpu_devices_request || *c.gpu_devices_request == 0) c.gpu_devices_request = 1;
  }
  if (f.gpu_request_type) {
    const std::string& t = *f.gpu_request_type;
    if (t != "portion" && t != "memory" && t != "migProfile") {
      return usage_error("expected portion, memory or migProfile, got \"" + t + "\"",
                         "--gpu-request-type");
    }
    if (c.gpu_request_type && *c.gpu_request_type != t) {
      return usage_error("is " + t + " but the other GPU flags ask for " + *c.gpu_request_type,
                         "--gpu-request-type");
    }
    c.gpu_request_type = t;
  }
  auto cpu = cores(f.cpu_core_request, f.v1 ? "--cpu" : "--cpu-core-request");
  if (!cpu) return std::unexpected(cpu.error());
  c.cpu_core_request = *cpu;
  auto cpu_limit = cores(f.cpu_core_limit, f.v1 ? "--cpu-limit" : "--cpu-core-limit");
  if (!cpu_limit) return std::unexpected(cpu_limit.error());
  c.cpu_core_limit = *cpu_limit;
  if (auto ok = check_bytes(f.cpu_memory_request, f.v1 ? "--memory" : "--cpu-memory-request");
      !ok) {
    return ok;
  }
  if (auto ok = check_bytes(f.cpu_memory_limit, f.v1 ? "--memory-limit" : "--cpu-memory-limit");
      !ok) {
    return ok;
  }
  c.cpu_memory_request = f.cpu_memory_request;
  c.cpu_memory_limit = f.cpu_memory_limit;
  if (f.large_shm) c.large_shm_request = true;
  for (const std::string& item : f.extended_resources) {
    auto pair = parse_name_value(item, "--extended-resource");
    if (!pair) return std::unexpected(pair.error());
    if (auto q = core::parse_milli(pair->second); !q) {
      return usage_error("expected NAME=QUANTITY such as example.com/fpga=2, got \"" + item + "\"",
                         "--extended-resource");
    }
    c.extended_resources.push_back(std::move(*pair));
  }
  return {};
}

}  // namespace gpuq::cli
