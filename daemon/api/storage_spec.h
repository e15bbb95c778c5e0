// spec.storage of Run:ai's API on one machine: pvc[] become gpuq volumes (a
// directory per project and claim name, made on first use unless
// existingPvc), hostPath[] host directories the pod's user could read
// themselves. Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_STORAGE_SPEC_H_
#define GPUQ_DAEMON_API_STORAGE_SPEC_H_

#include <sys/types.h>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::api {

// spec.storage.pvc[i]: {claimName (required, a name), path (the mount path),
// existingPvc, readOnly, ephemeral, dataSharing, name, claimInfo: {size,
// storageClass, accessModes}, exclude}; spec.storage.hostPath[i]: {path
// (required, absolute),
// mountPath, readOnly (default true), mountPropagation, name, exclude}; the
// pods' user's access to it is checked by Service::submit, once that user is
// known to be one the caller may run as.
// Other kinds (nfs, git, s3, ...) are refused: this machine has none. Errors
// name the field.
core::Result<void> read_storage(const nlohmann::json& spec, RunExtras& extras);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_STORAGE_SPEC_H_
