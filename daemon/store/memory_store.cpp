// The in-memory Store: the SQLite store's semantics without the file, for
// tests of the layers above. transaction() copies the whole state on begin
// and puts the copy back on failure, which is fine at test sizes.
#include <algorithm>
#include <exception>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "daemon/store/store.h"

namespace gpuq::daemon {
namespace {

using core::Result;

class MemoryStore final : public Store {
 public:
  Result<StoredState> load() override {
    StoredState state;
    for (const auto& [id, p] : data_.projects) state.projects.push_back(p);
    std::vector<const Entry*> entries;
    entries.reserve(data_.workloads.size());
    for (const auto& [id, e] : data_.workloads) entries.push_back(&e);
    // Creation time, then insertion order (the SQLite store's rowid).
    std::sort(entries.begin(), entries.end(), [](const Entry* a, const Entry* b) {
      if (a->workload.created_at != b->workload.created_at) {
        return a->workload.created_at < b->workload.created_at;
      }
      return a->seq < b->seq;
    });
    for (const Entry* e : entries) state.workloads.push_back(e->workload);
    for (const auto& [id, t] : data_.tokens) state.tokens.push_back(t);
    for (const auto& [key, a] : data_.assets) state.assets.push_back(a);
    for (const auto& [name, pool] : data_.pools) state.pools.push_back(pool);
    state.next_event_id = data_.max_event_id + 1;
    return state;
  }

  Result<void> transaction(const std::function<Result<void>()>& body) override {
    Data saved = data_;
    Result<void> result;
    try {
      result = body();
    } catch (const std::exception& e) {
      result = core::fail(std::string("transaction body threw: ") + e.what(), {},
                          core::Error::Code::internal);
    } catch (...) {
      result = core::fail("transaction body threw", {}, core::Error::Code::internal);
    }
    if (!result) data_ = std::move(saved);
    return result;
  }

  Result<void> put_project(const Project& p) override {
    for (const auto& [id, other] : data_.projects) {
      if (id != p.id && other.name == p.name) {
        return core::fail("state database (memory): UNIQUE constraint failed: projects.name", {},
                          core::Error::Code::conflict);
      }
    }
    data_.projects[p.id] = p;
    return {};
  }

  Result<void> delete_project(int64_t id) override {
    data_.projects.erase(id);
    return {};
  }

  Result<void> put_workload(const Workload& w) override {
    auto [it, inserted] = data_.workloads.try_emplace(w.id);
    if (inserted) it->second.seq = data_.next_seq++;
    it->second.workload = w;
    return {};
  }

  Result<void> delete_workload(const std::string& id) override {
    data_.workloads.erase(id);
    if (auto it = data_.events.find(id); it != data_.events.end()) {
      for (const Event& e : it->second) data_.event_ids.erase(e.id);
      data_.events.erase(it);
    }
    return {};
  }

  Result<void> append_event(const Event& e) override {
    if (e.id != 0 && data_.event_ids.contains(e.id)) {
      return core::fail("state database (memory): UNIQUE constraint failed: events.id", {},
                        core::Error::Code::conflict);
    }
    Event stored = e;
    if (stored.id == 0) stored.id = data_.max_event_id + 1;
    data_.event_ids.insert(stored.id);
    data_.max_event_id = std::max(data_.max_event_id, stored.id);
    auto& list = data_.events[stored.workload_id];
    // Kept sorted by id, as the SQLite store returns them.
    list.insert(std::upper_bound(list.begin(), list.end(), stored.id,
                                 [](int64_t id, const Event& o) { return id < o.id; }),
                std::move(stored));
    return {};
  }

  Result<std::vector<Event>> events(const std::string& workload_id, std::size_t limit) override {
    auto it = data_.events.find(workload_id);
    if (it == data_.events.end()) return std::vector<Event>{};
    const auto& list = it->second;
    const std::size_t skip = limit == 0 || limit >= list.size() ? 0 : list.size() - limit;
    return std::vector<Event>(list.begin() + static_cast<std::ptrdiff_t>(skip), list.end());
  }

  Result<int64_t> count_events(const std::string& workload_id) override {
    auto it = data_.events.find(workload_id);
    return it == data_.events.end() ? 0 : static_cast<int64_t>(it->second.size());
  }

  Result<void> drop_oldest_events(const std::string& workload_id, int64_t count) override {
    auto it = data_.events.find(workload_id);
    if (it == data_.events.end() || count <= 0) return {};
    auto& list = it->second;
    const auto end = list.begin() + std::min<std::ptrdiff_t>(count, std::ssize(list));
    for (auto e = list.begin(); e != end; ++e) data_.event_ids.erase(e->id);
    list.erase(list.begin(), end);
    return {};
  }

  Result<void> put_token(const Token& t) override {
    data_.tokens[t.id] = t;
    return {};
  }

  Result<void> put_asset(const StoredAsset& a) override {
    data_.assets[{a.kind, a.id}] = a;
    return {};
  }

  Result<void> delete_asset(const std::string& kind, int64_t id) override {
    data_.assets.erase({kind, id});
    return {};
  }

  Result<void> put_pool_settings(const PoolSettings& pool) override {
    data_.pools[pool.name] = pool;
    return {};
  }

 private:
  struct Entry {
    uint64_t seq = 0;  // insertion order; kept when the workload is replaced
    Workload workload;
  };
  struct Data {
    std::map<int64_t, Project> projects;
    std::unordered_map<std::string, Entry> workloads;
    std::unordered_map<std::string, std::vector<Event>> events;  // by workload, id order
    std::unordered_set<int64_t> event_ids;
    std::map<int64_t, Token> tokens;
    std::map<std::pair<std::string, int64_t>, StoredAsset> assets;  // by kind, then id
    std::map<std::string, PoolSettings> pools;
    uint64_t next_seq = 0;
    int64_t max_event_id = 0;  // largest id ever appended, as AUTOINCREMENT keeps it
  };
  Data data_;
};

}  // namespace

std::unique_ptr<Store> make_memory_store() { return std::make_unique<MemoryStore>(); }

}  // namespace gpuq::daemon
