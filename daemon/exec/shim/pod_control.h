// The control socket of a pod's shim: how the daemon reaches a running pod
// for `gpuq attach` and `gpuq exec` (stream_frame.h says what goes over it).
//
// It is an abstract Unix socket ("\0" + name: no file to clean up after a
// shim killed with SIGKILL, gone with the shim), named by the daemon at
// random for each start of a pod and given to the shim with --control (a
// restarted daemon reads it back from the shim's command line). Abstract
// names can be bound by anyone: a random name cannot be taken before the
// shim binds it (a name made from what the API shows, such as the workload's
// id, could be, locking the pod's owner out), and both ends check who is on
// the other side (SO_PEERCRED): the shim serves only root and its own user
// (the daemon's), and the daemon talks only to the process it started as the
// pod's shim.
#ifndef GPUQ_DAEMON_EXEC_SHIM_POD_CONTROL_H_
#define GPUQ_DAEMON_EXEC_SHIM_POD_CONTROL_H_

#include <sys/types.h>

#include <string>
#include <string_view>

#include "core/error.h"

namespace gpuq::daemon {

// "gpuq-pod-" and 32 random hex digits (getrandom(2)).
std::string new_pod_control_name();

// The daemon's side, before it starts the shim: a socket bound to `name`
// (close-on-exec, not listening yet), or -1 with errno set (EADDRINUSE: the
// name is taken). Listening is the shim's (SO_PEERCRED then names it).
int bind_pod_control(const std::string& name);

// The shim's side: makes the bound socket `fd` listen (non-blocking). False
// with errno set when it cannot.
bool listen_pod_control(int fd);

// Whether the peer of the connected socket `fd` may use the shim's control
// socket: root, or the user the shim runs as.
bool control_peer_allowed(int fd);

// The daemon's side: a connected socket (blocking, close-on-exec; the
// caller closes it) to the control socket `name`, whose listener must be
// the process `shim_pid`. Errors: conflict when nothing listens there,
// permission_denied when another process does.
core::Result<int> connect_pod_control(const std::string& name, pid_t shim_pid);

// Sends all of `data` on the socket `fd` (MSG_NOSIGNAL: a peer that left
// is an error, not a SIGPIPE), retrying short sends and EINTR.
bool send_all(int fd, std::string_view data);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_POD_CONTROL_H_
