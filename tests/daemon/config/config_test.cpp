#include "daemon/config/config.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

using gpuq::core::Error;
using gpuq::core::kUnlimited;
using gpuq::core::Placement;
using gpuq::core::QueueQuota;
using gpuq::core::ResourceVector;
using gpuq::daemon::DaemonConfig;
using gpuq::daemon::load_config;
using gpuq::daemon::parse_config;
using gpuq::daemon::ProjectConfig;

namespace {

constexpr int64_t kGi = 1LL << 30;

DaemonConfig parse(const std::string& text) {
  auto r = parse_config(text, "t.yaml");
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  return *r;
}

// The error for `text`; its `where` must be `where` and its message must
// contain `message`.
void check_error(const std::string& text, const std::string& where, const std::string& message) {
  auto r = parse_config(text, "t.yaml");
  REQUIRE_MESSAGE(!r.has_value(), "parsed: " << text);
  CHECK(r.error().code == Error::Code::invalid_argument);
  CHECK_MESSAGE(r.error().where == where, r.error().to_string());
  CHECK_MESSAGE(r.error().message.find(message) != std::string::npos, r.error().to_string());
}

const ProjectConfig& project(const DaemonConfig& c, const std::string& name) {
  for (const ProjectConfig& p : c.projects) {
    if (p.name == name) return p;
  }
  FAIL("no project " << name);
  throw;
}

}  // namespace

TEST_CASE("config: examples/daemon.yaml reads with every key") {
  std::string path = std::string(GPUQ_SOURCE_DIR) + "/examples/daemon.yaml";
  auto r = load_config(path);
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  const DaemonConfig& c = *r;
  CHECK(c.state_dir == "/var/lib/gpuq");
  CHECK(c.socket_path == "/run/gpuq/gpuq.sock");
  CHECK(c.socket_group == "gpu-users");
  CHECK(c.listen == "127.0.0.1:8470");
  CHECK(c.gpus == "auto");
  CHECK(c.administrators == std::vector<std::string>{"alice", "@gpu-admins"});

  REQUIRE(c.pools.size() == 2);
  CHECK(c.pools[0].name == "interactive");
  CHECK(c.pools[0].devices == std::vector<int>{0, 1, 2, 3});
  CHECK(c.pools[0].placement_gpu == Placement::spread);
  CHECK(c.pools[0].placement_cpu == Placement::binpack);
  CHECK(c.pools[1].name == "batch");
  CHECK(c.pools[1].devices == std::vector<int>{4, 5, 6, 7});
  CHECK(c.pools[1].placement_gpu == Placement::binpack);

  // Departments first, then projects, each in file order.
  REQUIRE(c.projects.size() == 4);
  CHECK(c.projects[0].name == "research");
  CHECK(c.projects[0].department);
  CHECK(c.projects[1].name == "team-a");
  CHECK_FALSE(c.projects[1].department);

  const ProjectConfig& research = project(c, "research");
  const QueueQuota& dept = research.resources.at("*");
  CHECK(dept.deserved == ResourceVector::of(6000, 64000, 256 * kGi));
  CHECK(dept.limit == ResourceVector::of(8000, kUnlimited, kUnlimited));
  CHECK(dept.over_quota_weight == std::array<double, 3>{2.0, 1.0, 1.0});
  CHECK(research.priority == 100);
  CHECK(research.description == "Research groups");
  // A pool entry overrides what it names and inherits the rest.
  const QueueQuota& interactive = research.resources.at("interactive");
  CHECK(interactive.deserved == ResourceVector::of(2000, -1, -1));
  CHECK(interactive.limit == ResourceVector::of(4000, -1, -1));
  CHECK(interactive.over_quota_weight == std::array<double, 3>{2.0, 1.0, 1.0});
  const QueueQuota& batch = research.resources.at("batch");
  CHECK(batch.deserved == ResourceVector::of(4000, -1, -1));
  CHECK(batch.limit == ResourceVector::of(8000, -1, -1));
  CHECK(batch.over_quota_weight == std::array<double, 3>{3.0, 1.0, 1.0});

  const ProjectConfig& team_a = project(c, "team-a");
  CHECK(team_a.parent == "research");
  CHECK(team_a.members == std::vector<std::string>{"bob", "@ml"});
  CHECK(team_a.description == "Vision models");
  CHECK(team_a.resources.at("*").deserved == ResourceVector::of(2000, 16000, 64 * kGi));
  CHECK(team_a.resources.at("*").limit == ResourceVector::of(4000, -1, -1));
  CHECK(team_a.resources.at("batch").deserved == ResourceVector::of(3000, -1, -1));
  CHECK(team_a.resources.at("batch").limit == ResourceVector::of(4000, -1, -1));
  CHECK(team_a.resources.size() == 2);

  const ProjectConfig& sandbox = project(c, "sandbox");
  CHECK(sandbox.parent.empty());
  CHECK(sandbox.members.empty());
  CHECK(sandbox.resources.at("*").over_quota_weight == std::array<double, 3>{0.5, 1.0, 1.0});

  CHECK(c.policy.termination_grace_s == 30);
  CHECK(c.policy.max_consolidation_victims == 16);
  CHECK_FALSE(c.policy.allow_gpu_memory_limits);
  CHECK(c.policy.stale_grace_period_s == 60);
  CHECK(c.policy.log_limit == 64LL << 20);

  REQUIRE(c.profiles.size() == 5);
  CHECK(c.profiles[0].name == "small");
  CHECK(c.profiles[0].description == "One fifth of a GPU for notebooks");
  CHECK(c.profiles[0].fields.at("gpu") == "0.2");
  CHECK(c.profiles[0].fields.at("mem") == "8Gi");
  CHECK(c.profiles[0].fields.at("node_pool") == "interactive");
  CHECK_FALSE(c.profiles[0].fields.contains("description"));
  CHECK(c.profiles[1].fields.at("gpu_model") == "NVIDIA H100 80GB HBM3");
  CHECK(c.profiles[1].fields.at("node_pools") == "batch");
  CHECK(c.profiles[3].fields.at("mig") == "1g.10gb");
}

TEST_CASE("config: an empty file gives the defaults") {
  for (const char* text : {"", "# nothing\n", "{}"}) {
    DaemonConfig c = parse(text);
    CHECK(c.state_dir.empty());
    CHECK(c.socket_path.empty());
    CHECK(c.socket_group.empty());
    CHECK(c.listen.empty());
    CHECK(c.gpus == "auto");
    CHECK(c.administrators.empty());
    CHECK(c.pools.empty());
    CHECK(c.projects.empty());
    CHECK(c.profiles.empty());
    CHECK(c.policy.termination_grace_s == 30);
    CHECK(c.policy.max_consolidation_victims == 16);
    CHECK_FALSE(c.policy.allow_gpu_memory_limits);
    CHECK(c.policy.stale_grace_period_s == 60);
    CHECK(c.policy.log_limit == 64LL << 20);
  }
}

TEST_CASE("config: a project without quotas gets the core defaults") {
  DaemonConfig c = parse("projects:\n  - name: p\n");
  REQUIRE(c.projects.size() == 1);
  const ProjectConfig& p = c.projects[0];
  CHECK(p.priority == 100);
  CHECK_FALSE(p.department);
  REQUIRE(p.resources.size() == 1);
  const QueueQuota& q = p.resources.at("*");
  CHECK(q.deserved == ResourceVector::of(0, kUnlimited, kUnlimited));
  CHECK(q.limit == ResourceVector::of(kUnlimited, kUnlimited, kUnlimited));
  CHECK(q.over_quota_weight == std::array<double, 3>{1.0, 1.0, 1.0});
}

TEST_CASE("config: values in their other forms") {
  DaemonConfig c = parse(
      "pools:\n"
      "  - {name: a, devices: 3}\n"
      "  - {name: b, devices: \"0, 5-6\"}\n"
      "  - {name: c, devices: [1, \"8-9\"]}\n"
      "administrators: \"@wheel\"\n"
      "policy:\n"
      "  termination_grace_period: 90\n"
      "  stale_gang_grace_period: never\n"
      "  max_consolidation_victims: -1\n"
      "  allow_gpu_memory_limits: yes\n"
      "projects:\n"
      "  - name: p\n"
      "    quota: {gpu: 0.5, cpu: 500m, memory: 1.5Gi}\n"
      "    limit: {gpu: -1, cpu: 2}\n"
      "    over_quota_weight: {cpu: 2}\n"
      "    members: dave\n"
      "    pools: {c: {limit: {gpu: 3}}}\n");
  CHECK(c.pools[0].devices == std::vector<int>{3});
  CHECK(c.pools[1].devices == std::vector<int>{0, 5, 6});
  CHECK(c.pools[2].devices == std::vector<int>{1, 8, 9});
  CHECK(c.administrators == std::vector<std::string>{"@wheel"});
  CHECK(c.policy.termination_grace_s == 90);
  CHECK(c.policy.stale_grace_period_s == -1);
  CHECK(c.policy.max_consolidation_victims == -1);
  CHECK(c.policy.allow_gpu_memory_limits);
  const ProjectConfig& p = c.projects[0];
  CHECK(p.members == std::vector<std::string>{"dave"});
  CHECK(p.resources.at("*").deserved == ResourceVector::of(500, 500, 3 * (kGi / 2)));
  CHECK(p.resources.at("*").limit == ResourceVector::of(-1, 2000, -1));
  CHECK(p.resources.at("*").over_quota_weight == std::array<double, 3>{1.0, 2.0, 1.0});
  CHECK(p.resources.at("c").limit == ResourceVector::of(3000, -1, -1));
  CHECK(p.resources.at("c").deserved == ResourceVector::of(500, 500, 3 * (kGi / 2)));

  CHECK(parse("policy: {termination_grace_period: 1h30m, max_termination_grace_period: 2h}")
            .policy.termination_grace_s == 5400);
  CHECK(parse("policy: {termination_grace_period: 2m}").policy.termination_grace_s == 120);
  CHECK(parse("policy: {stale_gang_grace_period: -1}").policy.stale_grace_period_s == -1);
  CHECK(parse("").policy.retry_backoff_s == 10);
  CHECK(parse("").policy.max_termination_grace_s == 300);
  CHECK(parse("").policy.log_disk_reserve == 64LL << 20);
  CHECK(parse("policy: {log_disk_reserve: 0}").policy.log_disk_reserve == 0);
  CHECK(parse("policy: {max_termination_grace_period: 1h}").policy.max_termination_grace_s == 3600);
  CHECK(parse("policy: {retry_backoff: 0}").policy.retry_backoff_s == 0);
  CHECK(parse("policy: {retry_backoff: 6m}").policy.retry_backoff_s == 360);
  CHECK(parse("listen: \"[::1]:8470\"").listen == "[::1]:8470");
  CHECK(parse("gpus: none").gpus == "none");
  CHECK(parse("").port_range_first == 30000);
  CHECK(parse("ports: 40000-40010").port_range_first == 40000);
  CHECK(parse("ports: 40000-40010").port_range_last == 40010);
  CHECK(parse("gpus: mock:/x/m.yaml").gpus == "mock:/x/m.yaml");
  // Without pools, the only pool is "default".
  CHECK(parse("projects: [{name: p, pools: {default: {quota: {gpu: 1}}}}]")
            .projects[0]
            .resources.at("default")
            .deserved.gpu() == 1000);
}

TEST_CASE("config: relative paths are relative to the file's directory") {
  auto r = parse_config("state_dir: state\nsocket: {path: run/g.sock}\ngpus: mock:m.yaml\n",
                        "/etc/gpuq/daemon.yaml");
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  CHECK(r->state_dir == "/etc/gpuq/state");
  CHECK(r->socket_path == "/etc/gpuq/run/g.sock");
  CHECK(r->gpus == "mock:/etc/gpuq/m.yaml");
  CHECK(parse("state_dir: /abs\n").state_dir == "/abs");
  CHECK(parse("state_dir: rel\n").state_dir == "rel");  // no directory in the name
}

TEST_CASE("config: unknown keys name the line, the key and the closest one") {
  check_error("state_dir: /x\npolcy: {}\n", "t.yaml:2: polcy",
              "unknown key \"polcy\" (did you mean \"policy\"?)");
  check_error("socket:\n  path: /x\n  grp: g\n", "t.yaml:3: socket.grp",
              "allowed keys: path, group");
  check_error("pools:\n  - name: a\n    placment: {gpu: spread}\n", "t.yaml:3: pools[0].placment",
              "did you mean \"placement\"?");
  check_error("pools:\n  - name: a\n    placement: {gpus: spread}\n",
              "t.yaml:3: pools[0].placement.gpus", "did you mean \"gpu\"?");
  check_error("projects:\n  - name: p\n    quota: {gpus: 1}\n", "t.yaml:3: projects[0].quota.gpus",
              "did you mean \"gpu\"?");
  check_error("departments:\n  - name: d\n    members: [x]\n", "t.yaml:3: departments[0].members",
              "unknown key \"members\"");
  check_error("policy:\n  log_limt: 1Mi\n", "t.yaml:2: policy.log_limt",
              "did you mean \"log_limit\"?");
  check_error("profiles:\n  - name: x\n    memory: 1Gi\n", "t.yaml:3: profiles[0].memory",
              "unknown key \"memory\"");
  check_error("projects:\n  - name: p\n    pools: {default: {quota: {}, limits: {}}}\n",
              "t.yaml:3: projects[0].pools.default.limits", "did you mean \"limit\"?");
  check_error("gpus: auto\ngpus: none\n", "t.yaml:2: gpus", "appears twice");
}

TEST_CASE("config: bad values name the line and the key") {
  check_error("listen: 8470\n", "t.yaml:1: listen", "expected HOST:PORT");
  check_error("listen: \"localhost:99999\"\n", "t.yaml:1: listen", "expected HOST:PORT");
  check_error("gpus: nvml\n", "t.yaml:1: gpus", "expected auto, none or mock:FILE");
  check_error("ports: 80-90\n", "t.yaml:1: ports", "expected FIRST-LAST ports between 1024");
  check_error("ports: 5000-4000\n", "t.yaml:1: ports", "expected FIRST-LAST");
  check_error("ports: 5000\n", "t.yaml:1: ports", "expected FIRST-LAST");
  check_error("gpus: \"mock:\"\n", "t.yaml:1: gpus", "expected auto, none or mock:FILE");
  check_error("state_dir: [a]\n", "t.yaml:1: state_dir", "expected a string");
  check_error("state_dir: \"\"\n", "t.yaml:1: state_dir", "expected a path");
  check_error("administrators: [alice, \"bad user\"]\n", "t.yaml:1: administrators[1]",
              "expected a user name, or a group written \"@group\"");
  check_error("administrators: [\"@\"]\n", "t.yaml:1: administrators[0]", "expected a user name");
  check_error("socket: /run/x.sock\n", "t.yaml:1: socket", "expected a map");
  check_error("pools:\n  - name: a\n    placement: {gpu: spred}\n",
              "t.yaml:3: pools[0].placement.gpu",
              "expected one of binpack, spread, got \"spred\" (did you mean \"spread\"?)");
  check_error("pools:\n  - name: a\n    devices: \"3-1\"\n", "t.yaml:3: pools[0].devices",
              "expected device indices");
  check_error("pools:\n  - name: a\n    devices: [0, x]\n", "t.yaml:3: pools[0].devices[1]",
              "expected device indices");
  check_error("pools:\n  - name: a\n    devices: \"0,0\"\n", "t.yaml:3: pools[0].devices",
              "device 0 is listed twice");
  check_error("policy:\n  termination_grace_period: soon\n",
              "t.yaml:2: policy.termination_grace_period", "expected a duration");
  check_error("policy:\n  termination_grace_period: 5s1m\n",
              "t.yaml:2: policy.termination_grace_period", "expected a duration");
  check_error("policy:\n  stale_gang_grace_period: -5\n",
              "t.yaml:2: policy.stale_gang_grace_period",
              "expected a duration such as 60, 60s or 5m, or never (-1), got \"-5\"");
  check_error("policy:\n  max_consolidation_victims: -2\n",
              "t.yaml:2: policy.max_consolidation_victims", "expected a whole number between -1");
  check_error("policy:\n  allow_gpu_memory_limits: maybe\n",
              "t.yaml:2: policy.allow_gpu_memory_limits", "expected true or false");
  check_error("policy:\n  log_limit: 0\n", "t.yaml:2: policy.log_limit", "above 0");
  check_error("policy:\n  termination_grace_period: 10m\n  max_termination_grace_period: 5m\n",
              "t.yaml:2: policy.termination_grace_period",
              "the default grace period (600s) is above max_termination_grace_period (300s)");
  check_error("policy:\n  retry_backoff: 7m\n", "t.yaml:2: policy.retry_backoff",
              "the retry back-off must be at most 360s (6m)");
  check_error("policy:\n  retry_backoff: -1\n", "t.yaml:2: policy.retry_backoff",
              "expected a duration");
  check_error("projects:\n  - name: p\n    quota: {gpu: lots}\n", "t.yaml:3: projects[0].quota.gpu",
              "or -1 for unlimited");
  check_error("projects:\n  - name: p\n    quota: {memory: -2Gi}\n",
              "t.yaml:3: projects[0].quota.memory", "or -1 for unlimited");
  check_error("projects:\n  - name: p\n    over_quota_weight: -1\n",
              "t.yaml:3: projects[0].over_quota_weight", "expected a number of 0 or more");
  check_error("projects:\n  - name: p\n    priority: high\n", "t.yaml:3: projects[0].priority",
              "expected a whole number");
  check_error("projects:\n  - name: p\n    quota: {gpu: 4}\n    limit: {gpu: 2}\n",
              "t.yaml:4: projects[0].limit", "the gpu limit 2 is below the quota 4");
  check_error("projects: {name: p}\n", "t.yaml:1: projects", "expected a list");
  check_error("profiles:\n  - name: x\n    gpu: 1.5\n", "t.yaml:3: profiles[0].gpu",
              "expected whole devices");
  check_error("profiles:\n  - name: x\n    mem: lots\n", "t.yaml:3: profiles[0].mem",
              "expected a byte quantity");
  check_error("profiles:\n  - name: x\n    gpu: 1\n    mig: 1g.10gb\n", "t.yaml:4: profiles[0].mig",
              "a profile asks for GPUs one way");
  check_error("profiles:\n  - name: x\n    node_pool: batch\n", "t.yaml:3: profiles[0].node_pool",
              "unknown pool \"batch\"; pools: default");
  check_error("state_dir: [\n", "t.yaml:2", "not valid YAML");
  check_error("state_dir: /x\nadministrators: [@admins]\n", "t.yaml:2",
              "write a group in quotes: \"@name\"");
}

TEST_CASE("config: names are DNS labels") {
  check_error("projects:\n  - name: Team_A\n", "t.yaml:2: projects[0].name",
              "expected a name of lowercase letters, digits and \"-\"");
  check_error("pools:\n  - name: -x\n", "t.yaml:2: pools[0].name", "expected a name");
  check_error("departments:\n  - name: " + std::string(64, 'a') + "\n",
              "t.yaml:2: departments[0].name", "at most 63");
  check_error("profiles:\n  - name: \"a b\"\n", "t.yaml:2: profiles[0].name", "expected a name");
  CHECK(parse("projects:\n  - name: " + std::string(63, 'a') + "\n").projects.size() == 1);
}

TEST_CASE("config: the whole file must hang together") {
  check_error("pools:\n  - {name: a, devices: 0-3}\n  - {name: a, devices: 4}\n",
              "t.yaml:3: pools[1].name", "pool \"a\" is already declared at line 2");
  check_error("pools:\n  - {name: a, devices: 0-3}\n  - name: b\n    devices: [4, 3]\n",
              "t.yaml:4: pools[1].devices",
              "device 3 is already in pool \"a\"; pools must not share devices");
  check_error("pools:\n  - {name: a, devices: 0-3}\n  - name: b\n", "t.yaml:3: pools[1].devices",
              "each pool names its devices");
  check_error("pools:\n  - {devices: 0-3}\n", "t.yaml:2: pools[0].name", "missing name");
  check_error("projects:\n  - name: p\n    department: d\n", "t.yaml:3: projects[0].department",
              "unknown department \"d\"; departments: none");
  check_error("departments: [{name: d}]\nprojects:\n  - {name: p}\n  - {name: q, department: p}\n",
              "t.yaml:4: projects[1].department", "unknown department \"p\"; departments: d");
  check_error("departments: [{name: d}]\nprojects:\n  - {name: d}\n", "t.yaml:3: projects[0].name",
              "\"d\" is already declared as a department at line 1");
  check_error("projects:\n  - {name: p}\n  - {name: p}\n", "t.yaml:3: projects[1].name",
              "already declared as a project at line 2");
  check_error("projects:\n  - name: p\n    pools: {batch: {quota: {gpu: 1}}}\n",
              "t.yaml:3: projects[0].pools.batch", "unknown pool \"batch\"; pools: default");
  check_error("profiles:\n  - {name: x}\n  - {name: x}\n", "t.yaml:3: profiles[1].name",
              "profile \"x\" is already declared at line 2");
  // Device indices beyond the machine are the daemon's to check, not the file's.
  CHECK(parse("pools: [{name: a, devices: 40-47}]").pools[0].devices.size() == 8);
}

TEST_CASE("config: a missing file is an I/O error naming it") {
  auto r = load_config("/nonexistent/gpuq.yaml");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == Error::Code::io);
  CHECK(r.error().where == "/nonexistent/gpuq.yaml");
}

TEST_CASE("config: default paths") {
  if (geteuid() == 0) {
    CHECK(gpuq::daemon::default_socket_path() == "/run/gpuq/gpuq.sock");
    CHECK(gpuq::daemon::default_state_dir() == "/var/lib/gpuq");
    return;
  }
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  std::string saved = runtime ? runtime : "";
  setenv("XDG_RUNTIME_DIR", "/run/user/1234", 1);
  CHECK(gpuq::daemon::default_socket_path() == "/run/user/1234/gpuq.sock");
  unsetenv("XDG_RUNTIME_DIR");
  CHECK(gpuq::daemon::default_socket_path() ==
        "/tmp/gpuq-" + std::to_string(geteuid()) + "/gpuq.sock");
  if (runtime) setenv("XDG_RUNTIME_DIR", saved.c_str(), 1);
  const char* state = std::getenv("XDG_STATE_HOME");
  std::string saved_state = state ? state : "";
  setenv("XDG_STATE_HOME", "/home/u/.st", 1);
  CHECK(gpuq::daemon::default_state_dir() == "/home/u/.st/gpuq");
  if (state) {
    setenv("XDG_STATE_HOME", saved_state.c_str(), 1);
  } else {
    unsetenv("XDG_STATE_HOME");
  }
}

TEST_CASE("config: profiles' limits, shared memory and compute resource") {
  DaemonConfig c = parse(
      "policy:\n  allow_gpu_memory_limits: true\n"
      "profiles:\n"
      "  - {name: a, gpu: 0.5, gpu_limit: 1, large_shm: true, compute: base}\n"
      "  - {name: b, gpu_memory: 20Gi, gpu_memory_limit: 30Gi}\n");
  REQUIRE(c.profiles.size() == 2);
  CHECK(c.profiles[0].fields.at("gpu_limit") == "1");
  CHECK(c.profiles[0].fields.at("large_shm") == "true");
  CHECK(c.profiles[0].fields.at("compute") == "base");
  CHECK(c.profiles[1].fields.at("gpu_memory_limit") == "30Gi");
  check_error("profiles:\n  - name: x\n    gpu_limit: 1\n", "t.yaml:3: profiles[0].gpu_limit",
              "gpu_limit needs gpu before it");
  check_error("profiles:\n  - name: x\n    gpu: 0.5\n    gpu_limit: 2\n",
              "t.yaml:4: profiles[0].gpu_limit", "at most 1");
  check_error("profiles:\n  - name: x\n    gpu_memory: 1Gi\n    gpu_memory_limit: 2Gi\n",
              "t.yaml:4: profiles[0].gpu_memory_limit", "allow_gpu_memory_limits");
  check_error("profiles:\n  - name: x\n    compute: \"a b\"\n", "t.yaml:3: profiles[0].compute",
              "expected a name");
}

TEST_CASE("config: the Kubernetes backend and its settings") {
  const auto c = parse(
      "backend: kubernetes\n"
      "kubernetes:\n"
      "  kubeconfig: kube/admin.conf\n"
      "  context: prod\n"
      "  namespace_prefix: gpuq-\n"
      "  queue_label: runai/queue\n"
      "  instance: staging\n");
  CHECK(c.backend == "kubernetes");
  CHECK(c.kubernetes.kubeconfig.ends_with("kube/admin.conf"));
  CHECK(c.kubernetes.context == "prod");
  CHECK(c.kubernetes.namespace_prefix == "gpuq-");
  CHECK(c.kubernetes.queue_label == "runai/queue");
  CHECK(c.kubernetes.instance == "staging");
  const auto defaults = parse("{}\n");
  CHECK(defaults.backend == "local");
  CHECK(defaults.kubernetes.namespace_prefix == "runai-");
  CHECK(defaults.kubernetes.queue_label == "kai.scheduler/queue");

  check_error("backend: slurm\n", "t.yaml:1: backend", "expected local or kubernetes, got slurm");
  check_error("kubernetes:\n  namespace_prefix: Team_\n", "t.yaml:2: kubernetes.namespace_prefix",
              "lower-case letters, digits and '-' only");
  check_error("kubernetes:\n  contxt: prod\n", "t.yaml:2: kubernetes.contxt", "contxt");
  check_error("kubernetes:\n  namespace_prefix: -x\n", "t.yaml:2: kubernetes.namespace_prefix",
              "starts with a letter or digit");
  check_error("kubernetes:\n  instance: a&b\n", "t.yaml:2: kubernetes.instance",
              "expected a label value");
  check_error("kubernetes:\n  queue_label: /queue\n", "t.yaml:2: kubernetes.queue_label",
              "expected a label key");
}

TEST_CASE("config: minimum runtimes and fairness over time") {
  DaemonConfig c = parse(
      "pools:\n"
      "  - {name: default, min_guaranteed_runtime: 1h}\n"
      "projects:\n"
      "  - {name: team-a, preempt_min_runtime: 10m, reclaim_min_runtime: 5d8h40m}\n"
      "policy:\n"
      "  preempt_min_runtime: 30s\n"
      "  reclaim_min_runtime: 2w\n"
      "  k_value: 2.5\n"
      "  usage: {half_life: 1h, window: 168h, window_type: tumbling,\n"
      "          tumbling_start: \"2026-01-05T00:00:00+01:00\"}\n");
  CHECK(c.pools[0].min_guaranteed_runtime_s == 3600);
  CHECK(c.projects[0].min_runtime.preempt_s == 600);
  CHECK(c.projects[0].min_runtime.reclaim_s == 5 * 86400 + 8 * 3600 + 40 * 60);
  CHECK(c.policy.preempt_min_runtime_s == 30);
  CHECK(c.policy.reclaim_min_runtime_s == 14 * 86400);
  CHECK(c.policy.k_value == 2.5);
  REQUIRE(c.policy.usage.has_value());
  CHECK(c.policy.usage->half_life_s == 3600);
  CHECK(c.policy.usage->window_s == 168 * 3600);
  CHECK(c.policy.usage->window == gpuq::core::UsageParams::Window::tumbling);
  CHECK(c.policy.usage->tumbling_start_s == 1767567600);  // 2026-01-04T23:00:00Z
  CHECK_FALSE(parse("").policy.usage.has_value());        // off unless asked for
  CHECK(parse("policy: {usage: {}}").policy.usage->window_s == 604800);
}

TEST_CASE("config: bad minimum runtimes and usage settings name the key") {
  check_error("policy: {reclaim_min_runtime: soon}\n", "t.yaml:1: policy.reclaim_min_runtime",
              "expected a duration");
  check_error("policy: {preempt_min_runtime: 99999999999999}\n",
              "t.yaml:1: policy.preempt_min_runtime", "expected a duration");
  check_error("policy: {k_value: -1}\n", "t.yaml:1: policy.k_value", "");
  check_error("policy: {usage: {half_life: -5m}}\n", "t.yaml:1: policy.usage.half_life",
              "expected a duration");
  check_error("policy: {usage: {window: 0}}\n", "t.yaml:1: policy.usage.window",
              "the window must be above 0");
  check_error("policy: {usage: {window_type: weekly}}\n", "t.yaml:1: policy.usage.window_type",
              "sliding");
  check_error("policy: {usage: {window_type: tumbling}}\n", "t.yaml:1: policy.usage.window_type",
              "a tumbling window needs tumbling_start");
  check_error("policy:\n  usage: {window_type: tumbling, tumbling_start: monday}\n",
              "t.yaml:2: policy.usage.tumbling_start", "expected");
  check_error("policy:\n  usage:\n    tumbling_start: 2026-01-05T00:00:00Z\n",
              "t.yaml:3: policy.usage.tumbling_start", "tumbling window only");
  check_error("projects:\n  - {name: a, reclaim_min_runtime: 1x}\n",
              "t.yaml:2: projects[0].reclaim_min_runtime", "expected a duration");
}
