#include "daemon/model/asset_model.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace gpuq::daemon {
namespace {

using nlohmann::json;

std::string text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

}  // namespace

StoredAsset to_stored(const ComputeResource& c) {
  json spec = json::parse(c.spec_json, nullptr, false);
  if (spec.is_discarded()) spec = json::object();
  return {"compute", c.id,
          text({{"name", c.name},
                {"scope", c.scope},
                {"scopeId", c.scope_id},
                {"description", c.description},
                {"spec", spec},
                {"createdBy", c.created_by},
                {"createdAt", c.created_at},
                {"updatedBy", c.updated_by},
                {"updatedAt", c.updated_at}})};
}

StoredAsset to_stored(const Secret& s) {
  return {"secret", s.id,
          text({{"projectId", s.project_id},
                {"name", s.name},
                {"value", s.value},
                {"createdBy", s.created_by},
                {"createdAt", s.created_at},
                {"updatedAt", s.updated_at}})};
}

StoredAsset to_stored(const Volume& v) {
  return {"volume", v.id,
          text({{"projectId", v.project_id},
                {"name", v.name},
                {"size", v.size},
                {"createdBy", v.created_by},
                {"ownerUid", static_cast<int64_t>(v.owner_uid)},
                {"createdAt", v.created_at}})};
}

std::string volume_dir(const std::string& state_dir, int64_t project_id, const std::string& name) {
  return state_dir + "/volumes/" + std::to_string(project_id) + "/" + name;
}

core::Result<void> add_stored(const StoredAsset& row, Assets& assets) {
  const std::string what = "asset " + row.kind + " " + std::to_string(row.id);
  json j = json::parse(row.body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return core::fail(what + ": malformed JSON");
  try {
    if (row.kind == "compute") {
      ComputeResource c;
      c.id = row.id;
      c.name = j.at("name").get<std::string>();
      c.scope = j.value("scope", "cluster");
      c.scope_id = j.value("scopeId", int64_t{0});
      c.description = j.value("description", "");
      c.spec_json = text(j.value("spec", json::object()));
      c.created_by = j.value("createdBy", "");
      c.created_at = j.value("createdAt", int64_t{0});
      c.updated_by = j.value("updatedBy", "");
      c.updated_at = j.value("updatedAt", int64_t{0});
      assets.compute.push_back(std::move(c));
    } else if (row.kind == "secret") {
      Secret s;
      s.id = row.id;
      s.project_id = j.at("projectId").get<int64_t>();
      s.name = j.at("name").get<std::string>();
      s.value = j.value("value", "");
      s.created_by = j.value("createdBy", "");
      s.created_at = j.value("createdAt", int64_t{0});
      s.updated_at = j.value("updatedAt", int64_t{0});
      assets.secrets.push_back(std::move(s));
    } else if (row.kind == "volume") {
      Volume v;
      v.id = row.id;
      v.project_id = j.at("projectId").get<int64_t>();
      v.name = j.at("name").get<std::string>();
      v.size = j.value("size", int64_t{0});
      v.created_by = j.value("createdBy", "");
      v.owner_uid = static_cast<uid_t>(j.value("ownerUid", int64_t{-1}));
      v.created_at = j.value("createdAt", int64_t{0});
      assets.volumes.push_back(std::move(v));
    } else {
      return core::fail(what + ": unknown kind (written by a newer gpuq?)");
    }
  } catch (const json::exception& e) {
    return core::fail(what + ": " + e.what());
  }
  assets.next_id = std::max(assets.next_id, row.id + 1);
  return {};
}

}  // namespace gpuq::daemon
