// Past usage for fairness over time (kai-time.md §2.2): what each queue held
// over a window, decayed by a half-life, as a fraction of what the cluster
// could have run over the same window with the same decay. Pure values; the
// scenario simulator keeps one, and the daemon's usage store answers the same
// question from SQLite.
#ifndef GPUQ_CORE_USAGE_H_
#define GPUQ_CORE_USAGE_H_

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/resources.h"

namespace gpuq::core {

// Amounts per resource (gpu, cpu, memory) in any one unit per resource.
using ResourceAmounts = std::array<double, kResourceCount>;

// How usage is counted (KAI's usageParams).
struct UsageParams {
  enum class Window { sliding, tumbling };
  int64_t half_life_s = 0;    // 0: no decay
  int64_t window_s = 604800;  // how far back usage counts (KAI's default: a week)
  Window window = Window::sliding;
  // Tumbling windows start here and repeat every window_s; usage starts
  // again at each boundary.
  int64_t tumbling_start_s = 0;
};

// Where the window that counts at `now_s` starts: now - window for a sliding
// window; for a tumbling one, the latest boundary strictly before now (now
// itself when the first boundary is not before now).
int64_t usage_window_start(int64_t now_s, const UsageParams& params);

// A record of what was held when: spans of constant allocation, in time
// order. A queue not named in a span held nothing then.
class UsageLedger {
 public:
  // From `from_s` to `to_s` (from < to), the cluster's capacity and what each
  // queue held. Spans may overlap (a compacted hour beside the minutes that
  // followed a restart): each counts as its amounts times its own length. A
  // span that continues the last one with the same amounts extends it.
  void record(int64_t from_s, int64_t to_s, const ResourceAmounts& capacity,
              const std::map<std::string, ResourceAmounts>& held);

  // Each queue's usage at `now_s`, per resource in 0..1: the decayed sum of
  // what it held over the window divided by the decayed sum of capacity. A
  // queue that held nothing in the window is left out; a resource without
  // capacity reads 0.
  std::map<std::string, ResourceAmounts> usage(int64_t now_s, const UsageParams& params) const;

  // Drops spans that ended before `before_s` (no window reaches them again).
  void forget_before(int64_t before_s);

  // Merges the spans shorter than `bucket_s` that start before `before_s`
  // into spans of `bucket_s` aligned to multiples of it, each queue's amount
  // being its average over the bucket: the integrals stay what they were.
  void compact(int64_t before_s, int64_t bucket_s);

  std::size_t spans() const { return spans_.size(); }

 private:
  // Queues are held by index into names_, so that summing a window is a walk
  // over arrays rather than a lookup of each name.
  struct Span {
    int64_t from_s, to_s;
    ResourceAmounts capacity;
    std::vector<std::pair<int, ResourceAmounts>> held;
  };
  int index_of(const std::string& queue);

  std::vector<Span> spans_;
  std::vector<std::string> names_;
  std::map<std::string, int> index_;
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_USAGE_H_
