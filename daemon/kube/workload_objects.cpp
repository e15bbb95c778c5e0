#include "daemon/kube/workload_objects.h"

#include <algorithm>

#include "daemon/kube/gang_objects.h"
#include "daemon/kube/pod_placement.h"
#include "daemon/kube/project_secrets.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::kube {
namespace {

std::string portion_text(int64_t thousandths) {
  // 500 -> "0.5", 250 -> "0.25", 5 -> "0.005": a quantity KAI parses.
  std::string digits = std::to_string(1000 + thousandths).substr(1);
  while (!digits.empty() && digits.back() == '0') digits.pop_back();
  return "0." + digits;
}

// The claim of a volume: a workload's own (ephemeral) is named after it,
// the project's has the volume's name.
std::string claim_name(const Workload& w, const VolumeRequest& v) {
  return v.ephemeral ? w.name + "-" + v.name : v.name;
}

nlohmann::json labels_of(const Workload& w, const std::string& project, const KubeNaming& naming) {
  // The user's labels first: gpuq's own, which it finds its objects by, win.
  nlohmann::json labels = nlohmann::json::object();
  for (const auto& [k, v] : w.run.labels) labels[k] = v;
  const auto owner = owner_labels(naming);
  for (const auto& [k, v] : owner.items()) labels[k] = v;
  labels[kProjectLabel] = project;
  labels[kWorkloadIdLabel] = w.id;
  labels[naming.queue_label] = workload_queue(w, project);
  // On the top object too: KAI's podgrouper copies its labels onto the
  // PodGroup, which a pool's scheduler finds by this label.
  if (!w.node_pools.empty() && !default_pool(w.node_pools[0])) {
    labels[kNodePoolLabel] = w.node_pools[0];
  }
  labels["priorityClassName"] = kai_priority_class(w);
  labels["kai.scheduler/preemptibility"] = w.preemptible ? "preemptible" : "non-preemptible";
  return labels;
}

}  // namespace

std::string workload_queue(const Workload& w, const std::string& project) {
  return queue_name(project, w.node_pools.empty() ? std::string() : w.node_pools[0]);
}

std::string bytes_quantity(int64_t bytes) {
  static constexpr std::pair<int64_t, const char*> kUnits[] = {
      {1LL << 40, "Ti"}, {1LL << 30, "Gi"}, {1LL << 20, "Mi"}, {1LL << 10, "Ki"}};
  for (const auto& [size, suffix] : kUnits) {
    if (bytes >= size && bytes % size == 0) return std::to_string(bytes / size) + suffix;
  }
  return std::to_string(bytes);
}

std::string millicores_quantity(int64_t millicores) {
  if (millicores % 1000 == 0) return std::to_string(millicores / 1000);
  return std::to_string(millicores) + "m";
}

std::string kai_priority_class(const Workload& w) {
  if (!w.priority_class.empty()) return w.priority_class;
  switch (w.type) {
    case core::WorkloadType::training:
      return "train";
    case core::WorkloadType::workspace:
      return w.preemptible ? "build-preemptible" : "build";
    case core::WorkloadType::inference:
      return "inference";
  }
  return "train";
}

core::Result<void> check_kai_request(const Workload& w) {
  const auto& r = w.request;
  const int kinds = (r.gpus > 0) + (r.gpu_portion > 0) + (r.gpu_memory > 0) + !r.mig.empty();
  if (kinds > 1) {
    return core::fail(
        "KAI takes one kind of GPU request per pod: whole devices, a portion, GPU memory or MIG "
        "profiles, not two of them",
        "spec.compute");
  }
  if (r.gpu_portion >= 1000) {
    return core::fail("a GPU portion must be below 1 on KAI (ask for whole devices instead)",
                      "spec.compute.gpuPortionRequest");
  }
  if (r.gpu_memory > 0 && r.gpu_memory < (1LL << 20)) {
    return core::fail("GPU memory is asked for in MiB on KAI: at least 1Mi",
                      "spec.compute.gpuMemoryRequest");
  }
  return {};
}

namespace {

// The pod template every kind of workload shares: labels, annotations, the
// one container, resources, the security context. `restart_policy`: Never
// for Jobs and single pods, Always for a Deployment's.
core::Result<nlohmann::json> pod_template(const Workload& w, const std::string& project,
                                          const KubeNaming& naming,
                                          const std::string& restart_policy) {
  if (auto ok = check_kai_request(w); !ok) return std::unexpected(ok.error());
  if (w.run.image.empty()) {
    return core::fail("a workload for a Kubernetes cluster needs a container image (-i IMAGE)",
                      "spec.image");
  }
  const auto labels = labels_of(w, project, naming);

  nlohmann::json annotations = nlohmann::json::object();
  for (const auto& [k, v] : w.run.annotations) annotations[k] = v;
  nlohmann::json limits = nlohmann::json::object();
  nlohmann::json requests = nlohmann::json::object();
  const auto& r = w.request;
  if (r.gpus > 0) limits["nvidia.com/gpu"] = std::to_string(r.gpus);
  if (r.gpu_portion > 0) annotations["gpu-fraction"] = portion_text(r.gpu_portion);
  if (r.gpu_memory > 0) annotations["gpu-memory"] = std::to_string(r.gpu_memory >> 20);
  for (const auto& [profile, count] : r.mig) {
    limits["nvidia.com/mig-" + profile] = std::to_string(count);
  }
  for (const auto& [name, amount] : r.extended) limits[name] = std::to_string(amount);
  if (r.cpu > 0) requests["cpu"] = millicores_quantity(r.cpu);
  if (r.memory > 0) requests["memory"] = bytes_quantity(r.memory);
  if (w.limits.cpu > 0) limits["cpu"] = millicores_quantity(w.limits.cpu);
  if (w.limits.memory > 0) limits["memory"] = bytes_quantity(w.limits.memory);

  nlohmann::json container = {{"name", kContainerName}, {"image", w.run.image}};
  if (!w.run.argv.empty()) container["command"] = w.run.argv;
  if (!w.run.working_dir.empty()) container["workingDir"] = w.run.working_dir;
  nlohmann::json env = nlohmann::json::array();
  const std::vector<std::string> no_secrets;
  const auto& secrets = w.run.extras ? w.run.extras->secrets : no_secrets;
  for (const auto& [k, v] : w.run.environment) {
    // A secret of the same name wins, as on the local backend.
    if (std::find(secrets.begin(), secrets.end(), k) == secrets.end()) {
      env.push_back({{"name", k}, {"value", v}});
    }
  }
  for (const std::string& name : secrets) {
    env.push_back({{"name", name},
                   {"valueFrom", {{"secretKeyRef", {{"name", kSecretsName}, {"key", name}}}}}});
  }
  if (!env.empty()) container["env"] = std::move(env);
  nlohmann::json resources = nlohmann::json::object();
  if (!limits.empty()) resources["limits"] = std::move(limits);
  if (!requests.empty()) resources["requests"] = std::move(requests);
  if (!resources.empty()) container["resources"] = std::move(resources);
  if (w.run.stdin_open) container["stdin"] = true;
  if (w.run.tty) container["tty"] = true;
  if (w.run.extras) {
    nlohmann::json ports = nlohmann::json::array();
    for (const auto& p : w.run.extras->ports) {
      nlohmann::json port = {{"containerPort", p.container}, {"protocol", "TCP"}};
      ports.push_back(std::move(port));
    }
    if (!ports.empty()) container["ports"] = std::move(ports);
  }

  nlohmann::json volumes = nlohmann::json::array();
  if (w.run.extras) {
    nlohmann::json mounts = nlohmann::json::array();
    for (std::size_t i = 0; i < w.run.extras->volumes.size(); ++i) {
      const VolumeRequest& v = w.run.extras->volumes[i];
      const std::string name = "volume-" + std::to_string(i);
      const std::string claim = claim_name(w, v);
      volumes.push_back(
          {{"name", name},
           {"persistentVolumeClaim", {{"claimName", claim}, {"readOnly", v.read_only}}}});
      mounts.push_back({{"name", name},
                        {"mountPath", v.mount_path.empty() ? "/mnt/" + v.name : v.mount_path},
                        {"readOnly", v.read_only}});
    }
    for (std::size_t i = 0; i < w.run.extras->host_paths.size(); ++i) {
      const HostPathRequest& h = w.run.extras->host_paths[i];
      const std::string name = "host-" + std::to_string(i);
      volumes.push_back({{"name", name}, {"hostPath", {{"path", h.path}}}});
      mounts.push_back({{"name", name},
                        {"mountPath", h.mount_path.empty() ? h.path : h.mount_path},
                        {"readOnly", h.read_only}});
    }
    if (!mounts.empty()) container["volumeMounts"] = std::move(mounts);
  }

  nlohmann::json pod_spec = {{"schedulerName", kSchedulerName},
                             {"restartPolicy", restart_policy},
                             {"containers", nlohmann::json::array({std::move(container)})}};
  if (!volumes.empty()) pod_spec["volumes"] = std::move(volumes);
  nlohmann::json security = nlohmann::json::object();
  // The submitter's ids, as the local backend runs its pods; root's pods
  // run as the image says.
  if (w.run.uid != static_cast<uid_t>(-1) && w.run.uid != 0) security["runAsUser"] = w.run.uid;
  if (w.run.gid != static_cast<gid_t>(-1) && w.run.uid != 0) security["runAsGroup"] = w.run.gid;
  if (w.run.extras && w.run.extras->fs_group >= 0) security["fsGroup"] = w.run.extras->fs_group;
  if (!security.empty()) pod_spec["securityContext"] = std::move(security);
  if (w.termination_grace_s >= 0) pod_spec["terminationGracePeriodSeconds"] = w.termination_grace_s;

  nlohmann::json metadata = {{"labels", labels}};
  if (!annotations.empty()) metadata["annotations"] = std::move(annotations);
  nlohmann::json pod = {{"metadata", std::move(metadata)}, {"spec", std::move(pod_spec)}};
  apply_placement(w, pod);
  return pod;
}

nlohmann::json object_metadata(const Workload& w, const std::string& project,
                               const std::string& namespace_name, const KubeNaming& naming) {
  return {
      {"name", w.name}, {"namespace", namespace_name}, {"labels", labels_of(w, project, naming)}};
}

}  // namespace

core::Result<nlohmann::json> job_object(const Workload& w, const std::string& project,
                                        const std::string& namespace_name,
                                        const KubeNaming& naming) {
  auto made = pod_template(w, project, naming, "Never");
  if (!made) return std::unexpected(made.error());
  nlohmann::json pod = std::move(*made);
  // What earlier Jobs of the workload did is not given again: a resumed
  // sweep runs the trials left, with the retries left.
  const int done = std::clamp(w.succeeded, 0, std::max(0, w.completions - 1));
  const int spent = std::clamp(w.failures, 0, w.backoff_limit);
  const int left = w.completions - done;
  nlohmann::json job_spec = {
      {"parallelism", std::min(w.parallelism, left)},
      {"completions", left},
      {"backoffLimit", w.backoff_limit - spent},
      {"template", std::move(pod)},
  };
  nlohmann::json metadata = object_metadata(w, project, namespace_name, naming);
  if (done > 0) metadata["annotations"][kSucceededBeforeAnnotation] = std::to_string(done);
  if (spent > 0) metadata["annotations"][kFailedBeforeAnnotation] = std::to_string(spent);
  return nlohmann::json{
      {"apiVersion", "batch/v1"},
      {"kind", "Job"},
      {"metadata", std::move(metadata)},
      {"spec", std::move(job_spec)},
  };
}

core::Result<nlohmann::json> workspace_pod_object(const Workload& w, const std::string& project,
                                                  const std::string& namespace_name,
                                                  const KubeNaming& naming) {
  auto made = pod_template(w, project, naming, "Never");
  if (!made) return std::unexpected(made.error());
  nlohmann::json pod = std::move(*made);
  nlohmann::json metadata = object_metadata(w, project, namespace_name, naming);
  metadata["labels"] = pod["metadata"]["labels"];  // with the node pool's
  if (pod["metadata"].contains("annotations")) {
    metadata["annotations"] = pod["metadata"]["annotations"];
  }
  return nlohmann::json{
      {"apiVersion", "v1"},
      {"kind", "Pod"},
      {"metadata", std::move(metadata)},
      {"spec", std::move(pod["spec"])},
  };
}

core::Result<nlohmann::json> deployment_object(const Workload& w, const std::string& project,
                                               const std::string& namespace_name,
                                               const KubeNaming& naming) {
  auto made = pod_template(w, project, naming, "Always");
  if (!made) return std::unexpected(made.error());
  nlohmann::json pod = std::move(*made);
  const int replicas = std::max<int>(1, static_cast<int>(w.pods.size()));
  nlohmann::json spec = {
      {"replicas", replicas},
      {"selector", {{"matchLabels", {{kWorkloadIdLabel, w.id}}}}},
      {"template", std::move(pod)},
  };
  return nlohmann::json{
      {"apiVersion", "apps/v1"},
      {"kind", "Deployment"},
      {"metadata", object_metadata(w, project, namespace_name, naming)},
      {"spec", std::move(spec)},
  };
}

core::Result<nlohmann::json> workload_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming) {
  if (runs_as_gang(w)) return podgroup_object(w, project, namespace_name, naming);
  switch (w.type) {
    case core::WorkloadType::workspace:
      return workspace_pod_object(w, project, namespace_name, naming);
    case core::WorkloadType::inference:
      return deployment_object(w, project, namespace_name, naming);
    case core::WorkloadType::training:
      break;
  }
  return job_object(w, project, namespace_name, naming);
}

nlohmann::json owner_references(const OwnerRef& owner) {
  return nlohmann::json::array({{{"apiVersion", owner.api_version},
                                 {"kind", owner.kind},
                                 {"name", owner.name},
                                 {"uid", owner.uid},
                                 {"blockOwnerDeletion", false},
                                 {"controller", false}}});
}

std::string object_kind(const Workload& w) {
  if (runs_as_gang(w)) return "PodGroup";
  switch (w.type) {
    case core::WorkloadType::workspace:
      return "Pod";
    case core::WorkloadType::inference:
      return "Deployment";
    case core::WorkloadType::training:
      break;
  }
  return "Job";
}

std::string collection_path(const std::string& kind, const std::string& namespace_name) {
  if (kind == "Pod") return "/api/v1/namespaces/" + namespace_name + "/pods";
  if (kind == "Deployment") return "/apis/apps/v1/namespaces/" + namespace_name + "/deployments";
  if (kind == "Service") return "/api/v1/namespaces/" + namespace_name + "/services";
  if (kind == "PersistentVolumeClaim") {
    return "/api/v1/namespaces/" + namespace_name + "/persistentvolumeclaims";
  }
  if (kind == "PodGroup") {
    return "/apis/scheduling.run.ai/v2alpha2/namespaces/" + namespace_name + "/podgroups";
  }
  return "/apis/batch/v1/namespaces/" + namespace_name + "/jobs";
}

std::optional<nlohmann::json> service_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming, const OwnerRef& owner) {
  if (!w.run.extras || w.run.extras->ports.empty()) return std::nullopt;
  // One Service type for all ports (Kubernetes has one per Service): the
  // most exposed one asked for.
  std::string type = "ClusterIP";
  nlohmann::json ports = nlohmann::json::array();
  for (const auto& p : w.run.extras->ports) {
    if (p.service_type == "LoadBalancer" || (p.service_type == "NodePort" && type == "ClusterIP")) {
      type = p.service_type;
    }
  }
  for (const auto& p : w.run.extras->ports) {
    nlohmann::json port = {
        {"name", p.name.empty() ? "port-" + std::to_string(p.container) : p.name},
        {"port", p.container},
        {"targetPort", p.container},
        {"protocol", "TCP"}};
    // The host port asked for is the node port where the Service has them.
    if (p.external > 0 && type != "ClusterIP") port["nodePort"] = p.external;
    ports.push_back(std::move(port));
  }
  nlohmann::json metadata = object_metadata(w, project, namespace_name, naming);
  // Owned by the workload's object: the garbage collector deletes it with it.
  metadata["ownerReferences"] = nlohmann::json::array({{{"apiVersion", owner.api_version},
                                                        {"kind", owner.kind},
                                                        {"name", owner.name},
                                                        {"uid", owner.uid},
                                                        {"blockOwnerDeletion", false},
                                                        {"controller", false}}});
  return nlohmann::json{
      {"apiVersion", "v1"},
      {"kind", "Service"},
      {"metadata", std::move(metadata)},
      {"spec",
       {{"type", type}, {"selector", {{kWorkloadIdLabel, w.id}}}, {"ports", std::move(ports)}}},
  };
}

std::vector<nlohmann::json> volume_claim_objects(const Workload& w, const std::string& project,
                                                 const std::string& namespace_name,
                                                 const KubeNaming& naming, const OwnerRef& owner) {
  std::vector<nlohmann::json> out;
  if (!w.run.extras) return out;
  for (const VolumeRequest& v : w.run.extras->volumes) {
    if (v.existing) continue;
    nlohmann::json metadata = object_metadata(w, project, namespace_name, naming);
    metadata["name"] = claim_name(w, v);
    if (v.ephemeral) {
      metadata["ownerReferences"] = owner_references(owner);
    } else {
      // The project's, kept after the workload: not labelled as the
      // workload's, which would have it taken for the workload's own.
      metadata["labels"].erase(kWorkloadIdLabel);
    }
    // A size is what a claim must ask for; 1Gi when none was given.
    const std::string size = v.size > 0 ? bytes_quantity(v.size) : "1Gi";
    out.push_back({{"apiVersion", "v1"},
                   {"kind", "PersistentVolumeClaim"},
                   {"metadata", std::move(metadata)},
                   {"spec",
                    {{"accessModes", nlohmann::json::array({"ReadWriteOnce"})},
                     {"resources", {{"requests", {{"storage", size}}}}}}}});
  }
  return out;
}

}  // namespace gpuq::daemon::kube
