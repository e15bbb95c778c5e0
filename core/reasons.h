// Plain-words reasons for pending and evicted workloads: which limit, which
// quota, what capacity is missing, who took the resources and under which
// rule. Users ask for these more than for anything else. Internal to the core.
#ifndef GPUQ_CORE_REASONS_H_
#define GPUQ_CORE_REASONS_H_

#include <string>

#include "core/session.h"

namespace gpuq::core {

// "2 GPUs", "0.5 GPU", "4 CPUs", "32Gi memory": an amount with its unit.
std::string describe_amount(Resource r, int64_t amount);

// What one pod asks for: "1 GPU", "0.5 of a GPU", "MIG 1g.10gb", "4 CPUs, 16Gi memory".
std::string describe_request(const PodRequest& request);

// Why the job cannot be considered at all (a gang with too few pods).
std::string describe_not_ready(const RtJob& job);

// Why pod number `placed` of the `count` pods of this attempt found no node:
// "needs 4 GPUs on one node; the largest free block is 2 on node-1".
std::string describe_no_fit(Session& session, const RtJob& job, int count, int placed);

// "team-a/a1": how other workloads are named in reasons.
std::string qualified_name(const Session& session, const RtJob& job);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_REASONS_H_
