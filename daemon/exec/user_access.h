// Whether a user may enter a directory, checked by the daemon (often root)
// on the user's behalf before a pod is told to start there: the permission
// bits of every directory on the way, for the user, its primary group and
// its supplementary groups (ACLs are not read).
//
// Linux only (user_access_linux.cpp). Thread-safe.
#ifndef GPUQ_DAEMON_EXEC_USER_ACCESS_H_
#define GPUQ_DAEMON_EXEC_USER_ACCESS_H_

#include <sys/types.h>

#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// Fails (invalid_argument, naming the first directory that stops the user)
// when `dir` is not an absolute path to a directory that `uid` (with `gid`)
// may enter. Root may enter every directory that exists.
core::Result<void> check_user_can_enter(const std::string& dir, uid_t uid, gid_t gid);

// The same, and the user may also list `dir` (read permission): a host
// directory given to a pod must be one its user could read themselves.
// Errors name `field`.
core::Result<void> check_user_can_read_dir(const std::string& dir, uid_t uid, gid_t gid,
                                           const std::string& field);

// What a pod's process needs to become `uid`: the groups initgroups() would
// give it (its passwd entry's supplementary groups and `gid`; `gid` alone
// when it has no entry) and its home directory (empty when it has none).
struct UserGroups {
  std::vector<gid_t> groups;
  std::string home;
};
UserGroups user_groups(uid_t uid, gid_t gid);

// user_groups() kept for a second per (uid, gid): a burst of pods of one
// user reads the user and group databases once, not once per pod. A change
// of a user's groups reaches the pods started a second later, as it reaches
// the API's callers (daemon/api/api.cpp). Thread-safe.
class UserGroupsCache {
 public:
  UserGroups get(uid_t uid, gid_t gid);

 private:
  static constexpr auto kTtl = std::chrono::seconds(1);
  static constexpr std::size_t kMaxEntries = 256;
  struct Entry {
    UserGroups user;
    std::chrono::steady_clock::time_point expires;
  };
  std::mutex mu_;
  std::map<std::pair<uid_t, gid_t>, Entry> entries_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_USER_ACCESS_H_
