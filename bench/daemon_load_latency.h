// The latency measurements of daemon_load: submit -> process started on an
// empty store, and submit -> the scheduler's decision with a full store.
// Each returns raw samples; daemon_load.cpp turns them into rows.
// Header-only, like daemon_load_support.h.
#ifndef GPUQ_BENCH_DAEMON_LOAD_LATENCY_H_
#define GPUQ_BENCH_DAEMON_LOAD_LATENCY_H_

#include "daemon_load_support.h"

namespace gpuq::load {

struct StartLatency {
  std::vector<double> started_ms;  // submit -> the pod's startedAt
  std::vector<double> ran_ms;      // submit -> the clock the command printed
  std::size_t missing = 0;         // never seen started within 60 s
  int failed = 0;
  double submit_s = 0;  // how long submitting took
  double worst_late_ms = 0;
};

// Submits `n` trivial workloads (`date +%s%N`, 0 GPUs) of project `project`
// at `rate` per second, then polls each until its pod has started.
inline StartLatency measure_start_latency(const std::string& socket, const std::string& project,
                                          int n, double rate) {
  Client c(socket);
  StartLatency out;
  const double period_ms = 1000.0 / rate;
  struct Sent {
    std::string id;
    double sent_ms;
  };
  std::vector<Sent> sent;
  sent.reserve(static_cast<std::size_t>(n));
  auto t0 = Steady::now();
  const double budget_s = n / rate * 3 + 30;
  for (int i = 0; i < n; ++i) {
    check_interrupted();
    auto due = t0 + std::chrono::duration_cast<Steady::duration>(
                        std::chrono::duration<double, std::milli>(i * period_ms));
    std::this_thread::sleep_until(due);
    out.worst_late_ms = std::max(out.worst_late_ms, ms_since(due));
    if (s_since(t0) > budget_s)
      throw std::runtime_error("submit -> started: out of time submitting");
    char name[32];
    std::snprintf(name, sizeof name, "s-%05d", i);
    const double at = wall_ms();
    long s = c.post(kSubmitPath, submit_body(name, project, "date +%s%N", 0));
    if (s != 202)
      throw std::runtime_error("submit " + std::string(name) + ": " + std::to_string(s) + " " +
                               c.body());
    json reply = json::parse(c.body());
    sent.push_back({reply.value("id", reply.value("workloadId", "")), at});
  }
  out.submit_s = s_since(t0);
  // Collect the pods' startedAt (set by the daemon right after it started the
  // process); every workload is polled until it has one, for at most 60 s.
  std::vector<bool> have(sent.size(), false);
  out.missing = sent.size();
  auto t1 = Steady::now();
  while (out.missing > 0 && s_since(t1) < 60) {
    check_interrupted();
    for (std::size_t i = 0; i < sent.size(); ++i) {
      if (have[i]) continue;
      if (c.get("/api/v1/workloads/" + sent[i].id) != 200) continue;
      json w = json::parse(c.body(), nullptr, false);
      if (!w.is_object() || !w.contains("pods") || w["pods"].empty()) continue;
      const json& pod = w["pods"][0];
      auto started = parse_iso_ms(pod.value("startedAt", json()));
      if (!started) {
        if (w.value("phase", "") == "Failed") {
          have[i] = true;
          --out.missing;
          ++out.failed;
        }
        continue;
      }
      // The command (`date +%s%N`) printed its own start time into the pod's log.
      if (c.get("/api/v1/workloads/" + sent[i].id + "/logs") != 200) continue;
      long long ns = 0;
      if (std::sscanf(c.body().c_str(), "%lld", &ns) != 1 || ns <= 0) continue;
      // startedAt is floored to the millisecond: +0.5 ms is the unbiased estimate.
      out.started_ms.push_back(*started + 0.5 - sent[i].sent_ms);
      out.ran_ms.push_back(static_cast<double>(ns) / 1e6 - sent[i].sent_ms);
      have[i] = true;
      --out.missing;
    }
    if (out.missing > 0) sleep_ms(100);
  }
  return out;
}

// What a workload says before the scheduler has looked at it.
inline constexpr const char* kUndecided = "waiting for the scheduler";

struct DecisionLatency {
  std::vector<double> ms;  // submit sent -> first reading that shows the decision
  int undecided = 0;       // no decision within 10 s
};

// Submits `n` workloads named `<prefix>-<i>` of project `project` one at a
// time, each asking for `gpus` (with allowPending, so one that cannot fit
// waits), and after each polls the workload every 0.25 ms until its phase
// message is no longer kUndecided: the time from sending the submit to that
// reading. One client, so the daemon sees nothing else meanwhile.
inline DecisionLatency measure_decision_latency(const std::string& socket,
                                                const std::string& project,
                                                const std::string& prefix, int n, int gpus,
                                                const std::string& command) {
  Client c(socket);
  DecisionLatency out;
  for (int i = 0; i < n; ++i) {
    check_interrupted();
    const std::string name = prefix + "-" + std::to_string(i);
    auto t0 = Steady::now();
    long s = c.post(kWaitingSubmitPath, submit_body(name, project, command, gpus));
    if (s != 202)
      throw std::runtime_error("submit " + name + ": " + std::to_string(s) + " " + c.body());
    const std::string id = json::parse(c.body()).value("id", "");
    bool decided = false;
    while (!decided && s_since(t0) < 10) {
      if (c.get("/api/v1/workloads/" + id) != 200)
        throw std::runtime_error("get " + name + ": " + c.body());
      json w = json::parse(c.body());
      decided = w.value("phase", "") != "Pending" || w.value("phaseMessage", "") != kUndecided;
      if (!decided) sleep_ms(0.25);
    }
    if (decided) {
      out.ms.push_back(ms_since(t0));
    } else {
      ++out.undecided;
    }
  }
  return out;
}

}  // namespace gpuq::load

#endif  // GPUQ_BENCH_DAEMON_LOAD_LATENCY_H_
