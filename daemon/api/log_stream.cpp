#include "daemon/api/log_stream.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

namespace gpuq::daemon::api {
namespace {

constexpr std::size_t kPiece = 64 * 1024;

}  // namespace

off_t tail_offset(int fd, off_t size, int64_t lines) {
  if (lines <= 0) return size;
  std::vector<char> buf(kPiece);
  off_t end = size;
  int64_t seen = 0;
  bool last = true;  // the file's final byte: its newline ends the last line
  while (end > 0) {
    off_t start = std::max<off_t>(0, end - static_cast<off_t>(buf.size()));
    ssize_t n = pread(fd, buf.data(), static_cast<std::size_t>(end - start), start);
    if (n <= 0) return 0;
    for (ssize_t i = n - 1; i >= 0; --i) {
      bool newline = buf[static_cast<std::size_t>(i)] == '\n';
      if (newline && !last && ++seen == lines) return start + i + 1;
      last = false;
    }
    end = start;
  }
  return 0;
}

LogStream::LogStream(Service& service, std::string workload_id, int pod, bool follow,
                     std::optional<int64_t> tail, std::string path)
    : service_(service),
      workload_id_(std::move(workload_id)),
      pod_(pod),
      follow_(follow),
      tail_(tail),
      path_(std::move(path)) {}

LogStream::~LogStream() {
  if (fd_ >= 0) close(fd_);
}

bool LogStream::open_log() {
  if (fd_ >= 0) return true;
  if (path_.empty()) return false;
  fd_ = open(path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) return false;
  struct stat st {};
  offset_ = 0;
  if (tail_ && fstat(fd_, &st) == 0) offset_ = tail_offset(fd_, st.st_size, *tail_);
  return true;
}

bool LogStream::read_some(std::string& out) {
  if (!open_log()) return false;
  struct stat st {};
  if (fstat(fd_, &st) == 0 && st.st_size < offset_) offset_ = 0;  // truncated: start over
  std::size_t had = out.size();
  out.resize(had + kPiece);
  ssize_t n = pread(fd_, out.data() + had, kPiece, offset_);
  out.resize(had + static_cast<std::size_t>(std::max<ssize_t>(n, 0)));
  if (n <= 0) return false;
  offset_ += n;
  return true;
}

bool LogStream::done() {
  bool finished = true;
  std::string path;
  service_.read([&](const State& s) {
    auto position = s.find_workload(workload_id_);
    if (!position) return;
    const Workload& w = s.workloads[*position];
    if (pod_ < 0 || pod_ >= static_cast<int>(w.pods.size())) return;
    const Pod& p = w.pods[static_cast<std::size_t>(pod_)];
    path = p.log_path;
    finished = w.phase == "Completed" || w.phase == "Failed" || w.phase == "Stopped" ||
               w.desired_phase == "Deleted" || p.phase == PodPhase::succeeded;
  });
  if (path != path_ && !path.empty()) {  // the pod got its (first or a new) log file
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
    path_ = path;
  }
  return finished;
}

bool LogStream::pull(std::string& out) {
  if (read_some(out)) return true;
  if (!follow_) return false;
  if (!done()) return true;
  // Finished: send what was written before the end, then stop.
  while (read_some(out)) {
    if (out.size() >= kPiece) return true;
  }
  return false;
}

}  // namespace gpuq::daemon::api
