// A pod's storage: its project's volumes, each a directory kept by
// the daemon (volume_dir()) and offered at the pod's mount_path by a
// symbolic link, and its scratch directory (`disk`), removed after the pod
// ends. The environment names them: GPUQ_VOLUME_<NAME> (the name in upper
// case, '-' and '.' as '_') and GPUQ_SCRATCH_DIR (also TMPDIR).
//
// "Allowed" for a link: the mount path passed check_mount_path() at submit
// (absolute, not in a system directory); at launch it must be free (or
// already this volume's link) and its directory must exist and be writable
// by the pod's user: the link is made by a child process running as that
// user, so the file system's own permissions decide, and a root daemon never
// writes where the user could not. Where no link can be made, the pod still
// gets the variable and the workload an event saying why.
//
// Thread-safe; what cannot be done is reported, never thrown.
#ifndef GPUQ_DAEMON_EXEC_POD_STORAGE_H_
#define GPUQ_DAEMON_EXEC_POD_STORAGE_H_

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"
#include "daemon/model/model.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon {

struct PodStorage {
  uid_t uid = 0;
  gid_t gid = 0;
  int64_t fs_group = -1;  // owner group of the directories (setgid), -1: the pod's group
  struct Mount {
    std::string name, dir, mount_path;
    bool read_only = false;
  };
  std::vector<Mount> volumes;
  std::vector<HostPathRequest> host_paths;  // links where mount_path differs from path
  std::string scratch_dir;                  // empty: none
  bool empty() const { return volumes.empty() && host_paths.empty() && scratch_dir.empty(); }
  // The directories the pod must see read-only (its shim's --read-only).
  std::vector<std::string> read_only_dirs() const;
};

// From the workload's extras (empty for most workloads).
PodStorage pod_storage_for(const Workload& w, const Pod& pod, const std::string& state_dir);
// GPUQ_VOLUME_<NAME>, GPUQ_SCRATCH_DIR and TMPDIR for `storage`.
std::vector<std::pair<std::string, std::string>> pod_storage_environment(const PodStorage& storage);

// Before the pod starts: the directories (created when new, owned by the
// pod's user) and the links. Returns notes for the workload's events (links
// not made, and why); an error when a directory cannot be made.
core::Result<std::vector<std::string>> prepare_pod_storage(const PodStorage& storage);
// After the pod ended: removes the scratch directory and the links that
// still point at the volumes.
void release_pod_storage(const PodStorage& storage);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_POD_STORAGE_H_
