// libclient's JSON: the API's documents into the typed results of types.h,
// the typed requests into request bodies, and error answers into ApiError.
// Internal to libclient (nlohmann::json stays out of the public headers).
//
// Readers are lenient: a missing or null field leaves the member at its
// default, so an older or newer server still reads; only a document of the
// wrong shape (not an object) is a protocol error, checked by the callers.
#ifndef GPUQ_LIBCLIENT_JSON_MAPPING_H_
#define GPUQ_LIBCLIENT_JSON_MAPPING_H_

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "gpuq/error.h"
#include "gpuq/transport.h"
#include "gpuq/types.h"

namespace gpuq::client {

using json = nlohmann::json;

Workload workload_from_json(const json& j);
WorkloadDetail workload_detail_from_json(const json& j);
Event event_from_json(const json& j);
Project project_from_json(const json& j);
Node node_from_json(const json& j);
NodePool node_pool_from_json(const json& j);
Version version_from_json(const json& j);
Me me_from_json(const json& j);
Token token_from_json(const json& j);

// spec.compute of a request; unset fields are left out.
json compute_json(const ComputeSpec& compute);
// The body of POST /api/v1/workloads/{type}s. Errors (usage, field
// "base_spec_json"): the base spec is not a JSON object.
ApiResult<json> submit_body(const SubmitRequest& request);
json project_body(const ProjectRequest& request);

// The ApiError of an answer with status >= 400: the server's
// {"code","message","field"} when it sent one, else a readable summary.
ApiError error_from_answer(const HttpAnswer& answer, std::string_view what);
// A protocol error about the answer to `what`.
ApiError protocol_error(std::string_view what, std::string_view why);

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_JSON_MAPPING_H_
