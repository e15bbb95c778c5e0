// CPU and memory of this machine as the daemon may use them (Linux).
#include <sched.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "daemon/gpu/inventory.h"

namespace gpuq::daemon {
namespace {

// CPUs in this process's affinity mask (grows the mask for machines with
// more CPUs than CPU_SETSIZE).
core::Result<int64_t> affinity_cpus() {
  for (int cpus = CPU_SETSIZE; cpus <= (1 << 20); cpus *= 2) {
    cpu_set_t* set = CPU_ALLOC(cpus);
    if (set == nullptr)
      return core::fail("out of memory", "sched_getaffinity", core::Error::Code::io);
    std::size_t size = CPU_ALLOC_SIZE(cpus);
    CPU_ZERO_S(size, set);
    int rc = sched_getaffinity(0, size, set);
    int err = errno;
    int count = rc == 0 ? CPU_COUNT_S(size, set) : 0;
    CPU_FREE(set);
    if (rc == 0) return count;
    if (err != EINVAL) {
      return core::fail(std::strerror(err), "sched_getaffinity", core::Error::Code::io);
    }
  }
  return core::fail("the CPU mask is too large", "sched_getaffinity", core::Error::Code::io);
}

std::optional<int64_t> parse_int(std::string_view s) {
  int64_t v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// The tightest cgroup v2 cpu.max quota on this process's cgroup and its
// ancestors, in millicores; nullopt when there is none (or no cgroup v2).
std::optional<int64_t> cgroup_cpu_limit() {
  std::ifstream self("/proc/self/cgroup");
  std::string line, path;
  while (std::getline(self, line)) {
    if (line.starts_with("0::")) path = line.substr(3);
  }
  if (path.empty()) return std::nullopt;
  // From the process's own cgroup up to the root of the (possibly namespaced) hierarchy.
  const std::filesystem::path root = "/sys/fs/cgroup";
  std::filesystem::path rel = std::filesystem::path(path).relative_path().lexically_normal();
  if (rel.empty() || rel.string().starts_with("..")) rel = ".";
  std::optional<int64_t> best;
  for (int depth = 0; depth < 64; ++depth) {
    std::ifstream max(root / rel / "cpu.max");
    std::string quota, period;
    if (max >> quota >> period) {
      auto q = parse_int(quota);  // "max" when there is no quota
      auto p = parse_int(period);
      if (q && p && *q > 0 && *p > 0) {
        int64_t milli = std::max<int64_t>(1, *q * 1000 / *p);
        best = best ? std::min(*best, milli) : milli;
      }
    }
    if (rel == "." || !rel.has_parent_path()) {
      if (rel == ".") break;
      rel = ".";
      continue;
    }
    rel = rel.parent_path();
  }
  return best;
}

// MemTotal from /proc/meminfo, in bytes.
core::Result<int64_t> mem_total() {
  std::ifstream in("/proc/meminfo");
  if (!in) return core::fail(std::strerror(errno), "/proc/meminfo", core::Error::Code::io);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.starts_with("MemTotal:")) continue;
    std::istringstream fields(line.substr(9));
    int64_t kib = 0;
    std::string unit;
    if (fields >> kib >> unit && unit == "kB" && kib > 0) return kib * 1024;
    break;
  }
  return core::fail("no MemTotal line in kB", "/proc/meminfo", core::Error::Code::io);
}

}  // namespace

core::Result<MachineResources> read_machine_resources() {
  auto cpus = affinity_cpus();
  if (!cpus) return std::unexpected(cpus.error());
  auto memory = mem_total();
  if (!memory) return std::unexpected(memory.error());
  MachineResources r;
  r.cpu = *cpus * 1000;
  if (auto limit = cgroup_cpu_limit()) r.cpu = std::min(r.cpu, *limit);
  r.memory = *memory;
  return r;
}

}  // namespace gpuq::daemon
