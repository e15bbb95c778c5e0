// SqliteStore::load(): everything at start, in one read transaction. Kept
// cheap (100,000 workloads in about half a second of CPU): rows come in rowid
// order (no SQL sort), the vector is reserved, and the JSON columns are read
// by the pull reader of json_text.h straight into the model.
#include <algorithm>

#include "core/priority_class.h"
#include "daemon/store/model_json.h"
#include "daemon/store/sqlite_store_impl.h"

namespace gpuq::daemon {

using core::Result;

Result<StoredState> SqliteStore::load() {
  StoredState state;
  if (depth_ > 0) {
    if (auto r = load_into(state); !r) return std::unexpected(r.error());
    return state;
  }
  // A read transaction: one consistent snapshot of all tables.
  if (auto r = run(Sql::begin); !r) return std::unexpected(r.error());
  auto r = load_into(state);
  if (!sqlite3_get_autocommit(db_)) (void)run(r ? Sql::commit : Sql::rollback);
  if (!r) return std::unexpected(r.error());
  return state;
}

Result<void> SqliteStore::load_into(StoredState& state) {
  auto r = query(Sql::load_projects, [&](Row row) -> Result<void> {
    Project& p = state.projects.emplace_back();
    p.id = row.i(0);
    p.name = row.s(1);
    p.parent_id = row.i(2);
    p.department = row.i(3) != 0;
    p.priority = static_cast<int>(row.i(4));
    const std::string what = "project " + std::to_string(p.id);
    auto resources = quotas_from_json(row.v(5));
    if (!resources) return std::unexpected(corrupt(what + ": resources", resources.error()));
    p.resources = std::move(*resources);
    auto quota = quota_from_json(row.v(6));
    if (!quota) return std::unexpected(corrupt(what + ": default_quota", quota.error()));
    p.default_quota = *quota;
    auto members = strings_from_json(row.v(7));
    if (!members) return std::unexpected(corrupt(what + ": members", members.error()));
    p.members = std::move(*members);
    p.description = row.s(8);
    p.created_by = row.s(9);
    p.created_at = row.i(10);
    p.updated_at = row.i(11);
    p.min_runtime.preempt_s = row.maybe(12);
    p.min_runtime.reclaim_s = row.maybe(13);
    return {};
  });
  if (!r) return r;

  r = query(Sql::count_workloads, [&](Row row) -> Result<void> {
    state.workloads.reserve(static_cast<std::size_t>(row.i(0)));
    return {};
  });
  if (!r) return r;
  // Workloads that wait for the same reason share it (see SharedText); shared
  // here, as each is read, no copies are left behind in the heap.
  TextPool messages;
  r = query(Sql::load_workloads, [&](Row row) -> Result<void> {
    Workload& w = state.workloads.emplace_back();
    w.id = row.s(0);
    w.name = row.s(1);
    w.project_id = row.i(2);
    auto type = core::workload_type_of(row.v(3));
    if (!type) {
      return std::unexpected(
          corrupt("workload " + w.id, core::Error{{}, "unknown type " + row.s(3), {}}));
    }
    w.type = *type;
    w.submitted_by = row.s(4);
    w.created_at = row.i(5);
    w.updated_at = row.i(6);
    w.completed_at = row.i(7);
    w.priority_class = row.s(8);
    w.priority = static_cast<int>(row.i(9));
    w.preemptible = row.i(10) != 0;
    auto check = [&](auto parsed, auto& field, const char* column) -> Result<void> {
      if (!parsed)
        return std::unexpected(corrupt("workload " + w.id + ": " + column, parsed.error()));
      field = std::move(*parsed);
      return {};
    };
    if (auto c = check(request_from_json(row.v(11)), w.request, "request"); !c) return c;
    if (auto c = check(limits_from_json(row.v(12)), w.limits, "limits"); !c) return c;
    w.parallelism = static_cast<int>(row.i(13));
    w.completions = static_cast<int>(row.i(14));
    w.min_available = static_cast<int>(row.i(15));
    w.backoff_limit = static_cast<int>(row.i(16));
    w.failures = static_cast<int>(row.i(17));
    w.succeeded = static_cast<int>(row.i(18));
    w.termination_grace_s = row.i(19);
    if (auto c = check(strings_from_json(row.v(20)), w.node_pools, "node_pools"); !c) return c;
    if (auto c = check(run_from_json(row.v(21)), w.run, "run"); !c) return c;
    w.desired_phase = row.s(22);
    w.phase = row.s(23);
    w.phase_reason = row.s(24);
    w.phase_message = messages.get(row.s(25));
    w.phase_updated_at = row.i(26);
    w.stale_since = row.i(27);
    if (auto c = check(pods_from_json(row.v(28)), w.pods, "pods"); !c) return c;
    w.spec_json = row.s(29);
    w.last_start_at = row.i(30);
    return {};
  });
  if (!r) return r;

  // By creation time, then insertion order. Usually sorted already.
  auto by_creation = [](const Workload& a, const Workload& b) {
    return a.created_at < b.created_at;
  };
  if (!std::is_sorted(state.workloads.begin(), state.workloads.end(), by_creation)) {
    std::stable_sort(state.workloads.begin(), state.workloads.end(), by_creation);
  }

  r = query(Sql::load_tokens, [&](Row row) -> Result<void> {
    state.tokens.push_back(
        Token{row.i(0), row.s(1), row.s(2), row.s(3), row.s(4), row.i(5), row.i(6) != 0});
    return {};
  });
  if (!r) return r;

  r = query(Sql::load_assets, [&](Row row) -> Result<void> {
    state.assets.push_back(StoredAsset{row.s(0), row.i(1), row.s(2)});
    return {};
  });
  if (!r) return r;

  r = query(Sql::load_pools, [&](Row row) -> Result<void> {
    state.pools.push_back(PoolSettings{row.s(0), row.maybe(1)});
    return {};
  });
  if (!r) return r;

  return query(Sql::next_event_id, [&](Row row) -> Result<void> {
    state.next_event_id = row.i(0);
    return {};
  });
}

}  // namespace gpuq::daemon
