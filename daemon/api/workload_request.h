// The body of POST /api/v1/workloads/{trainings,workspaces,inferences} (the
// Run:ai field names, reference/runai-cli-api.md 3.3) mapped to a workload
// draft for Service::submit.
//
// Mapping: spec.compute in the core's units (gpuDevicesRequest with a
// portion of 1 = whole GPUs; gpuPortionRequest < 1 = a portion of one GPU in
// thousandths; gpuRequestType memory = GPU memory in bytes; migProfile =
// one MIG instance per device asked; cores -> millicores; quantities ->
// bytes); command and args split as a POSIX shell splits words into argv;
// priorityClass -> priority (default: the type's); preemptibility, else
// derived from the priority; parallelism (default 1) is the gang size
// (min_available) and the default of completions; backoffLimit default 6;
// security.runAsUid/runAsGid, else -1 (the submitter's, decided by
// Service); terminationGracePeriodSeconds, else -1 (the policy's). Spec
// keys that Run:ai has and gpuq does not use (tolerations, storage, ...) are
// accepted and kept in spec_json, the spec as received (plus top-level
// computeResource and profile, for a later step to apply); unknown keys in
// spec.compute are errors. Names are checked as DNS labels.
//
// Errors: invalid_argument naming the field path. Pure, thread-safe.
#ifndef GPUQ_DAEMON_API_WORKLOAD_REQUEST_H_
#define GPUQ_DAEMON_API_WORKLOAD_REQUEST_H_

#include <string>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/model.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::api {

struct SubmitRequest {
  Workload draft;
  std::string project;  // projectId as given: a project name or id
  bool name_as_prefix = false;
  // spec.capturedFromClient: what gpuq took from where it was typed, for a
  // daemon on that machine: the names of the environment variables it
  // captured and whether the working directory is the one it ran in.
  std::vector<std::string> captured_environment;
  bool working_dir_captured = false;
};

// Drops what the client captured from its machine (its environment and
// directory): pods that run in a cluster's containers have neither.
void drop_client_captured(SubmitRequest& request);

// For a daemon whose pods run in a Kubernetes cluster: the placement fields
// (nodeType, node_selector, tolerations, affinities, imagePullPolicy) take
// effect there, so they are no longer listed as having none.
void honour_cluster_fields(SubmitRequest& request);

core::Result<SubmitRequest> parse_submit(const nlohmann::json& body, core::WorkloadType type);

// spec.compute alone (also used for compute resource assets): fills
// `request` and `limits`. `path` prefixes field names in errors.
core::Result<void> parse_compute(const nlohmann::json& compute, const std::string& path,
                                 core::PodRequest& request, PodLimits& limits);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_WORKLOAD_REQUEST_H_
