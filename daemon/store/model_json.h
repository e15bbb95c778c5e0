// The JSON text that the SQLite store keeps in its JSON columns: pod
// requests, limits, run specs, pools, pods and quotas of daemon/model/model.h.
// Internal to the store (the API's JSON is Run:ai's, in daemon/api/).
//
// Every value round-trips exactly: fields at their default are left out,
// strings that are not valid UTF-8 are written as {"hex": "..."} so that no
// byte is lost, and non-finite weights as "inf", "-inf" or "nan". Pods are
// arrays of arrays (see pods_to_json) because load() parses one per workload
// and positional arrays are shorter and quicker to read than keyed objects.
//
// The *_to_json functions never fail; the *_from_json functions return
// invalid_argument naming what is malformed. Pure functions, thread-safe.
#ifndef GPUQ_DAEMON_STORE_MODEL_JSON_H_
#define GPUQ_DAEMON_STORE_MODEL_JSON_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/model.h"
#include "daemon/model/model.h"

namespace gpuq::daemon {

// Maps keyed by names (MIG profiles, extended resources, pools) are arrays of
// [name, value] pairs, since a name need not be valid UTF-8.

// {"gpus":1,"cpu":500,"mig":[["1g.10gb",1]],...}; "{}" for a default request.
std::string request_to_json(const core::PodRequest& request);
core::Result<core::PodRequest> request_from_json(std::string_view text);

// {"cpu":...,"memory":...,"large_shm":true,...}; "{}" for no limits.
std::string limits_to_json(const PodLimits& limits);
core::Result<PodLimits> limits_from_json(std::string_view text);

// {"argv":[...],"image":"...","environment":[["K","V"],...],"uid":N,...}.
std::string run_to_json(const RunSpec& run);
core::Result<RunSpec> run_from_json(std::string_view text);

// ["a","b"]: node pools, project members.
std::string strings_to_json(const std::vector<std::string>& strings);
core::Result<std::vector<std::string>> strings_from_json(std::string_view text);

// One array per pod, in this order:
//   [index, "phase", "node", [[device, portion], ...], [["profile", index], ...],
//    pid, start_ticks, exit_code, attempts, started_at, finished_at, kill_at, "log_path"
//    (, retry_at when not 0)]
// "[]" for no pods.
std::string pods_to_json(const std::vector<Pod>& pods);
core::Result<std::vector<Pod>> pods_from_json(std::string_view text);

// {"deserved":[gpu,cpu,mem],"limit":[gpu,cpu,mem],"weight":[w,w,w]}.
std::string quota_to_json(const core::QueueQuota& quota);
core::Result<core::QueueQuota> quota_from_json(std::string_view text);

// [["pool", quota], ...]; "[]" for none.
std::string quotas_to_json(const std::map<std::string, core::QueueQuota>& quotas);
core::Result<std::map<std::string, core::QueueQuota>> quotas_from_json(std::string_view text);

// "pending", "starting", ... (pod_phase_name) back to the phase; false if unknown.
bool pod_phase_of(std::string_view name, PodPhase& phase);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_MODEL_JSON_H_
