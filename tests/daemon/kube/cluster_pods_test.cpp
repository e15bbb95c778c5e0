// A training's Job and pods in the cluster, as its gpuq pods and counts.
#include "daemon/kube/cluster_pods.h"

#include <doctest/doctest.h>

#include "daemon/kube/gang_objects.h"
#include "daemon/kube/workload_objects.h"

namespace gpuq::daemon::kube {
namespace {

nlohmann::json pod(const std::string& name, const std::string& phase, const std::string& node,
                   const std::string& start = "") {
  nlohmann::json p = {{"metadata", {{"name", name}}}, {"status", {{"phase", phase}}}};
  p["spec"] = node.empty() ? nlohmann::json::object() : nlohmann::json{{"nodeName", node}};
  if (!start.empty()) p["status"]["startTime"] = start;
  return trim_pod(p);
}

Workload training(int gpus) {
  Workload w;
  w.request.gpus = gpus;
  w.pods.resize(1);
  return w;
}

}  // namespace

TEST_CASE("cluster pods: a running pod holds the GPUs it asked for, a pending one none") {
  Workload w = training(2);
  const auto job = trim_job({{"metadata", {{"name", "a2"}}}, {"status", {{"active", 1}}}});
  auto running = pod("a2-x", "Running", "gpu-node-1", "2026-11-27T05:00:00Z");
  follow_cluster(w, &job, {&running}, 0);
  REQUIRE(w.pods[0].devices.size() == 2);
  CHECK(w.pods[0].devices[0].portion == 1000);
  CHECK(w.pods[0].devices[0].index == -1);  // which ones, the cluster does not say
  auto waiting = pod("a2-y", "Pending", "");
  follow_cluster(w, &job, {&waiting}, 0);
  CHECK(w.pods[0].devices.empty());
  CHECK(w.pods[0].started_at == 0);  // the evicted pod's start is not the replacement's

  Workload half = training(0);
  half.request.gpu_portion = 500;
  follow_cluster(half, &job, {&running}, 0);
  REQUIRE(half.pods[0].devices.size() == 1);
  CHECK(half.pods[0].devices[0].portion == 500);
}

TEST_CASE("cluster pods: a pod that succeeded counts before the Job's status says so") {
  Workload w = training(1);
  const auto job = trim_job({{"metadata", {{"name", "b1"}}}, {"status", {{"active", 1}}}});
  auto done = pod("b1-x", "Succeeded", "gpu-node-2");
  follow_cluster(w, &job, {&done}, 0);
  CHECK(w.succeeded == 1);
  CHECK(w.pods[0].phase == PodPhase::succeeded);
  CHECK(w.phase_message.empty());  // not "waiting for its pods to be created"
}

TEST_CASE("cluster pods: a Job made again carries the earlier completions and failures") {
  Workload w = training(1);
  w.name = "sweep";
  w.run.image = "busybox";
  w.run.argv = {"true"};
  w.completions = 3;
  w.parallelism = 3;
  w.backoff_limit = 6;
  auto first = job_object(w, "team-a", "runai-team-a", KubeNaming{});
  REQUIRE(first.has_value());
  CHECK((*first)["spec"]["completions"] == 3);
  CHECK_FALSE((*first)["metadata"].contains("annotations"));

  // Suspended after one trial succeeded and two attempts failed.
  w.succeeded = 1;
  w.failures = 2;
  auto again = job_object(w, "team-a", "runai-team-a", KubeNaming{});
  REQUIRE(again.has_value());
  CHECK((*again)["spec"]["completions"] == 2);
  CHECK((*again)["spec"]["parallelism"] == 2);
  CHECK((*again)["spec"]["backoffLimit"] == 4);
  CHECK((*again)["metadata"]["annotations"][kSucceededBeforeAnnotation] == "1");
  CHECK((*again)["metadata"]["annotations"][kFailedBeforeAnnotation] == "2");

  // Its status counts on top of them; a pod of the earlier Job that is still
  // there is not counted twice.
  nlohmann::json made = *again;
  made["metadata"]["uid"] = "job-2";
  made["status"] = {{"active", 1}, {"failed", 1}};
  const auto job = trim_job(made);
  nlohmann::json old_pod = {
      {"metadata",
       {{"name", "sweep-old"}, {"ownerReferences", {{{"kind", "Job"}, {"uid", "job-1"}}}}}},
      {"status", {{"phase", "Succeeded"}}}};
  nlohmann::json new_pod = {
      {"metadata",
       {{"name", "sweep-new"}, {"ownerReferences", {{{"kind", "Job"}, {"uid", "job-2"}}}}}},
      {"status", {{"phase", "Succeeded"}}}};
  const auto old_trimmed = trim_pod(old_pod);
  const auto new_trimmed = trim_pod(new_pod);
  w.pods.resize(3);
  follow_cluster(w, &job, {&old_trimmed, &new_trimmed}, 0);
  CHECK(w.succeeded == 2);
  CHECK(w.failures == 3);

  // An annotation that is not a count counts as none.
  made["metadata"]["annotations"][kSucceededBeforeAnnotation] = "-4";
  const auto odd = trim_job(made);
  follow_cluster(w, &odd, {}, 0);
  CHECK(w.succeeded == 0);
}

TEST_CASE("cluster pods: a gang waits with its PodGroup's reason and ends with all its pods") {
  Workload w = training(1);
  w.min_available = 3;
  w.parallelism = 3;
  w.completions = 3;
  w.pods.resize(3);
  const auto pg = trim_podgroup(nlohmann::json::parse(R"({
    "metadata": {"name": "g", "uid": "u", "labels": {"gpuq.io/workload-id": "w"}},
    "status": {"schedulingConditions": [
      {"type": "UnschedulableOnNodePool", "nodePool": "default", "message": "old",
       "lastTransitionTime": "2026-11-28T04:00:00Z"},
      {"type": "UnschedulableOnNodePool", "nodePool": "a100", "message": "queue team-a is over its limit",
       "lastTransitionTime": "2026-11-28T05:00:00Z", "reasons": [{"details": {}}]}]}})"));
  CHECK(podgroup_waiting_reason(pg) == "queue team-a is over its limit (node pool a100)");
  auto p0 = pod("g-0", "Pending", ""), p1 = pod("g-1", "Pending", ""),
       p2 = pod("g-2", "Pending", "");
  follow_cluster(w, nullptr, {&p0, &p1, &p2}, 0, &pg);
  CHECK(w.phase_message.str() == "queue team-a is over its limit (node pool a100)");

  // Two of three done is not done; all three is.
  auto d0 = pod("g-0", "Succeeded", "n"), d1 = pod("g-1", "Succeeded", "n");
  auto r2 = pod("g-2", "Running", "n");
  follow_cluster(w, nullptr, {&d0, &d1, &r2}, 0, &pg);
  CHECK(w.succeeded == 0);
  auto d2 = pod("g-2", "Succeeded", "n");
  follow_cluster(w, nullptr, {&d0, &d1, &d2}, 0, &pg);
  CHECK(w.succeeded == 3);

  // One that fails fails the gang, naming the pod.
  Workload failing = w;
  failing.succeeded = 0;
  nlohmann::json bad = {{"metadata", {{"name", "g-1"}}},
                        {"spec", {{"nodeName", "n"}}},
                        {"status", {{"phase", "Failed"}, {"reason", "Error"}}}};
  const auto f1 = trim_pod(bad);
  follow_cluster(failing, nullptr, {&d0, &f1}, 0, &pg);
  CHECK(failing.failures > failing.backoff_limit);
  CHECK(failing.phase_message.str().rfind("g-1: ", 0) == 0);
}

}  // namespace gpuq::daemon::kube
