// Where a cluster pod may run, from the spec's Kubernetes-only fields.
#include "daemon/kube/pod_placement.h"

#include <doctest/doctest.h>

namespace gpuq::daemon::kube {
namespace {

nlohmann::json bare_template() {
  return {{"metadata", {{"labels", nlohmann::json::object()}}},
          {"spec", {{"containers", nlohmann::json::array({{{"name", "main"}}})}}}};
}

}  // namespace

TEST_CASE("pod placement: node type, selectors, pools, tolerations, affinities, pull policy") {
  Workload w;
  w.id = "0b7e2c1c-1111-4222-8333-444455556666";
  w.node_pools = {"a100", "default"};
  w.spec_json = R"({
    "nodeType": "dgx",
    "node_selector": {"zone": "eu-1"},
    "tolerations": [
      {"name": "gpu", "key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"},
      {"key": "spot", "operator": "Equal", "value": "yes", "effect": "Any", "seconds": 60},
      {"key": "ignored", "operator": "Exists", "exclude": true}],
    "nodeAffinityRequired": {"nodeSelectorTerms": [{"matchExpressions": [
      {"key": "gpu.product", "operator": "In", "values": ["H100"]}]}]},
    "podAffinity": {"type": "Preferred", "key": "topology.kubernetes.io/zone"},
    "imagePullPolicy": "Always",
    "security": {"runAsNonRoot": true}})";
  auto pod = bare_template();
  apply_placement(w, pod);
  const auto& spec = pod["spec"];
  CHECK(pod["metadata"]["labels"]["kai.scheduler/node-pool"] == "a100");
  CHECK(spec["nodeSelector"] == nlohmann::json{{"run.ai/type", "dgx"}, {"zone", "eu-1"}});
  REQUIRE(spec["tolerations"].size() == 2);
  CHECK(spec["tolerations"][0] == nlohmann::json{{"key", "nvidia.com/gpu"},
                                                 {"operator", "Exists"},
                                                 {"effect", "NoSchedule"}});
  CHECK(spec["tolerations"][1] ==
        nlohmann::json{
            {"key", "spot"}, {"operator", "Equal"}, {"value", "yes"}, {"tolerationSeconds", 60}});
  CHECK(spec["affinity"]["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"]
            ["nodeSelectorTerms"][0]["matchExpressions"][0]["values"][0] == "H100");
  const auto& preferred =
      spec["affinity"]["podAffinity"]["preferredDuringSchedulingIgnoredDuringExecution"][0];
  CHECK(preferred["weight"] == 100);
  CHECK(preferred["podAffinityTerm"]["topologyKey"] == "topology.kubernetes.io/zone");
  CHECK(preferred["podAffinityTerm"]["labelSelector"]["matchLabels"]["gpuq.io/workload-id"] ==
        w.id);
  CHECK(spec["containers"][0]["imagePullPolicy"] == "Always");
  CHECK(spec["securityContext"]["runAsNonRoot"] == true);
}

TEST_CASE("pod placement: a spec without them, or in the default pool, adds nothing") {
  Workload w;
  w.node_pools = {"default"};
  w.spec_json = R"({"command": "true"})";
  auto pod = bare_template();
  apply_placement(w, pod);
  CHECK(pod == bare_template());
  w.spec_json = "not json";
  apply_placement(w, pod);
  CHECK(pod == bare_template());
}

}  // namespace gpuq::daemon::kube
