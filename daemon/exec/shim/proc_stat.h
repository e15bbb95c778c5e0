// What the daemon reads about a process from /proc/PID/stat: enough to tell
// a live process from a zombie or from another process that reuses its pid,
// and to add up the memory of a pod's session.
//
// Linux only (proc_stat_linux.cpp). Functions are thread-safe; a process that
// is gone reads as std::nullopt, never as an error.
#ifndef GPUQ_DAEMON_EXEC_SHIM_PROC_STAT_H_
#define GPUQ_DAEMON_EXEC_SHIM_PROC_STAT_H_

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
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

// A process's proportional set size: the "Pss:" line of
// /proc/PID/smaps_rollup, in bytes. Each page counts divided by the number of
// processes that map it, so the sum over a pod's processes counts a page its
// processes share (a parent and the workers it forked) once, and libraries
// shared with the rest of the machine only in part. That is close to what a
// memory cgroup charges; the resident size would count shared pages once per
// process. nullopt when the text has no such line.
std::optional<int64_t> parse_pss_bytes(std::string_view smaps_rollup);

// Reads /proc/PID/smaps_rollup (Linux 4.14 and later); nullopt when the
// process is gone or the file cannot be read (older kernel, no permission).
std::optional<int64_t> read_pss_bytes(pid_t pid);

// The file a process runs, as device and inode of /proc/PID/exe (stable when
// the file is renamed or deleted); nullopt when gone or not readable.
struct ExecutableId {
  uint64_t device = 0;
  uint64_t inode = 0;
  bool operator==(const ExecutableId&) const = default;
};
std::optional<ExecutableId> read_executable_id(pid_t pid);

// The arguments of a process (/proc/PID/cmdline), empty ones at the end
// left out; empty when it is gone or not readable.
std::vector<std::string> read_command_line(pid_t pid);

// True when `pid` is alive (not a zombie) and started at `start_ticks`.
bool same_process_alive(pid_t pid, uint64_t start_ticks);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_PROC_STAT_H_
