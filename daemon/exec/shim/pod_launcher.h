// The pod launcher: a process the daemon starts once, from the shim's
// binary, that forks a shim for each pod where the daemon would otherwise
// exec one. Each exec pays the program's start-up before main(); on a
// virtual machine that is about a millisecond (glibc probes the CPU's caches
// with cpuid, which traps to the hypervisor), a fifth of all the CPU a
// trivial job costs. A fork of this small single-threaded process pays none
// of it, and runs the same code an exec'd shim runs (run_pod_shim()).
//
// The daemon starts it as
//
//   gpuq-pod-shim __pod-launcher PADDING
//
// in a process group of its own, with its end of a SOCK_SEQPACKET socket
// pair on fd 3 (kPodLauncherFd), stdin, stdout and stderr on /dev/null and an
// empty environment. PADDING is kPodLauncherTitleBytes bytes of room in its
// command line: before each fork the launcher writes there the command line
// the exec'd shim would have had, so that the shim shows it from its first
// instant (a restarted daemon finds the shims it did not record by it, see
// process_runner_linux.cpp), and clears it again after.
//
// Once ready, it sends one message, an int32 0. A request is one message: the shim's argv, argv[0]
// first, each word followed by a NUL, with two or three descriptors attached (SCM_RIGHTS): the
// pod's environment, its log and, optionally, its bound control socket. The launcher forks a child
// that leads a session of its own, gets the descriptors on kPodShimEnvFd, kPodShimLogFd and
// kPodShimControlFd, default signal handling with the group's signals blocked (pod_group_signals(),
// which the shim blocks first thing: blocked here before its pid is out, a signal sent to its
// group at once reaches the pod's process), and runs run_pod_shim() with the words after
// kPodShimCommand. The reply is one message, a PodLauncherAnswer: the shim's pid once it leads its
// session, with its start time, or -errno when there is none: E2BIG when its command line does not
// fit in PADDING (the daemon then execs the shim), EINVAL for a malformed request, else fork()'s.
// The launcher reaps its shims (their exit files say how their pods ended) and exits when the
// daemon's end of the socket closes.
#ifndef GPUQ_DAEMON_EXEC_SHIM_POD_LAUNCHER_H_
#define GPUQ_DAEMON_EXEC_SHIM_POD_LAUNCHER_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gpuq::daemon {

// The hidden first argument of the shim's binaries that runs the launcher.
inline constexpr std::string_view kPodLauncherCommand = "__pod-launcher";

// The launcher's end of its socket.
inline constexpr int kPodLauncherFd = 3;

// The room in the launcher's command line for a shim's: a longer one is
// exec'd as before.
inline constexpr std::size_t kPodLauncherTitleBytes = 16 * 1024;

// The largest request the launcher reads.
inline constexpr std::size_t kPodLauncherMaxRequest = 256 * 1024;

// The launcher's answer to a request. The start time is read before the
// launcher can reap the shim, so it is known even for a pod that has ended
// by the time the daemon reads the answer; the daemon tells a shim from a
// later process given the same pid by it. A launcher of an earlier version
// answers with `pid` alone (4 bytes).
struct PodLauncherAnswer {
  int32_t pid = 0;           // the shim's, or -errno
  int32_t reserved = 0;      // 0
  uint64_t start_ticks = 0;  // /proc/PID/stat field 22; 0 when there is no shim
};

// Runs the launcher (see above) until the daemon goes; returns its exit
// code: 0, or 2 when it was not started as described (said on stderr).
// `argc`/`argv` are main()'s own: the padding is argv's memory.
int run_pod_launcher(int argc, char** argv);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_POD_LAUNCHER_H_
