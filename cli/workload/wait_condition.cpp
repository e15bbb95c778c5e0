#include "cli/workload/wait_condition.h"

#include <algorithm>
#include <iostream>
#include <thread>

#include "cli/app/app.h"
#include "cli/app/output.h"
#include "cli/workload/workload_wait.h"

namespace gpuq::cli {
namespace {

using Clock = std::chrono::steady_clock;

enum class Outcome { waiting, met, failed, ran_and_failed };

struct Watched {
  WaitTarget target;
  std::string shown;  // the last progress line written
  bool met = false;
  int64_t attempts_before = -1;  // the pods' runs at the first look; -1: not looked yet
};

Outcome judge(WaitFor condition, const client::Workload& w, const PodRuns& runs,
              int64_t attempts_before) {
  switch (condition) {
    case WaitFor::running: {
      if (w.phase == "Running" || w.phase == "Completed") return Outcome::met;
      if (w.phase == "Failed") return Outcome::failed;
      if (runs.attempts <= attempts_before) return Outcome::waiting;
      return runs.failed_exit ? Outcome::ran_and_failed : Outcome::met;
    }
    case WaitFor::completion:
      if (w.phase == "Completed") return Outcome::met;
      return w.phase == "Failed" ? Outcome::failed : Outcome::waiting;
    case WaitFor::deletion:
      return Outcome::waiting;
  }
  return Outcome::waiting;
}

const char* met_text(WaitFor condition, const std::string& phase) {
  switch (condition) {
    case WaitFor::running:
      if (phase == "Completed") return "completed";
      return phase == "Running" ? "is running" : "ran";
    case WaitFor::completion:
      return "completed";
    case WaitFor::deletion:
      return "is deleted";
  }
  return "";
}

const char* condition_text(WaitFor condition) {
  switch (condition) {
    case WaitFor::running:
      return "to run";
    case WaitFor::completion:
      return "to complete";
    case WaitFor::deletion:
      return "to be deleted";
  }
  return "";
}

std::string format_duration(std::chrono::seconds s) {
  const int64_t n = s.count();
  if (n % 3600 == 0 && n >= 3600) return std::to_string(n / 3600) + "h";
  if (n % 60 == 0 && n >= 60) return std::to_string(n / 60) + "m";
  return std::to_string(n) + "s";
}

}  // namespace

std::string ran_and_failed(const std::string& name, int64_t exit_code, const std::string& message) {
  return name + (message.empty() ? " ran and exited with code " + std::to_string(exit_code)
                                 : " ran and failed; " + terminal_safe(message));
}

PodRuns pod_runs(const client::WorkloadDetail& w) {
  PodRuns runs;
  for (const client::Pod& pod : w.pods) {
    runs.attempts += pod.attempts;
    if (pod.attempts > 0 && pod.exit_code && *pod.exit_code != 0) runs.failed_exit = pod.exit_code;
  }
  return runs;
}

std::optional<WaitFor> parse_wait_for(const std::string& text) {
  if (text == "running" || text == "Running") return WaitFor::running;
  if (text == "completion" || text == "completed" || text == "Completed") {
    return WaitFor::completion;
  }
  if (text == "deletion" || text == "delete" || text == "deleted") return WaitFor::deletion;
  return std::nullopt;
}

bool DaemonOutage::bear(const client::ApiError& e) {
  if (!heard_ || e.kind != client::ApiError::Kind::transport) return false;
  const auto now = std::chrono::steady_clock::now();
  if (!since_) {
    since_ = now;
    std::cerr << "gpuq: the daemon does not answer (" << e.message
              << "); waiting for it to come back\n";
    return true;
  }
  return now - *since_ < kLimit;
}

void DaemonOutage::answered() {
  heard_ = true;
  if (!since_) return;
  since_.reset();
  std::cerr << "gpuq: the daemon answers again\n";
}

int wait_for_condition(client::Client& client, const std::vector<WaitTarget>& targets,
                       WaitFor condition, std::optional<std::chrono::seconds> timeout,
                       std::ostream* progress, std::ostream* done) {
  std::vector<Watched> watched;
  for (const WaitTarget& t : targets) {
    watched.push_back(Watched{t, {}, false, t.just_submitted ? 0 : -1});
  }
  // No optional<time_point>: GCC 12 takes its value for uninitialised.
  const bool limited = timeout.has_value();
  const Clock::time_point deadline = limited ? Clock::now() + *timeout : Clock::time_point::max();
  // Polling is enough: a workload's phase changes within a cycle of the
  // daemon. Start fast (a short job is done in milliseconds), then back off.
  auto pause = std::chrono::milliseconds(20);
  bool first = true;
  // A workload this command submitted: the daemon has answered it.
  DaemonOutage outage(std::any_of(targets.begin(), targets.end(),
                                  [](const WaitTarget& t) { return t.just_submitted; }));
  for (;;) {
    bool unreachable = false;
    for (Watched& item : watched) {
      if (item.met) continue;
      auto detail = client.get_workload(item.target.name, item.target.project);
      if (!detail && outage.bear(detail.error())) {
        unreachable = true;
        break;
      }
      if (detail || detail.error().kind == client::ApiError::Kind::http) outage.answered();
      if (!detail) {
        if (!detail.error().not_found()) return report(detail.error());
        if (condition == WaitFor::deletion) {
          item.met = true;
          if (done != nullptr) *done << item.target.name << " " << met_text(condition, "") << "\n";
          continue;
        }
        if (first) return report(detail.error());  // never there: name it as the daemon does
        std::cerr << "gpuq: error: " << item.target.name << " was deleted before it "
                  << (condition == WaitFor::running ? "ran" : "completed") << "\n";
        return kExitFailure;
      }
      const client::Workload& w = detail->workload;
      std::string line = item.target.name + ": " + w.phase;
      if (!w.phase_message.empty() && w.phase != "Running") {
        line += " (" + terminal_safe(w.phase_message) + ")";
      }
      if (progress != nullptr && line != item.shown) *progress << line << "\n" << std::flush;
      item.shown = line;
      const PodRuns runs = pod_runs(*detail);
      if (item.attempts_before < 0) item.attempts_before = runs.attempts;
      switch (judge(condition, w, runs, item.attempts_before)) {
        case Outcome::met:
          item.met = true;
          if (done != nullptr) {
            *done << item.target.name << " " << met_text(condition, w.phase) << "\n";
          }
          break;
        case Outcome::ran_and_failed:
          std::cerr << "gpuq: error: "
                    << ran_and_failed(item.target.name, *runs.failed_exit, w.phase_message) << "\n";
          return kExitFailure;
        case Outcome::failed:
          std::cerr << "gpuq: error: " << item.target.name << " failed"
                    << (w.phase_message.empty() ? "" : ": " + terminal_safe(w.phase_message))
                    << "\n";
          return kExitFailure;
        case Outcome::waiting:
          break;
      }
    }
    first = first && unreachable;
    if (done != nullptr) *done << std::flush;
    if (!unreachable &&
        std::all_of(watched.begin(), watched.end(), [](const Watched& i) { return i.met; })) {
      return kExitSuccess;
    }
    if (limited && Clock::now() >= deadline) {
      for (const Watched& item : watched) {
        if (item.met) continue;
        std::cerr << "gpuq: error: timed out after " << format_duration(*timeout) << " waiting for "
                  << item.target.name << " " << condition_text(condition)
                  << (item.shown.empty()
                          ? ""
                          : " (now " + item.shown.substr(item.target.name.size() + 2) + ")")
                  << "\n";
      }
      return kExitTimeout;
    }
    auto sleep = pause;
    if (limited) {
      sleep = std::min(
          sleep, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()) +
                     std::chrono::milliseconds(1));
    }
    std::this_thread::sleep_for(sleep);
    pause = std::min(pause * 2, std::chrono::milliseconds(500));
  }
}

}  // namespace gpuq::cli
