// Finds workloads by id and by (project, name) without copies of the
// strings: two open-addressing tables of positions in State::workloads,
// probed by a hash of the key and checked against the workload itself.
// About 16 bytes per workload, against some 185 for a map and a set of
// strings (100,000 workloads: 1.6 MB instead of 18 MB).
//
// Positions move when a workload is erased from the vector: rebuild() then.
// A plain value; not thread-safe (Service's mutex guards it with the State).
#ifndef GPUQ_DAEMON_MODEL_WORKLOAD_INDEX_H_
#define GPUQ_DAEMON_MODEL_WORKLOAD_INDEX_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "daemon/model/model.h"

namespace gpuq::daemon {

class WorkloadIndex {
 public:
  // Indexes every workload anew.
  void rebuild(const std::vector<Workload>& workloads);
  // Adds workloads[position] (just appended); ids and names are unique.
  void add(const std::vector<Workload>& workloads, std::size_t position);
  std::optional<std::size_t> find(const std::vector<Workload>& workloads,
                                  std::string_view id) const;
  bool has_name(const std::vector<Workload>& workloads, int64_t project_id,
                std::string_view name) const;

 private:
  static uint64_t id_hash(std::string_view id);
  static uint64_t name_hash(int64_t project_id, std::string_view name);
  static void insert(std::vector<uint32_t>& slots, uint64_t hash, std::size_t position);

  // Each slot holds a position + 1; 0 is empty. Sizes are powers of two, at
  // least twice the number of workloads.
  std::vector<uint32_t> by_id_, by_name_;
  std::size_t count_ = 0;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_WORKLOAD_INDEX_H_
