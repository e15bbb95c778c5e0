// Who uses an asset: the workloads that are not finished (Completed or
// Failed) and name it, and, for compute resources, the hardware profiles of
// the config that name it (`compute:`). Read under Service::read() or with
// Service's lock held. Pure, thread-safe as far as the State is.
#ifndef GPUQ_DAEMON_SERVICE_ASSET_USAGE_H_
#define GPUQ_DAEMON_SERVICE_ASSET_USAGE_H_

#include <string>
#include <vector>

#include "daemon/config/config.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

struct AssetUsers {
  std::vector<const Workload*> workloads;
  std::vector<std::string> profiles;
  bool empty() const { return workloads.empty() && profiles.empty(); }
  // "training a1 (project team-a), profile small"
  std::string describe(const State& state) const;
  // "it" or "them", for the message that names them.
  const char* pronoun() const { return workloads.size() + profiles.size() == 1 ? "it" : "them"; }
};

bool workload_finished(const Workload& w);
AssetUsers compute_resource_users(const State& state, const DaemonConfig& config,
                                  const ComputeResource& c);
AssetUsers volume_users(const State& state, const Volume& v);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_ASSET_USAGE_H_
