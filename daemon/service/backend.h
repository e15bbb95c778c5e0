// What runs the workloads of the Service: the seam between the daemon's
// state (API, store, users, tokens, assets) and the machinery that turns
// desired state into running pods and their ends back into phases.
//
//   - SchedulerLoop (daemon/sched/): the local backend, this machine's GPUs:
//     the placement core, and pods as processes;
//   - KubeBackend (daemon/kube/backend/): a Kubernetes cluster scheduled by
//     KAI: workloads become Jobs, projects Queues, and the cluster's pods
//     come back as the workloads' pods.
//
// Both read and write the State only through Service::read() and write(),
// and wake on Service::wait_for_change(); the daemon runs exactly one.
// Tests drive each through its own tick().
#ifndef GPUQ_DAEMON_SERVICE_BACKEND_H_
#define GPUQ_DAEMON_SERVICE_BACKEND_H_

#include <functional>
#include <string>

namespace gpuq::daemon {

using Logger = std::function<void(const std::string& line)>;

class Backend {
 public:
  virtual ~Backend() = default;
  // Takes up what outlived the last run (pods, cluster objects), before the
  // API serves. Call once before start().
  virtual void recover() = 0;
  virtual void start() = 0;  // the backend's threads
  virtual void stop() = 0;   // returns when they ended; what runs keeps running
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_BACKEND_H_
