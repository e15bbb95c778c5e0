#include "daemon/store/run_extras_json.h"

namespace gpuq::daemon {

using nlohmann::json;

std::string run_extras_to_json(const RunExtras& e) {
  if (e.empty()) return {};
  json j = json::object();
  if (e.compute_resource_id != 0) {
    j["computeResource"] = {{"id", e.compute_resource_id}, {"name", e.compute_resource}};
  }
  if (!e.profile.empty()) j["profile"] = e.profile;
  if (!e.resolved.is_null()) j["resolved"] = e.resolved;
  if (!e.secrets.empty()) j["secrets"] = e.secrets;
  if (!e.volumes.empty()) {
    json list = json::array();
    for (const VolumeRequest& v : e.volumes) {
      json item = {{"name", v.name}, {"mountPath", v.mount_path}, {"size", v.size}};
      if (v.read_only) item["readOnly"] = true;
      if (v.existing) item["existing"] = true;
      if (v.ephemeral) item["ephemeral"] = true;
      list.push_back(std::move(item));
    }
    j["volumes"] = std::move(list);
  }
  if (!e.host_paths.empty()) {
    json list = json::array();
    for (const HostPathRequest& h : e.host_paths) {
      list.push_back({{"path", h.path}, {"mountPath", h.mount_path}, {"readOnly", h.read_only}});
    }
    j["hostPaths"] = std::move(list);
  }
  if (e.disk != 0) j["disk"] = e.disk;
  if (e.fs_group >= 0) j["fsGroup"] = e.fs_group;
  if (!e.no_effect.empty()) j["noEffect"] = e.no_effect;
  if (e.delete_after_s >= 0) j["deleteAfterS"] = e.delete_after_s;
  if (!e.ports.empty()) {
    json list = json::array();
    for (const RunExtras::Port& p : e.ports) {
      list.push_back({{"container", p.container},
                      {"external", p.external},
                      {"serviceType", p.service_type},
                      {"name", p.name}});
    }
    j["ports"] = std::move(list);
  }
  if (!e.exposed_urls.is_null()) j["exposedUrls"] = e.exposed_urls;
  if (!e.framework.empty()) {
    j["framework"] = e.framework;
    j["hasMaster"] = e.has_master;
  }
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

core::Result<RunExtras> run_extras_from_json(std::string_view text) {
  RunExtras e;
  if (text.empty()) return e;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return core::fail("run extras: malformed JSON");
  try {
    if (const auto it = j.find("computeResource"); it != j.end()) {
      e.compute_resource_id = it->at("id").get<int64_t>();
      e.compute_resource = it->value("name", "");
    }
    e.profile = j.value("profile", "");
    if (const auto it = j.find("resolved"); it != j.end()) e.resolved = *it;
    e.secrets = j.value("secrets", std::vector<std::string>{});
    for (const json& v : j.value("volumes", json::array())) {
      e.volumes.push_back({v.at("name").get<std::string>(), v.value("mountPath", ""),
                           v.value("size", int64_t{0}), v.value("readOnly", false),
                           v.value("existing", false), v.value("ephemeral", false)});
    }
    for (const json& h : j.value("hostPaths", json::array())) {
      e.host_paths.push_back(
          {h.at("path").get<std::string>(), h.value("mountPath", ""), h.value("readOnly", true)});
    }
    e.disk = j.value("disk", int64_t{0});
    e.fs_group = j.value("fsGroup", int64_t{-1});
    e.no_effect = j.value("noEffect", std::vector<std::string>{});
    e.delete_after_s = j.value("deleteAfterS", int64_t{-1});
    for (const json& p : j.value("ports", json::array())) {
      e.ports.push_back({p.at("container").get<int>(), p.value("external", 0),
                         p.value("serviceType", ""), p.value("name", "")});
    }
    if (const auto it = j.find("exposedUrls"); it != j.end()) e.exposed_urls = *it;
    e.framework = j.value("framework", "");
    e.has_master = j.value("hasMaster", true);
  } catch (const json::exception& ex) {
    return core::fail(std::string("run extras: ") + ex.what());
  }
  return e;
}

}  // namespace gpuq::daemon
