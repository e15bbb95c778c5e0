#include "daemon/sched/distributed_env.h"

#include <nlohmann/json.hpp>

#include "daemon/model/run_extras.h"

namespace gpuq::daemon {
namespace {

// The host port `pod` was given for container port `port`; 0 when none yet.
int host_port(const Pod& pod, int port) {
  for (const PortBinding& b : pod.ports) {
    if (b.container == port) return b.host;
  }
  return 0;
}

std::string address(int port) { return "127.0.0.1:" + std::to_string(port); }

}  // namespace

void add_distributed_environment(const Workload& w, const Pod& pod,
                                 std::vector<std::pair<std::string, std::string>>& env) {
  if (w.run.extras == nullptr || w.run.extras->framework.empty() || w.pods.empty()) return;
  const std::string& framework = w.run.extras->framework;
  const int port = rendezvous_port(framework);
  const std::string role = pod_role(w, pod);
  const std::string rank = std::to_string(pod.index);
  const std::string size = std::to_string(w.pods.size());
  const int first = host_port(w.pods.front(), port);
  env.emplace_back("GPUQ_ROLE", role);
  env.emplace_back("GPUQ_ROLE_INDEX", std::to_string(pod_role_index(w, pod)));
  if (framework == "PyTorch" || framework == "XGBoost") {
    env.emplace_back("MASTER_ADDR", "127.0.0.1");
    env.emplace_back("MASTER_PORT", std::to_string(first));
    env.emplace_back("WORLD_SIZE", size);
    env.emplace_back("RANK", rank);
    env.emplace_back("LOCAL_RANK", rank);
  }
  if (framework == "XGBoost") {
    std::string workers;
    for (const Pod& p : w.pods) {
      if (&p == &w.pods.front() && w.run.extras->has_master) continue;
      workers += (workers.empty() ? "" : ",") + std::string("127.0.0.1");
    }
    env.emplace_back("WORKER_ADDRS", workers);
    env.emplace_back("WORKER_PORT", std::to_string(host_port(pod, port)));
    env.emplace_back("DMLC_TRACKER_URI", "127.0.0.1");
    env.emplace_back("DMLC_TRACKER_PORT", std::to_string(first));
    env.emplace_back("DMLC_NUM_WORKER", size);
    env.emplace_back("DMLC_TASK_ID", rank);
  }
  if (framework == "TF") {
    nlohmann::json cluster = nlohmann::json::object();
    for (const Pod& p : w.pods) {
      const std::string type = pod_role(w, p) == "master" ? "chief" : "worker";
      cluster[type].push_back(address(host_port(p, port)));
    }
    const nlohmann::json config = {
        {"cluster", cluster},
        {"task",
         {{"type", role == "master" ? "chief" : "worker"}, {"index", pod_role_index(w, pod)}}}};
    env.emplace_back("TF_CONFIG", config.dump());
  }
  if (framework == "JAX") {
    env.emplace_back("JAX_COORDINATOR_ADDRESS", address(first));
    env.emplace_back("JAX_NUM_PROCESSES", size);
    env.emplace_back("JAX_PROCESS_ID", rank);
  }
}

}  // namespace gpuq::daemon
