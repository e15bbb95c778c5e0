// What the daemon reads about a process from /proc/PID/stat: enough to tell
// a live process from a zombie or from another process that reuses its pid,
// and to add up the memory of a pod's session.
//
// Linux only (proc_stat_linux.cpp). Functions are thread-safe; a process that
// is gone reads as std::nullopt, never as an error.
#ifndef GPUQ_DAEMON_PROC_STAT_H_
#define GPUQ_DAEMON_PROC_STAT_H_

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gpuq::daemon {

struct ProcStat {
  pid_t pid = 0;
  char state = '?';          // field 3: R, S, D, Z (zombie), T, ...
  pid_t ppid = 0;            // field 4
  pid_t pgid = 0;            // field 5
  pid_t session = 0;         // field 6
  uint64_t start_ticks = 0;  // field 22: clock ticks after boot; stable across exec
  int64_t rss_bytes = 0;     // field 24 (pages) times the page size

  bool zombie() const { return state == 'Z' || state == 'X'; }
};

// Parses the text of /proc/PID/stat. The command name (field 2) may hold
// spaces and parentheses; it ends at the last ')'. nullopt when malformed.
std::optional<ProcStat> parse_proc_stat(std::string_view text, int64_t page_size);

// Reads /proc/PID/stat; nullopt when the process is gone.
std::optional<ProcStat> read_proc_stat(pid_t pid);

// Every process on the machine, read from /proc at one moment (processes
// come and go while it reads; those gone are left out).
std::vector<ProcStat> read_all_proc_stats();

// True when `pid` is alive (not a zombie) and started at `start_ticks`.
bool same_process_alive(pid_t pid, uint64_t start_ticks);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_PROC_STAT_H_
