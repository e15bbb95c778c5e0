#include "daemon/api/distributed_spec.h"

#include <algorithm>
#include <array>
#include <string>

#include "daemon/api/json_read.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

}  // namespace

core::Result<void> apply_distributed(const json& body, Workload& w) {
  const json* spec_member = member(body, "spec");
  const json spec = spec_member != nullptr && spec_member->is_object() ? *spec_member : json();
  GPUQ_TRY(framework, read_string(spec, "distributedFramework", "spec"));
  if (!framework) {
    return fail_at("spec.distributedFramework", "required: PyTorch, TF, XGBoost or JAX");
  }
  constexpr std::array<std::string_view, 4> kFrameworks = {"PyTorch", "TF", "XGBoost", "JAX"};
  if (*framework == "MPI") {
    return fail_at("spec.distributedFramework",
                   "MPI needs a launcher that runs mpirun across the workers, which this "
                   "machine does not have yet; PyTorch, TF, XGBoost and JAX run here");
  }
  if (std::find(kFrameworks.begin(), kFrameworks.end(), *framework) == kFrameworks.end()) {
    return fail_at("spec.distributedFramework",
                   "must be PyTorch, TF, XGBoost or JAX, not \"" + *framework + "\"");
  }
  GPUQ_TRY(workers, read_int(spec, "numWorkers", "spec", 1, 999));
  if (!workers) return fail_at("spec.numWorkers", "required: how many workers (at least 1)");
  GPUQ_TRY(no_master, read_bool(spec, "noMaster", "spec"));
  GPUQ_TRY(min_replicas, read_int(spec, "minReplicas", "spec", 1, 999));
  GPUQ_TRY(max_replicas, read_int(spec, "maxReplicas", "spec", 1, 999));
  if (min_replicas && *min_replicas > *workers) {
    return fail_at("spec.minReplicas", "minReplicas (" + std::to_string(*min_replicas) +
                                           ") must be at most numWorkers (" +
                                           std::to_string(*workers) + ")");
  }
  // Every pod is told where all the others listen, so all must start
  // together: an elastic gang that starts smaller is not supported yet.
  if (min_replicas && *min_replicas < *workers) {
    return fail_at("spec.minReplicas",
                   "elastic trainings that start with fewer than numWorkers workers are not "
                   "supported on this machine yet; give numWorkers or leave it out");
  }
  if (max_replicas && *max_replicas < *workers) {
    return fail_at("spec.maxReplicas", "maxReplicas (" + std::to_string(*max_replicas) +
                                           ") must be at least numWorkers (" +
                                           std::to_string(*workers) + ")");
  }
  GPUQ_TRY(master, read_object(spec, "masterSpec", "spec"));
  if (master != nullptr) {
    if (!master->is_object())
      return std::unexpected(type_error("spec.masterSpec", "an object", *master));
    for (const auto& [key, value] : master->items()) {
      const auto it = spec.find(key);
      if (it == spec.end() || *it != value) {
        return fail_at("spec.masterSpec." + key,
                       "differs from the workers' spec: a master of its own command, "
                       "environment or resources is not supported on this machine yet");
      }
    }
  }
  if (w.parallelism != 1 || w.completions != 1) {
    return fail_at("spec.parallelism",
                   "a distributed training's pods are its workers (numWorkers)");
  }
  const bool has_master = !no_master.value_or(false);
  const int pods = static_cast<int>(*workers) + (has_master ? 1 : 0);
  w.parallelism = pods;
  w.completions = pods;
  w.min_available = pods;  // one gang: all or none
  RunExtras extras = w.run.extras != nullptr ? *w.run.extras : RunExtras{};
  extras.framework = *framework;
  extras.has_master = has_master;
  const int port = rendezvous_port(*framework);
  if (std::none_of(extras.ports.begin(), extras.ports.end(),
                   [&](const RunExtras::Port& p) { return p.container == port; })) {
    extras.ports.push_back({port, 0, "ClusterIP", "rendezvous"});
  }
  w.run.extras = share_run_extras(std::move(extras));
  return {};
}

}  // namespace gpuq::daemon::api
