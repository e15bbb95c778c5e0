#include "daemon/kube/backend/cluster_log_stream.h"

#include <chrono>

#include "daemon/kube/workload_objects.h"

namespace gpuq::daemon::kube {
namespace {

constexpr std::size_t kBufferLimit = 1 << 20;
// A followed log that says nothing for this long is connected again, from
// its end (nothing is sent twice; what was written in between may be lost).
constexpr std::chrono::seconds kFollowIdle{3600};
constexpr std::chrono::milliseconds kNewPodsEvery{1000};

}  // namespace

ClusterLogStream::ClusterLogStream(ApiClient& client, std::function<std::vector<ClusterPod>()> pods,
                                   std::function<bool()> over, bool follow,
                                   std::optional<int64_t> tail, bool prefixed)
    : client_(client),
      pods_(std::move(pods)),
      over_(std::move(over)),
      follow_(follow),
      tail_(tail),
      prefixed_(prefixed) {
  if (follow_) {
    start_new_pods();
    return;
  }
  // One reader, the pods one after the other.
  running_ = 1;
  readers_.emplace_back([this, pods = pods_()] {
    for (const auto& pod : pods) {
      if (cancel_) break;
      read_pod(pod);
    }
    std::lock_guard lock(mu_);
    --running_;
    cv_.notify_all();
  });
}

ClusterLogStream::~ClusterLogStream() {
  cancel_ = true;
  cv_.notify_all();
  for (auto& t : readers_) t.join();
}

void ClusterLogStream::start_new_pods() {
  for (const auto& pod : pods_()) {
    const std::string key = pod.namespace_name + "/" + pod.name;
    if (!started_.insert(key).second) continue;
    {
      std::lock_guard lock(mu_);
      ++running_;
    }
    readers_.emplace_back([this, pod] {
      read_pod(pod);
      std::lock_guard lock(mu_);
      --running_;
      cv_.notify_all();
    });
  }
  last_look_ = std::chrono::steady_clock::now();
}

void ClusterLogStream::append(const std::string& text) {
  std::unique_lock lock(mu_);
  cv_.wait(lock, [&] { return buffer_.size() < kBufferLimit || cancel_; });
  buffer_ += text;
  cv_.notify_all();
}

void ClusterLogStream::read_pod(const ClusterPod& pod) {
  const std::string prefix = prefixed_ ? "[" + pod.name + "] " : "";
  const std::string base = "/api/v1/namespaces/" + pod.namespace_name + "/pods/" + pod.name +
                           "/log?container=" + kContainerName + (follow_ ? "&follow=true" : "");
  std::optional<int64_t> tail = tail_;
  bool connected_once = false;
  while (!cancel_) {
    const std::string path = base + (tail ? "&tailLines=" + std::to_string(*tail) : "");
    bool got_any = false;
    auto read = client_.stream(
        path,
        [&](std::string_view line) {
          got_any = true;
          append(prefix + std::string(line) + "\n");
          return !cancel_.load();
        },
        &cancel_, follow_ ? kFollowIdle : std::chrono::seconds(330));
    if (cancel_) return;
    connected_once = connected_once || got_any;
    if (read) {
      // An unscheduled pod's log is empty (204): following, it is read
      // again once it may have started, until something comes.
      if (!follow_ || connected_once || over_seen_) return;
      std::unique_lock lock(mu_);
      cv_.wait_for(lock, std::chrono::seconds(1), [&] { return cancel_.load(); });
      continue;
    }
    const auto code = read.error().code;
    if (follow_ && !over_seen_ && code == core::Error::Code::invalid_argument && !got_any) {
      // Its container has not started yet: wait for it, a second at a time.
      std::unique_lock lock(mu_);
      cv_.wait_for(lock, std::chrono::seconds(1), [&] { return cancel_.load(); });
      continue;
    }
    if (follow_ && !over_seen_ && code == core::Error::Code::io && connected_once) {
      tail = 0;  // idle too long or cut: on from where the log is now
      continue;
    }
    append(prefix + "gpuq: the log of pod " + pod.name +
           " cannot be read: " + read.error().message + "\n");
    return;
  }
}

bool ClusterLogStream::pull(std::string& out) {
  if (follow_) {
    // Checked before looking for pods, so that pods of a workload that just
    // ended are still read to their end.
    const bool over = over_();
    if (over || std::chrono::steady_clock::now() - last_look_ >= kNewPodsEvery) start_new_pods();
    if (over) over_seen_ = true;
  }
  std::unique_lock lock(mu_);
  cv_.wait_for(lock, std::chrono::milliseconds(200),
               [&] { return !buffer_.empty() || running_ == 0; });
  if (!buffer_.empty()) {
    out += buffer_;
    buffer_.clear();
    cv_.notify_all();
    return true;
  }
  if (running_ > 0) return true;
  return follow_ && !over_seen_;  // following: pods may still come
}

}  // namespace gpuq::daemon::kube
