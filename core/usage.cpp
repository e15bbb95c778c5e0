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

int UsageLedger::index_of(const std::string& queue) {
  auto [it, fresh] = index_.try_emplace(queue, static_cast<int>(names_.size()));
  if (fresh) names_.push_back(queue);
  return it->second;
}

void UsageLedger::record(int64_t from_s, int64_t to_s, const ResourceAmounts& capacity,
                         const std::map<std::string, ResourceAmounts>& held) {
  if (to_s <= from_s) return;
  Span span{from_s, to_s, capacity, {}};
  span.held.reserve(held.size());
  for (const auto& [queue, amounts] : held) span.held.emplace_back(index_of(queue), amounts);
  // The same amounts right after the last span: one longer span, so that a
  // long steady run stays one span however many cycles it has.
  if (!spans_.empty()) {
    Span& last = spans_.back();
    if (last.to_s == from_s && last.capacity == span.capacity && last.held == span.held) {
      last.to_s = to_s;
      return;
    }
  }
  spans_.push_back(std::move(span));
}

std::map<std::string, ResourceAmounts> UsageLedger::usage(int64_t now_s,
                                                          const UsageParams& params) const {
  const int64_t start = usage_window_start(now_s, params);
  std::vector<ResourceAmounts> sums(names_.size(), ResourceAmounts{0, 0, 0});
  std::vector<bool> seen(names_.size(), false);
  ResourceAmounts capacity{0, 0, 0};
  for (const Span& s : spans_) {
    const int64_t a = std::max(s.from_s, start), b = std::min(s.to_s, now_s);
    const double w = decayed_seconds(a, b, now_s, params.half_life_s);
    if (w <= 0) continue;
    for (std::size_t r = 0; r < kResourceCount; ++r) capacity[r] += s.capacity[r] * w;
    for (const auto& [queue, amounts] : s.held) {
      ResourceAmounts& sum = sums[static_cast<std::size_t>(queue)];
      seen[static_cast<std::size_t>(queue)] = true;
      for (std::size_t r = 0; r < kResourceCount; ++r) sum[r] += amounts[r] * w;
    }
  }
  std::map<std::string, ResourceAmounts> out;
  for (std::size_t q = 0; q < names_.size(); ++q) {
    if (!seen[q]) continue;
    ResourceAmounts& u = out[names_[q]];
    for (std::size_t r = 0; r < kResourceCount; ++r) {
      u[r] = capacity[r] > 0 ? std::clamp(sums[q][r] / capacity[r], 0.0, 1.0) : 0.0;
    }
  }
  return out;
}

void UsageLedger::forget_before(int64_t before_s) {
  std::erase_if(spans_, [&](const Span& s) { return s.to_s <= before_s; });
}

void UsageLedger::compact(int64_t before_s, int64_t bucket_s) {
  std::map<int64_t, Span> buckets;
  std::map<int64_t, std::map<int, ResourceAmounts>> bucket_held;
  std::vector<Span> kept;
  for (Span& s : spans_) {
    const int64_t length = s.to_s - s.from_s;
    if (length >= bucket_s || s.from_s >= before_s) {
      kept.push_back(std::move(s));
      continue;
    }
    const int64_t start = s.from_s >= 0 ? s.from_s / bucket_s * bucket_s
                                        : -((-s.from_s + bucket_s - 1) / bucket_s) * bucket_s;
    Span& b =
        buckets.try_emplace(start, Span{start, start + bucket_s, {0, 0, 0}, {}}).first->second;
    const double share = static_cast<double>(length) / static_cast<double>(bucket_s);
    for (std::size_t r = 0; r < kResourceCount; ++r) b.capacity[r] += s.capacity[r] * share;
    std::map<int, ResourceAmounts>& held = bucket_held[start];
    for (const auto& [queue, amounts] : s.held) {
      ResourceAmounts& sum = held[queue];
      for (std::size_t r = 0; r < kResourceCount; ++r) sum[r] += amounts[r] * share;
    }
  }
  for (auto& [start, b] : buckets) {
    for (const auto& [queue, amounts] : bucket_held[start]) b.held.emplace_back(queue, amounts);
    kept.push_back(std::move(b));
  }
  std::stable_sort(kept.begin(), kept.end(),
                   [](const Span& a, const Span& b) { return a.from_s < b.from_s; });
  spans_ = std::move(kept);
}

}  // namespace gpuq::core
