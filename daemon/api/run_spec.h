// The parts of a submission beyond Run:ai's workload spec, applied to a parsed submit
// (workload_request.h) before Service::submit:
//
// - The digitalhub run spec's keys inside `spec`: resources {cpu, mem, gpu,
//   disk} (a value, or {requests, limits}), profile, envs [{name, value}],
//   secrets [names], volumes [{volume_type: persistent_volume_claim, name,
//   mount_path, spec: {size}}], fs_group, run_as_user, run_as_group, and
//   node_selector / affinity / tolerations (also Run:ai's tolerations,
//   nodeAffinityRequired, podAffinity), accepted and recorded as having no
//   effect on one machine.
// - The compute resource (`computeResource`, top level or in spec) and the
//   hardware profile (`profile`, top level or in spec; the top level wins),
//   merged with what the user asked as compute_merge.h says; where each
//   value came from is kept in RunSpec::extras (run_extras.h) and shown by
//   the workload's detail as `resolvedCompute`.
//
// Rules checked here: ids 0 (root) are refused in run_as_user, run_as_group
// and fs_group whoever submits; fs_group must be one of the caller's groups
// unless an administrator submits (run_as_user/group are checked by
// Service::submit the same way); a mount_path is absolute, without "..",
// and not in a system directory (/, /bin, /boot, /dev, /etc, /lib*, /proc,
// /root, /run, /sbin, /srv, /sys, /usr, /var); a profile's gpu_model must
// match devices of some pool. Errors name the field.
#ifndef GPUQ_DAEMON_API_RUN_SPEC_H_
#define GPUQ_DAEMON_API_RUN_SPEC_H_

#include <nlohmann/json.hpp>

#include "daemon/api/workload_request.h"
#include "daemon/service/service.h"

namespace gpuq::daemon::api {

core::Result<void> apply_run_spec(const nlohmann::json& body, SubmitRequest& request,
                                  Service& service, const Caller& caller);

// Whether `path` may hold a volume's symbolic link (the submit-time part of
// "allowed"; the launch checks that it is free and its directory the user's).
core::Result<void> check_mount_path(const std::string& path, const std::string& field);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_RUN_SPEC_H_
