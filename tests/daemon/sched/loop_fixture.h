// The scheduler loop under test without threads, sleeps or processes: a
// real Service (memory store, mock GPUs) on a fake clock, the fake process
// runner, and the loop driven one tick at a time. Workloads are submitted
// through the API handler, so they are what a client would have made.
#ifndef GPUQ_TESTS_DAEMON_SCHED_LOOP_FIXTURE_H_
#define GPUQ_TESTS_DAEMON_SCHED_LOOP_FIXTURE_H_

#include <doctest/doctest.h>

#include <unistd.h>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>

#include "daemon/api/api.h"
#include "daemon/exec/fake_process_runner.h"
#include "daemon/sched/scheduler_loop.h"
#include "daemon/store/store.h"
#include "tests/support/admin_request.h"

namespace gpuq::daemon::test {

// The GPU memory each (pid, device) uses, as NVML would report it; set by
// the test, read by the daemon through MeteredInventory.
class GpuMemoryMeter {
 public:
  void set(pid_t pid, const std::string& uuid, int64_t bytes) {
    std::lock_guard lock(mu_);
    used_[{pid, uuid}] = bytes;
  }
  int64_t get(pid_t pid, const std::string& uuid) const {
    std::lock_guard lock(mu_);
    auto it = used_.find({pid, uuid});
    return it == used_.end() ? 0 : it->second;
  }

 private:
  mutable std::mutex mu_;
  std::map<std::pair<pid_t, std::string>, int64_t> used_;
};

// A mock inventory whose processes use what the meter says.
class MeteredInventory final : public GpuInventory {
 public:
  MeteredInventory(std::unique_ptr<GpuInventory> inner, std::shared_ptr<const GpuMemoryMeter> meter)
      : inner_(std::move(inner)), meter_(std::move(meter)) {}
  std::string source() const override { return inner_->source(); }
  const std::vector<GpuDevice>& devices() const override { return inner_->devices(); }
  int64_t process_memory(pid_t pid, const std::string& uuid) const override {
    return meter_->get(pid, uuid);
  }

 private:
  std::unique_ptr<GpuInventory> inner_;
  std::shared_ptr<const GpuMemoryMeter> meter_;
};

// Thrown at the crash step a test chose: the daemon "dies" there; the test
// catches it and calls restart().
struct SimulatedCrash {
  std::string step;
};

class LoopFixture {
 public:
  // `sqlite`: the store is a real SQLite file in the state directory, so
  // that restart() finds what the first daemon wrote.
  explicit LoopFixture(int gpus = 4, int64_t grace_s = 30, bool sqlite = false)
      : gpus_(gpus), grace_s_(grace_s), sqlite_(sqlite) {
    dir_ = std::filesystem::temp_directory_path() /
           ("gpuq-loop-" + std::to_string(::getpid()) + "-" + std::to_string(++counter()));
    std::filesystem::create_directories(dir_);
    admin.uid = ::geteuid();
    admin.gid = ::getegid();
    admin.user = "admin";
    admin.admin = true;
    open();
  }
  // As a daemon that stopped (or was killed) and started again: a new
  // Service over the same store, a new loop that recovers; the fake
  // processes live on in the runner, as real pods outlive their daemon.
  void restart() {
    loop.reset();
    api = nullptr;
    service.reset();
    open();
    loop->recover();
  }
  // Starts the daemon again with `change` applied to its configuration
  // (from now on, restarts included). Call before anything is submitted
  // when the store is in memory: what it held is gone.
  void configure(std::function<void(DaemonConfig&)> change) {
    configure_ = std::move(change);
    restart();
  }
  ~LoopFixture() {
    loop.reset();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  LoopFixture(const LoopFixture&) = delete;
  LoopFixture& operator=(const LoopFixture&) = delete;

  // As the daemon's thread does: a tick, forced when something changed;
  // then 50 ms pass.
  void tick() {
    loop->tick(service->wait_for_change(0));
    clock.advance(50);
  }
  void ticks(int n) {
    for (int i = 0; i < n; ++i) tick();
  }
  // Ticks through `seconds` of fake time (at least one full cycle per second).
  void run_for(int seconds) { ticks(seconds * 20); }

  nlohmann::json call(const std::string& method, const std::string& path,
                      const nlohmann::json& body, int expected) {
    HttpResponse response = gpuq::test::sent(api(gpuq::test::admin_request(method, path, body)));
    INFO(method << " " << path << " -> " << response.status << " " << response.body);
    CHECK(response.status == expected);
    return nlohmann::json::parse(response.body, nullptr, false);
  }

  void project(const std::string& name, double gpus) {
    call("POST", "/api/v1/org-unit/projects",
         {{"name", name},
          {"resources", {{{"nodePool", {{"name", "default"}}}, {"gpu", {{"deserved", gpus}}}}}}},
         201);
  }

  // Submits a training; returns its id.
  std::string submit(const std::string& name, const std::string& project,
                     nlohmann::json compute = {{"gpuDevicesRequest", 1}},
                     nlohmann::json spec = nlohmann::json::object()) {
    spec["command"] = "sleep 600";
    spec["compute"] = std::move(compute);
    nlohmann::json created = call("POST", "/api/v1/workloads/trainings",
                                  {{"name", name}, {"projectId", project}, {"spec", spec}}, 202);
    return created.value("id", "");
  }

  Workload workload(const std::string& id) const {
    auto w = service->workload(id);
    REQUIRE_MESSAGE(w.has_value(), (w ? "" : w.error().to_string()));
    return *w;
  }
  std::string phase(const std::string& id) const { return workload(id).phase; }

  std::string state_dir() const { return dir_.string(); }

  // The fake processes alive for workload `id`.
  std::vector<FakeProcessRunner::Process> alive_of(const std::string& id) const {
    std::vector<FakeProcessRunner::Process> out;
    for (const auto& p : runner.alive()) {
      if (p.request.cgroup_name.rfind("gpuq-" + id + "-", 0) == 0) out.push_back(p);
    }
    return out;
  }

  // The daemon stops dead at `step` (kCrashSteps) from now on, until
  // restart(): the next tick() or call that reaches it throws SimulatedCrash.
  void crash_at(std::string step) {
    service->set_crash_points(CrashPoints([step](std::string_view at) {
      if (at == step) throw SimulatedCrash{std::string(at)};
    }));
  }

  FakeClock clock;
  FakeProcessRunner runner;
  std::shared_ptr<GpuMemoryMeter> gpu_memory = std::make_shared<GpuMemoryMeter>();
  std::unique_ptr<Service> service;
  HttpHandler api;
  std::unique_ptr<SchedulerLoop> loop;
  Caller admin;

 private:
  void open() {
    DaemonConfig config;
    config.state_dir = dir_.string();
    config.policy.termination_grace_s = grace_s_;
    if (configure_) configure_(config);
    auto inventory = parse_mock_inventory(
        "devices:\n  - {model: Mock GPU, memory: 80Gi, count: " + std::to_string(gpus_) + "}\n",
        "mock.yaml");
    REQUIRE(inventory.has_value());
    std::unique_ptr<Store> store;
    if (sqlite_) {
      auto opened_store = open_sqlite_store(dir_.string());
      REQUIRE_MESSAGE(opened_store.has_value(),
                      (opened_store ? "" : opened_store.error().to_string()));
      store = std::move(*opened_store);
    } else {
      store = make_memory_store();
    }
    service = std::make_unique<Service>(
        config, std::move(store),
        std::make_unique<MeteredInventory>(std::move(*inventory), gpu_memory), clock);
    service->attach_runner(&runner);
    auto opened = service->open();
    REQUIRE_MESSAGE(opened.has_value(), (opened ? "" : opened.error().to_string()));
    api = api::make_api_handler(*service);
    loop = std::make_unique<SchedulerLoop>(*service, runner, dir_.string(), nullptr);
  }

  int gpus_;
  int64_t grace_s_;
  bool sqlite_;
  std::function<void(DaemonConfig&)> configure_;

  static int& counter() {
    static int n = 0;
    return n;
  }
  std::filesystem::path dir_;
};

// Whether workload `id` has an event of `type` whose message contains `part`.
inline bool has_event(const LoopFixture& f, const std::string& id, const std::string& type,
                      const std::string& part = {}) {
  auto events = f.service->events(id);
  REQUIRE(events.has_value());
  for (const Event& e : *events) {
    if (e.type == type && e.message.find(part) != std::string::npos) return true;
  }
  return false;
}

// The invariants of a workload that should be running: phase Running, one
// live process per pod, each pod holding the process it names, and no
// process of it outside its pods.
inline void check_runs_once(const LoopFixture& f, const std::string& id) {
  Workload w = f.workload(id);
  CHECK(w.phase == "Running");
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == w.pods.size());
  for (const Pod& pod : w.pods) {
    CHECK(pod.phase == PodPhase::running);
    bool found = false;
    for (const auto& p : alive) found = found || (p.id.pid == pod.pid);
    CHECK_MESSAGE(found, "pod " << pod.index << " names pid " << pod.pid
                                << ", which is not one of its live processes");
  }
}

// No device is given out beyond its capacity by live pods.
inline void check_devices_not_overcommitted(const LoopFixture& f) {
  std::map<int, int64_t> used;
  f.service->read([&](const State& state) {
    for (const Workload& w : state.workloads) {
      for (const Pod& p : w.pods) {
        if (p.phase == PodPhase::pending || p.phase == PodPhase::succeeded ||
            p.phase == PodPhase::failed) {
          continue;
        }
        for (const core::DeviceShare& d : p.devices) used[d.index] += d.portion;
      }
    }
  });
  for (const auto& [index, portion] : used) {
    CHECK_MESSAGE(portion <= core::kMilli,
                  "GPU " << index << " is given out " << portion << "/" << core::kMilli);
  }
}

}  // namespace gpuq::daemon::test

#endif  // GPUQ_TESTS_DAEMON_SCHED_LOOP_FIXTURE_H_
