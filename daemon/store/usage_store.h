// Past usage for fairness over time: what each project and department held,
// recorded by the scheduler loop minute by minute, and the decayed,
// normalized usage the core weighs fair share with (core/usage.h). The
// daemon's source of usage; on a cluster, KAI reads its own from Prometheus.
//
// The SQLite store keeps usage.db in the state directory, apart from the
// state database, and compacts it as it goes: minutes older than a day
// become hours, hours older than 30 days become days, and days older than
// 400 days are dropped, so a year of history for 100 projects stays a few
// megabytes. Compaction keeps each queue's integral (amount x seconds).
//
// Errors: Result with core::Error (code io). Not thread-safe: the scheduler
// loop's thread alone uses it.
#ifndef GPUQ_DAEMON_STORE_USAGE_STORE_H_
#define GPUQ_DAEMON_STORE_USAGE_STORE_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "core/error.h"
#include "core/usage.h"

namespace gpuq::daemon {

using QueueAmounts = std::map<std::string, core::ResourceAmounts>;

class UsageStore {
 public:
  virtual ~UsageStore() = default;

  // From `from_s` to `to_s` (Unix seconds, from < to): the cluster's capacity
  // (GPUs, millicores, bytes) and what each queue held. Queues that held
  // nothing may be left out.
  virtual core::Result<void> record(int64_t from_s, int64_t to_s,
                                    const core::ResourceAmounts& capacity,
                                    const QueueAmounts& held) = 0;

  // Each queue's usage at `now_s` (fractions of the cluster per resource);
  // queues that held nothing in the window are left out.
  virtual QueueAmounts usage(int64_t now_s, const core::UsageParams& params) = 0;

  // Where the last record ends (0: nothing recorded): the next one starts there.
  virtual int64_t recorded_until() const = 0;
};

// Opens (creating) `state_dir`/usage.db and loads what the window of
// `params` reaches at `now_s`.
core::Result<std::unique_ptr<UsageStore>> open_usage_store(const std::string& state_dir,
                                                           int64_t now_s,
                                                           const core::UsageParams& params);

// Keeps everything in memory, uncompacted; for tests.
std::unique_ptr<UsageStore> make_memory_usage_store();

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_USAGE_STORE_H_
