// The gpuq-pod-shim binary: the pod shim alone (daemon/exec/shim/pod_shim.h),
// which the daemon starts for each pod when it is installed beside
// gpuq-daemon. The daemon's own binary answers `__pod-shim` too, but loads
// SQLite, libmicrohttpd and GnuTLS (whose constructor reads its config and
// seeds its random numbers) before main(): about 1-2 ms per pod, which a
// stream of short jobs pays on every start. This one needs libc and
// libstdc++ only. Its command line is the same as the daemon's
// (`gpuq-pod-shim __pod-shim ...`), so that a restarted daemon finds either.
// It runs the pod launcher too (`__pod-launcher`, exec/shim/pod_launcher.h).
#include <cstdio>
#include <string_view>

#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/pod_shim.h"

int main(int argc, char** argv) {
  using gpuq::daemon::kPodLauncherCommand;
  using gpuq::daemon::kPodShimCommand;
  if (argc >= 2 && argv[1] == kPodLauncherCommand) {
    return gpuq::daemon::run_pod_launcher(argc, argv);
  }
  if (argc < 2 || argv[1] != kPodShimCommand) {
    std::fprintf(stderr, "gpuq-pod-shim: run by the gpuq daemon for each pod; not for people\n");
    return 2;
  }
  return gpuq::daemon::run_pod_shim(argc - 2, argv + 2);
}
