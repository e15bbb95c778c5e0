// Durable state: the daemon commits every change here before it acknowledges
// it or acts on it, so that after a crash or kill -9 nothing is lost.
//
// Errors: Result<T> with core::Error (code io for database failures). Not
// thread-safe: Service serialises calls. An in-memory fake beside the SQLite
// implementation serves tests that do not need the file.
#ifndef GPUQ_DAEMON_STORE_STORE_H_
#define GPUQ_DAEMON_STORE_STORE_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "daemon/model/asset_model.h"
#include "daemon/model/model.h"

namespace gpuq::daemon {

// Everything the store holds, as loaded at start.
struct StoredState {
  std::vector<Project> projects;    // by id
  std::vector<Workload> workloads;  // by creation time; pods included
  std::vector<Token> tokens;
  std::vector<StoredAsset> assets;  // by kind, then id
  std::vector<PoolSettings> pools;  // by name
  int64_t next_event_id = 1;
};

class Store {
 public:
  virtual ~Store() = default;

  virtual core::Result<StoredState> load() = 0;

  // Runs `body` in one transaction: all its writes commit together, or none
  // if it returns an error (which is passed on).
  virtual core::Result<void> transaction(const std::function<core::Result<void>()>& body) = 0;

  virtual core::Result<void> put_project(const Project& project) = 0;  // insert or replace by id
  virtual core::Result<void> delete_project(int64_t id) = 0;
  virtual core::Result<void> put_workload(const Workload& workload) = 0;  // pods included
  virtual core::Result<void> delete_workload(const std::string& id) = 0;  // and its events
  virtual core::Result<void> append_event(const Event& event) = 0;
  // Events of one workload, oldest first; at most `limit` (newest kept), 0 = all.
  virtual core::Result<std::vector<Event>> events(const std::string& workload_id,
                                                  std::size_t limit) = 0;
  // How many events of one workload the store holds.
  virtual core::Result<int64_t> count_events(const std::string& workload_id) = 0;
  // Removes the `count` oldest events of one workload.
  virtual core::Result<void> drop_oldest_events(const std::string& workload_id, int64_t count) = 0;
  virtual core::Result<void> put_token(const Token& token) = 0;
  // Assets (compute resources, secrets, volumes): insert or replace by
  // (kind, id); delete by the same.
  virtual core::Result<void> put_asset(const StoredAsset& asset) = 0;
  virtual core::Result<void> delete_asset(const std::string& kind, int64_t id) = 0;
  // Insert or replace by name.
  virtual core::Result<void> put_pool_settings(const PoolSettings& pool) = 0;
};

// SQLite in `state_dir`/gpuq.db, WAL mode, versioned schema with
// migrations applied at open; the file stays locked to this store until it
// is destroyed. Fails with a clear message when the file is not a gpuq
// database, was written by a newer version or is held by another process
// (after waiting 5 s for it).
core::Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& state_dir);

// Keeps everything in memory; for tests.
std::unique_ptr<Store> make_memory_store();

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_STORE_H_
