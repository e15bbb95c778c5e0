// The pod's main process, between the shim's fork and exec: it enters the
// cgroup, becomes the user, changes directory and execs the command.
// Runs in a freshly forked child of the single-threaded shim.
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/fsuid.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/write_all.h"

extern char** environ;

namespace gpuq::daemon {
namespace {

// Where fail() reports why the command could not start (-1: nowhere). Set
// once by exec_pod_process() in the freshly forked, single-threaded child.
int report_fd = -1;

// Says "gpuq: cannot WHAT: REASON" on stderr (the log) and, without the
// "gpuq: ", to the shim; exits 127.
[[noreturn]] void fail(const std::string& what, const std::string& reason) {
  const std::string text = "cannot " + what + ": " + reason;
  write_all(STDERR_FILENO, "gpuq: " + text + "\n");
  if (report_fd >= 0) write_all(report_fd, text);
  ::_exit(127);
}

[[noreturn]] void fail(const std::string& what, int error) {
  fail(what, std::string(std::strerror(error)));
}

// Why execvp(command) failed with `error`, in words that say what to fix:
// where a bare name was looked for, or that a file is not executable.
std::string exec_failure(const std::string& command, int error) {
  const bool searched = command.find('/') == std::string::npos;
  if (error == ENOENT && searched) {
    const char* path = std::getenv("PATH");  // the pod's: environ is the pod's by now
    return path != nullptr && *path != '\0' ? "not found in PATH (" + std::string(path) + ")"
                                            : std::string("not found, and PATH is not set");
  }
  if (error == EACCES) {
    // Which file: execvp tries every PATH entry and reports EACCES when one
    // was there but could not be run, even one in a directory of another
    // user's (a root shell's ~/.pyenv/shims left in PATH) while the real one
    // is missing.
    std::string denied = command;
    if (searched) {
      const char* path = std::getenv("PATH");
      std::string_view dirs = path != nullptr ? path : "";
      while (!dirs.empty()) {
        const std::size_t colon = dirs.find(':');
        const std::string_view dir = dirs.substr(0, colon);
        dirs = colon == std::string_view::npos ? std::string_view{} : dirs.substr(colon + 1);
        const std::string candidate =
            (dir.empty() ? std::string(".") : std::string(dir)) + "/" + command;
        if (::access(candidate.c_str(), X_OK) != 0 && errno == EACCES) {
          denied = candidate;
          break;
        }
      }
    }
    return "permission denied: the pod's user may not run " + denied +
           " (not executable, or in a directory it may not enter)" +
           (searched ? "; no other directory of PATH has it" : "");
  }
  return std::strerror(error);
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

// Becomes uid/gid with the supplementary groups the daemon resolved. Only
// root may change; any other daemon user runs pods as itself only.
void become_user(uid_t uid, gid_t gid, const std::vector<gid_t>& groups) {
  const std::string who = "run as uid " + std::to_string(uid) + " gid " + std::to_string(gid);
  if (::geteuid() != 0) {
    if (uid == ::geteuid() && gid == ::getegid()) return;
    fail(who, "the daemon runs as uid " + std::to_string(::geteuid()) + " and may not switch");
  }
  if (::setgroups(groups.size(), groups.data()) != 0) fail(who, errno);
  if (::setgid(gid) != 0) fail(who, errno);
  if (::setuid(uid) != 0) fail(who, errno);
  if (uid != 0 && (::setuid(0) == 0 || ::geteuid() == 0 || ::getuid() == 0)) {
    fail(who, "root privileges could not be dropped");
  }
}

// `dir` opened as the pod's user would open it: the path walked with the
// user's file-system ids and groups, so that a path the user may not reach
// (or a symbolic link swapped in since the submit) is refused, and what is
// opened is what gets mounted.
int open_as_user(const std::string& dir, uid_t uid, gid_t gid, const std::vector<gid_t>& groups) {
  if (::setgroups(groups.size(), groups.data()) != 0) return -1;
  ::setfsgid(gid);
  ::setfsuid(uid);
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  const int error = errno;
  ::setfsuid(0);
  ::setfsgid(0);
  errno = error;
  return fd;
}

// A mount namespace of the pod's own where each of `dirs` is read-only,
// submounts included, with their other flags (nosuid, nodev, noexec) kept:
// a clone of the directory's mount tree is made read-only and moved onto
// the directory itself, both named by a descriptor the user's own walk gave
// (open_as_user). Mounts stay shared from the host's: a pod sees what the
// host mounts later, and what it mounts stays its own (MS_SLAVE). Needs
// CAP_SYS_ADMIN, so only a root shim can, before it drops to the user, and
// Linux 5.12 or later (mount_setattr).
void make_read_only(const PodShimOptions& options) {
  if (options.read_only.empty()) return;
  if (::geteuid() != 0) fail("make directories read-only", "the daemon does not run as root");
  if (::unshare(CLONE_NEWNS) != 0) fail("make a mount namespace", errno);
  if (::mount(nullptr, "/", nullptr, MS_REC | MS_SLAVE, nullptr) != 0) {
    fail("make a mount namespace", errno);
  }
  for (const std::string& dir : options.read_only) {
    const std::string what = "make '" + dir + "' read-only";
    const int fd = open_as_user(dir, options.uid, options.gid, options.groups);
    if (fd < 0) fail(what, errno);
    const int tree =
        ::open_tree(fd, "", OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_EMPTY_PATH | AT_RECURSIVE);
    if (tree < 0) fail(what, errno);
    mount_attr attr{};
    attr.attr_set = MOUNT_ATTR_RDONLY;
    if (::mount_setattr(tree, "", AT_EMPTY_PATH | AT_RECURSIVE, &attr, sizeof attr) != 0) {
      fail(what, errno);
    }
    if (::move_mount(tree, "", fd, "", MOVE_MOUNT_F_EMPTY_PATH | MOVE_MOUNT_T_EMPTY_PATH) != 0) {
      fail(what, errno);
    }
    ::close(tree);
    ::close(fd);
  }
}

// `working_dir`, else the user's home (`home`), else /.
void change_directory(const std::string& working_dir, const char* home) {
  if (!working_dir.empty()) {
    if (::chdir(working_dir.c_str()) != 0) fail("change to directory '" + working_dir + "'", errno);
    return;
  }
  if (home != nullptr && *home != '\0' && ::chdir(home) == 0) return;
  if (::chdir("/") != 0) fail("change to directory '/'", errno);
}

}  // namespace

void exec_pod_process(const PodShimOptions& options, const std::vector<std::string>& environment,
                      PodStdio stdio, int report) {
  report_fd = report;
  reset_signals();
  const int error_fd = stdio.error >= 0 ? stdio.error : stdio.output;
  if ((stdio.input >= 0 && ::dup2(stdio.input, STDIN_FILENO) < 0) ||
      ::dup2(stdio.output, STDOUT_FILENO) < 0 || ::dup2(error_fd, STDERR_FILENO) < 0) {
    ::_exit(127);
  }
  for (int fd : {stdio.input, stdio.output, error_fd}) {
    if (fd > STDERR_FILENO) ::close(fd);
  }

  if (!options.cgroup_dir.empty()) enter_cgroup(options.cgroup_dir);
  make_read_only(options);
  become_user(options.uid, options.gid, options.groups);
  change_directory(options.working_dir, options.home.c_str());

  std::vector<char*> envp;
  envp.reserve(environment.size() + 1);
  // execve reads the strings and never writes them.
  for (const std::string& variable : environment)
    envp.push_back(const_cast<char*>(variable.c_str()));
  envp.push_back(nullptr);
  std::vector<char*> argv;
  argv.reserve(options.argv.size() + 1);
  for (const std::string& word : options.argv) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);

  environ = envp.data();  // execvp searches the pod's PATH
  ::execvp(argv[0], argv.data());
  const int error = errno;
  fail("run '" + options.argv.front() + "'", exec_failure(options.argv.front(), error));
}

}  // namespace gpuq::daemon
