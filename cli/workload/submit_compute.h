// What a submit's GPU, CPU and memory flags ask for, as the API's compute
// spec: -g as devices or a portion, --gpu-memory as bytes or a share (50%),
// MIG profiles, CPU and memory requests and limits. Errors (usage) name the
// flag the user typed.
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_COMPUTE_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_COMPUTE_H_

#include "cli/workload/submit_flags.h"

namespace gpuq::cli {

client::ApiResult<void> apply_compute(const SubmitFlags& flags, client::ComputeSpec& compute);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_COMPUTE_H_
