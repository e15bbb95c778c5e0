#include "daemon/exec/fake_process_runner.h"

#include <signal.h>

namespace gpuq::daemon {

FakeProcessRunner::Process* FakeProcessRunner::find(const ProcessId& id) {
  for (Process& p : processes_) {
    if (p.id.pid == id.pid && p.id.start_ticks == id.start_ticks) return &p;
  }
  return nullptr;
}

void FakeProcessRunner::end(Process& p, int code, const std::string& note,
                            const std::string& not_started) {
  p.alive = false;
  signalled_.erase(p.id.pid);
  children_.erase(p.id.pid);
  exits_.push_back(Exit{p.id, code, note, not_started});
}

core::Result<ProcessId> FakeProcessRunner::start(const LaunchRequest& request) {
  std::function<void()> hook;
  {
    std::lock_guard lock(mu_);
    hook = std::move(start_hook_);
    start_hook_ = nullptr;
  }
  if (hook) hook();  // outside the lock: the hook may call back into the runner
  std::lock_guard lock(mu_);
  starts_ += 1;
  if (fail_next_) {
    core::Error e = std::move(*fail_next_);
    fail_next_.reset();
    return std::unexpected(std::move(e));
  }
  recorded_.erase(request.exit_path);  // as the real runner: a new run, no record
  Process p;
  p.id = ProcessId{next_pid_++, next_ticks_++};
  p.request = request;
  processes_.push_back(p);
  return p.id;
}

bool FakeProcessRunner::adopt(const ProcessId& id, const LaunchRequest& request) {
  std::lock_guard lock(mu_);
  Process* p = find(id);
  if (p == nullptr || !p->alive) return false;
  p->adopted = true;
  p->request = request;
  return true;
}

void FakeProcessRunner::signal_group(const ProcessId& id, int signal) {
  std::lock_guard lock(mu_);
  signals_.push_back(Signal{id, signal});
  Process* p = find(id);
  if (p == nullptr || !p->alive) return;
  if (signal == SIGKILL || (signal == SIGTERM && on_term_ == OnTerm::exit_now)) {
    end(*p, 128 + signal, {});
  } else if (signal == SIGTERM && on_term_ == OnTerm::exit_when_told) {
    signalled_.insert(id.pid);
  }
}

std::vector<Exit> FakeProcessRunner::collect_exits() {
  std::lock_guard lock(mu_);
  std::vector<Exit> out;
  out.swap(exits_);
  return out;
}

void FakeProcessRunner::forget_exit(const std::string& log_path, const std::string& exit_path) {
  (void)log_path;
  std::lock_guard lock(mu_);
  recorded_.erase(exit_path);
}

std::optional<Exit> FakeProcessRunner::recorded_exit(const LaunchRequest& request) {
  std::lock_guard lock(mu_);
  auto it = recorded_.find(request.exit_path);
  if (it == recorded_.end()) return std::nullopt;
  return it->second;
}

void FakeProcessRunner::set_on_term(OnTerm on_term) {
  std::lock_guard lock(mu_);
  on_term_ = on_term;
}

void FakeProcessRunner::fail_next_start(core::Error error) {
  std::lock_guard lock(mu_);
  fail_next_ = std::move(error);
}

void FakeProcessRunner::on_next_start(std::function<void()> hook) {
  std::lock_guard lock(mu_);
  start_hook_ = std::move(hook);
}

bool FakeProcessRunner::finish(pid_t pid, int code, const std::string& note) {
  std::lock_guard lock(mu_);
  for (Process& p : processes_) {
    if (p.id.pid == pid && p.alive) {
      end(p, code, note);
      return true;
    }
  }
  return false;
}

bool FakeProcessRunner::fail_to_start(pid_t pid, const std::string& why) {
  std::lock_guard lock(mu_);
  for (Process& p : processes_) {
    if (p.id.pid == pid && p.alive) {
      end(p, 127, {}, why);
      return true;
    }
  }
  return false;
}

std::optional<ProcessId> FakeProcessRunner::adopt_unrecorded(const LaunchRequest& request) {
  std::lock_guard lock(mu_);
  for (Process& p : processes_) {
    if (p.alive && p.request.cgroup_name == request.cgroup_name) {
      p.adopted = true;
      return p.id;
    }
  }
  return std::nullopt;
}

std::vector<pid_t> FakeProcessRunner::pod_processes(const ProcessId& id) {
  std::lock_guard lock(mu_);
  const Process* p = find(id);
  if (p == nullptr || !p->alive) return {};
  std::vector<pid_t> out = {id.pid};
  if (auto it = children_.find(id.pid); it != children_.end()) {
    out.insert(out.end(), it->second.begin(), it->second.end());
  }
  return out;
}

std::vector<ProcessInfo> FakeProcessRunner::pod_process_info(const ProcessId& id) {
  std::vector<ProcessInfo> out;
  std::string command;
  {
    std::lock_guard lock(mu_);
    if (const Process* p = find(id); p != nullptr) {
      for (const std::string& word : p->request.argv)
        command += (command.empty() ? "" : " ") + word;
    }
  }
  for (pid_t pid : pod_processes(id)) out.push_back({pid, command, 0});
  return out;
}

pid_t FakeProcessRunner::fork_child(pid_t pid) {
  std::lock_guard lock(mu_);
  for (const Process& p : processes_) {
    if (p.id.pid == pid && p.alive) {
      const pid_t child = next_pid_++;
      children_[pid].push_back(child);
      return child;
    }
  }
  return 0;
}

bool FakeProcessRunner::end_unseen(pid_t pid) {
  std::lock_guard lock(mu_);
  for (Process& p : processes_) {
    if (p.id.pid == pid && p.alive) {
      p.alive = false;
      signalled_.erase(pid);
      children_.erase(pid);
      return true;
    }
  }
  return false;
}

int FakeProcessRunner::finish_signalled() {
  std::lock_guard lock(mu_);
  int n = 0;
  for (Process& p : processes_) {
    if (p.alive && signalled_.count(p.id.pid)) {
      end(p, 128 + SIGTERM, {});
      ++n;
    }
  }
  return n;
}

void FakeProcessRunner::record_exit(const std::string& exit_path, int code,
                                    const std::string& not_started) {
  std::lock_guard lock(mu_);
  Exit exit;
  exit.exit_code = code;
  exit.not_started = not_started;
  recorded_[exit_path] = exit;
}

ProcessId FakeProcessRunner::spawn_survivor(const LaunchRequest& request) {
  std::lock_guard lock(mu_);
  Process p;
  p.id = ProcessId{next_pid_++, next_ticks_++};
  p.request = request;
  processes_.push_back(p);
  return p.id;
}

std::vector<FakeProcessRunner::Process> FakeProcessRunner::processes() const {
  std::lock_guard lock(mu_);
  return processes_;
}

std::vector<FakeProcessRunner::Process> FakeProcessRunner::alive() const {
  std::lock_guard lock(mu_);
  std::vector<Process> out;
  for (const Process& p : processes_) {
    if (p.alive) out.push_back(p);
  }
  return out;
}

std::vector<FakeProcessRunner::Signal> FakeProcessRunner::signals() const {
  std::lock_guard lock(mu_);
  return signals_;
}

int FakeProcessRunner::starts() const {
  std::lock_guard lock(mu_);
  return starts_;
}

}  // namespace gpuq::daemon
