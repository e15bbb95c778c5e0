// Where the logs of pods that do not run on this machine come from: a
// cluster's pods/log, read by the Kubernetes backend. The local backend's
// pods write files, which the API reads itself (daemon/api/log_stream.h).
#ifndef GPUQ_DAEMON_SERVICE_POD_LOGS_H_
#define GPUQ_DAEMON_SERVICE_POD_LOGS_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/error.h"
#include "daemon/model/model.h"

namespace gpuq::daemon {

struct PodLogOptions {
  std::optional<int> pod;       // one pod (its place in name order), or all
  bool follow = false;          // on as they write, until the workload ends
  std::optional<int64_t> tail;  // the last N lines of each pod
};

// Appends the next piece of a log to `out`; true while more may come (it
// may append nothing and be called again shortly), false at the end.
using LogPull = std::function<bool(std::string& out)>;

class PodLogSource {
 public:
  virtual ~PodLogSource() = default;
  // The log of `w`'s pods, each line started with "[<pod>] " when there
  // are several. not_found when the pod asked for is not there (yet).
  // Thread-safe; the stream may outlive the call but not the source.
  virtual core::Result<LogPull> open(const Workload& w, const PodLogOptions& options) = 0;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_POD_LOGS_H_
