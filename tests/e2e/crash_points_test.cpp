// Crash safety, walked step by step: for each named crash step
// (daemon/service/crash_points.h) a real daemon runs one scenario that
// reaches it (submit, launch, completion, suspend with a SIGKILL after its
// grace, resume, an inference's update, a reclaim, a delete) and stops dead
// there (_exit, as a kill -9 would). After a restart: every acknowledged workload is there,
// each pod has at most one shim and a running pod exactly the one it names,
// and no GPU is held by the processes of two pods.
#include <doctest/doctest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "daemon/service/crash_points.h"
#include "daemon_fixture.h"

using gpuq::test::Daemon;
using gpuq::test::Reply;
using nlohmann::json;

namespace {

constexpr const char* kTwoGpus = "devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n";

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The live pod shims of this daemon's state directory: pid by exit file
// (which names the pod), every pid when a pod has more than one.
std::map<std::string, std::vector<int>> live_shims(const std::string& dir) {
  std::map<std::string, std::vector<int>> shims;
  std::map<int, int> parents;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string stat = read_file(entry.path() / "stat");
    const std::size_t close = stat.rfind(')');
    if (close == std::string::npos || close + 2 >= stat.size() || stat[close + 2] == 'Z') continue;
    std::vector<std::string> args;
    std::string cmdline = read_file(entry.path() / "cmdline");
    std::istringstream parts(cmdline);
    for (std::string arg; std::getline(parts, arg, '\0');) args.push_back(arg);
    auto shim = std::find(args.begin(), args.end(), "__pod-shim");
    if (shim == args.end()) continue;
    auto exit_file = std::find(shim, args.end(), "--exit-file");
    if (exit_file == args.end() || std::next(exit_file) == args.end()) continue;
    if (std::next(exit_file)->find(dir) != 0) continue;
    int ppid = 0;
    std::istringstream(stat.substr(close + 3)) >> ppid;
    shims[*std::next(exit_file)].push_back(std::stoi(name));
    parents[std::stoi(name)] = ppid;
  }
  // A shim's child between its fork and its exec still shows the shim's
  // command line: count the shims whose parent is no shim of the same pod.
  for (auto& [exit_file, pids] : shims) {
    std::vector<int> roots;
    for (int pid : pids) {
      if (std::find(pids.begin(), pids.end(), parents[pid]) == pids.end()) roots.push_back(pid);
    }
    pids = roots;
  }
  return shims;
}

class Walk {
 public:
  explicit Walk(std::string step) : step_(std::move(step)), d_(kTwoGpus) {
    d_.set_env("GPUQ_CRASH_AT", step_);
    d_.start();
  }

  // Runs the scenario until the daemon stops at the step; true when it did.
  bool run() {
    if (!act([&] {
          return d_.post("/api/v1/org-unit/projects", project("team-a", 0)).status == 201 &&
                 d_.post("/api/v1/org-unit/projects", project("team-b", 2)).status == 201;
        })) {
      return crashed();
    }
    const std::string a1 = submit("a1", "team-a", 1, "sh -c 'trap \"\" TERM; sleep 600 & wait'");
    if (a1.empty() || !wait_phase(a1, "Running")) return crashed();
    const std::string done = done_ = submit("done", "team-a", 1, "true");
    if (done.empty() || !wait_phase(done, "Completed")) return crashed();
    if (!act([&] {
          return d_.call("POST", "/api/v1/workloads/" + a1 + "/suspend").status == 202;
        }) ||
        !wait_phase(a1, "Stopped") || !wait_no_live_pods(a1)) {
      return crashed();
    }
    if (!act(
            [&] { return d_.call("POST", "/api/v1/workloads/" + a1 + "/resume").status == 202; }) ||
        !wait_phase(a1, "Running")) {
      return crashed();
    }
    // An inference rolled over to a new command (no GPU: team-a has no quota).
    const std::string serve = submit("serve", "team-a", 0, "sleep 600", "inferences");
    if (serve.empty() || !wait_phase(serve, "Running")) return crashed();
    updated_ = serve;
    if (!act([&] {
          return d_.call("PATCH", "/api/v1/workloads/inferences/" + serve,
                         json{{"spec", {{"command", "sleep 599"}}}}.dump())
                     .status == 202;
        }) ||
        !wait_until([&] { return runs_updated(); })) {
      return crashed();
    }
    const std::string b1 = submit("b1", "team-b", 2, "sleep 600");
    if (b1.empty() || !wait_phase(b1, "Running")) return crashed();
    deleted_.insert(b1);  // asked: gone or not, both are right until it is acknowledged
    if (!act([&] { return d_.call("DELETE", "/api/v1/workloads/" + b1).status == 202; })) {
      return crashed();
    }
    wait_until([&] { return d_.get("/api/v1/workloads/" + b1).status == 404; });
    return crashed();
  }

  // After the restart: the promises hold, now and a moment later.
  void check_after_restart() {
    d_.set_env("GPUQ_CRASH_AT", "");
    d_.start();
    for (int look = 0; look < 3; ++look) {
      CAPTURE(look);
      check_at_most_one_shim_per_pod();
      check_no_device_held_twice();
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
    for (const std::string& id : acknowledged_) {
      if (deleted_.contains(id)) continue;  // a delete was asked for
      CAPTURE(id);
      CHECK(d_.get("/api/v1/workloads/" + id).status == 200);
    }
    if (step_ == "exit.before_commit" && !done_.empty()) {
      // Its shim's record outlived the crash: the run's real code, 0.
      CHECK(Daemon::eventually([&] { return d_.phase(done_) == "Completed"; }, 10));
    }
    if (step_ == "update.after_commit") {
      // The update outlived the crash: the old pod stops, the new one runs.
      CHECK(Daemon::eventually([&] { return runs_updated(); }, 10));
    }
    // Once settled, each running pod names the one live shim of its pod.
    CHECK(Daemon::eventually([&] { return running_pods_match_shims(); }, 10));
  }

  Daemon& daemon() { return d_; }

 private:
  static json project(const std::string& name, double gpus) {
    return {{"name", name},
            {"resources",
             {{{"nodePool", {{"name", "default"}}},
               {"gpu", {{"deserved", gpus}, {"limit", -1}, {"overQuotaWeight", 1}}}}}}};
  }

  std::string submit(const std::string& name, const std::string& project, int gpus,
                     const std::string& command, const std::string& type = "trainings") {
    json body = {{"name", name},
                 {"projectId", project},
                 {"spec",
                  {{"command", command},
                   {"backoffLimit", 0},
                   {"terminationGracePeriodSeconds", 1},
                   {"compute", {{"gpuDevicesRequest", gpus}}}}}};
    Reply r = d_.post("/api/v1/workloads/" + type, body);
    if (r.status != 202) return {};
    const std::string id = r.json.value("id", "");
    acknowledged_.insert(id);
    return id;
  }

  // The updated inference runs its new command, in one pod.
  bool runs_updated() {
    const json w = d_.workload(updated_);
    if (!w.is_object() || w.value("phase", "") != "Running") return false;
    if (w.value("spec", json::object()).value("command", "") != "sleep 599") return false;
    for (const json& p : w.value("pods", json::array())) {
      for (const json& process : p.value("processes", json::array())) {
        if (process.value("command", "") == "sleep 599") return true;
      }
    }
    return false;
  }

  // Runs `request`; false when the daemon is gone (or the request failed).
  bool act(const std::function<bool()>& request) { return request() && d_.exit_code() < 0; }

  bool wait_until(const std::function<bool()>& ready) {
    bool gone = false;
    Daemon::eventually([&] {
      if (exit_code_ < 0) exit_code_ = d_.exit_code();
      gone = exit_code_ >= 0;
      return gone || ready();
    });
    return !gone && ready();
  }
  bool wait_phase(const std::string& id, const std::string& phase) {
    return wait_until([&] { return d_.phase(id) == phase; });
  }
  bool wait_no_live_pods(const std::string& id) {
    return wait_until([&] {
      const json w = d_.workload(id);
      if (!w.is_object()) return false;  // no answer: the daemon may be gone
      for (const json& p : w.value("pods", json::array())) {
        if (p.value("pid", 0) > 0) return false;
      }
      return true;
    });
  }

  bool crashed() {
    if (exit_code_ < 0) {
      Daemon::eventually([&] { return (exit_code_ = d_.exit_code()) >= 0; }, 5);
    }
    return exit_code_ == gpuq::daemon::kCrashExitCode;
  }

  std::vector<json> workloads() {
    std::vector<json> out;
    const json list = d_.get("/api/v1/workloads?limit=500").json;
    if (!list.is_object()) return out;
    for (const json& item : list.value("workloads", json::array())) {
      json w = d_.workload(item.value("id", ""));
      if (w.is_object()) out.push_back(w);
    }
    return out;
  }

  void check_at_most_one_shim_per_pod() {
    for (const auto& [exit_file, pids] : live_shims(d_.dir())) {
      CAPTURE(exit_file);
      CHECK(pids.size() == 1);
    }
  }

  void check_no_device_held_twice() {
    std::map<int, std::pair<std::string, int>> holder;  // device -> pod, pid
    for (const json& w : workloads()) {
      for (const json& p : w.value("pods", json::array())) {
        // A pod with a process holds its devices; a pipelined one (Starting,
        // no process yet) waits for them to be released.
        const int pid = p.value("pid", 0);
        if (pid <= 0) continue;
        for (const json& dev : p.value("devices", json::array())) {
          const int index = dev.value("index", -1);
          const std::string who = p.value("name", "");
          auto [it, first] = holder.try_emplace(index, who, pid);
          if (first) continue;
          // The workloads are read one request after the other: the first
          // may show a pod that has been released since. Two holders are a
          // fault when both their processes are alive together.
          CAPTURE(index);
          CHECK_MESSAGE(!(alive(pid) && alive(it->second.second)),
                        who << " and " << it->second.first << " hold it");
          it->second = {who, pid};
        }
      }
    }
  }

  static bool alive(int pid) {
    const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t close = stat.rfind(')');
    return close != std::string::npos && close + 2 < stat.size() && stat[close + 2] != 'Z';
  }

  bool running_pods_match_shims() {
    const auto shims = live_shims(d_.dir());
    std::set<int> shim_pids;
    for (const auto& [file, pids] : shims) shim_pids.insert(pids.begin(), pids.end());
    std::set<int> pod_pids;
    for (const json& w : workloads()) {
      for (const json& p : w.value("pods", json::array())) {
        if (p.value("pid", 0) > 0) pod_pids.insert(p.value("pid", 0));
      }
    }
    return shim_pids == pod_pids;
  }

  std::string step_;
  std::string done_;     // the workload whose exit the exit.* steps stop at
  std::string updated_;  // the inference the update.* step stops at
  Daemon d_;
  int exit_code_ = -1;
  std::set<std::string> acknowledged_;
  std::set<std::string> deleted_;
};

void walk(const std::string& step) {
  CAPTURE(step);
  Walk walk(step);
  REQUIRE_MESSAGE(walk.run(), "the scenario never reached " << step << ":\n"
                                                            << walk.daemon().log());
  walk.check_after_restart();
}

}  // namespace

TEST_CASE("crash points: the walk below names every step") {
  std::set<std::string> walked = {
      "submit.after_commit", "schedule.after_commit", "launch.before_start", "launch.after_start",
      "launch.after_commit", "evict.after_commit",    "evict.after_signal",  "exit.before_commit",
      "exit.after_commit",   "suspend.after_commit",  "resume.after_commit", "delete.after_commit",
      "update.after_commit", "kill.after_signal"};
  for (std::string_view step : gpuq::daemon::kCrashSteps) CHECK(walked.contains(std::string(step)));
  CHECK(walked.size() == gpuq::daemon::kCrashSteps.size());
}

TEST_CASE("crash points: submit.after_commit") { walk("submit.after_commit"); }
TEST_CASE("crash points: schedule.after_commit") { walk("schedule.after_commit"); }
TEST_CASE("crash points: launch.before_start") { walk("launch.before_start"); }
TEST_CASE("crash points: launch.after_start") { walk("launch.after_start"); }
TEST_CASE("crash points: launch.after_commit") { walk("launch.after_commit"); }
TEST_CASE("crash points: evict.after_commit") { walk("evict.after_commit"); }
TEST_CASE("crash points: evict.after_signal") { walk("evict.after_signal"); }
TEST_CASE("crash points: exit.before_commit") { walk("exit.before_commit"); }
TEST_CASE("crash points: exit.after_commit") { walk("exit.after_commit"); }
TEST_CASE("crash points: suspend.after_commit") { walk("suspend.after_commit"); }
TEST_CASE("crash points: resume.after_commit") { walk("resume.after_commit"); }
TEST_CASE("crash points: delete.after_commit") { walk("delete.after_commit"); }
TEST_CASE("crash points: update.after_commit") { walk("update.after_commit"); }
TEST_CASE("crash points: kill.after_signal") { walk("kill.after_signal"); }
