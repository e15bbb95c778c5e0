// The Linux ProcessRunner: each pod runs under a shim (pod_shim.h) that
// leads the pod's session and records its exit code in an exit file, so
// that a restarted daemon can adopt the pod and still learn how it ended.
//
// Shims are forked by the pod launcher (shim_launcher.h) where it can, so
// they are its children, not ours; else exec'd as our children.
//
// Exit codes reported by collect_exits(): the code in the exit file; else,
// for our own child, its wait status (128 + signal when killed); else, for
// a shim the launcher forked or a pod adopted after a restart, 137 (the shim
// only dies without writing one when SIGKILLed); -1 for a garbled exit file.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <string>

#include "core/quantity.h"
#include "daemon/exec/cgroup.h"
#include "daemon/exec/exit_watch.h"
#include "daemon/exec/process_runner.h"
#include "daemon/exec/shim/pod_control.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/pod_tree.h"
#include "daemon/exec/shim/proc_stat.h"
#include "daemon/exec/shim/stream_frame.h"
#include "daemon/exec/shim_launcher.h"
#include "daemon/exec/user_access.h"

namespace gpuq::daemon {
namespace {

struct Pod {
  ProcessId id;
  std::string log_path;  // holds its exit record (recorded_pod_exit())
  std::string exit_path;
  std::string control;       // its shim's control socket (pod_control.h); empty: none
  std::string cgroup_dir;    // empty: limits watched by enforce_limits()
  int64_t memory_limit = 0;  // bytes; 0 = none
  std::string note;          // set when the daemon killed it
  bool watched = false;      // by exit_watch_: its end is heard, not polled for
};

// How often collect_exits() looks at every pod, those whose end the exit
// watch would hear too: a safety net only. Looking at each pod on every tick
// read each one's /proc/PID/stat 20 times a second while nothing happened.
constexpr std::chrono::milliseconds kExitSweep{2000};

// 1288490188 -> "1.2Gi": bytes for people, one decimal.
std::string approximate_bytes(int64_t bytes) {
  constexpr const char* kSuffixes[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};
  double value = static_cast<double>(bytes);
  std::size_t unit = 0;
  while (value >= 1024 && unit + 1 < std::size(kSuffixes)) {
    value /= 1024;
    ++unit;
  }
  char text[32];
  const double rounded = std::round(value * 10) / 10;
  if (rounded == std::floor(rounded)) {
    std::snprintf(text, sizeof text, "%.0f%s", rounded, kSuffixes[unit]);
  } else {
    std::snprintf(text, sizeof text, "%.1f%s", rounded, kSuffixes[unit]);
  }
  return text;
}

// The exit file a shim's command line (pod_shim.h) names; empty when it is
// no shim's or names none.
std::string exit_file_of(const std::vector<std::string>& args) {
  auto command = std::find(args.begin(), args.end(), kPodShimCommand);
  for (auto it = command; it != args.end() && *it != "--"; ++it) {
    if (*it == "--exit-file" && std::next(it) != args.end()) return *std::next(it);
  }
  return {};
}

// The control socket a shim's command line names (--control); empty when
// none (a shim of an earlier version).
std::string control_of(const std::vector<std::string>& args) {
  auto command = std::find(args.begin(), args.end(), kPodShimCommand);
  for (auto it = command; it != args.end() && *it != "--"; ++it) {
    if (*it == "--control" && std::next(it) != args.end()) return *std::next(it);
  }
  return {};
}

// Whether `args` is the command line of a pod shim writing `exit_path`:
// the exit file names the pod.
bool names_shim_of(const std::vector<std::string>& args, const std::string& exit_path) {
  return !exit_path.empty() && exit_file_of(args) == exit_path;
}

bool valid_name(const std::string& name) {
  return name != "." && name != ".." && name.find('/') == std::string::npos &&
         name.find('\0') == std::string::npos;
}

class LinuxProcessRunner final : public ProcessRunner {
 public:
  LinuxProcessRunner(std::string state_dir, LinuxRunnerOptions options)
      : state_dir_(std::move(state_dir)), options_(std::move(options)) {
    if (options_.pod_launcher) launcher_ = std::make_unique<ShimLauncher>(options_.shim_path);
    if (options_.force_process_tree_watching) {
      fallback_reason_ = "chosen by configuration";
      return;
    }
    auto cgroups = PodCgroups::set_up();
    if (cgroups) {
      cgroups_ = std::move(*cgroups);
    } else {
      fallback_reason_ = "no cgroup v2 delegation: " + cgroups.error().to_string();
    }
  }

  std::string limits_mode() const override {
    if (cgroups_) return "cgroup v2 (" + cgroups_->root() + ")";
    return "process-tree watching, memory only (" + fallback_reason_ + ")";
  }

  std::string shim_mode() const override {
    if (!launcher_) return "exec'd for each pod (chosen by configuration)";
    const std::string state = launcher_->state();
    if (state.starts_with("pid ")) return "forked by the pod launcher, " + state;
    return "exec'd for each pod (" + state + ")";
  }

  core::Result<ProcessId> start(const LaunchRequest& request) override {
    if (request.argv.empty() || request.argv.front().empty()) {
      return core::fail("no command to run", "argv");
    }
    if (!valid_name(request.cgroup_name)) {
      return core::fail("not a valid name: '" + request.cgroup_name + "'", "cgroup_name");
    }
    if (::geteuid() != 0 && (request.uid != ::geteuid() || request.gid != ::getegid())) {
      return core::fail("the daemon runs as uid " + std::to_string(::geteuid()) +
                            " and cannot start pods as uid " + std::to_string(request.uid) +
                            " gid " + std::to_string(request.gid),
                        "uid", core::Error::Code::permission_denied);
    }
    auto exit_path = exit_path_of(request);
    if (!exit_path) return std::unexpected(exit_path.error());
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(*exit_path).parent_path(), error);
    if (error) return core::fail(error.message(), *exit_path, core::Error::Code::io);
    ::unlink(exit_path->c_str());  // a record of an earlier run of the same pod

    Pod pod;
    pod.log_path = request.log_path;
    pod.exit_path = *exit_path;
    pod.memory_limit = request.memory_limit;
    if (cgroups_ && !request.cgroup_name.empty()) {
      auto dir = cgroups_->create(request.cgroup_name, request.cpu_limit, request.memory_limit);
      if (!dir) return std::unexpected(dir.error());
      pod.cgroup_dir = *dir;
    }
    PodShimOptions shim;
    shim.exit_file = pod.exit_path;
    shim.log_limit = request.log_limit;
    shim.log_reserve = request.log_reserve;
    shim.uid = request.uid;
    shim.gid = request.gid;
    {
      // Looked up here, where NSS is loaded already, instead of in each pod's
      // process (pod_shim.h, PodShimOptions::groups).
      UserGroups user = users_.get(request.uid, request.gid);
      shim.groups = std::move(user.groups);
      shim.home = std::move(user.home);
    }
    shim.working_dir = request.working_dir;
    shim.cgroup_dir = pod.cgroup_dir;
    shim.read_only = request.read_only;
    shim.input = request.input;
    shim.argv = request.argv;
    // Bound here, before its name shows in the shim's command line, so that
    // no neighbour can take it first; a pod without one runs all the same.
    const std::string control = new_pod_control_name();
    const int control_socket = bind_pod_control(control);
    if (control_socket >= 0) shim.control = pod.control = control;
    auto spawned = spawn_pod_shim(options_.shim_path, shim, request.environment, request.log_path,
                                  control_socket, launcher_.get());
    if (control_socket >= 0) ::close(control_socket);
    if (!spawned) {
      if (!pod.cgroup_dir.empty()) PodCgroups::remove(pod.cgroup_dir);
      return std::unexpected(spawned.error());
    }
    pod.id.pid = spawned->pid;
    pod.id.start_ticks = spawned->start_ticks;

    std::lock_guard lock(mutex_);
    pod.watched = exit_watch_.watch(pod.id.pid);
    pods_[pod.id.pid] = pod;
    return pod.id;
  }

  bool adopt(const ProcessId& id, const LaunchRequest& request) override {
    const auto stat = read_proc_stat(id.pid);
    if (!stat || stat->zombie() || stat->start_ticks != id.start_ticks || stat->session != id.pid) {
      return false;
    }
    auto exit_path = exit_path_of(request);
    if (!exit_path) return false;
    // The shim writes where it was told, which is where a daemon of an
    // earlier version put exit records (legacy_exit_path).
    const std::string told = exit_file_of(read_command_line(id.pid));
    std::lock_guard lock(mutex_);
    if (pods_.contains(id.pid)) return true;
    Pod pod;
    pod.id = id;
    pod.log_path = request.log_path;
    pod.exit_path = told.empty() ? *exit_path : told;
    pod.control = control_of(read_command_line(id.pid));
    pod.memory_limit = request.memory_limit;
    if (cgroups_ && !request.cgroup_name.empty()) {
      pod.cgroup_dir = cgroups_->path_of(request.cgroup_name);
    }
    pod.watched = exit_watch_.watch(id.pid);
    pods_[id.pid] = pod;
    return true;
  }

  std::optional<ProcessId> adopt_unrecorded(const LaunchRequest& request) override {
    auto exit_path = exit_path_of(request);
    if (!exit_path) return std::nullopt;
    for (const ProcStat& stat : read_all_proc_stats()) {
      if (stat.pid != stat.session || stat.zombie()) continue;  // shims lead their session
      const std::vector<std::string> args = read_command_line(stat.pid);
      if (!names_shim_of(args, *exit_path) && !names_shim_of(args, legacy_exit_path(request))) {
        continue;
      }
      const ProcessId id{stat.pid, stat.start_ticks};
      if (adopt(id, request)) return id;
    }
    return std::nullopt;
  }

  void signal_group(const ProcessId& id, int signal) override {
    // A zombie shim still holds its pid, so its group may still be signalled.
    const auto stat = read_proc_stat(id.pid);
    if (!stat || stat->start_ticks != id.start_ticks) return;
    if (signal != SIGKILL) {
      // The group, and the pod's processes that left it (setsid, setpgid).
      ::kill(-id.pid, signal);
      for (const ProcStat& member : pod_tree(id.pid, read_all_proc_stats())) {
        if (member.pgid != id.pid && !member.zombie()) ::kill(member.pid, signal);
      }
      return;
    }
    // Every process of the pod but its shim, until none is left (one forked
    // while /proc was read is caught by the next round), then the group with
    // the shim: a shim that has not forked its child yet would start it.
    for (int round = 0; round < 20; ++round) {
      bool any = false;
      for (const ProcStat& member : pod_tree(id.pid, read_all_proc_stats())) {
        if (member.zombie()) continue;
        ::kill(member.pid, SIGKILL);
        any = true;
      }
      if (!any) break;
    }
    ::kill(-id.pid, SIGKILL);
  }

  void set_exit_listener(std::function<void()> listener) override {
    exit_watch_.set_listener(std::move(listener));
  }

  std::vector<pid_t> pod_processes(const ProcessId& id) override {
    // A shim that ended may stay a zombie until its parent (the launcher)
    // reaps it: its pod has no processes then.
    const auto leader = read_proc_stat(id.pid);
    if (!leader || leader->zombie() || leader->start_ticks != id.start_ticks ||
        leader->session != id.pid) {
      return {};
    }
    std::vector<pid_t> out = {id.pid};
    for (const ProcStat& stat : pod_tree(id.pid, read_all_proc_stats())) {
      if (!stat.zombie()) out.push_back(stat.pid);
    }
    return out;
  }

  std::vector<ProcessInfo> pod_process_info(const ProcessId& id) override {
    std::vector<ProcessInfo> out;
    for (pid_t pid : pod_processes(id)) {
      if (pid == id.pid) continue;  // the leader is gpuq's shim, not the user's work
      const auto stat = read_proc_stat(pid);
      if (!stat) continue;
      std::string command;
      for (const std::string& word : read_command_line(pid)) {
        if (!command.empty()) command += ' ';
        command += word;
      }
      if (command.size() > 256) command.resize(256);
      out.push_back({pid, std::move(command), stat->rss_bytes});
    }
    return out;
  }

  std::vector<Exit> collect_exits() override {
    std::lock_guard lock(mutex_);
    std::erase_if(cgroups_to_remove_,
                  [](const std::string& dir) { return PodCgroups::remove(dir); });
    std::vector<Exit> exits;
    const std::vector<pid_t> heard = exit_watch_.take_ended();
    const auto now = std::chrono::steady_clock::now();
    const bool sweep = now - last_sweep_ >= kExitSweep;
    if (sweep) last_sweep_ = now;
    for (auto it = pods_.begin(); it != pods_.end();) {
      const bool look = sweep || !it->second.watched ||
                        std::find(heard.begin(), heard.end(), it->first) != heard.end();
      std::optional<int> status;
      if (!look || !ended(it->second.id, status)) {
        ++it;
        continue;
      }
      exits.push_back(finish(it->second, status));
      exit_watch_.forget(it->first);
      it = pods_.erase(it);
    }
    return exits;
  }

  void enforce_limits() override {
    std::lock_guard lock(mutex_);
    const bool any_watched = std::any_of(pods_.begin(), pods_.end(), [](const auto& entry) {
      return entry.second.memory_limit > 0 && entry.second.cgroup_dir.empty() &&
             entry.second.note.empty();
    });
    if (!any_watched) return;
    // Memory of each pod but its shim: the pod's processes (pod_tree.h), by
    // their proportional size (see parse_pss_bytes). A process that still
    // runs the shim's program is the shim's too: its child between fork and
    // exec, or a helper such as AddressSanitizer's leak checker, which shares
    // the shim's whole address space.
    std::set<pid_t> shims;
    for (const auto& entry : pods_) shims.insert(entry.first);
    std::map<pid_t, int64_t> memory;
    std::multimap<pid_t, pid_t> members;
    for (const auto& [shim, tree] : pod_trees(shims, read_all_proc_stats())) {
      const std::optional<ExecutableId> shim_program = read_executable_id(shim);
      for (const ProcStat& stat : tree) {
        if (stat.zombie()) continue;
        members.emplace(shim, stat.pid);
        if (shim_program && read_executable_id(stat.pid) == shim_program) continue;
        if (!has_smaps_rollup_) {
          memory[shim] += stat.rss_bytes;
        } else if (const auto pss = read_pss_bytes(stat.pid)) {
          memory[shim] += *pss;
        } else if (same_process_alive(stat.pid, stat.start_ticks)) {
          // Alive but unreadable (not dumpable: a setuid program, or
          // PR_SET_DUMPABLE 0): its resident size, from the public stat.
          memory[shim] += stat.rss_bytes;
        }  // else it ended after the listing (such as the leak checker)
      }
    }
    for (auto& [pid, pod] : pods_) {
      if (pod.memory_limit <= 0 || !pod.cgroup_dir.empty() || !pod.note.empty()) continue;
      if (memory[pid] <= pod.memory_limit) continue;
      if (!same_process_alive(pid, pod.id.start_ticks)) continue;
      ::kill(pid, SIGKILL);  // the shim first, so that it records no other code
      const auto [first, last] = members.equal_range(pid);
      for (auto member = first; member != last; ++member) ::kill(member->second, SIGKILL);
      ::kill(-pid, SIGKILL);
      pod.note = "killed: memory " + approximate_bytes(memory[pid]) + " over its limit of " +
                 core::format_bytes(pod.memory_limit);
    }
  }

  core::Result<int> open_pod_stream(const ProcessId& id,
                                    const std::vector<std::string>& words) override {
    const auto stat = read_proc_stat(id.pid);
    if (!stat || stat->zombie() || stat->start_ticks != id.start_ticks) {
      return core::fail("the pod is not running", "", core::Error::Code::conflict);
    }
    std::string control;
    {
      std::lock_guard lock(mutex_);
      auto pod = pods_.find(id.pid);
      if (pod == pods_.end() || pod->second.id.start_ticks != id.start_ticks) {
        return core::fail("the pod is not running", "", core::Error::Code::conflict);
      }
      control = pod->second.control;
    }
    if (control.empty()) {
      return core::fail(
          "the pod was started by an earlier version of gpuq, whose shim takes no "
          "connections; it runs on, but cannot be attached to",
          "", core::Error::Code::conflict);
    }
    // A shim that has just been started may not listen yet.
    core::Result<int> fd = connect_pod_control(control, id.pid);
    for (int tries = 0; !fd && fd.error().code == core::Error::Code::conflict && tries < 100;
         ++tries) {
      ::usleep(10000);
      if (!same_process_alive(id.pid, id.start_ticks)) break;
      fd = connect_pod_control(control, id.pid);
    }
    if (!fd) return std::unexpected(fd.error());
    if (!send_all(*fd, frame(StreamChannel::request, request_payload(words)))) {
      ::close(*fd);
      return core::fail("the pod's shim hung up", "", core::Error::Code::conflict);
    }
    return *fd;
  }

  void forget_exit(const std::string& log_path, const std::string& exit_path) override {
    forget_recorded_pod_exit(log_path, exit_path);
  }

  std::optional<Exit> recorded_exit(const LaunchRequest& request) override {
    auto exit_path = exit_path_of(request);
    if (!exit_path) return std::nullopt;
    std::optional<PodExitRecord> record = recorded_pod_exit(request.log_path, *exit_path);
    if (!record) {
      const std::string legacy = legacy_exit_path(request);
      record = read_exit_record(legacy);
      if (record) ::unlink(legacy.c_str());  // nothing else removes it
    }
    if (cgroups_ && !request.cgroup_name.empty()) {
      std::lock_guard lock(mutex_);
      const std::string dir = cgroups_->path_of(request.cgroup_name);
      if (!PodCgroups::remove(dir)) cgroups_to_remove_.push_back(dir);
    }
    if (!record) return std::nullopt;
    Exit exit;
    exit.exit_code = record->exit_code;
    exit.not_started = record->not_started;
    return exit;
  }

 private:
  core::Result<std::string> exit_path_of(const LaunchRequest& request) const {
    if (!request.exit_path.empty()) return request.exit_path;
    if (request.cgroup_name.empty()) {
      return core::fail("a pod needs a cgroup_name or an exit_path", "cgroup_name");
    }
    return legacy_exit_path(request);
  }

  // Where daemons of earlier versions had shims record exits, which a
  // pod started before an upgrade may still use.
  std::string legacy_exit_path(const LaunchRequest& request) const {
    return state_dir_ + "/pods/" + request.cgroup_name + ".exit";
  }

  // Whether the pod's shim has ended; `status` gets its wait status when it
  // was our child and we reaped it now.
  static bool ended(const ProcessId& id, std::optional<int>& status) {
    const auto stat = read_proc_stat(id.pid);
    if (!stat || stat->start_ticks != id.start_ticks) return true;
    int wait_status = 0;
    const pid_t waited = ::waitpid(id.pid, &wait_status, WNOHANG);
    if (waited == id.pid) {
      status = WIFSIGNALED(wait_status) ? 128 + WTERMSIG(wait_status) : WEXITSTATUS(wait_status);
      return true;
    }
    return waited < 0 && stat->zombie();  // not our child (adopted): a zombie has ended
  }

  Exit finish(const Pod& pod, std::optional<int> status) {
    Exit exit;
    exit.id = pod.id;
    exit.note = pod.note;
    // A record the shim began but did not finish (it was killed while
    // writing: the record is written in place) counts as none: the shim's
    // own end says what happened.
    const std::optional<PodExitRecord> record = recorded_pod_exit(pod.log_path, pod.exit_path);
    if (record) {
      exit.exit_code = record->exit_code;
      exit.not_started = record->not_started;
    } else {
      exit.exit_code = status.value_or(128 + SIGKILL);
    }
    // The record stays until the workload's directory goes: a crash before
    // this exit is stored finds it again (recorded_exit), and no file is
    // created and deleted per pod, which makes every later file creation
    // slower on ext4 without a journal (it skips recently deleted inodes).
    if (pod.exit_path.starts_with(state_dir_ + "/pods/")) {
      ::unlink(pod.exit_path.c_str());  // an earlier version's location
    }
    if (!pod.cgroup_dir.empty()) {
      if (exit.note.empty() && PodCgroups::oom_kills(pod.cgroup_dir) > 0) {
        exit.note =
            std::string(exit.exit_code == 128 + SIGKILL ? "killed" : "a process was killed") +
            ": memory over its limit of " + core::format_bytes(pod.memory_limit);
      }
      if (!PodCgroups::remove(pod.cgroup_dir)) cgroups_to_remove_.push_back(pod.cgroup_dir);
    }
    return exit;
  }

  const std::string state_dir_;
  const LinuxRunnerOptions options_;
  std::optional<PodCgroups> cgroups_;
  std::string fallback_reason_;
  // Whether this kernel has /proc/PID/smaps_rollup; without it, watching
  // counts the resident size.
  const bool has_smaps_rollup_ = read_pss_bytes(::getpid()).has_value();
  std::mutex mutex_;
  UserGroupsCache users_;                       // the pods' users, for their shims
  std::map<pid_t, Pod> pods_;                   // by the shim's pid
  std::vector<std::string> cgroups_to_remove_;  // still busy when their pod ended
  // Wakes the caller when a pod ends, and says which (collect_exits() looks
  // at those, those it cannot watch, and every pod once per kExitSweep).
  ExitWatch exit_watch_;
  std::chrono::steady_clock::time_point last_sweep_{};
  std::unique_ptr<ShimLauncher> launcher_;  // null: each shim is exec'd
};

}  // namespace

std::unique_ptr<ProcessRunner> make_linux_process_runner(const std::string& state_dir,
                                                         const LinuxRunnerOptions& options) {
  return std::make_unique<LinuxProcessRunner>(state_dir, options);
}

}  // namespace gpuq::daemon
