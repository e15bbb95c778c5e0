#include "daemon/model/distributed_env.h"

#include <nlohmann/json.hpp>

#include "daemon/model/run_extras.h"

namespace gpuq::daemon {
namespace {

std::string joined(const PodAddress& a) { return a.host + ":" + std::to_string(a.port); }

}  // namespace

void add_distributed_environment(const Workload& w, const Pod& pod, const Rendezvous& rendezvous,
                                 std::vector<std::pair<std::string, std::string>>& env) {
  if (w.pods.empty()) return;
  const bool framework_set = w.run.extras != nullptr && !w.run.extras->framework.empty();
  const std::string rank = std::to_string(pod.index);
  const std::string local_rank = rendezvous.one_machine ? rank : "0";
  const std::string size = std::to_string(w.pods.size());
  const PodAddress first = rendezvous.address_of(w.pods.front());
  if (!framework_set) {
    if (!is_gang(w)) return;
    // Gang rendezvous, as torch.distributed expects.
    env.emplace_back("WORLD_SIZE", std::to_string(w.parallelism));
    env.emplace_back("RANK", rank);
    env.emplace_back("LOCAL_RANK", local_rank);
    env.emplace_back("MASTER_ADDR", first.host);
    env.emplace_back("MASTER_PORT", std::to_string(first.port));
    return;
  }
  const std::string& framework = w.run.extras->framework;
  const std::string role = pod_role(w, pod);
  env.emplace_back("GPUQ_ROLE", role);
  env.emplace_back("GPUQ_ROLE_INDEX", std::to_string(pod_role_index(w, pod)));
  if (framework == "PyTorch" || framework == "XGBoost") {
    env.emplace_back("MASTER_ADDR", first.host);
    env.emplace_back("MASTER_PORT", std::to_string(first.port));
    env.emplace_back("WORLD_SIZE", size);
    env.emplace_back("RANK", rank);
    env.emplace_back("LOCAL_RANK", local_rank);
  }
  if (framework == "XGBoost") {
    std::string workers;
    for (const Pod& p : w.pods) {
      if (&p == &w.pods.front() && w.run.extras->has_master) continue;
      workers += (workers.empty() ? "" : ",") + rendezvous.address_of(p).host;
    }
    env.emplace_back("WORKER_ADDRS", workers);
    env.emplace_back("WORKER_PORT", std::to_string(rendezvous.address_of(pod).port));
    env.emplace_back("DMLC_TRACKER_URI", first.host);
    env.emplace_back("DMLC_TRACKER_PORT", std::to_string(first.port));
    env.emplace_back("DMLC_NUM_WORKER", size);
    env.emplace_back("DMLC_TASK_ID", rank);
  }
  if (framework == "TF") {
    nlohmann::json cluster = nlohmann::json::object();
    for (const Pod& p : w.pods) {
      const std::string type = pod_role(w, p) == "master" ? "chief" : "worker";
      cluster[type].push_back(joined(rendezvous.address_of(p)));
    }
    const nlohmann::json config = {
        {"cluster", cluster},
        {"task",
         {{"type", role == "master" ? "chief" : "worker"}, {"index", pod_role_index(w, pod)}}}};
    env.emplace_back("TF_CONFIG", config.dump());
  }
  if (framework == "JAX") {
    env.emplace_back("JAX_COORDINATOR_ADDRESS", joined(first));
    env.emplace_back("JAX_NUM_PROCESSES", size);
    env.emplace_back("JAX_PROCESS_ID", rank);
  }
}

}  // namespace gpuq::daemon
