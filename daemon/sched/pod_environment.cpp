// add_asset_environment(): secrets and storage variables of a pod.
#include "daemon/sched/pod_environment.h"

#include <algorithm>

#include "daemon/exec/pod_storage.h"
#include "daemon/model/run_extras.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

void add_asset_environment(const State& state, const Workload& w, const Pod& pod,
                           const std::string& state_dir,
                           std::vector<std::pair<std::string, std::string>>& env) {
  auto set = [&](const std::string& name, const std::string& value) {
    auto it = std::find_if(env.begin(), env.end(), [&](const auto& e) { return e.first == name; });
    if (it != env.end()) {
      it->second = value;
    } else {
      env.emplace_back(name, value);
    }
  };
  const RunExtras* extras = w.run.extras.get();
  if (extras == nullptr) return;
  for (const std::string& name : extras->secrets) {
    for (const Secret& s : state.assets.secrets) {
      if (s.project_id == w.project_id && s.name == name) set(s.name, s.value);
    }
  }
  for (const auto& [name, value] : pod_storage_environment(pod_storage_for(w, pod, state_dir))) {
    set(name, value);
  }
}

}  // namespace gpuq::daemon
