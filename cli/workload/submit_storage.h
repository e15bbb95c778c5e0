// Submit flags for storage, in runai's spellings:
//   --existing-pvc claimname=NAME,path=PATH[,readonly|ro]        (v2; the volume must exist)
//   --new-pvc claimname=NAME,size=10Gi,path=PATH[,ro]...         (v2; made on first use)
//   --pvc NAME:PATH[:ro]                                          (v1)
//   --host-path path=/data,mount-path=/data[,readwrite]          (v2; read-only unless asked)
//   -v/--volume SRC:DST[:ro|:rw]                                  (v1; read-only unless :rw)
// A claim is a gpuq volume of the project (gpuq volume list); a host path is
// a directory of this machine the pod's user could read themselves.
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_STORAGE_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_STORAGE_H_

#include "cli/workload/submit_flags.h"

namespace gpuq::cli {

// `v1` adds --pvc and -v/--volume (v1's -v is not --verbose there).
void add_storage_flags(CLI::App* command, SubmitFlags& flags, bool v1);

// Into the request's spec. Errors (usage) name the flag and the bad part.
client::ApiResult<void> apply_storage(const SubmitFlags& flags, client::WorkloadSpec& spec);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_STORAGE_H_
