// Shared by the store tests: a temporary directory, models with every
// field set, and describe(), which prints every field so that two values
// compare field by field with a readable difference.
#ifndef GPUQ_TESTS_DAEMON_STORE_STORE_TEST_FIXTURES_H_
#define GPUQ_TESTS_DAEMON_STORE_STORE_TEST_FIXTURES_H_

#include <doctest/doctest.h>
#include <stdlib.h>

#include <cstdio>
#include <filesystem>
#include <limits>
#include <memory>
#include <sstream>
#include <string>

#include "daemon/store/run_extras_json.h"
#include "daemon/store/store.h"

namespace gpuq::daemon::testing {

// A directory under /tmp, removed with everything in it at scope exit.
struct TempDir {
  std::string path;
  TempDir() {
    char tmpl[] = "/tmp/gpuq-store-test-XXXXXX";
    REQUIRE(::mkdtemp(tmpl) != nullptr);
    path = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

inline std::unique_ptr<Store> open_or_fail(const std::string& dir) {
  auto store = open_sqlite_store(dir);
  REQUIRE_MESSAGE(store.has_value(), (store ? "" : store.error().message));
  return std::move(*store);
}

// Every field, exactly (doubles in hex), so that comparing two descriptions
// compares the values and a failure shows which field differs.
template <class T>
inline void put(std::ostringstream& out, const char* name, const T& v) {
  out << name << '=' << v << '\n';
}
inline void put(std::ostringstream& out, const char* name, const std::string& v) {
  out << name << "=[" << v << "]\n";
}
inline void put(std::ostringstream& out, const char* name, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", v);
  out << name << '=' << buf << '\n';
}
inline void put(std::ostringstream& out, const char* name, const core::QueueQuota& q) {
  for (std::size_t i = 0; i < core::kResourceCount; ++i) {
    out << name << ' ' << q.deserved.v[i] << ' ' << q.limit.v[i] << ' ';
    put(out, "weight", q.over_quota_weight[i]);
  }
}
template <class K, class V>
inline void put(std::ostringstream& out, const char* name, const std::map<K, V>& m) {
  for (const auto& [k, v] : m) put(out, (std::string(name) + "[" + k + "]").c_str(), v);
}
inline void put(std::ostringstream& out, const char* name,
                const std::vector<std::pair<std::string, std::string>>& pairs) {
  for (const auto& [k, v] : pairs) put(out, name, "[" + k + "]=[" + v + "]");
}
inline void put(std::ostringstream& out, const char* name, const std::vector<std::string>& v) {
  out << name << '#' << v.size() << '\n';
  for (const auto& s : v) put(out, name, s);
}

inline std::string describe(const Project& p) {
  std::ostringstream o;
  put(o, "id", p.id), put(o, "name", p.name), put(o, "parent", p.parent_id);
  put(o, "department", p.department), put(o, "priority", p.priority);
  put(o, "resources", p.resources), put(o, "default_quota", p.default_quota);
  put(o, "members", p.members), put(o, "description", p.description);
  put(o, "created_by", p.created_by), put(o, "created_at", p.created_at);
  put(o, "updated_at", p.updated_at);
  put(o, "preempt_min_runtime", p.min_runtime.preempt_s ? *p.min_runtime.preempt_s : -1);
  put(o, "reclaim_min_runtime", p.min_runtime.reclaim_s ? *p.min_runtime.reclaim_s : -1);
  return o.str();
}

inline std::string describe(const Workload& w) {
  std::ostringstream o;
  put(o, "id", w.id), put(o, "name", w.name), put(o, "type", static_cast<int>(w.type));
  put(o, "project", w.project_id), put(o, "by", w.submitted_by);
  put(o, "created", w.created_at), put(o, "updated", w.updated_at);
  put(o, "completed", w.completed_at), put(o, "class", w.priority_class);
  put(o, "priority", w.priority), put(o, "preemptible", w.preemptible);
  const auto& r = w.request;
  put(o, "gpus", r.gpus), put(o, "portion", r.gpu_portion), put(o, "gmem", r.gpu_memory);
  put(o, "mig", r.mig), put(o, "cpu", r.cpu), put(o, "mem", r.memory);
  put(o, "ext", r.extended);
  const auto& l = w.limits;
  put(o, "l.cpu", l.cpu), put(o, "l.mem", l.memory), put(o, "l.portion", l.gpu_portion);
  put(o, "l.gmem", l.gpu_memory), put(o, "l.shm", l.large_shm), put(o, "l.ext", l.extended);
  put(o, "parallelism", w.parallelism), put(o, "completions", w.completions);
  put(o, "min", w.min_available), put(o, "backoff", w.backoff_limit);
  put(o, "failures", w.failures), put(o, "succeeded", w.succeeded);
  put(o, "grace", w.termination_grace_s);
  put(o, "pools", w.node_pools);
  put(o, "argv", w.run.argv), put(o, "image", w.run.image), put(o, "wd", w.run.working_dir);
  put(o, "env", w.run.environment), put(o, "labels", w.run.labels);
  put(o, "annotations", w.run.annotations), put(o, "uid", w.run.uid), put(o, "gid", w.run.gid);
  put(o, "stdin", w.run.stdin_open), put(o, "tty", w.run.tty);
  put(o, "extras", w.run.extras != nullptr ? run_extras_to_json(*w.run.extras) : "");
  put(o, "desired", w.desired_phase), put(o, "phase", w.phase);
  put(o, "reason", w.phase_reason), put(o, "message", w.phase_message.str());
  put(o, "phase_at", w.phase_updated_at), put(o, "stale", w.stale_since);
  put(o, "last_start", w.last_start_at);
  for (const Pod& p : w.pods) {
    put(o, "pod", p.index), put(o, "phase", pod_phase_name(p.phase)), put(o, "node", p.node);
    for (const auto& d : p.devices)
      put(o, "device", std::to_string(d.index) + "/" + std::to_string(d.portion));
    for (const auto& m : p.mig) put(o, "mig", m.profile + "/" + std::to_string(m.index));
    put(o, "pid", p.pid), put(o, "ticks", p.start_ticks), put(o, "exit", p.exit_code);
    put(o, "attempts", p.attempts), put(o, "started", p.started_at);
    put(o, "finished", p.finished_at), put(o, "kill", p.kill_at), put(o, "log", p.log_path);
    put(o, "retry", p.retry_at), put(o, "completion", p.completion_index);
    for (const PortBinding& b : p.ports) {
      put(o, "port", std::to_string(b.container) + "->" + std::to_string(b.host));
    }
  }
  put(o, "spec", w.spec_json);
  return o.str();
}

inline std::string describe(const Token& t) {
  std::ostringstream o;
  put(o, "id", t.id), put(o, "name", t.name), put(o, "user", t.user), put(o, "hash", t.hash);
  put(o, "by", t.created_by), put(o, "at", t.created_at), put(o, "revoked", t.revoked);
  return o.str();
}

inline const std::string kNotUtf8 =
    std::string("caf\xe9 \xff\xfe", 7) + std::string(1, '\0') + "end";

inline Project full_project() {
  Project p;
  p.id = 7;
  p.name = "team-a";
  p.parent_id = 3;
  p.department = true;
  p.priority = 123;
  core::QueueQuota q;
  q.deserved = core::ResourceVector::of(2500, 16000, 64LL << 30);
  q.limit = core::ResourceVector::of(core::kUnlimited, 32000, core::kUnlimited);
  q.over_quota_weight = {0.1, std::numeric_limits<double>::infinity(), 3.0};
  p.resources["default"] = q;
  q.over_quota_weight = {1e-300, 2.5, 0.0};
  p.resources[kNotUtf8] = q;
  p.default_quota.deserved = core::ResourceVector::of(1000, 0, 5);
  p.members = {"alice", "@ml", kNotUtf8, ""};
  p.description = "quotes \" and \\ and\nnewlines \t ✓";
  p.created_by = "root";
  p.created_at = 1700000000123;
  p.updated_at = 1700000000456;
  p.min_runtime.preempt_s = 0;  // set to 0: not inherited
  p.min_runtime.reclaim_s = 3600;
  return p;
}

inline Workload full_workload(std::string id = "0b7a1c2e-9f00-4c1e-8d2a-5e9a7c3b1f00") {
  Workload w;
  w.id = std::move(id);
  w.name = "train-1";
  w.type = core::WorkloadType::inference;
  w.project_id = 7;
  w.submitted_by = "alice";
  w.created_at = 1700000001000;
  w.updated_at = 1700000002000;
  w.completed_at = 1700000003000;
  w.priority_class = "very-high";
  w.priority = 150;
  w.preemptible = false;
  w.request.gpus = 2;
  w.request.gpu_portion = 500;
  w.request.gpu_memory = 20LL << 30;
  w.request.mig = {{"1g.10gb", 2}, {"3g.40gb", 1}};
  w.request.cpu = 1500;
  w.request.memory = 8LL << 30;
  w.request.extended = {{"nvidia.com/rdma", 3}, {kNotUtf8, INT64_MAX}};
  w.limits = PodLimits{4000, 16LL << 30, 700, 24LL << 30, true, {{"fpga", 1}}};
  w.parallelism = 4;
  w.completions = 8;
  w.min_available = 3;
  w.backoff_limit = 2;
  w.failures = 1;
  w.succeeded = 5;
  w.termination_grace_s = 45;
  w.node_pools = {"a100", "default"};
  w.run.argv = {"python", "train.py", "--lr=0.1", "", kNotUtf8};
  w.run.image = "nvcr.io/nvidia/pytorch:24.01-py3";
  w.run.working_dir = "/home/alice/work";
  w.run.environment = {{"B", "2"}, {"A", "1"}, {"A", "dup"}, {"EMPTY", ""}};
  w.run.labels = {{"team", "a"}};
  w.run.annotations = {{"note", kNotUtf8}};
  w.run.uid = 4294967294u;
  w.run.gid = 0;  // root: not the default (-1)
  w.run.stdin_open = true;
  w.run.tty = true;
  RunExtras extras;
  extras.secrets = {"A"};
  extras.disk = 1024;
  extras.delete_after_s = 600;
  extras.ports = {{8888, 0, "NodePort", "jupyter"}, {6006, 7000, "ClusterIP", ""}};
  extras.exposed_urls = nlohmann::json::parse(R"([{"container":8888,"url":"https://nb.lab"}])");
  w.run.extras = share_run_extras(std::move(extras));
  w.desired_phase = "Stopped";
  w.phase = "Running";
  w.phase_reason = "OverLimit";
  w.phase_message = "evicted by reclaim for \"team-b\"";
  w.phase_updated_at = 1700000002500;
  w.stale_since = 1700000002600;
  w.last_start_at = 1700000002700;
  Pod p0;
  p0.index = 0;
  p0.phase = PodPhase::running;
  p0.node = "local";
  p0.devices = {{0, 1000}, {3, 250}};
  p0.mig = {{"1g.10gb", 5}};
  p0.pid = 4242;
  p0.start_ticks = UINT64_MAX;
  p0.exit_code = 137;
  p0.attempts = 3;
  p0.started_at = 1700000001500;
  p0.finished_at = 1700000001600;
  p0.retry_at = 1700000009000;
  p0.kill_at = 1700000001700;
  p0.log_path = "/var/lib/gpuq/logs/x-0.log";
  p0.ports = {{8888, 30000}, {6006, 6006}};
  Pod p1;
  p1.index = 1;
  p1.completion_index = 7;  // a sweep's slot on its eighth run: without a retry time
  p1.phase = PodPhase::releasing;
  p1.log_path = kNotUtf8;
  w.pods = {p0, p1, Pod{}};
  w.pods[2].index = 2;
  w.pods[2].completion_index = 2;
  w.pods[2].phase = PodPhase::failed;
  w.spec_json = R"({"command":"python","args":"train.py","gpu":2})";
  return w;
}

inline Token full_token() {
  return Token{5, "ci", "bob", std::string(64, 'a'), "root", 1700000009000, true};
}

// The tests below run against both stores.
}  // namespace gpuq::daemon::testing

#endif  // GPUQ_TESTS_DAEMON_STORE_STORE_TEST_FIXTURES_H_
