#include "daemon/kube/gang_objects.h"

#include "daemon/model/distributed_env.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::kube {
namespace {

// Where each pod of the gang listens: its DNS name in the gang's headless
// Service, on the framework's port (torch.distributed's without one).
Rendezvous cluster_rendezvous(const Workload& w) {
  const int port = w.run.extras != nullptr && !w.run.extras->framework.empty()
                       ? rendezvous_port(w.run.extras->framework)
                       : kGangRendezvousPort;
  Rendezvous r;
  r.one_machine = false;
  r.address_of = [&w, port](const Pod& p) {
    return PodAddress{gang_pod_hostname(w, p) + "." + gang_service_name(w), port};
  };
  return r;
}

}  // namespace

bool gpuq_podgroup(const nlohmann::json& podgroup) {
  const auto metadata = podgroup.value("metadata", nlohmann::json::object());
  return metadata.value("labels", nlohmann::json::object()).value(kGangLabel, "") == "true" &&
         !metadata.contains("ownerReferences");
}

std::string gang_service_name(const Workload& w) {
  const bool letter = !w.name.empty() && w.name[0] >= 'a' && w.name[0] <= 'z';
  return letter ? w.name : ("gang-" + w.name).substr(0, 63);
}

bool runs_as_gang(const Workload& w) {
  return is_gang(w) || (w.run.extras != nullptr && !w.run.extras->framework.empty());
}

std::string gang_ports_service_name(const Workload& w) { return gang_service_name(w) + "-ports"; }

bool publishes_ports(const Workload& w) {
  if (w.run.extras == nullptr) return false;
  const std::string& framework = w.run.extras->framework;
  for (const auto& p : w.run.extras->ports) {
    if (framework.empty() || p.container != rendezvous_port(framework)) return true;
  }
  return false;
}

std::string gang_pod_hostname(const Workload& w, const Pod& pod) {
  const std::string role = pod_role(w, pod);
  if (role.empty()) return "pod-" + std::to_string(pod.index);
  return role + "-" + std::to_string(pod_role_index(w, pod));
}

core::Result<nlohmann::json> podgroup_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming) {
  // The pods' labels (owner, workload, queue, priority, node pool) are the
  // PodGroup's too.
  auto pod = workspace_pod_object(w, project, namespace_name, naming);
  if (!pod) return std::unexpected(pod.error());
  nlohmann::json labels = (*pod)["metadata"]["labels"];
  labels[kGangLabel] = "true";
  nlohmann::json spec = {
      {"minMember", w.min_available},
      {"queue", workload_queue(w, project)},
      {"priorityClassName", kai_priority_class(w)},
      {"preemptibility", w.preemptible ? "preemptible" : "non-preemptible"},
  };
  return nlohmann::json{
      {"apiVersion", "scheduling.run.ai/v2alpha2"},
      {"kind", "PodGroup"},
      {"metadata", {{"name", w.name}, {"namespace", namespace_name}, {"labels", labels}}},
      {"spec", std::move(spec)},
  };
}

core::Result<std::vector<nlohmann::json>> gang_member_objects(const Workload& w,
                                                              const std::string& project,
                                                              const std::string& namespace_name,
                                                              const KubeNaming& naming,
                                                              const OwnerRef& owner) {
  if (w.pods.empty()) return core::fail("a gang without pods", "spec", core::Error::Code::internal);
  auto base = workspace_pod_object(w, project, namespace_name, naming);
  if (!base) return std::unexpected(base.error());
  const std::string service = gang_service_name(w);
  const Rendezvous rendezvous = cluster_rendezvous(w);
  std::vector<nlohmann::json> out;
  // Headless: no cluster IP, a DNS record per pod, ready or not (the
  // rendezvous starts before any pod is ready).
  nlohmann::json labels = (*base)["metadata"]["labels"];
  out.push_back({{"apiVersion", "v1"},
                 {"kind", "Service"},
                 {"metadata",
                  {{"name", service},
                   {"namespace", namespace_name},
                   {"labels", labels},
                   {"ownerReferences", owner_references(owner)}}},
                 {"spec",
                  {{"clusterIP", "None"},
                   {"publishNotReadyAddresses", true},
                   {"selector", {{kWorkloadIdLabel, w.id}}},
                   {"ports", nlohmann::json::array(
                                 {{{"name", "rendezvous"},
                                   {"port", rendezvous.address_of(w.pods.front()).port}}})}}}});
  // Ports asked for besides the rendezvous: a Service of their own on the
  // first pod (the master), as a single pod's are, since a headless Service
  // can be neither a node port nor a load balancer.
  if (publishes_ports(w)) {
    auto ports = service_object(w, project, namespace_name, naming, owner);
    const std::string name = gang_ports_service_name(w);
    if (name.size() > 63) {
      return core::fail("the Service of its ports would be named " + name +
                            ", longer than the 63 characters Kubernetes allows; use a shorter "
                            "workload name",
                        "name");
    }
    (*ports)["metadata"]["name"] = name;
    (*ports)["spec"]["selector"]["gpuq.io/pod-index"] = std::to_string(w.pods.front().index);
    out.push_back(std::move(*ports));
  }
  for (const Pod& p : w.pods) {
    nlohmann::json pod = *base;
    auto& metadata = pod["metadata"];
    metadata["name"] = pod_name(w, p);
    metadata["labels"]["gpuq.io/pod-index"] = std::to_string(p.index);
    metadata["annotations"][kPodGroupAnnotation] = w.name;
    metadata["annotations"][kSkipPodGrouperAnnotation] = "true";
    metadata["ownerReferences"] = owner_references(owner);
    pod["spec"]["hostname"] = gang_pod_hostname(w, p);
    pod["spec"]["subdomain"] = service;
    std::vector<std::pair<std::string, std::string>> env;
    add_distributed_environment(w, p, rendezvous, env);
    auto& container = pod["spec"]["containers"][0];
    for (const auto& [k, v] : env) container["env"].push_back({{"name", k}, {"value", v}});
    out.push_back(std::move(pod));
  }
  return out;
}

std::string podgroup_waiting_reason(const nlohmann::json& podgroup) {
  const auto status = podgroup.value("status", nlohmann::json::object());
  std::string reason, newest;
  for (const auto& c : status.value("schedulingConditions", nlohmann::json::array())) {
    if (!c.is_object()) continue;
    // RFC 3339 times in UTC compare as text.
    const std::string at = c.value("lastTransitionTime", "");
    if (!reason.empty() && at < newest) continue;
    const std::string message = c.value("message", c.value("reason", ""));
    if (message.empty()) continue;
    const std::string pool = c.value("nodePool", "");
    reason = pool.empty() || pool == "default" ? message : message + " (node pool " + pool + ")";
    newest = at;
  }
  return reason;
}

nlohmann::json trim_podgroup(const nlohmann::json& podgroup) {
  const auto metadata = podgroup.value("metadata", nlohmann::json::object());
  nlohmann::json out = {{"metadata", nlohmann::json::object()}};
  for (const char* key : {"name", "namespace", "uid", "deletionTimestamp"}) {
    if (metadata.contains(key)) out["metadata"][key] = metadata[key];
  }
  const auto labels = metadata.value("labels", nlohmann::json::object());
  for (const char* key : {kWorkloadIdLabel, kGangLabel}) {
    if (labels.contains(key)) out["metadata"]["labels"][key] = labels[key];
  }
  if (metadata.contains("ownerReferences") && !metadata["ownerReferences"].empty()) {
    out["metadata"]["ownerReferences"] = true;  // only whether it has owners is read
  }
  nlohmann::json conditions = nlohmann::json::array();
  const auto status = podgroup.value("status", nlohmann::json::object());
  for (const auto& c : status.value("schedulingConditions", nlohmann::json::array())) {
    if (!c.is_object()) continue;
    nlohmann::json kept = nlohmann::json::object();
    for (const char* key : {"type", "reason", "message", "nodePool", "lastTransitionTime"}) {
      if (c.contains(key) && c[key].is_string()) kept[key] = c[key];
    }
    conditions.push_back(std::move(kept));
  }
  out["status"]["schedulingConditions"] = std::move(conditions);
  return out;
}

}  // namespace gpuq::daemon::kube
