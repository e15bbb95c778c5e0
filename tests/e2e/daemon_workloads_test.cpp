// The daemon end to end: a real daemon, real processes, real SQLite.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "daemon_fixture.h"

using gpuq::test::Daemon;
using gpuq::test::Reply;
using nlohmann::json;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Whether a process whose command line contains `text` is alive (not a zombie).
bool process_alive(const std::string& text) {
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string cmdline = read_file(entry.path() / "cmdline");
    std::replace(cmdline.begin(), cmdline.end(), '\0', ' ');
    if (cmdline.find(text) == std::string::npos) continue;
    const std::string stat = read_file(entry.path() / "stat");
    const std::size_t close = stat.rfind(')');
    if (close != std::string::npos && close + 2 < stat.size() && stat[close + 2] != 'Z')
      return true;
  }
  return false;
}

bool has_event(const Daemon& d, const std::string& id, const std::string& type,
               const std::string& text = "") {
  json w = d.workload(id);
  for (const json& e : w.value("events", json::array())) {
    if (e.value("type", "") == type && e.value("message", "").find(text) != std::string::npos) {
      return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("a workload runs to completion and a failing one fails after a retry's back-off") {
  Daemon d(Daemon::kFourGpus, "policy:\n  retry_backoff: 1s\n");
  d.start();
  d.project("team-a", 2);
  std::string ok = d.submit("ok", "team-a", 1, "sh -c 'echo hello from $GPUQ_POD; exit 0'");
  // Each run writes when it started (ns since the epoch) to a file.
  const std::string runs = d.dir() + "/runs";
  std::string bad = d.submit("bad", "team-a", 1, "sh -c 'date +%s%N >> " + runs + "; exit 3'",
                             {{"backoffLimit", 1}});
  CHECK(Daemon::eventually([&] { return d.phase(ok) == "Completed"; }));
  CHECK(Daemon::eventually([&] { return d.phase(bad) == "Failed"; }));
  CHECK(has_event(d, bad, "Exited", "exit code 3"));
  CHECK(has_event(d, bad, "Retried", "in 1s (failure 1 of 1 allowed)"));
  json pods = d.workload(bad)["pods"];
  REQUIRE(pods.size() == 1);
  CHECK(pods[0].value("exitCode", 0) == 3);
  CHECK(pods[0]["attempts"] == 2);
  std::istringstream starts(read_file(runs));
  long long first = 0, second = 0;
  starts >> first >> second;
  REQUIRE(second > 0);
  const double gap_s = static_cast<double>(second - first) / 1e9;
  CAPTURE(gap_s);
  CHECK(gap_s >= 1.0);  // not before its back-off
  CHECK(gap_s < 8.0);   // nor long after (a cycle runs every second)
  Reply logs = d.get("/api/v1/workloads/" + ok + "/logs");
  CHECK(logs.status == 200);
  CHECK(logs.body.find("hello from ok-0") != std::string::npos);
  // Read through the daemon only: other users may not list which ran.
  struct stat logs_dir {};
  REQUIRE(::stat((d.dir() + "/state/logs").c_str(), &logs_dir) == 0);
  CHECK((logs_dir.st_mode & 07777) == 0700);
}

TEST_CASE("sweep pods see their GPUs by UUID and their own index, and are no gang") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string out = d.dir() + "/env";
  std::filesystem::create_directories(out);
  std::filesystem::permissions(out, std::filesystem::perms::all);
  std::string id = d.submit("sweep", "team-a", 1,
                            "sh -c 'echo $JOB_COMPLETION_INDEX $GPUQ_POD ${WORLD_SIZE:-none} "
                            "$CUDA_VISIBLE_DEVICES > " +
                                out + "/$JOB_COMPLETION_INDEX'",
                            {{"parallelism", 2}, {"completions", 3}});
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Completed"; }));
  for (int i = 0; i < 3; ++i) {
    const std::string line = read_file(out + "/" + std::to_string(i));
    CHECK_MESSAGE(line.rfind(std::to_string(i) + " sweep-" + std::to_string(i) +
                                 " none GPU-00000000-0000-0000-0000-00000000000",
                             0) == 0,
                  line);
  }
  CHECK(read_file(out + "/3").empty());  // three runs, no more

  // Never more pods at once than runs: two runs asked five at a time run two.
  std::string two = d.submit("two", "team-a", 1, "true", {{"parallelism", 5}, {"completions", 2}});
  const auto pods = d.workload(two)["requestedPods"];
  CHECK(pods.value("parallelism", 0) == 2);
  CHECK(pods.value("number", 0) == 2);
  CHECK(pods.value("completions", 0) == 2);
}

TEST_CASE("the Run:ai over-quota quick start with real processes") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  d.project("team-b", 2);
  std::string a2 = d.submit("a2", "team-a", 2, "sleep 600");
  std::string a1 = d.submit("a1", "team-a", 1, "sleep 600");
  std::string b1 = d.submit("b1", "team-b", 1, "sleep 600");
  REQUIRE(Daemon::eventually([&] {
    return d.phase(a2) == "Running" && d.phase(a1) == "Running" && d.phase(b1) == "Running";
  }));
  // team-b asks for its quota: a1, the newest over-quota job of team-a, is reclaimed.
  std::string b2 = d.submit("b2", "team-b", 1, "sleep 600");
  REQUIRE(Daemon::eventually([&] { return d.phase(b2) == "Running"; }));
  CHECK(d.phase(a1) == "Pending");
  CHECK(has_event(d, a1, "Reclaimed", "team-a is above its fair share"));
  CHECK(has_event(d, a1, "Stopped", "exit code 143"));  // it really got SIGTERM
  // Its pending reason comes with the cycle after its pod stopped, which may
  // run after b2 started.
  CHECK(Daemon::eventually([&] {
    return d.workload(a1).value("phaseMessage", "").find("cannot reclaim") != std::string::npos;
  }));
  // a2 goes away: a1 runs again.
  CHECK(d.call("DELETE", "/api/v1/workloads/" + a2).status == 202);
  CHECK(Daemon::eventually([&] { return d.phase(a1) == "Running"; }));
  Reply list = d.get("/api/v1/workloads?sortBy=name");
  REQUIRE(list.status == 200);
  CHECK(list.json["workloads"].size() == 3);
}

TEST_CASE("workloads survive kill -9 of the daemon and finish with their codes recorded") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  std::string quick =
      d.submit("quick", "team-a", 1, "sh -c 'sleep 2; exit 7'", {{"backoffLimit", 0}});
  std::string slow = d.submit("slow", "team-a", 1, "sh -c 'sleep 4'");
  REQUIRE(Daemon::eventually(
      [&] { return d.phase(quick) == "Running" && d.phase(slow) == "Running"; }));
  int pid = d.workload(slow)["pods"][0].value("pid", 0);
  REQUIRE(pid > 0);
  d.kill9();
  CHECK(kill(pid, 0) == 0);  // the pod lives on without its daemon
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // quick ends while down
  d.start();
  CHECK(d.workload(slow)["pods"][0].value("pid", 0) == pid);
  CHECK(Daemon::eventually([&] { return d.phase(quick) == "Failed"; }));
  CHECK(d.workload(quick)["pods"][0].value("exitCode", 0) == 7);
  CHECK(Daemon::eventually([&] { return d.phase(slow) == "Completed"; }));
}

TEST_CASE("suspend stops a workload and resume runs it again") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  std::string id = d.submit("s", "team-a", 1, "sleep 600");
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
  CHECK(d.call("POST", "/api/v1/workloads/" + id + "/suspend").status == 202);
  CHECK(Daemon::eventually([&] {
    json w = d.workload(id);
    return w.value("phase", "") == "Stopped" && w["pods"][0].value("pid", 0) == 0;
  }));
  CHECK(d.call("POST", "/api/v1/workloads/" + id + "/resume").status == 202);
  CHECK(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
}

TEST_CASE("delete: a pod that ignores SIGTERM is killed after its grace period, then removed") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  std::string id = d.submit("stubborn", "team-a", 1, "sh -c 'trap \"\" TERM; sleep 600 & wait'",
                            {{"terminationGracePeriodSeconds", 1}});
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
  // The 50 ms ticks that check the SIGKILL deadline do not wait for a change.
  CHECK(d.call("DELETE", "/api/v1/workloads/" + id).status == 202);
  CHECK(Daemon::eventually([&] { return d.get("/api/v1/workloads/" + id).status == 404; }));
  // A new workload still starts at once: nothing waits for a cycle to walk the store.
  std::string next = d.submit("next", "team-a", 1, "sleep 600");
  CHECK(Daemon::eventually([&] { return d.phase(next) == "Running"; }));
}

TEST_CASE("a pod is all of its processes: setsid children end with it, before its GPU is free") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  // Ends at once, leaving a child in a session of its own.
  std::string done = d.submit("done", "team-a", 1, "sh -c 'setsid sleep 4441 & exit 0'");
  REQUIRE(Daemon::eventually([&] { return d.phase(done) == "Completed"; }));
  CHECK_FALSE(process_alive("sleep 4441"));

  // Runs on with such a child; deleting it ends both.
  std::string id = d.submit("escaper", "team-a", 1, "sh -c 'setsid sleep 4442 & sleep 4443'",
                            {{"terminationGracePeriodSeconds", 1}});
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
  REQUIRE(Daemon::eventually([&] { return process_alive("sleep 4442"); }));
  CHECK(d.call("DELETE", "/api/v1/workloads/" + id).status == 202);
  REQUIRE(Daemon::eventually([&] { return d.get("/api/v1/workloads/" + id).status == 404; }));
  CHECK_FALSE(process_alive("sleep 4442"));
  CHECK_FALSE(process_alive("sleep 4443"));
}
