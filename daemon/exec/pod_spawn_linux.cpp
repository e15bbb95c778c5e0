// Starting a pod's shim from the daemon (see pod_shim.h).
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <string>

#include "daemon/exec/clean_spawn.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"
#include "daemon/exec/shim_launcher.h"

namespace gpuq::daemon {
namespace {

// An fd that closes itself.
class Fd {
 public:
  explicit Fd(int fd = -1) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

// A copy of `fd` numbered 10 or more, so that placing the copies on 3 and 4
// in the child cannot overwrite one another (or stdin, stdout, stderr).
int high_copy(int fd) { return fd < 0 ? -1 : ::fcntl(fd, F_DUPFD_CLOEXEC, 10); }

core::Result<void> write_environment(
    int fd, const std::vector<std::pair<std::string, std::string>>& environment) {
  std::string text;
  for (const auto& [name, value] : environment) {
    text += name;
    text += '=';
    text += value;
    text += '\0';
  }
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t n = ::write(fd, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return core::fail(std::strerror(errno), "pod environment", core::Error::Code::io);
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
  return {};
}

}  // namespace

core::Result<SpawnedShim> spawn_pod_shim(
    const std::string& shim_path, PodShimOptions options,
    const std::vector<std::pair<std::string, std::string>>& environment,
    const std::string& log_path, int control_socket, ShimLauncher* launcher) {
  const std::string log = log_path.empty() ? "/dev/null" : log_path;
  Fd log_opened(::open(log.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY, 0640));
  if (log_opened.get() < 0) return core::fail(std::strerror(errno), log, core::Error::Code::io);
  forget_pod_exit(log_opened.get());  // an earlier run's, whose log this appends to
  Fd env_created(::memfd_create("gpuq-pod-environment", MFD_CLOEXEC));
  if (env_created.get() < 0) {
    return core::fail(std::strerror(errno), "pod environment", core::Error::Code::io);
  }
  if (auto ok = write_environment(env_created.get(), environment); !ok) {
    return std::unexpected(ok.error());
  }
  Fd log_fd(high_copy(log_opened.get()));
  Fd env_fd(high_copy(env_created.get()));
  Fd control_fd(high_copy(control_socket));
  if (log_fd.get() < 0 || env_fd.get() < 0 || (control_socket >= 0 && control_fd.get() < 0)) {
    return core::fail(std::strerror(errno), "pod shim fds", core::Error::Code::io);
  }

  options.env_fd = kPodShimEnvFd;
  options.log_fd = kPodShimLogFd;
  options.control_fd = control_socket >= 0 ? kPodShimControlFd : -1;
  std::vector<std::string> words = pod_shim_arguments(options);
  words.insert(words.begin(), shim_path);
  if (launcher != nullptr) {
    // Forked with the same words and fds; exec'd when it cannot be.
    auto shim = launcher->launch(words, env_fd.get(), log_fd.get(), control_fd.get());
    if (shim) return *shim;
  }
  std::vector<std::pair<int, int>> fds = {{env_fd.get(), kPodShimEnvFd},
                                          {log_fd.get(), kPodShimLogFd}};
  if (control_fd.get() >= 0) fds.emplace_back(control_fd.get(), kPodShimControlFd);
  const pid_t pid = clean_spawn(std::move(words), fds, SpawnGroup::new_session);
  if (pid < 0) {
    return core::fail(std::string("cannot start the pod shim: ") + std::strerror(-pid), shim_path,
                      core::Error::Code::io);
  }
  // Our child: not reaped before this reads it.
  const std::optional<ProcStat> stat = read_proc_stat(pid);
  return SpawnedShim{.pid = pid, .start_ticks = stat ? stat->start_ticks : 0};
}

}  // namespace gpuq::daemon
