// The logs of a workload's pods in a cluster, from the API server's
// pods/log (container "main"), as one stream for GET .../logs:
//
//   - without follow, each pod's log in name order, one after the other;
//   - following, every pod at once, each read by its own thread, taking in
//     pods that appear later, until the workload is over and every pod's
//     stream has ended; a pod whose container has not started yet (the
//     server answers 400, or nothing while it is not bound to a node) is
//     tried again each second;
//   - with several pods, each line starts with "[<pod>] " (as `kubectl logs
//     --prefix`); `tail` is tailLines, per pod.
//
// A pod whose log cannot be read says so in the stream, in a line of its
// own, and the others go on. What is read waits in a buffer of at most
// about 1 MiB for the client: a slow reader slows the reading, not memory.
#ifndef GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_LOG_STREAM_H_
#define GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_LOG_STREAM_H_

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "daemon/kube/api_client.h"
#include "daemon/service/pod_logs.h"

namespace gpuq::daemon::kube {

struct ClusterPod {
  std::string namespace_name, name;
};

class ClusterLogStream {
 public:
  // `pods`: the workload's pods now, in name order (called again while
  // following); `over`: whether the workload has ended. Both are called
  // from pull() only.
  ClusterLogStream(ApiClient& client, std::function<std::vector<ClusterPod>()> pods,
                   std::function<bool()> over, bool follow, std::optional<int64_t> tail,
                   bool prefixed);
  ~ClusterLogStream();  // stops the readers (within about a second)
  ClusterLogStream(const ClusterLogStream&) = delete;
  ClusterLogStream& operator=(const ClusterLogStream&) = delete;

  bool pull(std::string& out);  // see LogPull

 private:
  void start_new_pods();
  void read_pod(const ClusterPod& pod);  // runs on a reader thread
  void append(const std::string& text);  // waits while the buffer is full

  ApiClient& client_;
  std::function<std::vector<ClusterPod>()> pods_;
  std::function<bool()> over_;
  bool follow_;
  std::optional<int64_t> tail_;
  bool prefixed_;
  std::set<std::string> started_;                    // pods with a reader
  std::chrono::steady_clock::time_point last_look_;  // for new pods
  std::atomic<bool> over_seen_{false};               // the workload has ended
  std::vector<std::thread> readers_;
  std::atomic<bool> cancel_{false};
  std::mutex mu_;
  std::condition_variable cv_;
  std::string buffer_;
  int running_ = 0;  // readers not ended yet
};

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_BACKEND_CLUSTER_LOG_STREAM_H_
