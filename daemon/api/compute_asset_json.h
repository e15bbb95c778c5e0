// Compute resource assets as Run:ai's API shows them (reference 3.6):
// request bodies to ComputeResource drafts, assets to JSON, and the fields
// of the list for filterBy/sortBy/search. Internal to daemon/api.
//
// GPU memory may be given as a percentage of a device ("50%" in
// gpuMemoryRequest/Limit): it is kept as gpuRequestType portion with
// gpuPortionRequest/Limit, the form Run:ai's API uses for it. Every rule
// that needs only the body is checked here with parse_compute (fractions
// only with one device, limits at least their requests, ...); the rules that
// need the machine or the policy are Service's.
//
// Errors: invalid_argument naming the field ("spec.gpuPortionRequest").
#ifndef GPUQ_DAEMON_API_COMPUTE_ASSET_JSON_H_
#define GPUQ_DAEMON_API_COMPUTE_ASSET_JSON_H_

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "daemon/api/list_query.h"
#include "daemon/service/asset_usage.h"
#include "daemon/service/service.h"

namespace gpuq::daemon::api {

// A validated spec object, normalised (percentages as portions).
core::Result<nlohmann::json> parse_compute_asset_spec(const nlohmann::json& spec,
                                                      const std::string& path);

// POST body: {meta{name, scope, projectId, departmentId, description}, spec}.
// Names in projectId/departmentId are resolved against `state`.
core::Result<ComputeResource> parse_compute_asset(const nlohmann::json& body, const State& state);

// PUT body: {meta{name, description}, spec?}.
struct ComputeAssetUpdate {
  std::string name;
  std::optional<std::string> description;
  std::optional<std::string> spec_json;
};
core::Result<ComputeAssetUpdate> parse_compute_asset_update(const nlohmann::json& body);

nlohmann::json compute_asset_json(const ComputeResource& c, const State& state,
                                  const AssetUsers& users);

const FieldKinds& compute_asset_fields();
FieldValue compute_asset_field(const ComputeResource& c, const State& state,
                               const AssetUsers& users, const std::string& field);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_COMPUTE_ASSET_JSON_H_
