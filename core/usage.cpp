#include "core/usage.h"

#include <algorithm>
#include <cmath>

namespace gpuq::core {
namespace {

// The integral of the decay 0.5^((now - t) / h) over [a, b] (b <= now): the
// weight of a span, in seconds. Without decay, its length.
double decayed_seconds(int64_t a, int64_t b, int64_t now, int64_t half_life) {
  if (b <= a) return 0;
  if (half_life <= 0) return static_cast<double>(b - a);
  const double h = static_cast<double>(half_life);
  const double at_b = std::exp2(-static_cast<double>(now - b) / h);
  const double at_a = std::exp2(-static_cast<double>(now - a) / h);
  return h / std::log(2.0) * (at_b - at_a);
}

}  // namespace

int64_t usage_window_start(int64_t now_s, const UsageParams& params) {
  if (params.window == UsageParams::Window::sliding) return now_s - params.window_s;
  const int64_t start = params.tumbling_start_s;
  if (now_s <= start || params.window_s <= 0) return now_s;
  const int64_t boundaries = (now_s - start - 1) / params.window_s;
  return start + boundaries * params.window_s;
}

void UsageLedger::record(int64_t from_s, int64_t to_s, const ResourceAmounts& capacity,
                         const std::map<std::string, ResourceAmounts>& held) {
  if (!spans_.empty()) from_s = std::max(from_s, spans_.back().to_s);
  if (to_s <= from_s) return;
  spans_.push_back(Span{from_s, to_s, capacity, held});
}

std::map<std::string, ResourceAmounts> UsageLedger::usage(int64_t now_s,
                                                          const UsageParams& params) const {
  const int64_t start = usage_window_start(now_s, params);
  std::map<std::string, ResourceAmounts> held;
  ResourceAmounts capacity{0, 0, 0};
  for (const Span& s : spans_) {
    const int64_t a = std::max(s.from_s, start), b = std::min(s.to_s, now_s);
    const double w = decayed_seconds(a, b, now_s, params.half_life_s);
    if (w <= 0) continue;
    for (std::size_t r = 0; r < kResourceCount; ++r) capacity[r] += s.capacity[r] * w;
    for (const auto& [queue, amounts] : s.held) {
      ResourceAmounts& sum = held[queue];
      for (std::size_t r = 0; r < kResourceCount; ++r) sum[r] += amounts[r] * w;
    }
  }
  for (auto& [queue, sum] : held) {
    for (std::size_t r = 0; r < kResourceCount; ++r) {
      sum[r] = capacity[r] > 0 ? std::clamp(sum[r] / capacity[r], 0.0, 1.0) : 0.0;
    }
  }
  return held;
}

void UsageLedger::forget_before(int64_t before_s) {
  auto keep =
      std::find_if(spans_.begin(), spans_.end(), [&](const Span& s) { return s.to_s > before_s; });
  spans_.erase(spans_.begin(), keep);
}

}  // namespace gpuq::core
