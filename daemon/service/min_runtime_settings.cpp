#include "daemon/service/min_runtime_settings.h"

namespace gpuq::daemon {

std::optional<int64_t> pool_min_guaranteed_runtime(const State& state, const DaemonConfig& config,
                                                   const std::string& pool) {
  if (auto it = state.pool_settings.find(pool);
      it != state.pool_settings.end() && it->second.min_guaranteed_runtime_s) {
    return it->second.min_guaranteed_runtime_s;
  }
  for (const PoolConfig& p : config.pools) {
    if (p.name == pool) return p.min_guaranteed_runtime_s;
  }
  return std::nullopt;
}

std::optional<int64_t> last_start_seconds(const Workload& w) {
  if (w.last_start_at <= 0) return std::nullopt;
  return (w.last_start_at + 999) / 1000;
}

int64_t guaranteed_runtime_ends_at(const State& state, const Workload& w) {
  auto it = state.protected_until_ms.find(w.id);
  return it == state.protected_until_ms.end() ? 0 : it->second;
}

}  // namespace gpuq::daemon
