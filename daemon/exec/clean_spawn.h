// Starting a helper program of the daemon's (a pod shim, the pod launcher)
// as it must start: an empty environment, stdin/stdout/stderr on /dev/null,
// every signal at its default and none blocked, and only the fds it is
// handed.
#ifndef GPUQ_DAEMON_EXEC_CLEAN_SPAWN_H_
#define GPUQ_DAEMON_EXEC_CLEAN_SPAWN_H_

#include <sys/types.h>

#include <string>
#include <utility>
#include <vector>

namespace gpuq::daemon {

// Where the child runs: a session of its own (a pod shim), or only a
// process group of its own (the pod launcher).
enum class SpawnGroup { new_session, new_group };

// Starts `argv` (argv[0] the program's path), with each {from, to} of
// `fds` dup'd onto `to` in the child; a `from` must be above every `to`.
// Returns the pid, or the errno of posix_spawn() as a negative number.
pid_t clean_spawn(std::vector<std::string> argv, const std::vector<std::pair<int, int>>& fds,
                  SpawnGroup group);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_CLEAN_SPAWN_H_
