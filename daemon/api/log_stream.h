// Reading one pod's log file for GET /api/v1/workloads/{id}/logs: from the
// start or the last N lines, and, when following, on as the file grows
// until the pod is done. Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_LOG_STREAM_H_
#define GPUQ_DAEMON_API_LOG_STREAM_H_

#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// The offset in `fd` (of `size` bytes) where its last `lines` lines begin
// (a final newline does not start an empty line). 0 when it has fewer.
off_t tail_offset(int fd, off_t size, int64_t lines);

// Pulls the log of one pod (one completion index) in pieces for
// HttpResponse::stream. Following, it ends once the workload is gone,
// Completed, Failed, Stopped or being deleted, or that index's run ended for
// good (succeeded, or its slot went on to another index), and everything
// written until then has been sent; it waits for the file while the pod has
// not started, and starts over when the file shrinks (truncated by the
// runner). `service` must outlive it. Not thread-safe (one stream, one
// connection).
class LogStream {
 public:
  // `pod`: the completion index; `path`: its log file (see pod_log_path).
  LogStream(Service& service, std::string workload_id, int pod, bool follow,
            std::optional<int64_t> tail, std::string path);
  ~LogStream();
  LogStream(const LogStream&) = delete;
  LogStream& operator=(const LogStream&) = delete;

  // Appends what is new to `out`; false at the end.
  bool pull(std::string& out);

 private:
  bool open_log();
  bool read_some(std::string& out);  // true when it appended anything
  bool done();                       // reads the workload under Service::read()

  Service& service_;
  std::string workload_id_;
  int pod_;
  bool follow_;
  std::optional<int64_t> tail_;
  std::string path_;
  int fd_ = -1;
  off_t offset_ = 0;
};

// Every pod's log as one stream, each line started with "[<pod name>] " when
// the workload has more than one pod (as `kubectl logs --prefix`): the logs of
// runs that have started, in index order without follow; following, lines
// from whichever pod writes them, taking in new runs as they start, until the
// workload ends. `tail` applies to each pod.
class AllPodsLogStream {
 public:
  AllPodsLogStream(Service& service, const Workload& w, bool follow, std::optional<int64_t> tail);

  bool pull(std::string& out);

 private:
  struct Source {
    std::unique_ptr<LogStream> stream;  // reset once ended: its file is closed
    std::string prefix;
    std::string partial;  // a line not ended yet
    bool ended = false;
  };
  void add_started();  // opens a Source for each index that has started since
  bool workload_over();

  Service& service_;
  std::string workload_id_, workload_name_;
  bool follow_;
  bool prefixed_;
  std::optional<int64_t> tail_;
  std::vector<Source> sources_;
  std::size_t first_open_ = 0;  // sources before it have ended
};

// Where the run of completion index `index` writes its log: the log path of
// the slot running it, else pod_log_file(). Pure: callable under the
// state's lock.
std::string pod_log_path(const Workload& w, const DaemonConfig& config, int index);

// `path` (pod_log_path() of `index`), or, where only that exists, the file
// of the layout of an earlier version (legacy_workload_log_dir()). Looks at
// the file system: call it without the state's lock.
std::string with_legacy_log(const DaemonConfig& config, const std::string& workload_id, int index,
                            std::string path);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_LOG_STREAM_H_
