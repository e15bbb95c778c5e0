#include "daemon/service/asset_usage.h"

#include "core/priority_class.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon {
namespace {

// Only unfinished workloads with extras can hold an asset.
template <class Uses>
std::vector<const Workload*> users_among(const State& state, Uses uses) {
  std::vector<const Workload*> out;
  for (const Workload& w : state.workloads) {
    if (w.run.extras == nullptr || workload_finished(w)) continue;
    if (uses(*w.run.extras)) out.push_back(&w);
  }
  return out;
}

}  // namespace

bool workload_finished(const Workload& w) { return w.phase == "Completed" || w.phase == "Failed"; }

std::string AssetUsers::describe(const State& state) const {
  std::string out;
  for (const Workload* w : workloads) {
    std::string project = std::to_string(w->project_id);
    for (const Project& p : state.projects) {
      if (p.id == w->project_id) project = p.name;
    }
    out += (out.empty() ? "" : ", ") + std::string(core::workload_type_name(w->type)) + " " +
           w->name + " (project " + project + ")";
  }
  for (const std::string& p : profiles) out += (out.empty() ? "" : ", ") + ("profile " + p);
  return out;
}

AssetUsers compute_resource_users(const State& state, const DaemonConfig& config,
                                  const ComputeResource& c) {
  AssetUsers users;
  users.workloads =
      users_among(state, [&](const RunExtras& e) { return e.compute_resource_id == c.id; });
  for (const ProfileConfig& p : config.profiles) {
    auto it = p.fields.find("compute");
    if (it != p.fields.end() && it->second == c.name) users.profiles.push_back(p.name);
  }
  return users;
}

AssetUsers volume_users(const State& state, const Volume& v) {
  AssetUsers users;
  users.workloads = users_among(state, [&](const RunExtras& e) {
    for (const VolumeRequest& r : e.volumes) {
      if (r.name == v.name) return true;
    }
    return false;
  });
  std::erase_if(users.workloads, [&](const Workload* w) { return w->project_id != v.project_id; });
  return users;
}

}  // namespace gpuq::daemon
