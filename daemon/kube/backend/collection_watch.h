// One collection of the cluster kept in memory by watching it, as client-go's
// informers do: list, then watch from the list's resourceVersion; a watch
// the server ends is resumed from the last version seen; a 410 (the version
// is too old, sent inside the stream) or a broken connection relists. No
// polling: between changes the only request is the open watch.
//
// Objects are kept trimmed by `keep` (the fields the backend reads), so that
// 10,000 pods cost little memory. `on_change` runs on the watch's thread
// after each change (and after each list); keep it short (wake a loop).
// Thread-safe.
#ifndef GPUQ_DAEMON_KUBE_BACKEND_COLLECTION_WATCH_H_
#define GPUQ_DAEMON_KUBE_BACKEND_COLLECTION_WATCH_H_

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "daemon/kube/api_client.h"

namespace gpuq::daemon::kube {

class CollectionWatch {
 public:
  using Trim = std::function<nlohmann::json(const nlohmann::json& object)>;
  // Shared and never changed once kept: a copy of the map costs pointers.
  using Object = std::shared_ptr<const nlohmann::json>;
  using Log = std::function<void(const std::string& line)>;

  // `path`: the collection, with its labelSelector when it has one
  // ("/api/v1/pods?labelSelector=...").
  CollectionWatch(ApiClient& client, std::string path, Trim keep, std::function<void()> on_change,
                  Log log);
  ~CollectionWatch();
  CollectionWatch(const CollectionWatch&) = delete;
  CollectionWatch& operator=(const CollectionWatch&) = delete;

  void start();
  void stop();  // returns when the thread ended

  // One list, on the caller's thread (at start, to adopt before serving).
  core::Result<void> list_once();

  // Objects by "namespace/name" (cluster-scoped: "name").
  std::map<std::string, Object> objects() const;
  bool synced() const { return synced_; }
  // The last failure to reach the server ("" while it answers).
  std::string trouble() const;
  int relists() const { return relists_; }

 private:
  void run();
  void run_watching();
  // The watch from resource_version_; false when it must relist.
  bool watch();
  void apply(const std::string& type, nlohmann::json object);
  void set_trouble(const std::string& why);
  void pause(std::chrono::milliseconds d);

  ApiClient& client_;
  std::string path_;
  Trim keep_;
  std::function<void()> on_change_;
  Log log_;
  mutable std::mutex mu_;
  std::map<std::string, Object> objects_;
  std::string resource_version_;
  std::string trouble_;
  std::atomic<bool> synced_{false};
  std::atomic<bool> stopping_{false};
  std::atomic<int> relists_{0};
  std::condition_variable stop_cv_;
  std::thread thread_;
};

// "namespace/name" of an object, or "name" when it has no namespace.
std::string object_key(const nlohmann::json& object);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_BACKEND_COLLECTION_WATCH_H_
