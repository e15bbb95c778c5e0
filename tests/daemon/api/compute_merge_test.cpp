#include "daemon/api/compute_merge.h"

#include <doctest/doctest.h>

using gpuq::daemon::api::ComputeLayer;
using gpuq::daemon::api::merge_compute;
using nlohmann::json;

TEST_CASE("compute merge: the profile wins, then the user, then the compute resource") {
  auto merged = merge_compute({
      {"profile", {{"gpuDevicesRequest", 2}, {"cpuCoreRequest", "500m"}}},
      {"flag", {{"gpuDevicesRequest", 1}, {"cpuCoreLimit", 2}, {"nodePools", {"a"}}}},
      {"computeResource", {{"cpuMemoryRequest", "1G"}, {"cpuCoreRequest", 4}}},
  });
  CHECK(merged.compute == json{{"gpuDevicesRequest", 2},
                               {"cpuCoreRequest", "500m"},
                               {"cpuCoreLimit", 2},
                               {"cpuMemoryRequest", "1G"}});
  CHECK(merged.node_pools == json{"a"});
  CHECK(merged.resolved["gpuDevicesRequest"]["source"] == "profile");
  CHECK(merged.resolved["gpuDevicesRequest"]["overridden"] ==
        json{{{"value", 1}, {"source", "flag"}}});
  CHECK(merged.resolved["cpuCoreRequest"]["overridden"].size() == 1);
  CHECK(merged.resolved["cpuCoreRequest"]["overridden"][0]["source"] == "computeResource");
  CHECK(merged.resolved["cpuMemoryRequest"]["source"] == "computeResource");
  CHECK(merged.resolved["nodePools"]["source"] == "flag");
}

TEST_CASE("compute merge: GPU fields come together from one layer, defaults fill the rest") {
  auto merged = merge_compute({
      {"flag", {{"gpuRequestType", "portion"}, {"gpuPortionRequest", 0.5}}},
      {"computeResource", {{"gpuDevicesRequest", 2}}},
  });
  // Not gpuDevicesRequest 2 with a portion of 0.5: nobody asked for that.
  CHECK(merged.compute == json{{"gpuRequestType", "portion"}, {"gpuPortionRequest", 0.5}});
  CHECK(merged.resolved["gpuDevicesRequest"]["source"] == "flag");
  CHECK(merged.resolved["gpuDevicesRequest"]["value"] == 1);
  CHECK(merged.resolved["gpuDevicesRequest"]["overridden"][0]["value"] == 2);
  CHECK(merged.resolved["cpuCoreRequest"] == json{{"value", 0}, {"source", "default"}});
  CHECK(merge_compute({}).resolved["gpuDevicesRequest"]["source"] == "default");
}
