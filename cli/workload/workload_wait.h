// Waiting for a workload to start or end: `--wait` and `--attach` of the
// submit commands.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "gpuq/client.h"

namespace gpuq::cli {

// Whether a phase is final (Completed, Failed, Stopped, Deleted).
bool final_phase(const std::string& phase);

struct Started {
  std::string phase;
  // A pod of it ran, ended and now waits to be retried with this exit code
  // (a command that fails at once never shows Running): nullopt otherwise.
  std::optional<int64_t> failed_exit;
  std::string message;  // the phase's message, for saying why
};

// Polls the workload (one this command submitted) until it is Running, in a
// final phase, or one of its pods has run (a pod that ended at once), and
// returns where it is. Each change of phase or of its message is written to
// `out` as "a1: Pending (waiting for 2 GPUs: ...)". A daemon restart is borne
// (DaemonOutage). Errors: the client's (a workload deleted while waiting is
// not found).
client::ApiResult<Started> wait_until_started(client::Client& client, const std::string& name,
                                              const std::string& project, std::ostream& out);

// Follows the log of every pod of the workload to `out` until it ends.
client::ApiResult<void> follow_logs(client::Client& client, const std::string& name,
                                    const std::string& project, std::ostream& out);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_
