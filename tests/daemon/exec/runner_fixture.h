// Helpers for the tests of the Linux process runner: real processes through
// the real gpuq binary's pod shim (GPUQ_BINARY), in a temporary directory.
#ifndef GPUQ_TESTS_DAEMON_EXEC_RUNNER_FIXTURE_H_
#define GPUQ_TESTS_DAEMON_EXEC_RUNNER_FIXTURE_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "daemon/exec/process_runner.h"
#include "daemon/exec/shim/proc_stat.h"

namespace gpuq::test {

// A fresh directory under /tmp, removed with its contents at the end.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// A Linux runner with its state in `dir`/state; `watch` forces watching
// the process tree instead of cgroups; `launcher` false has each shim exec'd
// rather than forked by the pod launcher.
std::unique_ptr<daemon::ProcessRunner> make_runner(const TempDir& dir, bool watch = false,
                                                   bool launcher = true);
// A request to run `argv` as this process's user in `dir`, logging to
// `dir`/pod.log, under a cgroup name of its own.
daemon::LaunchRequest request(const TempDir& dir, std::vector<std::string> argv);
// {"sh", "-c", script}.
std::vector<std::string> sh(const std::string& script);
// Starts `r`; fails the test when it cannot.
daemon::ProcessId start(daemon::ProcessRunner& runner, const daemon::LaunchRequest& r);
// Waits (up to 5 s) for the pod's exit, enforcing limits meanwhile.
daemon::Exit wait_exit(daemon::ProcessRunner& runner, const daemon::ProcessId& id);
// Waits (up to 5 s) until the pod's shim has ended, and reaps it when it is
// this process's child (exec'd, not forked by the launcher), as init does
// for orphans.
void wait_shim_ended(const daemon::ProcessId& id);
// The whole file; empty when it cannot be read.
std::string read_file(const std::string& path);
// Waits (up to 2 s) until the log contains `text`.
void wait_for_log(const std::string& path, std::string_view text);
// The pod's processes other than its shim: the members of its session.
std::vector<daemon::ProcStat> pod_processes(const daemon::ProcessId& id);
// The lines of `text`, sorted.
std::vector<std::string> sorted_lines(const std::string& text);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_DAEMON_EXEC_RUNNER_FIXTURE_H_
