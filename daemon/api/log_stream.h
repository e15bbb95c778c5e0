// Reading one pod's log file for GET /api/v1/workloads/{id}/logs: from the
// start or the last N lines, and, when following, on as the file grows
// until the pod is done. Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_LOG_STREAM_H_
#define GPUQ_DAEMON_API_LOG_STREAM_H_

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// The offset in `fd` (of `size` bytes) where its last `lines` lines begin
// (a final newline does not start an empty line). 0 when it has fewer.
off_t tail_offset(int fd, off_t size, int64_t lines);

// Pulls a log in pieces for HttpResponse::stream. Following, it ends once
// the workload is gone, Completed, Failed, Stopped or being deleted, or the
// pod succeeded, and everything written until then has been sent; it reads
// the pod's log path anew while the pod has none yet, and starts over when
// the file shrinks (truncated by the runner). `service` must outlive it.
// Not thread-safe (one stream, one connection).
class LogStream {
 public:
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

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_LOG_STREAM_H_
