// The scheduler loop's record of usage for fairness over time (policy.usage).
#include <algorithm>

#include "daemon/sched/scheduler_loop.h"
#include "daemon/sched/usage_amounts.h"

namespace gpuq::daemon {
namespace {

// Usage is recorded a minute at a time (a longer span after a restart).
constexpr int64_t kUsageRecordS = 60;

}  // namespace

void SchedulerLoop::set_usage_store(std::unique_ptr<UsageStore> store,
                                    const core::UsageParams& params) {
  usage_ = std::move(store);
  usage_params_ = params;
}

void SchedulerLoop::record_usage(int64_t now_ms) {
  const core::UsageParams& params = usage_params_;
  const int64_t now_s = now_ms / 1000;
  if (now_s < usage_retry_s_) return;  // a record failed: once a minute, not every tick
  if (usage_from_s_ == 0) {
    // After a stop, the pods that outlived the daemon held what they hold
    // now (at most one window back).
    const int64_t until = usage_->recorded_until();
    usage_from_s_ = until == 0 || until > now_s ? now_s : std::max(until, now_s - params.window_s);
    if (until == 0) {
      // Nothing recorded yet: the window before now is the machine's, used
      // by nobody, as KAI counts the time before a queue existed (full
      // capacity, no usage). Else the first minute's holder would read 1.
      core::ResourceAmounts capacity{0, 0, 0};
      service_.read([&](const State& state) { capacity = cluster_capacity(state); });
      if (auto r = usage_->record(now_s - params.window_s, now_s, capacity, {}); !r) {
        log("usage: " + r.error().to_string());
        usage_from_s_ = 0;
        usage_retry_s_ = now_s + kUsageRecordS;
        return;
      }
    }
  }
  const int64_t from = usage_from_s_;
  const bool due = now_s - from >= kUsageRecordS;
  if (!due && usage_refreshed_) return;
  if (due) {
    core::ResourceAmounts capacity{0, 0, 0};
    QueueAmounts held;
    service_.read([&](const State& state) {
      capacity = cluster_capacity(state);
      held = held_by_queue(state);
    });
    if (auto r = usage_->record(from, now_s, capacity, held); !r) {
      log("usage: " + r.error().to_string());
      // A compaction that failed after the record was stored: the minutes
      // recorded are not recorded again.
      usage_from_s_ = std::max(from, usage_->recorded_until());
      usage_retry_s_ = now_s + kUsageRecordS;
      return;
    }
    usage_from_s_ = now_s;
  }
  QueueAmounts usage = usage_->usage(now_s, params);
  usage_refreshed_ = true;
  write_or_log("record_usage", [&](State& state, Store&) -> core::Result<void> {
    state.usage = std::move(usage);
    state.usage_on = true;
    return {};
  });
}

}  // namespace gpuq::daemon
