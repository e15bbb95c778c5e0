// Waiting for a workload to start or end: `--wait` and `--attach` of the
// submit commands.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_

#include <iosfwd>
#include <string>

#include "gpuq/client.h"

namespace gpuq::cli {

// Whether a phase is final (Completed, Failed, Stopped, Deleted).
bool final_phase(const std::string& phase);

// Polls the workload until it is Running or in a final phase and returns
// that phase. Each change of phase or of its message is written to `out` as
// "a1: Pending (waiting for 2 GPUs: ...)". Errors: the client's (a workload
// deleted while waiting is not found).
client::ApiResult<std::string> wait_until_started(client::Client& client, const std::string& name,
                                                  const std::string& project, std::ostream& out);

// Follows the log of every pod of the workload to `out` until it ends.
client::ApiResult<void> follow_logs(client::Client& client, const std::string& name,
                                    const std::string& project, std::ostream& out);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_WAIT_H_
