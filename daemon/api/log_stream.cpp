#include "daemon/api/log_stream.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "daemon/service/workload_phase.h"

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
  service_.read([&](const State& s) {
    auto position = s.find_workload(workload_id_);
    if (!position) return;
    const Workload& w = s.workloads[*position];
    if (w.phase == "Completed" || w.phase == "Failed" || w.phase == "Stopped" ||
        w.desired_phase == "Deleted") {
      return;
    }
    const auto holder = std::find_if(w.pods.begin(), w.pods.end(),
                                     [&](const Pod& p) { return p.completion_index == pod_; });
    if (holder != w.pods.end()) {
      finished = holder->phase == PodPhase::succeeded || holder->phase == PodPhase::failed;
    } else {
      finished = pod_ < next_completion_index(w);  // it ran, and its slot moved on
    }
  });
  return finished;
}

std::string pod_log_path(const Workload& w, const DaemonConfig& config, int index) {
  for (const Pod& p : w.pods) {
    if (p.completion_index == index && !p.log_path.empty()) return p.log_path;
  }
  return pod_log_file(config, w.id, index);
}

std::string with_legacy_log(const DaemonConfig& config, const std::string& workload_id, int index,
                            std::string path) {
  if (path != pod_log_file(config, workload_id, index) || ::access(path.c_str(), F_OK) == 0) {
    return path;
  }
  std::string legacy =
      legacy_workload_log_dir(config, workload_id) + "/" + std::to_string(index) + ".log";
  return ::access(legacy.c_str(), F_OK) == 0 ? legacy : path;
}

AllPodsLogStream::AllPodsLogStream(Service& service, const Workload& w, bool follow,
                                   std::optional<int64_t> tail)
    : service_(service),
      workload_id_(w.id),
      workload_name_(w.name),
      follow_(follow),
      prefixed_(std::max<int>(w.completions, static_cast<int>(w.pods.size())) > 1),
      tail_(tail) {}

void AllPodsLogStream::add_started() {
  int started = 0;
  std::vector<std::string> paths, names;
  service_.read([&](const State& s) {
    auto position = s.find_workload(workload_id_);
    if (!position) return;
    const Workload& w = s.workloads[*position];
    // An index has started once its run has a log: every index below the
    // highest handed out, and those whose slot has a log file.
    for (const Pod& p : w.pods) {
      if (!p.log_path.empty() || p.phase == PodPhase::succeeded || p.phase == PodPhase::failed) {
        started = std::max(started, p.completion_index + 1);
      } else {
        started = std::max(started, p.completion_index);
      }
    }
    for (int i = static_cast<int>(sources_.size()); i < started; ++i) {
      paths.push_back(pod_log_path(w, service_.config(), i));
      // The pod's own name (by role in a distributed training).
      std::string name = workload_name_ + "-" + std::to_string(i);
      for (const Pod& p : w.pods) {
        if (p.completion_index == i) name = pod_name(w, p);
      }
      names.push_back(std::move(name));
    }
  });
  for (std::size_t k = 0; k < paths.size(); ++k) {
    const int i = static_cast<int>(sources_.size());
    paths[k] = with_legacy_log(service_.config(), workload_id_, i, std::move(paths[k]));
    Source source;
    source.stream =
        std::make_unique<LogStream>(service_, workload_id_, i, follow_, tail_, paths[k]);
    source.prefix = prefixed_ ? "[" + names[k] + "] " : "";
    sources_.push_back(std::move(source));
  }
}

bool AllPodsLogStream::workload_over() {
  bool over = true;
  service_.read([&](const State& s) {
    auto position = s.find_workload(workload_id_);
    if (!position) return;
    const Workload& w = s.workloads[*position];
    over = w.phase == "Completed" || w.phase == "Failed" || w.phase == "Stopped" ||
           w.desired_phase == "Deleted";
  });
  return over;
}

bool AllPodsLogStream::pull(std::string& out) {
  // Whether the workload was over before this look: then every run that
  // will ever start has, and what the sources hold is all there is.
  const bool over = !follow_ || workload_over();
  add_started();
  bool open = false;
  while (first_open_ < sources_.size() && sources_[first_open_].ended) ++first_open_;
  for (std::size_t i = first_open_; i < sources_.size(); ++i) {
    Source& source = sources_[i];
    if (source.ended) continue;
    std::string piece;
    const bool more = source.stream->pull(piece);
    if (!prefixed_) {
      out += piece;
    } else {
      source.partial += piece;
      std::size_t start = 0;
      for (std::size_t nl; (nl = source.partial.find('\n', start)) != std::string::npos;
           start = nl + 1) {
        out += source.prefix;
        out.append(source.partial, start, nl + 1 - start);
      }
      source.partial.erase(0, start);
      if (!more && !source.partial.empty()) {
        out += source.prefix + source.partial + "\n";
        source.partial.clear();
      }
    }
    source.ended = !more;
    // A sweep may have thousands of runs: an ended one gives its file back.
    if (source.ended) source.stream.reset();
    open = open || more;
    // Without follow, one pod's log after the other, in index order.
    if (!follow_ && more) return true;
  }
  return open || !over;
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
