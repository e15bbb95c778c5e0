#include <grp.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include "daemon/exec/pod_storage.h"
#include "daemon/model/asset_model.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon {
namespace {

// Runs `body` (async-signal-safe calls only: it runs in a forked child of a
// threaded process) as uid/gid and returns its exit code; -1 if no child.
template <class Body>
int as_user(uid_t uid, gid_t gid, Body body) {
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    if (geteuid() == 0) {
      gid_t groups[1] = {gid};
      if (setgroups(1, groups) != 0 || setgid(gid) != 0 || setuid(uid) != 0) _exit(10);
    }
    _exit(body());
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// 0 linked (or already this link), 2 taken, 3 no such directory, 4 denied.
int make_link(const char* target, const char* link) {
  struct stat st;
  if (lstat(link, &st) == 0) {
    if (S_ISLNK(st.st_mode)) {
      char buf[4096];
      ssize_t n = readlink(link, buf, sizeof buf - 1);
      if (n >= 0) {
        buf[n] = '\0';
        if (strcmp(buf, target) == 0) return 0;
      }
    }
    return 2;
  }
  if (symlink(target, link) == 0) return 0;
  return errno == ENOENT ? 3 : 4;
}

int remove_link(const char* target, const char* link) {
  struct stat st;
  if (lstat(link, &st) != 0 || !S_ISLNK(st.st_mode)) return 0;
  char buf[4096];
  ssize_t n = readlink(link, buf, sizeof buf - 1);
  if (n < 0) return 0;
  buf[n] = '\0';
  if (strcmp(buf, target) == 0) unlink(link);
  return 0;
}

// mkdir with `mode`, EEXIST is fine; then owner and mode (chmod: the umask).
core::Result<void> make_dir(const std::string& dir, mode_t mode, uid_t uid, gid_t gid,
                            bool set_owner) {
  if (::mkdir(dir.c_str(), mode) != 0 && errno != EEXIST) {
    return core::fail("cannot create " + dir + ": " + std::strerror(errno), {},
                      core::Error::Code::io);
  }
  if (set_owner) {
    if (::chown(dir.c_str(), uid, gid) != 0 && geteuid() == 0) {
      return core::fail("cannot give " + dir + " to its user: " + std::strerror(errno), {},
                        core::Error::Code::io);
    }
    ::chmod(dir.c_str(), mode);
  }
  return {};
}

std::string env_name(const std::string& volume) {
  std::string out = "GPUQ_VOLUME_";
  for (char c : volume) {
    out += std::isalnum(static_cast<unsigned char>(c))
               ? static_cast<char>(std::toupper(static_cast<unsigned char>(c)))
               : '_';
  }
  return out;
}

// Why make_link() (run as the pod's user) returned `code`.
std::string link_failure(int code) {
  return code == 2   ? "the path is taken"
         : code == 3 ? "its directory does not exist"
         : code == 4 ? "its user may not write there"
                     : "the link could not be made";
}

}  // namespace

PodStorage pod_storage_for(const Workload& w, const Pod& pod, const std::string& state_dir) {
  PodStorage s;
  const RunExtras* extras = w.run.extras.get();
  if (extras == nullptr) return s;
  s.uid = w.run.uid;
  s.gid = w.run.gid;
  s.fs_group = extras->fs_group;
  for (const VolumeRequest& v : extras->volumes) {
    s.volumes.push_back(
        {v.name, volume_dir(state_dir, w.project_id, v.name), v.mount_path, v.read_only});
  }
  s.host_paths = extras->host_paths;
  if (extras->disk > 0) {
    s.scratch_dir = state_dir + "/scratch/gpuq-" + w.id + "-" + std::to_string(pod.index);
  }
  return s;
}

std::vector<std::string> PodStorage::read_only_dirs() const {
  std::vector<std::string> dirs;
  for (const Mount& m : volumes) {
    if (m.read_only) dirs.push_back(m.dir);
  }
  for (const HostPathRequest& h : host_paths) {
    if (h.read_only) dirs.push_back(h.path);
  }
  return dirs;
}

std::vector<std::pair<std::string, std::string>> pod_storage_environment(const PodStorage& s) {
  std::vector<std::pair<std::string, std::string>> env;
  for (const PodStorage::Mount& m : s.volumes) env.emplace_back(env_name(m.name), m.dir);
  if (!s.scratch_dir.empty()) {
    env.emplace_back("GPUQ_SCRATCH_DIR", s.scratch_dir);
    env.emplace_back("TMPDIR", s.scratch_dir);
  }
  return env;
}

core::Result<std::vector<std::string>> prepare_pod_storage(const PodStorage& s) {
  std::vector<std::string> notes;
  if (s.empty()) return notes;
  const gid_t group = s.fs_group >= 0 ? static_cast<gid_t>(s.fs_group) : s.gid;
  const mode_t mode = s.fs_group >= 0 ? 02770 : 0700;
  // The `levels` directories above `dir` (<state_dir>/volumes/<project>, or
  // <state_dir>/scratch): the daemon's, traversable so that the pod's user
  // reaches its own directory below them.
  auto parents = [&](const std::string& dir, int levels) -> core::Result<void> {
    std::vector<std::filesystem::path> chain;
    std::filesystem::path p(dir);
    for (int i = 0; i < levels; ++i) chain.insert(chain.begin(), p = p.parent_path());
    for (const auto& parent : chain) {
      if (auto r = make_dir(parent.string(), 0711, 0, 0, false); !r) return r;
      ::chmod(parent.c_str(), 0711);
    }
    return {};
  };
  for (const PodStorage::Mount& m : s.volumes) {
    if (auto r = parents(m.dir, 2); !r) return std::unexpected(r.error());
    struct stat st;
    const bool fresh = ::stat(m.dir.c_str(), &st) != 0;
    if (auto r = make_dir(m.dir, mode, s.uid, group, fresh); !r) return std::unexpected(r.error());
    if (m.mount_path.empty()) continue;
    const std::string target = m.dir, link = m.mount_path;
    const int code = as_user(s.uid, s.gid, [&] { return make_link(target.c_str(), link.c_str()); });
    if (code == 0) continue;
    const std::string why = link_failure(code);
    notes.push_back("volume " + m.name + ": no link at " + link + " (" + why + "); use $" +
                    env_name(m.name));
  }
  for (const HostPathRequest& h : s.host_paths) {
    if (h.mount_path.empty() || h.mount_path == h.path) continue;
    const std::string target = h.path, link = h.mount_path;
    const int code = as_user(s.uid, s.gid, [&] { return make_link(target.c_str(), link.c_str()); });
    if (code == 0) continue;
    const std::string why = link_failure(code);
    notes.push_back("host path " + h.path + ": no link at " + link + " (" + why + "); use " +
                    h.path + " itself");
  }
  if (!s.scratch_dir.empty()) {
    if (auto r = parents(s.scratch_dir, 1); !r) return std::unexpected(r.error());
    std::error_code ec;
    std::filesystem::remove_all(s.scratch_dir, ec);  // a retry starts clean
    if (auto r = make_dir(s.scratch_dir, mode, s.uid, group, true); !r) {
      return std::unexpected(r.error());
    }
  }
  return notes;
}

void release_pod_storage(const PodStorage& s) {
  if (!s.scratch_dir.empty()) {
    std::error_code ec;
    std::filesystem::remove_all(s.scratch_dir, ec);
  }
  for (const PodStorage::Mount& m : s.volumes) {
    if (m.mount_path.empty()) continue;
    const std::string target = m.dir, link = m.mount_path;
    as_user(s.uid, s.gid, [&] { return remove_link(target.c_str(), link.c_str()); });
  }
  for (const HostPathRequest& h : s.host_paths) {
    if (h.mount_path.empty() || h.mount_path == h.path) continue;
    const std::string target = h.path, link = h.mount_path;
    as_user(s.uid, s.gid, [&] { return remove_link(target.c_str(), link.c_str()); });
  }
}

}  // namespace gpuq::daemon
