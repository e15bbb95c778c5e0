#include <fcntl.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>
#include <string>

#include "daemon/exec/cgroup.h"

namespace gpuq::daemon {
namespace {

constexpr const char* kCgroupMount = "/sys/fs/cgroup";
constexpr long kCgroup2Magic = 0x63677270;  // CGROUP2_SUPER_MAGIC
constexpr int64_t kCpuPeriodUs = 100000;
constexpr int64_t kCpuMinQuotaUs = 1000;

std::string read_file(const std::string& path) {
  std::string text;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[4096];
  ssize_t n = 0;
  while ((n = ::read(fd, buffer, sizeof buffer)) > 0) text.append(buffer, n);
  ::close(fd);
  return text;
}

core::Result<void> write_file(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return core::fail(std::strerror(errno), path, core::Error::Code::io);
  const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int error = errno;
  ::close(fd);
  if (!ok) return core::fail(std::strerror(error), path, core::Error::Code::io);
  return {};
}

core::Result<void> make_directory(const std::string& path) {
  if (::mkdir(path.c_str(), 0755) != 0 && errno != EEXIST) {
    return core::fail(std::strerror(errno), path, core::Error::Code::io);
  }
  return {};
}

bool has_word(const std::string& text, std::string_view word) {
  std::istringstream words(text);
  std::string w;
  while (words >> w) {
    if (w == word) return true;
  }
  return false;
}

// Enables the cpu and memory controllers for the children of `dir`.
core::Result<void> enable_controllers(const std::string& dir) {
  const std::string control = dir + "/cgroup.subtree_control";
  const std::string enabled = read_file(control);
  if (has_word(enabled, "cpu") && has_word(enabled, "memory")) return {};
  if (auto written = write_file(control, "+cpu +memory"); !written) return written;
  const std::string now = read_file(control);
  if (!has_word(now, "cpu") || !has_word(now, "memory")) {
    return core::fail("the cpu and memory controllers could not be enabled", control,
                      core::Error::Code::io);
  }
  return {};
}

// The daemon's own cgroup v2 path ("/system.slice/x.service"), from
// /proc/self/cgroup; empty when unknown.
std::string own_cgroup() {
  std::istringstream lines(read_file("/proc/self/cgroup"));
  std::string line;
  while (std::getline(lines, line)) {
    if (line.starts_with("0::")) return line.substr(3);
  }
  return {};
}

core::Result<std::string> set_up_at_top() {
  const std::string root = std::string(kCgroupMount) + "/gpuq";
  if (auto ok = enable_controllers(kCgroupMount); !ok) return std::unexpected(ok.error());
  if (auto ok = make_directory(root); !ok) return std::unexpected(ok.error());
  if (auto ok = enable_controllers(root); !ok) return std::unexpected(ok.error());
  return root;
}

core::Result<std::string> set_up_in_own(const std::string& own) {
  // Already moved into the leaf (a second runner in the same process)?
  const bool in_leaf = own.ends_with("/daemon");
  const std::string base = kCgroupMount + (in_leaf ? own.substr(0, own.size() - 7) : own);
  const std::string leaf = base + "/daemon";
  const std::string root = base + "/pods";
  if (!in_leaf) {
    if (auto ok = make_directory(leaf); !ok) return std::unexpected(ok.error());
    if (auto ok = write_file(leaf + "/cgroup.procs", std::to_string(::getpid())); !ok) {
      return std::unexpected(ok.error());
    }
  }
  if (auto ok = enable_controllers(base); !ok) return std::unexpected(ok.error());
  if (auto ok = make_directory(root); !ok) return std::unexpected(ok.error());
  if (auto ok = enable_controllers(root); !ok) return std::unexpected(ok.error());
  return root;
}

}  // namespace

core::Result<PodCgroups> PodCgroups::set_up() {
  struct statfs info = {};
  if (::statfs(kCgroupMount, &info) != 0 || info.f_type != kCgroup2Magic) {
    return core::fail(std::string(kCgroupMount) + " is not cgroup v2", {}, core::Error::Code::io);
  }
  const std::string own = own_cgroup();
  if (own.starts_with("/gpuq")) {
    return core::fail("the daemon runs inside " + own, {}, core::Error::Code::io);
  }
  auto top = set_up_at_top();
  if (top) return PodCgroups(*top);
  if (own.empty() || own == "/") return std::unexpected(top.error());
  auto delegated = set_up_in_own(own);
  if (delegated) return PodCgroups(*delegated);
  return core::fail(top.error().to_string() + "; " + delegated.error().to_string(), {},
                    core::Error::Code::io);
}

core::Result<std::string> PodCgroups::create(const std::string& name, int64_t cpu_millicores,
                                             int64_t memory_bytes) const {
  const std::string dir = path_of(name);
  if (auto ok = make_directory(dir); !ok) return std::unexpected(ok.error());
  if (cpu_millicores > 0) {
    // millicores * period / 1000, at least the kernel's minimum quota.
    const int64_t quota = std::max(kCpuMinQuotaUs, cpu_millicores * kCpuPeriodUs / 1000);
    const std::string text = std::to_string(quota) + " " + std::to_string(kCpuPeriodUs);
    if (auto ok = write_file(dir + "/cpu.max", text); !ok) return std::unexpected(ok.error());
  }
  if (memory_bytes > 0) {
    if (auto ok = write_file(dir + "/memory.max", std::to_string(memory_bytes)); !ok) {
      return std::unexpected(ok.error());
    }
    (void)write_file(dir + "/memory.swap.max", "0");  // absent without swap accounting
  }
  return dir;
}

int64_t PodCgroups::oom_kills(const std::string& dir) {
  std::istringstream lines(read_file(dir + "/memory.events"));
  std::string key;
  int64_t value = 0;
  while (lines >> key >> value) {
    if (key == "oom_kill") return value;
  }
  return 0;
}

bool PodCgroups::remove(const std::string& dir) {
  if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) return true;
  if (errno == EBUSY) (void)write_file(dir + "/cgroup.kill", "1");
  return false;
}

}  // namespace gpuq::daemon
