#include "daemon/model/workload_index.h"

#include <functional>

namespace gpuq::daemon {

uint64_t WorkloadIndex::id_hash(std::string_view id) { return std::hash<std::string_view>{}(id); }

uint64_t WorkloadIndex::name_hash(int64_t project_id, std::string_view name) {
  return std::hash<std::string_view>{}(name) ^
         (static_cast<uint64_t>(project_id) * 0x9E3779B97F4A7C15ULL);
}

void WorkloadIndex::insert(std::vector<uint32_t>& slots, uint64_t hash, std::size_t position) {
  const std::size_t mask = slots.size() - 1;
  std::size_t i = hash & mask;
  while (slots[i] != 0) i = (i + 1) & mask;
  slots[i] = static_cast<uint32_t>(position + 1);
}

void WorkloadIndex::rebuild(const std::vector<Workload>& workloads) {
  std::size_t size = 16;
  while (size < 2 * workloads.size()) size *= 2;
  by_id_.assign(size, 0);
  by_name_.assign(size, 0);
  count_ = workloads.size();
  for (std::size_t p = 0; p < workloads.size(); ++p) {
    insert(by_id_, id_hash(workloads[p].id), p);
    insert(by_name_, name_hash(workloads[p].project_id, workloads[p].name), p);
  }
}

void WorkloadIndex::add(const std::vector<Workload>& workloads, std::size_t position) {
  if (2 * (count_ + 1) > by_id_.size()) return rebuild(workloads);
  ++count_;
  insert(by_id_, id_hash(workloads[position].id), position);
  insert(by_name_, name_hash(workloads[position].project_id, workloads[position].name), position);
}

std::optional<std::size_t> WorkloadIndex::find(const std::vector<Workload>& workloads,
                                               std::string_view id) const {
  if (by_id_.empty()) return std::nullopt;
  const std::size_t mask = by_id_.size() - 1;
  for (std::size_t i = id_hash(id) & mask; by_id_[i] != 0; i = (i + 1) & mask) {
    const std::size_t p = by_id_[i] - 1;
    if (p < workloads.size() && workloads[p].id == id) return p;
  }
  return std::nullopt;
}

bool WorkloadIndex::has_name(const std::vector<Workload>& workloads, int64_t project_id,
                             std::string_view name) const {
  if (by_name_.empty()) return false;
  const std::size_t mask = by_name_.size() - 1;
  for (std::size_t i = name_hash(project_id, name) & mask; by_name_[i] != 0; i = (i + 1) & mask) {
    const std::size_t p = by_name_[i] - 1;
    if (p < workloads.size() && workloads[p].project_id == project_id &&
        workloads[p].name == name) {
      return true;
    }
  }
  return false;
}

}  // namespace gpuq::daemon
