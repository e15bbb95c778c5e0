// Whether a user may enter a directory, checked by the daemon (often root)
// on the user's behalf before a pod is told to start there: the permission
// bits of every directory on the way, for the user, its primary group and
// its supplementary groups (ACLs are not read).
//
// Linux only (user_access_linux.cpp). Thread-safe.
#ifndef GPUQ_DAEMON_EXEC_USER_ACCESS_H_
#define GPUQ_DAEMON_EXEC_USER_ACCESS_H_

#include <sys/types.h>

#include <string>

#include "core/error.h"

namespace gpuq::daemon {

// Fails (invalid_argument, naming the first directory that stops the user)
// when `dir` is not an absolute path to a directory that `uid` (with `gid`)
// may enter. Root may enter every directory that exists.
core::Result<void> check_user_can_enter(const std::string& dir, uid_t uid, gid_t gid);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_USER_ACCESS_H_
