// WorkloadIndex: ids and (project, name) found through growth, misses,
// erasing and rebuilding, and equal names in other projects.
#include <doctest/doctest.h>

#include "daemon/model/workload_index.h"

namespace gpuq::daemon {
namespace {

Workload make(int i, int64_t project) {
  Workload w;
  w.id = "id-" + std::to_string(i) + "-0000-0000-0000-000000000000";
  w.name = "w-" + std::to_string(i);
  w.project_id = project;
  return w;
}

TEST_CASE("workload index: finds every id and name as it grows, and nothing else") {
  std::vector<Workload> all;
  WorkloadIndex index;
  CHECK_FALSE(index.find(all, "id-0").has_value());
  CHECK_FALSE(index.has_name(all, 1, "w-0"));
  for (int i = 0; i < 3000; ++i) {
    all.push_back(make(i, 1 + i % 3));
    index.add(all, all.size() - 1);
  }
  for (int i = 0; i < 3000; i += 7) {
    INFO(i);
    CHECK(index.find(all, all[static_cast<std::size_t>(i)].id) == static_cast<std::size_t>(i));
    CHECK(index.has_name(all, 1 + i % 3, "w-" + std::to_string(i)));
    CHECK_FALSE(index.has_name(all, 1 + (i + 1) % 3, "w-" + std::to_string(i)));
  }
  CHECK_FALSE(index.find(all, "id-3000-0000-0000-0000-000000000000").has_value());
  CHECK_FALSE(index.find(all, "").has_value());
  CHECK_FALSE(index.has_name(all, 1, "w-3000"));
}

TEST_CASE("workload index: after erasing, a rebuild finds the moved positions") {
  std::vector<Workload> all;
  for (int i = 0; i < 100; ++i) all.push_back(make(i, 1));
  WorkloadIndex index;
  index.rebuild(all);
  const std::string gone = all[10].id;
  all.erase(all.begin() + 10);
  index.rebuild(all);
  CHECK_FALSE(index.find(all, gone).has_value());
  CHECK_FALSE(index.has_name(all, 1, "w-10"));
  CHECK(index.find(all, all[10].id) == 10u);
  CHECK(index.find(all, all.back().id) == 98u);
  CHECK(index.has_name(all, 1, "w-99"));
}

}  // namespace
}  // namespace gpuq::daemon
