// The Run:ai over-quota quick start (team-a and team-b with a quota of 2 GPUs
// each; a2, a1, b1, then b2) typed with the real `gpuq` binary against a real
// `gpuq daemon --backend kubernetes` on the testbed's API server. The test
// plays KAI and the kubelet (binds pods to the fake nodes, writes their
// status, evicts a1 for b2, stops what was deleted) and checks what a user
// and an administrator would see: the Queues and namespaces of the
// projects, the Jobs of the trainings, and the tables of `gpuq workload
// list -A` at each step of the quick start.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>
#include <tuple>
#include <vector>

#include "backend_fixture.h"
#include "daemon/kube/queue_sync.h"
#include "testbed_fixture.h"

extern char** environ;

namespace gpuq::test {
namespace {

using Clock = std::chrono::steady_clock;

// The quick start's image; no command: the image's entrypoint runs.
constexpr char kImage[] = "runai.jfrog.io/demo/quickstart";

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// The cells of each line of a table printed by gpuq (split on runs of two
// or more spaces).
std::vector<std::vector<std::string>> table_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> cells;
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && line[i] == ' ') ++i;
      if (i >= line.size()) break;
      std::size_t j = line.find("  ", i);
      if (j == std::string::npos) j = line.size();
      std::string cell = line.substr(i, j - i);
      while (!cell.empty() && cell.back() == ' ') cell.pop_back();
      cells.push_back(cell);
      i = j;
    }
    if (!cells.empty()) rows.push_back(std::move(cells));
  }
  return rows;
}

struct Output {
  int code = -1;  // 128+N when killed by signal N
  std::string out, err;
};

// Polls `ready` every 100 ms for up to `seconds`; true once it holds.
bool eventually(const std::function<bool()>& ready, double seconds = 20) {
  const auto deadline = Clock::now() + std::chrono::duration<double>(seconds);
  while (Clock::now() < deadline) {
    if (ready()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return ready();
}

std::string user_name() {
  const passwd* pw = ::getpwuid(::geteuid());
  return pw != nullptr ? pw->pw_name : std::to_string(::geteuid());
}

// A daemon with the Kubernetes backend on the testbed, in a directory of
// its own (config, socket, state, log), with an instance and namespace
// prefix no other test uses; the CLI pointed at its socket with an empty
// client config. What it made in the cluster goes at the end, whatever
// happened.
class QuickStart {
 public:
  QuickStart() : client(testbed_credentials()) {
    char tmpl[] = "/tmp/gpuq-kube-quickstart-XXXXXX";
    REQUIRE(::mkdtemp(tmpl) != nullptr);
    dir = tmpl;
    naming.instance = unique_name("quickstart");
    naming.namespace_prefix = "q" + std::to_string(::getpid() % 100000) + "-";
    std::filesystem::create_directories(dir + "/config");
    std::ofstream(dir + "/daemon.yaml") << "backend: kubernetes\n"
                                        << "kubernetes:\n"
                                        << "  kubeconfig: " << GPUQ_KUBE_TESTBED << "/kubeconfig\n"
                                        << "  namespace_prefix: " << naming.namespace_prefix << "\n"
                                        << "  instance: " << naming.instance << "\n";
  }

  ~QuickStart() {
    stop_daemon();
    // Whatever is left (after a failure): the kubelet's part for its pods,
    // then the Queues and namespaces of this instance.
    for (const std::string& ns : namespaces_) force_delete_pods(ns);
    (void)daemon::kube::sync_queues(client, {}, naming);
    for (const std::string& ns : namespaces_) force_delete_pods(ns);
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }

  void start_daemon() {
    const std::vector<std::string> args = {GPUQ_BINARY,          "daemon",      "--config",
                                           dir + "/daemon.yaml", "--socket",    dir + "/gpuq.sock",
                                           "--state-dir",        dir + "/state"};
    daemon_pid_ = spawn(args, dir + "/daemon.log", dir + "/daemon.log");
    const bool up = eventually(
        [&] {
          int status = 0;
          if (::waitpid(daemon_pid_, &status, WNOHANG) == daemon_pid_) {
            daemon_pid_ = 0;
            FAIL("the daemon ended at start:\n" << log());
          }
          return gpuq("project list").code == 0;
        },
        20);
    REQUIRE_MESSAGE(up, "the daemon did not answer in 20 s:\n" << log());
  }

  // SIGTERM, and its exit code (-1: it had to be killed, or none ran).
  int stop_daemon() {
    if (daemon_pid_ <= 0) return -1;
    ::kill(daemon_pid_, SIGTERM);
    int status = 0;
    const auto deadline = Clock::now() + std::chrono::seconds(15);
    while (::waitpid(daemon_pid_, &status, WNOHANG) != daemon_pid_) {
      if (Clock::now() > deadline) {
        ::kill(daemon_pid_, SIGKILL);
        ::waitpid(daemon_pid_, &status, 0);
        daemon_pid_ = 0;
        return -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    daemon_pid_ = 0;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }

  std::string log() const { return slurp(dir + "/daemon.log"); }

  // `gpuq LINE` (LINE split on spaces), as a user types it.
  Output gpuq(const std::string& line) {
    std::vector<std::string> args = {GPUQ_BINARY};
    for (std::string& w : split_words(line)) args.push_back(std::move(w));
    const std::string out = dir + "/cli.out", err = dir + "/cli.err";
    const pid_t pid = spawn(args, out, err);
    Output r;
    int status = 0;
    const auto deadline = Clock::now() + std::chrono::seconds(30);
    while (::waitpid(pid, &status, WNOHANG) != pid) {
      if (Clock::now() > deadline) {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }

  // The project's namespace, remembered for the clean-up.
  std::string namespace_of(const std::string& project) {
    namespaces_.push_back(naming.namespace_prefix + project);
    return namespaces_.back();
  }

  // The one pod of Job `job` not being deleted (and not named `other_than`),
  // once the job controller has made it.
  nlohmann::json live_pod(const std::string& ns, const std::string& job,
                          const std::string& other_than = "") {
    nlohmann::json found;
    const bool made = eventually([&] {
      auto pods = must(
          client,
          {"GET", "/api/v1/namespaces/" + ns + "/pods?labelSelector=job-name%3D" + job, "", ""});
      int live = 0;
      for (const auto& p : pods["items"]) {
        if (p["metadata"].contains("deletionTimestamp") || p["metadata"]["name"] == other_than) {
          continue;
        }
        found = p;
        ++live;
      }
      return live == 1;
    });
    REQUIRE_MESSAGE(made, "no pod of Job " << ns << "/" << job << "\n" << log());
    return found;
  }

  // The kubelet's part when a pod is deleted: it is gone at once.
  void force_delete(const std::string& ns, const std::string& pod) {
    (void)client.call(
        {"DELETE", "/api/v1/namespaces/" + ns + "/pods/" + pod + "?gracePeriodSeconds=0", "", ""});
  }

  void force_delete_pods(const std::string& ns) {
    auto pods = client.call({"GET", "/api/v1/namespaces/" + ns + "/pods", "", ""});
    if (!pods) return;
    for (const auto& p :
         nlohmann::json::parse(*pods, nullptr, false).value("items", nlohmann::json::array())) {
      force_delete(ns, p["metadata"].value("name", ""));
    }
  }

  // Whether GET `path` answers 404 (within 20 s).
  bool gone(const std::string& path) {
    return eventually([&] {
      auto r = client.send({"GET", path, "", ""});
      return r && r->status == 404;
    });
  }

  std::string dir;
  daemon::kube::ApiClient client;
  daemon::kube::KubeNaming naming;

 private:
  // Starts ARGS with stdin from /dev/null, stdout and stderr to the files,
  // and the client's environment: GPUQ_SERVER at this daemon's socket, an
  // empty client config, no default project or context, no colours.
  pid_t spawn(const std::vector<std::string>& args, const std::string& out,
              const std::string& err) const {
    std::vector<std::string> env;
    for (char** e = environ; *e != nullptr; ++e) {
      const std::string var = *e;
      const std::string name = var.substr(0, var.find('='));
      if (name == "GPUQ_SERVER" || name == "GPUQ_PROJECT" || name == "GPUQ_CONTEXT" ||
          name == "XDG_CONFIG_HOME" || name == "NO_COLOR" || name == "KUBECONFIG") {
        continue;
      }
      env.push_back(var);
    }
    env.push_back("GPUQ_SERVER=unix://" + dir + "/gpuq.sock");
    env.push_back("XDG_CONFIG_HOME=" + dir + "/config");
    env.push_back("NO_COLOR=1");
    std::vector<char*> argv, envp;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);
    const bool same = out == err;
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      const int in = ::open("/dev/null", O_RDONLY);
      const int o = ::open(out.c_str(), O_WRONLY | O_CREAT | (same ? O_APPEND : O_TRUNC), 0644);
      const int e = same ? o : ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(in, 0);
      ::dup2(o, 1);
      ::dup2(e, 2);
      ::execve(argv[0], argv.data(), envp.data());
      ::_exit(127);
    }
    return pid;
  }

  pid_t daemon_pid_ = 0;
  std::vector<std::string> namespaces_;
};

// A row of `gpuq workload list -A` as the test compares it: without Age
// (it moves).
std::string comparable(const std::vector<std::string>& row) {
  std::string out;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i == 2) continue;
    std::string cell = row[i];
    out += (out.empty() ? "" : " | ") + cell;
  }
  return out;
}

}  // namespace

TEST_CASE("the Run:ai quick start through gpuq on the Kubernetes backend, KAI played by the test") {
  QuickStart qs;
  INFO("daemon log:\n" << qs.log());
  qs.start_daemon();
  const std::string user = user_name();
  auto& kube = qs.client;

  // `gpuq workload list -A` until its rows (comparable()) are `expected`.
  const std::string header =
      "Workload | Status | Node | Type | Project | User | GPUs Alloc. (Req.) | "
      "Pods Running (Pending)";
  auto table_becomes = [&](const std::vector<std::string>& expected, const std::string& what) {
    std::string want = header;
    for (const std::string& row : expected) want += "\n" + row;
    std::string seen;
    eventually([&] {
      Output r = qs.gpuq("workload list -A");
      seen = "exit " + std::to_string(r.code) + "\n";
      auto rows = table_rows(r.out);
      for (std::size_t i = 0; i < rows.size(); ++i) {
        seen += (i == 0 ? "" : "\n") + comparable(rows[i]);
      }
      return seen == "exit 0\n" + want;
    });
    INFO("step: " << what);
    CHECK(seen == "exit 0\n" + want);
  };
  // `gpuq workload list -A --columns COLUMNS` until it prints `expected`
  // (columns that do not move: the whole text is compared).
  auto columns_become = [&](const std::string& columns, const std::string& expected,
                            const std::string& what) {
    std::string seen;
    eventually([&] {
      Output r = qs.gpuq("workload list -A --columns " + columns);
      seen = "exit " + std::to_string(r.code) + "\n" + r.out;
      return seen == "exit 0\n" + expected;
    });
    INFO("step: " << what);
    CHECK(seen == "exit 0\n" + expected);
  };
  auto submit = [&](const std::string& name, int gpus, const std::string& project) {
    Output r = qs.gpuq("submit " + name + " -i " + kImage + " -g " + std::to_string(gpus) + " -p " +
                       project);
    INFO("stderr: " << r.err);
    CHECK(r.code == 0);
    CHECK(r.out == "The training '" + name + "' has been submitted to project " + project +
                       ".\nRun 'gpuq workload describe " + name + " -p " + project +
                       "' to see its status.\n");
  };

  // ------------------------------------------------ the projects: Queues
  // Queues are cluster-wide: the teams get this run's own names.
  const std::string team_a = unique_name("team-a"), team_b = unique_name("team-b");
  const std::string ns_a = qs.namespace_of(team_a), ns_b = qs.namespace_of(team_b);
  for (const std::string& team : {team_a, team_b}) {
    Output r = qs.gpuq("project create " + team + " --gpu-quota 2");
    CHECK(r.code == 0);
    CHECK(r.out == "project " + team + " created\n");
  }
  for (const auto& [team, ns] : {std::pair{team_a, ns_a}, std::pair{team_b, ns_b}}) {
    nlohmann::json queue;
    REQUIRE_MESSAGE(
        eventually([&] {
          auto r = kube.call({"GET", "/apis/scheduling.run.ai/v2/queues/" + team, "", ""});
          if (r) queue = nlohmann::json::parse(*r);
          return r.has_value();
        }),
        "no Queue " << team);
    CHECK(queue["metadata"]["labels"]["gpuq.io/instance"] == qs.naming.instance);
    CHECK(queue["metadata"]["labels"]["app.kubernetes.io/managed-by"] == "gpuq");
    CHECK(queue["spec"]["resources"]["gpu"] ==
          nlohmann::json{{"quota", 2}, {"limit", -1}, {"overQuotaWeight", 1}});
    CHECK(queue["spec"]["resources"]["cpu"]["limit"] == -1);
    CHECK(queue["spec"]["resources"]["memory"]["limit"] == -1);
    CHECK_FALSE(queue["spec"].contains("parentQueue"));
    nlohmann::json space;
    REQUIRE_MESSAGE(eventually([&] {
                      auto r = kube.call({"GET", "/api/v1/namespaces/" + ns, "", ""});
                      if (r) space = nlohmann::json::parse(*r);
                      return r.has_value();
                    }),
                    "no namespace " << ns);
    CHECK(space["metadata"]["labels"]["kai.scheduler/queue"] == team);
    CHECK(space["metadata"]["labels"]["runai/queue"] == team);
  }

  // ------------------------------------------------ 1. over quota
  // team-a submits a 2-GPU and a 1-GPU training, team-b a 1-GPU one.
  submit("a2", 2, team_a);
  submit("a1", 1, team_a);
  submit("b1", 1, team_b);
  for (const auto& [name, ns, team, gpus] :
       {std::tuple{"a2", ns_a, team_a, "2"}, std::tuple{"a1", ns_a, team_a, "1"},
        std::tuple{"b1", ns_b, team_b, "1"}}) {
    nlohmann::json job;
    REQUIRE_MESSAGE(
        eventually([&] {
          auto r = kube.call(
              {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs/" + std::string(name), "", ""});
          if (r) job = nlohmann::json::parse(*r);
          return r.has_value();
        }),
        "no Job " << ns << "/" << name);
    INFO("Job " << ns << "/" << name);
    CHECK(job["metadata"]["labels"]["kai.scheduler/queue"] == team);
    CHECK(job["metadata"]["labels"]["gpuq.io/instance"] == qs.naming.instance);
    const auto& pod = job["spec"]["template"];
    CHECK(pod["metadata"]["labels"]["kai.scheduler/queue"] == team);
    CHECK(pod["metadata"]["labels"]["priorityClassName"] == "train");
    CHECK(pod["spec"]["schedulerName"] == "kai-scheduler");
    const auto& container = pod["spec"]["containers"][0];
    CHECK(container["image"] == kImage);
    CHECK_FALSE(container.contains("command"));  // the image's entrypoint
    CHECK(container["resources"]["limits"]["nvidia.com/gpu"] == gpus);
  }
  // Before KAI looks at them: all wait.
  table_becomes({"a2 | Pending | - | Training | " + team_a + " | " + user + " | 0 (2) | 0 (1)",
                 "a1 | Pending | - | Training | " + team_a + " | " + user + " | 0 (1) | 0 (1)",
                 "b1 | Pending | - | Training | " + team_b + " | " + user + " | 0 (1) | 0 (1)"},
                "submitted, not scheduled yet");
  columns_become("Workload,Status,Node,Reason",
                 "Workload  Status   Node  Reason\n"
                 "a2        Pending  -     waiting for KAI to schedule it\n"
                 "a1        Pending  -     waiting for KAI to schedule it\n"
                 "b1        Pending  -     waiting for KAI to schedule it\n",
                 "submitted, not scheduled yet");

  // KAI: the cluster has room for all three; team-a goes over its quota.
  // a2 takes a node's 2 GPUs, a1 and b1 share the other.
  play_kai(kube, qs.live_pod(ns_a, "a2"), "gpu-node-1", "Running");
  const nlohmann::json a1_first = qs.live_pod(ns_a, "a1");
  play_kai(kube, a1_first, "gpu-node-2", "Running");
  play_kai(kube, qs.live_pod(ns_b, "b1"), "gpu-node-2", "Running");
  table_becomes(
      {"a2 | Running | gpu-node-1 | Training | " + team_a + " | " + user + " | 2 (2) | 1 (0)",
       "a1 | Running | gpu-node-2 | Training | " + team_a + " | " + user + " | 1 (1) | 1 (0)",
       "b1 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)"},
      "over quota: all three run");

  // ------------------------------------------------ 2. fairness
  // team-b claims its quota with b2: KAI reclaims a1 (team-a is over its
  // fair share) and puts b2 in its place; a1's Job makes a new pod, which
  // KAI cannot place.
  submit("b2", 1, team_b);
  const nlohmann::json b2_pod = qs.live_pod(ns_b, "b2");
  const std::string a1_evicted = a1_first["metadata"]["name"];
  qs.force_delete(ns_a, a1_evicted);
  play_kai(kube, b2_pod, "gpu-node-2", "Running");
  const nlohmann::json a1_again = qs.live_pod(ns_a, "a1", a1_evicted);
  const std::string why =
      "queue " + team_a + " is over its fair share of 2 GPUs: 2 allocated, 1 more requested";
  must(kube, {"PATCH",
              "/api/v1/namespaces/" + ns_a + "/pods/" +
                  a1_again["metadata"]["name"].get<std::string>() + "/status",
              nlohmann::json{{"status",
                              {{"conditions",
                                {{{"type", "PodScheduled"},
                                  {"status", "False"},
                                  {"reason", "Unschedulable"},
                                  {"message", why}}}}}}}
                  .dump(),
              "application/merge-patch+json"});
  table_becomes(
      {"a2 | Running | gpu-node-1 | Training | " + team_a + " | " + user + " | 2 (2) | 1 (0)",
       "a1 | Pending | - | Training | " + team_a + " | " + user + " | 0 (1) | 0 (1)",
       "b1 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)",
       "b2 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)"},
      "fairness: a1 reclaimed for b2");
  columns_become("Workload,Status,Node,Reason",
                 "Workload  Status   Node        Reason\n"
                 "a2        Running  gpu-node-1  -\n"
                 "a1        Pending  -           " +
                     why +
                     "\n"
                     "b1        Running  gpu-node-2  -\n"
                     "b2        Running  gpu-node-2  -\n",
                 "fairness: a1 waits with KAI's reason");
  {
    Output describe = qs.gpuq("workload describe a1 -p " + team_a);
    CHECK(describe.code == 0);
    INFO(describe.out);
    std::vector<std::string> lines;
    std::istringstream in(describe.out);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    CHECK(std::find(lines.begin(), lines.end(), "Status:        Pending") != lines.end());
    CHECK(std::find(lines.begin(), lines.end(), "Why:           " + why) != lines.end());
  }

  // ------------------------------------------------ 3. a2 goes away: a1 runs again
  {
    Output del = qs.gpuq("workload delete -y a2 -p " + team_a);
    CHECK(del.code == 0);
    CHECK(del.out == "Workload a2 is being deleted.\n");
  }
  CHECK(qs.gone("/apis/batch/v1/namespaces/" + ns_a + "/jobs/a2"));
  // The garbage collector deletes a2's pod; the kubelet stops it.
  const nlohmann::json a2_pods = must(
      kube, {"GET", "/api/v1/namespaces/" + ns_a + "/pods?labelSelector=job-name%3Da2", "", ""});
  REQUIRE(a2_pods["items"].size() == 1);
  const std::string a2_pod = a2_pods["items"][0]["metadata"]["name"];
  CHECK(eventually([&] {
    auto r = kube.send({"GET", "/api/v1/namespaces/" + ns_a + "/pods/" + a2_pod, "", ""});
    return r && r->status == 200 &&
           nlohmann::json::parse(r->body)["metadata"].contains("deletionTimestamp");
  }));
  // Until the kubelet has stopped it, a2 is Deleting on its node.
  columns_become("Workload,Status,Node",
                 "Workload  Status    Node\n"
                 "a2        Deleting  gpu-node-1\n"
                 "a1        Pending   -\n"
                 "b1        Running   gpu-node-2\n"
                 "b2        Running   gpu-node-2\n",
                 "a2 deleted, its pod still stopping");
  qs.force_delete(ns_a, a2_pod);
  CHECK(qs.gone("/api/v1/namespaces/" + ns_a + "/pods/" + a2_pod));
  play_kai(kube, a1_again, "gpu-node-1", "Running");
  table_becomes(
      {"a1 | Running | gpu-node-1 | Training | " + team_a + " | " + user + " | 1 (1) | 1 (0)",
       "b1 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)",
       "b2 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)"},
      "a2 deleted: a1 runs on the GPUs it freed");

  // b1 ends.
  play_kai(kube, qs.live_pod(ns_b, "b1"), "gpu-node-2", "Succeeded");
  table_becomes(
      {"a1 | Running | gpu-node-1 | Training | " + team_a + " | " + user + " | 1 (1) | 1 (0)",
       "b1 | Completed | - | Training | " + team_b + " | " + user + " | 0 (1) | 0 (0)",
       "b2 | Running | gpu-node-2 | Training | " + team_b + " | " + user + " | 1 (1) | 1 (0)"},
      "b1 completed");

  // ------------------------------------------------ clean-up, with gpuq
  CHECK(qs.gpuq("workload delete -y a1 -p " + team_a).code == 0);
  CHECK(qs.gpuq("workload delete -y b1 b2 -p " + team_b).code == 0);
  for (const std::string& ns : {ns_a, ns_b}) {
    CHECK(eventually([&] {
      auto jobs = must(kube, {"GET", "/apis/batch/v1/namespaces/" + ns + "/jobs", "", ""});
      return jobs["items"].empty();
    }));
    CHECK(eventually([&] {
      auto pods = must(kube, {"GET", "/api/v1/namespaces/" + ns + "/pods", "", ""});
      for (const auto& p : pods["items"]) qs.force_delete(ns, p["metadata"]["name"]);
      return pods["items"].empty();
    }));
  }
  {
    Output r;
    CHECK(eventually([&] {
      r = qs.gpuq("workload list -A");
      return r.code == 0 && r.err == "No workloads.\n";
    }));
    INFO(r.out << r.err);
    CHECK(table_rows(r.out).size() == 1);  // the header alone
  }
  for (const std::string& team : {team_a, team_b}) {
    Output r = qs.gpuq("project delete " + team);
    CHECK(r.code == 0);
    CHECK(r.out == "project " + team + " deleted\n");
    CHECK(qs.gone("/apis/scheduling.run.ai/v2/queues/" + team));
  }
  // The namespaces go too (Terminating first).
  for (const std::string& ns : {ns_a, ns_b}) {
    CHECK(eventually([&] {
      auto r = kube.send({"GET", "/api/v1/namespaces/" + ns, "", ""});
      return r && (r->status == 404 ||
                   nlohmann::json::parse(r->body)["metadata"].contains("deletionTimestamp"));
    }));
  }
  CHECK(qs.stop_daemon() == 0);
}

}  // namespace gpuq::test
