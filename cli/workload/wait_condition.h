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
  running,     // Running, or already Completed
  completion,  // Completed; Failed ends the wait with exit 1
  deletion,    // gone from the daemon
};

// "running", "completion", "deletion" (and "completed", "delete" as kubectl
// users type them); nullopt otherwise.
std::optional<WaitFor> parse_wait_for(const std::string& text);

struct WaitTarget {
  std::string name;     // as typed: a name or an id
  std::string project;  // where to look it up; may be empty for an id
};

// Polls the workloads until each meets `condition`, one fails it, or
// `timeout` passes (nullopt: no limit). `progress`, when not null, gets a
// line for each change of phase ("a1: Pending (waiting for 2 GPUs ...)");
// `done`, when not null, a line as each workload meets the condition.
// Messages about failures and the timeout go to stderr.
int wait_for_condition(client::Client& client, const std::vector<WaitTarget>& targets,
                       WaitFor condition, std::optional<std::chrono::seconds> timeout,
                       std::ostream* progress, std::ostream* done);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WAIT_CONDITION_H_
