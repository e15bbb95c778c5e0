// An in-memory ProcessRunner for unit tests of the scheduler loop: nothing
// is forked, time does not pass by itself, and the test decides when each
// "process" ends. Each start() makes a live fake process; signals are
// recorded and, unless the test says otherwise, SIGTERM and SIGKILL end the
// process at once (as `sleep` does), with 128 + signal. The exits reach the
// loop through collect_exits(), as with the real runner.
//
// Thread-safe, like the interface: the API may call into the service while
// a test drives the loop.
#ifndef GPUQ_DAEMON_EXEC_FAKE_PROCESS_RUNNER_H_
#define GPUQ_DAEMON_EXEC_FAKE_PROCESS_RUNNER_H_

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "daemon/exec/process_runner.h"

namespace gpuq::daemon {

class FakeProcessRunner final : public ProcessRunner {
 public:
  struct Signal {
    ProcessId id;
    int signal = 0;
  };
  struct Process {
    ProcessId id;
    LaunchRequest request;
    bool alive = true;
    bool adopted = false;
  };
  // What a fake process does with SIGTERM; SIGKILL always ends it.
  enum class OnTerm { exit_now, exit_when_told, ignore };

  std::string limits_mode() const override { return "fake (no processes)"; }
  core::Result<ProcessId> start(const LaunchRequest& request) override;
  bool adopt(const ProcessId& id, const LaunchRequest& request) override;
  // A live process started for a request with the same cgroup name (the pod).
  std::optional<ProcessId> adopt_unrecorded(const LaunchRequest& request) override;
  void signal_group(const ProcessId& id, int signal) override;
  std::vector<Exit> collect_exits() override;
  std::vector<pid_t> pod_processes(const ProcessId& id) override;
  // Each with the pod's argv as its command and no memory.
  std::vector<ProcessInfo> pod_process_info(const ProcessId& id) override;
  void enforce_limits() override {}
  std::optional<Exit> recorded_exit(const LaunchRequest& request) override;
  void forget_exit(const std::string& log_path, const std::string& exit_path) override;

  // --- what the test controls
  void set_on_term(OnTerm on_term);
  // The next start() fails with this error (once).
  void fail_next_start(core::Error error);
  // Runs inside the next start(), before it returns: lets a test act while
  // a pod is being started (the service's lock is not held then).
  void on_next_start(std::function<void()> hook);
  // The process ends on its own (or, after a signal, when told) with `code`.
  // False when it is not alive.
  bool finish(pid_t pid, int code, const std::string& note = {});
  // The process's command could not be started (its shim says `why`): it
  // ends with 127 and Exit::not_started set. False when it is not alive.
  bool fail_to_start(pid_t pid, const std::string& why);
  // The process ends while no daemon watches it (the daemon is down): no
  // Exit is reported; only a record_exit() can tell its code after.
  bool end_unseen(pid_t pid);
  // Ends every live process that was signalled (OnTerm::exit_when_told).
  int finish_signalled();
  // The pod's process forks: `child` (a new pid it returns) is in the pod's
  // session until the pod ends. 0 when `pid` is not alive.
  pid_t fork_child(pid_t pid);
  // What a shim would have left behind for a pod that ended while the
  // daemon was down: recorded_exit() answers it for that exit path.
  // `not_started`: the command could not be started, and why.
  void record_exit(const std::string& exit_path, int code, const std::string& not_started = {});
  // A pod that survived a restart: adopt() finds it alive.
  ProcessId spawn_survivor(const LaunchRequest& request);

  // --- what the test inspects
  std::vector<Process> processes() const;  // every process ever started or adopted
  std::vector<Process> alive() const;
  std::vector<Signal> signals() const;
  int starts() const;

 private:
  Process* find(const ProcessId& id);
  void end(Process& p, int code, const std::string& note, const std::string& not_started = {});

  mutable std::mutex mu_;
  std::vector<Process> processes_;
  std::vector<Signal> signals_;
  std::vector<Exit> exits_;
  std::map<pid_t, std::vector<pid_t>> children_;  // of live pods, by leader
  std::set<pid_t> signalled_;                     // got SIGTERM under OnTerm::exit_when_told
  std::map<std::string, Exit> recorded_;
  std::optional<core::Error> fail_next_;
  std::function<void()> start_hook_;
  OnTerm on_term_ = OnTerm::exit_now;
  pid_t next_pid_ = 1000;
  uint64_t next_ticks_ = 1;
  int starts_ = 0;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_FAKE_PROCESS_RUNNER_H_
