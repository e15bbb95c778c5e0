// The typed requests and results of gpuq::client::Client, mirroring the
// platform API's JSON (Run:ai's field names, reference/runai-cli-api.md).
//
// Results keep the server's JSON of the item in `json` (compact text), so a
// program (or `gpuq ... --json`) can show every field, including those this
// version of the library does not know. Amounts are what the server says:
// GPUs as numbers (0.5 is half a device), memory as Kubernetes quantities
// ("20Gi"), CPU in cores. An empty optional is a field the server left null.
#ifndef GPUQ_TYPES_H_
#define GPUQ_TYPES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuq::client {

using NameValues = std::vector<std::pair<std::string, std::string>>;

enum class WorkloadType { training, workspace, inference };
// "training", "workspace", "inference"; and back (also "Training", plural
// forms "trainings"...). nullopt for anything else.
std::string_view to_string(WorkloadType type);
std::optional<WorkloadType> parse_workload_type(std::string_view text);

// ---- workloads ------------------------------------------------------------

// spec.compute. Unset fields are not sent (the server's defaults apply).
struct ComputeSpec {
  std::optional<int64_t> gpu_devices_request{};
  std::optional<std::string> gpu_request_type{};  // portion | memory | migProfile
  std::optional<double> gpu_portion_request{};    // 0.5 = half a device
  std::optional<double> gpu_portion_limit{};
  std::optional<std::string> gpu_memory_request{};  // "20Gi", "2000M"
  std::optional<std::string> gpu_memory_limit{};
  std::optional<std::string> mig_profile{};  // "1g.10gb"
  std::optional<double> cpu_core_request{};  // cores
  std::optional<double> cpu_core_limit{};
  std::optional<std::string> cpu_memory_request{};  // "32Gi"
  std::optional<std::string> cpu_memory_limit{};
  std::optional<bool> large_shm_request{};
  NameValues extended_resources{};  // name -> quantity

  friend bool operator==(const ComputeSpec&, const ComputeSpec&) = default;
};

// spec of a submit. Unset fields are not sent.
// spec.tolerations[]: Kubernetes' taint tolerations (recorded here).
struct Toleration {
  std::string operator_name{};  // Equal | Exists
  std::string key{}, value{};
  std::string effect{};              // NoSchedule | NoExecute | PreferNoSchedule; empty: any
  std::optional<int64_t> seconds{};  // tolerationSeconds, for NoExecute
};

// spec.ports[]: a pod port published on the host; the server gives the host
// port (`external` when free, else the container port when free, else one of
// its range) and tells the pod through PORT and GPUQ_PORT_<container>.
struct PortSpec {
  int container = 0;
  std::optional<int> external{};
  std::optional<std::string> service_type{};  // NodePort | LoadBalancer | ClusterIP
};

// spec.exposedUrls[]: an ingress URL for a pod port (recorded, no effect on a
// single machine).
struct ExposedUrl {
  int container = 0;
  std::string url{};
};

// spec.storage.pvc[]: a volume of the project (created on first use unless
// `existing`), seen by the pod at `path`.
struct PvcSpec {
  std::string claim_name{};
  std::string path{};
  bool existing = false;
  bool read_only = false;
  std::optional<std::string> size{};  // claimInfo.size: "10Gi"
  // Lives as long as the workload (a cluster deletes its claim with it);
  // one machine keeps every volume as the project's.
  bool ephemeral = false;
};

// spec.storage.hostPath[]: a host directory the pod's user could read.
struct HostPathSpec {
  std::string path{};
  std::string mount_path{};  // empty: `path`
  bool read_only = true;
};

struct WorkloadSpec {
  std::optional<std::string> command{};  // a shell-like command line, split by the server
  std::optional<std::string> args{};
  std::optional<std::string> image{};
  std::optional<std::string> working_dir{};
  NameValues environment{};  // environmentVariables
  ComputeSpec compute{};
  std::vector<std::string> node_pools{};
  std::optional<std::string> priority_class{};  // train, build, inference, ...
  std::optional<std::string> preemptibility{};  // preemptible | non-preemptible
  std::optional<int64_t> backoff_limit{};
  std::optional<int64_t> parallelism{};
  std::optional<int64_t> completions{};
  std::optional<int64_t> termination_grace_period_seconds{};
  NameValues labels{};
  NameValues annotations{};
  std::optional<int64_t> run_as_uid{};  // security.runAsUid
  std::optional<int64_t> run_as_gid{};
  // Deleted this long after it ends (autoDeletionTimeAfterCompletionSeconds).
  std::optional<int64_t> auto_deletion_seconds{};
  // For a Kubernetes cluster; recorded, with no effect on a single machine.
  std::optional<std::string> node_type{};          // nodeType
  std::optional<std::string> image_pull_policy{};  // imagePullPolicy: Always|IfNotPresent|Never
  std::vector<Toleration> tolerations{};
  std::vector<PortSpec> ports{};
  std::vector<ExposedUrl> exposed_urls{};
  std::vector<PvcSpec> pvcs{};             // storage.pvc
  std::vector<HostPathSpec> host_paths{};  // storage.hostPath
  // The pods' process keeps a stdin open for `gpuq attach` (stdin), on a
  // pseudo-terminal (tty).
  std::optional<bool> stdin_open{};
  std::optional<bool> tty{};
  // What the command line took from where it was typed, for a daemon on
  // the same machine (spec.capturedFromClient): the names of the variables
  // of `environment` it captured, and whether `working_dir` is the
  // directory it ran in. A daemon whose pods run in a cluster drops them.
  std::vector<std::string> captured_environment{};
  bool working_dir_captured = false;
};

// A distributed training (POST /api/v1/workloads/distributed): a master
// and `workers` workers, started together.
struct DistributedSpec {
  std::string framework{};  // PyTorch | TF | XGBoost | JAX
  int64_t workers = 1;
  bool no_master = false;
  std::optional<int64_t> min_replicas{}, max_replicas{};
};

struct SubmitRequest {
  WorkloadType type = WorkloadType::training;
  std::string name{};
  std::string project{};        // name or id
  bool name_as_prefix = false;  // useGivenNameAsPrefix: the server appends a suffix
  // Queue it even if no node could ever hold one of its pods (else the
  // server refuses it with 409, naming the largest node).
  bool allow_pending = false;
  std::optional<std::string> compute_resource{};  // an asset's name
  std::optional<std::string> profile{};           // a hardware profile's name
  // A whole spec object (JSON text) to start from, such as a file given with
  // -f; the typed fields of `spec` that are set replace its keys, and
  // environment/labels/annotations add to (and override by name) its own.
  std::optional<std::string> base_spec_json{};
  std::optional<std::string> template_id{};      // templateId (recorded; no effect here)
  std::optional<DistributedSpec> distributed{};  // set: a distributed training
  WorkloadSpec spec{};
};

struct Resources {  // allocatedResources / one side of podsRequestedResources
  std::optional<double> gpu{};
  std::optional<std::string> gpu_memory{};
  std::optional<double> cpu{};
  std::optional<std::string> cpu_memory{};
};

struct RequestedPods {
  int64_t number = 0, min = 0, max = 0, parallelism = 0, completions = 0;
};

// One item of GET /api/v1/workloads.
struct Workload {
  std::string id{};
  std::string name{};
  std::string type{};  // Training, Workspace, Inference
  std::string phase{};
  std::string phase_message{};
  std::string project_id{}, project_name{};
  std::optional<std::string> department_name{};
  std::string submitted_by{};
  std::string created_at{};  // ISO-8601
  std::optional<std::string> completed_at{};
  bool preemptible = false;
  int64_t priority = 0;
  std::string priority_class{};
  int64_t running_pods = 0, completed_pods = 0, failed_pods = 0;
  RequestedPods requested_pods{};
  Resources allocated{};
  Resources requested{};  // per pod, the request side
  std::optional<std::string> gpu_request_type{};
  std::vector<std::string> node_pools{};  // currentNodePools
  std::vector<std::string> nodes{};       // the nodes its placed pods run on
  std::string image{};                    // images[0]; empty when none
  std::string json{};                     // the item as the server sent it
};

struct WorkloadPage {
  std::vector<Workload> items{};
  int64_t total = 0;  // items that passed the filters, across pages
};

struct WorkloadListQuery {
  std::optional<std::string> project{};  // name; unset: every project
  std::vector<std::string> filters{};    // filterBy items, "phase==Running"
  std::optional<std::string> sort_by{};
  bool descending = false;
  int64_t offset = 0;
  int64_t limit = 50;  // the server caps one page at 500
  std::optional<std::string> search{};
  // Only these fields of each item ("name", "allocatedResources.gpu"); empty:
  // every field. Workload members outside them keep their defaults.
  std::vector<std::string> fields{};
};

struct PodDevice {
  int64_t index = 0;
  double portion = 1.0;
  std::string uuid{};
};

struct Pod {
  std::string name{};
  int64_t index = 0;
  std::string phase{};
  std::optional<std::string> node{};
  std::vector<PodDevice> devices{};
  std::vector<std::string> mig{};
  int64_t pid = 0;
  int64_t attempts = 0;
  std::optional<int64_t> exit_code{};
  std::optional<std::string> started_at{}, finished_at{};
};

struct Event {
  int64_t id = 0;
  std::string created_at{};
  std::string type{};
  std::string message{};
};

// GET /api/v1/workloads/{id}: the list item plus pods, events and the spec.
struct WorkloadDetail {
  Workload workload{};
  std::vector<Pod> pods{};
  std::vector<Event> events{};
  std::string spec_json{};  // the spec as submitted
  std::string json{};       // the whole answer
};

// ---- streams into running pods (Client::attach, exec, port_forward) ----

struct AttachOptions {
  std::optional<std::string> pod{};  // an index ("0") or a pod's name ("a1-0"); unset: pod 0
  // This client sends input / wants the terminal; unset: as the pod was
  // started (its spec's stdin and tty).
  std::optional<bool> with_stdin{};
  std::optional<bool> tty{};
};

struct ExecOptions {
  std::optional<std::string> pod{};    // as AttachOptions::pod
  std::vector<std::string> command{};  // the program and its arguments, one word each
  bool with_stdin = false;             // the command gets a stdin
  bool tty = false;                    // on a pseudo-terminal (stdout and stderr merged)
};

struct LogQuery {
  bool follow = false;
  std::optional<int64_t> tail{};     // last N lines
  std::optional<std::string> pod{};  // as AttachOptions::pod, or a role ("worker-1"); unset: all
  bool timestamps = false;
};

// ---- organisation ------------------------------------------------------------

// One node pool's share of a project or department.
struct PoolQuota {
  std::string node_pool{};
  std::optional<double> gpu_deserved{}, gpu_limit{};  // -1 = unlimited
  std::optional<double> gpu_over_quota_weight{};
  std::optional<double> cpu_deserved{}, cpu_limit{};        // cores
  std::optional<double> memory_deserved{}, memory_limit{};  // MB
  // status, when read back
  double gpu_allocated = 0, gpu_fair_share = 0, gpu_requested = 0;
  double gpu_fair_share_by_weight = 0;  // the fair share with past usage left out
};

struct Project {
  std::string id{};
  std::string name{};
  bool department = false;
  std::optional<std::string> parent_name{};
  std::string description{};
  int64_t priority = 0;
  std::vector<std::string> members{};
  std::vector<PoolQuota> resources{};
  std::string phase{};
  std::string json{};
  // Minimum runtime before preempt and reclaim ("10m"); unset: inherited
  // from the department, then the node pool.
  std::optional<std::string> preempt_min_runtime{}, reclaim_min_runtime{};
  // Past GPU usage, a fraction of the machine, while fairness over time is on.
  std::optional<double> gpu_usage{};
};

// POST/PUT of a project or department. Unset fields are not sent (create:
// the server's defaults; update: kept as they are).
struct ProjectRequest {
  std::string name{};
  std::optional<std::string> parent{};  // a department's name or id (projects only)
  std::optional<std::string> description{};
  std::optional<int64_t> priority{};
  std::optional<std::vector<std::string>> members{};
  std::vector<PoolQuota> resources{};  // empty: unchanged (update) / none (create)
  // "10m", "1h30m", "5d8h40m", or "inherit" to take the department's again.
  std::optional<std::string> preempt_min_runtime{}, reclaim_min_runtime{};
};

struct NodeDevice {
  int64_t index = 0;
  std::string uuid{};
  std::string model{};
  int64_t memory_bytes = 0;
  double allocated = 0;  // portion of the device in use, 0..1
  // Each pod on the device: "project/workload/pod" and its portion.
  std::vector<std::pair<std::string, double>> holders{};
  std::optional<int64_t> memory_used_bytes{};  // when the daemon can read it (NVML)
  std::vector<std::string> mig{};              // MIG instances, "1g.10gb"
};

struct Node {
  std::string name{};
  std::string pool{};
  std::string status{};
  int64_t gpus = 0;
  double gpus_allocated = 0;
  std::string gpu_model{};
  double cpu = 0;  // cores
  int64_t memory_bytes = 0;
  std::vector<NodeDevice> devices{};
  std::string json{};
};

struct NodePool {
  std::string name{};
  std::string placement{};  // binpack | spread
  int64_t nodes = 0;
  double gpus = 0, gpus_allocated = 0;
  std::string json{};
  // schedulingConfiguration.minGuaranteedRuntime ("1h"); unset: the daemon's default.
  std::optional<std::string> min_guaranteed_runtime{};
};

// GET /api/v1/me: who the server takes the caller to be.
struct Me {
  std::string user{};
  std::optional<int64_t> uid{}, gid{};  // null for a token whose user has no account here
  std::vector<std::string> groups{};
  bool administrator = false;
  std::string authenticated_by{};       // unixSocket | token
  std::vector<std::string> projects{};  // those the caller may submit to
  std::string json{};
};

struct Version {
  std::string server{};  // the daemon's version
  std::string api{};
  std::string json{};
};

// ---- assets ----------------------------------------------------------

struct ComputeResource {
  std::string id{};
  std::string name{};
  std::string scope{};  // cluster | department | project
  std::optional<std::string> project{}, department{};
  std::string description{};
  ComputeSpec spec{};
  std::vector<std::string> used_by{};  // workloads and assets using it
  std::string created_by{}, created_at{};
  std::string json{};
};

struct ComputeResourceRequest {
  std::string name{};
  std::string scope = "cluster";
  std::optional<std::string> project{}, department{};
  std::optional<std::string> description{};
  ComputeSpec spec{};
};

struct Profile {
  std::string name{};
  std::string description{};
  std::string json{};  // requests, limits, GPU model or pool, disk
};

// ---- secrets and volumes (the run spec's, per project) -------------------

// A project's secret: its value goes to the server and never comes back.
struct Secret {
  std::string id;
  std::string name;  // also the environment variable the pods see
  std::string project_id, project_name;
  std::string created_by, created_at, updated_at;
  std::string json;
};

// A project's volume: a directory kept by the daemon until deleted.
struct Volume {
  std::string id;
  std::string name;
  std::string project_id, project_name;
  int64_t size_bytes = 0;  // as requested
  std::string path;        // on the daemon's machine
  std::string created_by, created_at;
  std::vector<std::string> used_by;   // workloads using it now
  std::optional<int64_t> used_bytes;  // what its files take on disk (get_volume only)
  std::string json;
};

// ---- bearer tokens for the daemon's TCP listener (administrators) -------

struct Token {
  std::string id;
  std::string name;
  std::string user;  // whom the token acts as
  std::string created_by, created_at;
  bool revoked = false;
};

// A token just made: its secret is shown this once and never stored.
struct CreatedToken {
  Token token;
  std::string secret;
};

// GET /api/v1/asset/compute: Run:ai's list conventions.
struct AssetListQuery {
  std::vector<std::string> filters;  // filterBy items, "name=@gpu"
  std::optional<std::string> sort_by;
  bool descending = false;
  std::optional<std::string> search;
  std::optional<std::string> scope;    // cluster | department | project
  std::optional<std::string> project;  // name or id: assets of that project's scope
};

}  // namespace gpuq::client

#endif  // GPUQ_TYPES_H_
