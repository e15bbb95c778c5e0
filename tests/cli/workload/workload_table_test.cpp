// The workload table's columns: --columns names them as Table::select_columns
// compares them (letters and digits, any case), and each column asks the
// daemon for the fields its cells read.
#include "cli/workload/workload_table.h"

#include <doctest/doctest.h>

using gpuq::cli::find_workload_column;
using gpuq::cli::known_workload_columns;
using gpuq::cli::workload_fields;

TEST_CASE("workload columns are found by the names --columns accepts") {
  REQUIRE(find_workload_column("gpu-alloc") != nullptr);
  CHECK(find_workload_column("gpu-alloc")->name == "GPU Alloc.");
  CHECK(find_workload_column("gpualloc")->name == "GPU Alloc.");
  CHECK(find_workload_column("NodePool")->name == "Node Pool");
  CHECK(find_workload_column(" Status")->name == "Status");
  CHECK(find_workload_column("running/req. pods")->name == "Running/Req. Pods");
  CHECK(find_workload_column("nope") == nullptr);
  CHECK(find_workload_column("") == nullptr);
  CHECK(find_workload_column("--") == nullptr);
  CHECK(known_workload_columns({"workload", "gpu-alloc", "nope", "AGE"}) ==
        std::vector<std::string>{"Workload", "GPU Alloc.", "Age"});
  // Every name select_columns accepts for the table is one of ours.
  for (const std::string& name : gpuq::cli::kAllWorkloadColumns) {
    CHECK(find_workload_column(name) != nullptr);
  }
}

TEST_CASE("workload columns ask for the fields their cells read, each once") {
  const std::vector<std::string> alloc = {"allocatedResources.gpu", "allocatedResources.gpuMemory",
                                          "podsRequestedResources.gpuRequestType",
                                          "podsRequestedResources.gpuMemory.request"};
  CHECK(workload_fields({"gpu-alloc"}) == alloc);
  // Each once, in the order the columns first ask for them.
  CHECK(workload_fields({"Workload", "GPUs Alloc. (Req.)", "GPU Alloc."}) ==
        std::vector<std::string>{
            "name", "allocatedResources.gpu", "podsRequestedResources.gpu.request",
            "requestedPods.number", "allocatedResources.gpuMemory",
            "podsRequestedResources.gpuRequestType", "podsRequestedResources.gpuMemory.request"});
  CHECK(workload_fields({"nope"}).empty());
}
