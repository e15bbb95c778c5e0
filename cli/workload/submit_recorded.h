// Submit flags for what only a Kubernetes cluster honours, recorded in the
// spec and reported by describe as having no effect here (--node-type,
// --toleration, --image-pull-policy, --template), and for the workload's
// end of life (--auto-deletion-time-after-completion, v1 --ttl-after-finish:
// the daemon deletes it that long after it ends).
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_RECORDED_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_RECORDED_H_

#include "cli/workload/submit_flags.h"

namespace gpuq::cli {

// `v1` spells the deletion flag --ttl-after-finish, else
// --auto-deletion-time-after-completion.
void add_recorded_flags(CLI::App* command, SubmitFlags& flags, bool v1);

// Into the request. Errors (usage) name the flag: a toleration that is not
// operator=Equal|Exists,key=KEY[,value=V][,effect=E][,seconds=N], a pull
// policy other than Always, IfNotPresent or Never (any case), a bad duration.
client::ApiResult<void> apply_recorded(const SubmitFlags& flags, client::SubmitRequest& request);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_RECORDED_H_
