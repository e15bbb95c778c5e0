#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <memory>
#include <string>

#include "daemon/exec/shim/proc_stat.h"

namespace gpuq::daemon {
namespace {

// The next space-separated field of `rest`, which loses it.
std::string_view next_field(std::string_view& rest) {
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  const std::size_t end = rest.find(' ');
  std::string_view field = rest.substr(0, end);
  rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
  return field;
}

template <class T>
bool parse_number(std::string_view text, T& value) {
  if (text.empty()) return false;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

// The whole of a small /proc file; empty when it cannot be read.
std::string read_small_file(const char* path) {
  std::string text;
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[1024];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return text;
}

int64_t page_size() {
  static const int64_t size = ::sysconf(_SC_PAGESIZE);
  return size;
}

}  // namespace

std::optional<ProcStat> parse_proc_stat(std::string_view text, int64_t page_size) {
  const std::size_t open = text.find('(');
  const std::size_t close = text.rfind(')');
  if (open == std::string_view::npos || close == std::string_view::npos || close < open) {
    return std::nullopt;
  }
  ProcStat stat;
  std::string_view head = text.substr(0, open);
  while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
  if (!parse_number(head, stat.pid)) return std::nullopt;

  // Fields from 3 on, numbered as in proc(5).
  std::string_view rest = text.substr(close + 1);
  int64_t rss_pages = 0;
  for (int field = 3; field <= 24; ++field) {
    const std::string_view value = next_field(rest);
    if (value.empty()) return std::nullopt;
    bool ok = true;
    switch (field) {
      case 3:
        stat.state = value.front();
        break;
      case 4:
        ok = parse_number(value, stat.ppid);
        break;
      case 5:
        ok = parse_number(value, stat.pgid);
        break;
      case 6:
        ok = parse_number(value, stat.session);
        break;
      case 22:
        ok = parse_number(value, stat.start_ticks);
        break;
      case 24:
        ok = parse_number(value, rss_pages);
        break;
      default:
        break;
    }
    if (!ok) return std::nullopt;
  }
  stat.rss_bytes = rss_pages * page_size;
  return stat;
}

std::optional<ProcStat> read_proc_stat(pid_t pid) {
  if (pid <= 0) return std::nullopt;
  const std::string path = "/proc/" + std::to_string(pid) + "/stat";
  const std::string text = read_small_file(path.c_str());
  if (text.empty()) return std::nullopt;
  return parse_proc_stat(text, page_size());
}

std::vector<ProcStat> read_all_proc_stats() {
  std::vector<ProcStat> stats;
  std::unique_ptr<DIR, int (*)(DIR*)> dir(::opendir("/proc"), &::closedir);
  if (!dir) return stats;
  while (const dirent* entry = ::readdir(dir.get())) {
    pid_t pid = 0;
    if (!parse_number(std::string_view(entry->d_name), pid)) continue;
    if (auto stat = read_proc_stat(pid)) stats.push_back(*stat);
  }
  return stats;
}

std::optional<int64_t> parse_pss_bytes(std::string_view smaps_rollup) {
  while (!smaps_rollup.empty()) {
    const std::size_t end = smaps_rollup.find('\n');
    std::string_view line = smaps_rollup.substr(0, end);
    smaps_rollup.remove_prefix(end == std::string_view::npos ? smaps_rollup.size() : end + 1);
    if (!line.starts_with("Pss:")) continue;
    line.remove_prefix(4);
    int64_t kib = 0;
    if (!parse_number(next_field(line), kib) || next_field(line) != "kB") return std::nullopt;
    return kib * 1024;
  }
  return std::nullopt;
}

std::optional<int64_t> read_pss_bytes(pid_t pid) {
  if (pid <= 0) return std::nullopt;
  const std::string path = "/proc/" + std::to_string(pid) + "/smaps_rollup";
  const std::string text = read_small_file(path.c_str());
  if (text.empty()) return std::nullopt;
  return parse_pss_bytes(text);
}

std::optional<ExecutableId> read_executable_id(pid_t pid) {
  if (pid <= 0) return std::nullopt;
  const std::string path = "/proc/" + std::to_string(pid) + "/exe";
  struct stat file {};
  if (::stat(path.c_str(), &file) != 0) return std::nullopt;
  return ExecutableId{static_cast<uint64_t>(file.st_dev), static_cast<uint64_t>(file.st_ino)};
}

std::vector<std::string> read_command_line(pid_t pid) {
  std::vector<std::string> args;
  if (pid <= 0) return args;
  const std::string path = "/proc/" + std::to_string(pid) + "/cmdline";
  std::string text = read_small_file(path.c_str());
  // A shim forked by the pod launcher shows its words in a larger room,
  // zeroed past them (pod_launcher.h).
  while (text.size() > 1 && text.back() == '\0' && text[text.size() - 2] == '\0') text.pop_back();
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\0', start);
    if (end == std::string::npos) end = text.size();
    args.emplace_back(text, start, end - start);
    start = end + 1;
  }
  return args;
}

bool same_process_alive(pid_t pid, uint64_t start_ticks) {
  const auto stat = read_proc_stat(pid);
  return stat && !stat->zombie() && stat->start_ticks == start_ticks;
}

}  // namespace gpuq::daemon
