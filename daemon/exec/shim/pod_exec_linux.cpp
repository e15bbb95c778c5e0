// The pod's main process, between the shim's fork and exec: it enters the
// cgroup, becomes the user, changes directory and execs the command.
// Runs in a freshly forked child of the single-threaded shim.
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/write_all.h"

extern char** environ;

namespace gpuq::daemon {
namespace {

// Says "gpuq: cannot WHAT: REASON" on stderr (the log) and exits 127.
[[noreturn]] void fail(const std::string& what, int error) {
  write_all(STDERR_FILENO, "gpuq: cannot " + what + ": " + std::strerror(error) + "\n");
  ::_exit(127);
}

[[noreturn]] void fail(const std::string& what, const std::string& reason) {
  write_all(STDERR_FILENO, "gpuq: cannot " + what + ": " + reason + "\n");
  ::_exit(127);
}

void reset_signals() {
  struct sigaction action = {};
  action.sa_handler = SIG_DFL;
  for (int signal = 1; signal < NSIG; ++signal) ::sigaction(signal, &action, nullptr);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

void enter_cgroup(const std::string& cgroup_dir) {
  const std::string procs = cgroup_dir + "/cgroup.procs";
  const int fd = ::open(procs.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail("enter cgroup '" + cgroup_dir + "'", errno);
  if (::write(fd, "0", 1) != 1) fail("enter cgroup '" + cgroup_dir + "'", errno);
  ::close(fd);
}

// Becomes uid/gid with the user's supplementary groups. Only root may
// change; any other daemon user runs pods as itself only.
void become_user(uid_t uid, gid_t gid, const passwd* user) {
  const std::string who = "run as uid " + std::to_string(uid) + " gid " + std::to_string(gid);
  if (::geteuid() != 0) {
    if (uid == ::geteuid() && gid == ::getegid()) return;
    fail(who, "the daemon runs as uid " + std::to_string(::geteuid()) + " and may not switch");
  }
  if (user == nullptr || ::initgroups(user->pw_name, gid) != 0) {
    // A uid without a passwd entry (common in containers): its group only.
    if (::setgroups(1, &gid) != 0) fail(who, errno);
  }
  if (::setgid(gid) != 0) fail(who, errno);
  if (::setuid(uid) != 0) fail(who, errno);
  if (uid != 0 && (::setuid(0) == 0 || ::geteuid() == 0 || ::getuid() == 0)) {
    fail(who, "root privileges could not be dropped");
  }
}

void change_directory(const std::string& working_dir, const passwd* user) {
  if (!working_dir.empty()) {
    if (::chdir(working_dir.c_str()) != 0) fail("change to directory '" + working_dir + "'", errno);
    return;
  }
  if (user != nullptr && user->pw_dir != nullptr && ::chdir(user->pw_dir) == 0) return;
  if (::chdir("/") != 0) fail("change to directory '/'", errno);
}

}  // namespace

void exec_pod_process(const PodShimOptions& options, std::vector<std::string> environment,
                      int output_fd) {
  reset_signals();
  if (::dup2(output_fd, STDOUT_FILENO) < 0 || ::dup2(output_fd, STDERR_FILENO) < 0) ::_exit(127);
  if (output_fd > STDERR_FILENO) ::close(output_fd);

  if (!options.cgroup_dir.empty()) enter_cgroup(options.cgroup_dir);
  // The passwd entry, read while still privileged (copied: later calls reuse it).
  const passwd* entry = ::getpwuid(options.uid);
  passwd user = {};
  std::string name;
  std::string home;
  if (entry != nullptr) {
    name = entry->pw_name;
    home = entry->pw_dir != nullptr ? entry->pw_dir : "";
    user = *entry;
    user.pw_name = name.data();
    user.pw_dir = home.data();
  }
  become_user(options.uid, options.gid, entry != nullptr ? &user : nullptr);
  change_directory(options.working_dir, entry != nullptr ? &user : nullptr);

  std::vector<char*> envp;
  envp.reserve(environment.size() + 1);
  for (std::string& variable : environment) envp.push_back(variable.data());
  envp.push_back(nullptr);
  std::vector<char*> argv;
  argv.reserve(options.argv.size() + 1);
  for (const std::string& word : options.argv) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);

  environ = envp.data();  // execvp searches the pod's PATH
  ::execvp(argv[0], argv.data());
  fail("run '" + options.argv.front() + "'", errno);
}

}  // namespace gpuq::daemon
