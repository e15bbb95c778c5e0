// A cluster's Warning event as a line of a workload's events.
#include "daemon/kube/cluster_events.h"

#include <doctest/doctest.h>

namespace gpuq::daemon::kube {

TEST_CASE("cluster events: reason, object, message on one line, and how many times") {
  const auto event = trim_event(nlohmann::json::parse(R"({
    "metadata": {"name": "p.1", "namespace": "runai-a", "uid": "e1", "managedFields": []},
    "involvedObject": {"kind": "Pod", "name": "train-1-x2k4p", "uid": "p1"},
    "type": "Warning", "reason": "FailedMount",
    "message": "MountVolume.SetUp failed\nfor volume \"data\"", "count": 2,
    "series": {"count": 5}})"));
  CHECK(event_subject_uid(event) == "p1");
  CHECK_FALSE(event["metadata"].contains("managedFields"));
  CHECK(event_line(event) ==
        "FailedMount on pod train-1-x2k4p: MountVolume.SetUp failed for volume \"data\" (5 times)");
  const auto once = trim_event(nlohmann::json::parse(
      R"({"involvedObject": {"kind": "Job", "name": "t"}, "reason": "BackoffLimitExceeded",
          "message": "Job has reached the specified backoff limit"})"));
  CHECK(event_line(once) ==
        "BackoffLimitExceeded on job t: Job has reached the specified backoff limit");
  CHECK(event_subject_uid(once).empty());
}

}  // namespace gpuq::daemon::kube
