// Waiting until workloads reach a condition, as `kubectl wait` does: the
// engine of `gpuq workload wait` and of `submit --wait-for`.
//
// Exit codes (kExitTimeout is the one added here): 0 every workload met the
// condition; 1 one cannot meet it any more (failed, deleted while waited
// for), its reason on stderr, returned at once; 2 usage; kExitTimeout when
// the time ran out first.
#ifndef GPUQ_CLI_WORKLOAD_WAIT_CONDITION_H_
#define GPUQ_CLI_WORKLOAD_WAIT_CONDITION_H_

#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "gpuq/client.h"

namespace gpuq::cli {

// As timeout(1): a script tells "gave up waiting" from "it failed".
inline constexpr int kExitTimeout = 124;

enum class WaitFor {
  // Running, or Completed already, or a pod of it ran since the wait began
  // and ended: with exit code 0 that is met (a short sweep's pod), with
  // another it ends the wait with exit 1 (a pod that fails at once and
  // waits to be retried never shows Running).
  running,
  completion,  // Completed; Failed ends the wait with exit 1
  deletion,    // gone from the daemon
};

// "running", "completion", "deletion" (and "completed", "delete" as kubectl
// users type them); nullopt otherwise.
std::optional<WaitFor> parse_wait_for(const std::string& text);

struct WaitTarget {
  std::string name;     // as typed: a name or an id
  std::string project;  // where to look it up; may be empty for an id
  // Submitted by this command: every run of its pods counts, also one that
  // ended before the first look. Else only runs begun after it.
  bool just_submitted = false;
};

// The runs of `w`'s pods so far (their attempts), and the exit code of one
// that ended otherwise than with 0 (nullopt: none did).
struct PodRuns {
  int64_t attempts = 0;
  std::optional<int64_t> failed_exit;
};
PodRuns pod_runs(const client::WorkloadDetail& w);

// "NAME ran and failed; MESSAGE" (the retry's message, as the daemon gives
// it), or "NAME ran and exited with code N" when there is none: what a wait
// says when a pod that ran now waits to be retried.
std::string ran_and_failed(const std::string& name, int64_t exit_code, const std::string& message);

// A daemon that stops answering while a wait polls it: a restart or an
// upgrade takes seconds, and ends no wait (pods run on across it). A wait
// that has heard the daemon once polls on through transport errors for up
// to kLimit, saying so once on stderr, and says when it answers again.
class DaemonOutage {
 public:
  static constexpr std::chrono::seconds kLimit{120};
  // `heard`: the daemon has answered this command before.
  explicit DaemonOutage(bool heard) : heard_(heard) {}
  // After a failed poll: true to poll again, false to give up with `e`.
  bool bear(const client::ApiError& e);
  // After a poll that got an answer.
  void answered();

 private:
  bool heard_;
  std::optional<std::chrono::steady_clock::time_point> since_;
};

// Polls the workloads until each meets `condition`, one fails it, or
// `timeout` passes (nullopt: no limit). `progress`, when not null, gets a
// line for each change of phase ("a1: Pending (waiting for 2 GPUs ...)");
// `done`, when not null, a line as each workload meets the condition.
// Messages about failures and the timeout go to stderr. A daemon restart
// is borne (DaemonOutage).
int wait_for_condition(client::Client& client, const std::vector<WaitTarget>& targets,
                       WaitFor condition, std::optional<std::chrono::seconds> timeout,
                       std::ostream* progress, std::ostream* done);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WAIT_CONDITION_H_
