// KubeBackend as the Service's PodLogSource: the logs of a workload's pods
// from pods/log (cluster_log_stream.h).
#include <algorithm>

#include "daemon/kube/backend/cluster_log_stream.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/cluster_pods.h"

namespace gpuq::daemon::kube {

core::Result<LogPull> KubeBackend::open(const Workload& w, const PodLogOptions& options) {
  const std::string id = w.id;
  auto pods_now = [this, id] {
    std::vector<ClusterPod> out;
    for (const auto& [key, pod] : pods_->objects()) {
      if (workload_id_of(*pod) != id) continue;
      out.push_back(
          {(*pod)["metadata"].value("namespace", ""), (*pod)["metadata"].value("name", "")});
    }
    std::sort(out.begin(), out.end(),
              [](const ClusterPod& a, const ClusterPod& b) { return a.name < b.name; });
    return out;
  };
  std::function<std::vector<ClusterPod>()> pods = pods_now;
  const auto now = pods_now();
  if (options.pod) {
    if (*options.pod < 0 || static_cast<std::size_t>(*options.pod) >= now.size()) {
      return core::fail(w.name + " has " + std::to_string(now.size()) +
                            " pod(s) in the cluster now; there is no pod " +
                            std::to_string(*options.pod) + " (pods count from 0, in name order)",
                        "pod", core::Error::Code::not_found);
    }
    const ClusterPod one = now[*options.pod];
    pods = [one] { return std::vector<ClusterPod>{one}; };
  } else if (now.empty() && !options.follow) {
    return core::fail(
        w.name + " has no pods in the cluster now, so it has no log (" + w.phase + ")", "pod",
        core::Error::Code::not_found);
  }
  auto over = [this, id] {
    bool ended = true;
    service_.read([&](const State& state) {
      auto position = state.find_workload(id);
      if (!position) return;
      const Workload& w = state.workloads[*position];
      ended = w.phase == "Completed" || w.phase == "Failed" || w.phase == "Stopped" ||
              w.desired_phase == "Deleted";
    });
    return ended;
  };
  const bool prefixed = !options.pod && (w.pods.size() > 1 || now.size() > 1);
  auto stream = std::make_shared<ClusterLogStream>(client_, std::move(pods), std::move(over),
                                                   options.follow, options.tail, prefixed);
  return LogPull([stream](std::string& out) { return stream->pull(out); });
}

}  // namespace gpuq::daemon::kube
