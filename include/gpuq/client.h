// gpuq::client::Client: the typed C++ interface to the platform API, and the
// only code that speaks it (the CLI is a layer over this).
//
//   auto client = gpuq::client::Client::connect(options);   // or from a context
//   auto w = client->submit({.type = WorkloadType::training, .name = "a1", ...});
//   auto page = client->list_workloads({.limit = 50});
//
// Every call returns ApiResult<T>; no exception crosses this interface
// (std::bad_alloc aside). A Client is not thread-safe: use one per thread.
// Names or ids are accepted wherever a workload, project, department or
// asset is named; a workload name may need its project to be unique.
#ifndef GPUQ_CLIENT_H_
#define GPUQ_CLIENT_H_

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gpuq/error.h"
#include "gpuq/pod_stream.h"
#include "gpuq/transport.h"
#include "gpuq/types.h"
#include "gpuq/upgraded_connection.h"

namespace gpuq::client {

class Client {
 public:
  // Talks through `transport` (owned).
  explicit Client(std::unique_ptr<Transport> transport);
  // The transport make_transport() picks for options.server (and GPUQ_TRANSPORT).
  static ApiResult<Client> connect(TransportOptions options);

  Client(Client&&) noexcept;
  Client& operator=(Client&&) noexcept;
  ~Client();

  // ---- workloads ----
  // The workload as a list item. It asks for the server's minimal answer
  // (Prefer: return=minimal); get_workload() has the whole detail.
  ApiResult<Workload> submit(const SubmitRequest& request);
  ApiResult<WorkloadPage> list_workloads(const WorkloadListQuery& query);
  // Every page of `query` from its offset on (at most `query.limit` items in
  // all when limit > 0; every item when limit == 0), fetched 500 at a time.
  ApiResult<WorkloadPage> list_all_workloads(WorkloadListQuery query);
  // As list_all_workloads, but each item goes to `sink` as its page is read
  // (no DOM, nothing held: the way to go through thousands), until `sink`
  // returns false. With query.fields only those fields are asked for (and
  // are in Workload::json). Returns the total the server counted.
  ApiResult<int64_t> for_each_workload(WorkloadListQuery query,
                                       const std::function<bool(Workload&&)>& sink);
  ApiResult<WorkloadDetail> get_workload(std::string_view name_or_id,
                                         std::string_view project = {});
  // `force` (administrators only): its pods get SIGKILL now, without a grace period.
  ApiResult<void> delete_workload(std::string_view name_or_id, std::string_view project = {},
                                  bool force = false);
  // An update of an inference in place (PATCH /api/v1/workloads/inferences/{id}):
  // the fields of `changes` that are set replace the spec's (its
  // environment is merged by name), and its running pods restart with the
  // result. Returns the workload as updated.
  ApiResult<Workload> update_inference(std::string_view name_or_id, std::string_view project,
                                       const WorkloadSpec& changes, bool allow_pending = false);
  ApiResult<void> suspend_workload(std::string_view name_or_id, std::string_view project = {});
  ApiResult<void> resume_workload(std::string_view name_or_id, std::string_view project = {});
  // Passes the log text to `sink` as it arrives until the end (or, with
  // follow, until the workload ends or `sink` returns false).
  ApiResult<void> logs(std::string_view name_or_id, std::string_view project, const LogQuery& query,
                       const std::function<bool(std::string_view chunk)>& sink);
  ApiResult<std::vector<Event>> events(std::string_view name_or_id, std::string_view project = {});

  // ---- streams into running pods (client_streams.cpp) ----
  // Each opens a connection of its own (an HTTP upgrade: README.md, "The
  // streams protocol"), owned by the result, which may outlive this
  // Client. Errors: the transport's; the server's before the upgrade (kind
  // http: 403 not the owner, 404 no such workload or pod, 409 the pod is
  // not running...); protocol when the server answers without switching.
  //
  // Attaches to the main process of a pod: its output from now on, its
  // stdin and terminal when asked for.
  ApiResult<PodStream> attach(std::string_view name_or_id, std::string_view project,
                              const AttachOptions& options);
  // Runs a command in a pod, beside its main process. Errors also: usage
  // when options.command is empty.
  ApiResult<PodStream> exec(std::string_view name_or_id, std::string_view project,
                            const ExecOptions& options);
  // A byte stream to `port` of a pod (a container port it asked for with
  // --port); `pod` as AttachOptions::pod (empty: pod 0). Errors also: usage
  // when the port is not 1 to 65535.
  ApiResult<std::unique_ptr<UpgradedConnection>> port_forward(std::string_view name_or_id,
                                                              std::string_view project,
                                                              std::string_view pod, int port);

  // ---- projects and departments ----
  ApiResult<std::vector<Project>> list_projects();
  ApiResult<Project> get_project(std::string_view name_or_id);
  ApiResult<Project> create_project(const ProjectRequest& request);
  ApiResult<Project> update_project(std::string_view name_or_id, const ProjectRequest& request);
  ApiResult<void> delete_project(std::string_view name_or_id);
  ApiResult<std::vector<Project>> list_departments();
  ApiResult<Project> get_department(std::string_view name_or_id);
  ApiResult<Project> create_department(const ProjectRequest& request);
  ApiResult<Project> update_department(std::string_view name_or_id, const ProjectRequest& request);
  ApiResult<void> delete_department(std::string_view name_or_id);

  // ---- cluster ----
  ApiResult<std::vector<Node>> list_nodes();
  ApiResult<std::vector<NodePool>> list_node_pools();
  // Sets a pool's minimum runtime before preempt and reclaim ("1h"; "inherit":
  // the daemon's configured value). Administrators only.
  ApiResult<NodePool> update_node_pool(std::string_view name,
                                       std::string_view min_guaranteed_runtime);
  ApiResult<Version> version();  // public: needs no credentials
  ApiResult<Me> me();            // who the server takes this client to be

  // ---- assets and profiles ----
  ApiResult<std::vector<ComputeResource>> list_compute_resources();
  ApiResult<ComputeResource> get_compute_resource(std::string_view name_or_id);
  ApiResult<ComputeResource> create_compute_resource(const ComputeResourceRequest& request);
  ApiResult<ComputeResource> update_compute_resource(std::string_view name_or_id,
                                                     const ComputeResourceRequest& request);
  ApiResult<void> delete_compute_resource(std::string_view name_or_id);
  ApiResult<std::vector<Profile>> list_profiles();
  ApiResult<Profile> get_profile(std::string_view name);
  // The list with filters, sorting and search (server-side).
  ApiResult<std::vector<ComputeResource>> list_compute_resources(const AssetListQuery& query);

  // ---- secrets and volumes (client_assets.cpp) ----
  // `project`: a name or id; empty lists every project's.
  ApiResult<std::vector<Secret>> list_secrets(std::string_view project = {});
  // Creates the secret, or replaces its value when it exists.
  ApiResult<Secret> create_secret(std::string_view project, std::string_view name,
                                  std::string_view value);
  ApiResult<void> delete_secret(std::string_view project, std::string_view name);
  ApiResult<std::vector<Volume>> list_volumes(std::string_view project = {});
  // Deletes the volume with its files; refused (409) while a workload uses it.
  ApiResult<void> delete_volume(std::string_view project, std::string_view name);
  // One volume, with used_bytes.
  ApiResult<Volume> get_volume(std::string_view project, std::string_view name);

  // ---- bearer tokens (administrators; client_assets.cpp) ----
  // `user`: whom the token acts as; empty: the caller.
  ApiResult<CreatedToken> create_token(std::string_view name, std::string_view user = {});
  ApiResult<std::vector<Token>> list_tokens();
  ApiResult<void> revoke_token(std::string_view name_or_id);

  // A raw exchange for what has no typed call yet: the answer's body when
  // the status is < 400, else the server's error.
  ApiResult<std::string> request(std::string_view method, std::string_view target,
                                 std::string_view body = {});

  Transport& transport() { return *transport_; }

 private:
  std::unique_ptr<Transport> transport_;
};

}  // namespace gpuq::client

namespace gpuq {
using client::Client;
}

#endif  // GPUQ_CLIENT_H_
