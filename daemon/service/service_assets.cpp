// Service: compute resources, secrets and volumes, and submit's
// part for them.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "daemon/model/run_extras.h"
#include "daemon/service/asset_usage.h"
#include "daemon/service/identity.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {
namespace {

using nlohmann::json;

const Project* find_project(const State& s, const std::string& ref) {
  for (const Project& p : s.projects) {
    if (p.name == ref || std::to_string(p.id) == ref) return &p;
  }
  return nullptr;
}

core::Result<const Project*> project_for(const State& s, const std::string& ref,
                                         const std::string& field) {
  if (ref.empty()) return core::fail("required (a project name or id)", field);
  const Project* p = find_project(s, ref);
  if (p == nullptr || p->department) {
    return core::fail("no project " + ref, field, core::Error::Code::not_found);
  }
  return p;
}

// The MIG profiles of the machine's devices, sorted.
std::set<std::string> machine_mig_profiles(const GpuInventory& gpus) {
  std::set<std::string> out;
  for (const GpuDevice& d : gpus.devices()) {
    for (const MigDevice& m : d.mig) out.insert(m.profile);
  }
  return out;
}

core::Result<void> check_machine_rules(const std::string& spec_json, const DaemonConfig& config,
                                       const GpuInventory& gpus) {
  json spec = json::parse(spec_json, nullptr, false);
  if (!spec.is_object()) return {};
  if (spec.contains("gpuMemoryLimit") && !spec["gpuMemoryLimit"].is_null() &&
      !config.policy.allow_gpu_memory_limits) {
    return core::fail(
        "GPU memory limits are disabled by this daemon's policy (policy.allow_gpu_memory_limits)",
        "spec.gpuMemoryLimit");
  }
  if (spec.contains("migProfile") && spec["migProfile"].is_string()) {
    const std::string mig = spec["migProfile"].get<std::string>();
    auto profiles = machine_mig_profiles(gpus);
    if (!profiles.contains(mig)) {
      std::string names;
      for (const std::string& p : profiles) names += (names.empty() ? "" : ", ") + p;
      return core::fail("no device of this machine has MIG profile " + mig +
                            " (it has: " + (names.empty() ? "no MIG instances" : names) + ")",
                        "spec.migProfile");
    }
  }
  return {};
}

// A secret's name is also its environment variable's: a letter or '_',
// then letters, digits, '_', '.' or '-'.
core::Result<void> check_secret_name(const std::string& name) {
  bool ok = !name.empty() && name.size() <= 253 &&
            (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_');
  for (char ch : name) {
    ok =
        ok && (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == '-');
  }
  if (ok) return {};
  return core::fail("\"" + name +
                        "\" is not a secret name: a letter or _, then letters, digits, _, . or - "
                        "(it becomes the name of an environment variable)",
                    "name");
}

// Where a compute resource lives, in words: "the cluster", "project team-a".
std::string scope_words(const State& state, const std::string& scope, int64_t scope_id) {
  if (scope == "cluster") return "the cluster";
  for (const Project& p : state.projects) {
    if (p.id == scope_id) return scope + " " + p.name;
  }
  return scope + " " + std::to_string(scope_id);
}

// Another compute resource of `name` that one in (scope, scope_id) would
// clash with: one of the same scope, or, for `narrower_too`, a wider one it
// would stand in for. By name a workload gets the narrowest, so a member's
// project resource named as the cluster's one-gpu (or its department's)
// would change what every co-member's --compute one-gpu asks for, without a
// word. Administrators may layer names on purpose.
const ComputeResource* name_taken(const State& state, const std::string& name,
                                  const std::string& scope, int64_t scope_id, int64_t except_id,
                                  bool narrower_too) {
  auto parent_of = [&](int64_t id) -> int64_t {
    for (const Project& p : state.projects) {
      if (p.id == id) return p.parent_id;
    }
    return 0;
  };
  for (const ComputeResource& c : state.assets.compute) {
    if (c.id == except_id || c.name != name) continue;
    const bool same = c.scope == scope && c.scope_id == scope_id;
    const bool wider =
        (c.scope == "cluster" && scope != "cluster") ||
        (c.scope == "department" && scope == "project" && parent_of(scope_id) == c.scope_id);
    if (same || (narrower_too && wider)) return &c;
  }
  return nullptr;
}

core::Error name_taken_error(const State& state, const ComputeResource& taken,
                             const std::string& scope) {
  const bool same = taken.scope == scope;
  return core::Error{
      core::Error::Code::conflict,
      "a compute resource named " + taken.name + " already exists in " +
          scope_words(state, taken.scope, taken.scope_id) + " (id " + std::to_string(taken.id) +
          ")" +
          (same ? "" : "; one of this " + scope + " by that name would stand in for it there") +
          ": choose another name",
      "meta.name"};
}

}  // namespace

core::Result<ComputeResource> Service::create_compute_resource(const Caller& caller,
                                                               ComputeResource draft) {
  if (auto ok = check_name(draft.name, "meta.name"); !ok) return std::unexpected(ok.error());
  std::unique_lock lock(mu_);
  if (auto ok = check_machine_rules(draft.spec_json, config(), *gpus_); !ok) {
    return std::unexpected(ok.error());
  }
  if (draft.scope == "cluster") {
    draft.scope_id = 0;
    if (!caller.admin) {
      return core::fail("only administrators create cluster compute resources", "meta.scope",
                        core::Error::Code::permission_denied);
    }
  } else {
    const Project* unit = nullptr;
    for (const Project& p : state_.projects) {
      if (p.id == draft.scope_id) unit = &p;
    }
    const bool department = draft.scope == "department";
    const std::string field = department ? "meta.departmentId" : "meta.projectId";
    if (unit == nullptr || unit->department != department) {
      return core::fail("no " + draft.scope + " " + std::to_string(draft.scope_id), field,
                        core::Error::Code::not_found);
    }
    if (department ? !caller.admin : !is_member(caller, *unit)) {
      return core::fail(
          caller.user + " may not create compute resources in " + draft.scope + " " + unit->name,
          field, core::Error::Code::permission_denied);
    }
  }
  if (const ComputeResource* taken = name_taken(state_, draft.name, draft.scope, draft.scope_id,
                                                /*except_id=*/-1, !caller.admin)) {
    return std::unexpected(name_taken_error(state_, *taken, draft.scope));
  }
  draft.id = state_.assets.next_id;
  draft.created_by = draft.updated_by = caller.user;
  draft.created_at = draft.updated_at = clock_.now_ms();
  if (auto r = store_->put_asset(to_stored(draft)); !r) return std::unexpected(r.error());
  ++state_.assets.next_id;
  state_.assets.compute.push_back(draft);
  return draft;
}

core::Result<ComputeResource> Service::update_compute_resource(
    const Caller& caller, int64_t id, const std::string& name,
    const std::optional<std::string>& description, const std::optional<std::string>& spec_json) {
  if (auto ok = check_name(name, "meta.name"); !ok) return std::unexpected(ok.error());
  std::unique_lock lock(mu_);
  if (spec_json) {
    if (auto ok = check_machine_rules(*spec_json, config(), *gpus_); !ok) {
      return std::unexpected(ok.error());
    }
  }
  auto it = std::find_if(state_.assets.compute.begin(), state_.assets.compute.end(),
                         [&](const ComputeResource& c) { return c.id == id; });
  if (it == state_.assets.compute.end()) {
    return core::fail("no compute resource " + std::to_string(id), "",
                      core::Error::Code::not_found);
  }
  if (!caller.admin && caller.user != it->created_by) {
    return core::fail(caller.user + " may not change compute resource " + it->name +
                          " (only its creator or an administrator may)",
                      "", core::Error::Code::permission_denied);
  }
  if (const ComputeResource* taken =
          name_taken(state_, name, it->scope, it->scope_id, id, !caller.admin)) {
    return std::unexpected(name_taken_error(state_, *taken, it->scope));
  }
  ComputeResource next = *it;
  next.name = name;
  if (description) next.description = *description;
  if (spec_json) next.spec_json = *spec_json;
  next.updated_by = caller.user;
  next.updated_at = clock_.now_ms();
  if (auto r = store_->put_asset(to_stored(next)); !r) return std::unexpected(r.error());
  *it = next;
  return next;
}

core::Result<void> Service::delete_compute_resource(const Caller& caller, int64_t id) {
  std::unique_lock lock(mu_);
  auto it = std::find_if(state_.assets.compute.begin(), state_.assets.compute.end(),
                         [&](const ComputeResource& c) { return c.id == id; });
  if (it == state_.assets.compute.end()) {
    return core::fail("no compute resource " + std::to_string(id), "",
                      core::Error::Code::not_found);
  }
  if (!caller.admin && caller.user != it->created_by) {
    return core::fail(caller.user + " may not delete compute resource " + it->name +
                          " (only its creator or an administrator may)",
                      "", core::Error::Code::permission_denied);
  }
  AssetUsers users = compute_resource_users(state_, config(), *it);
  if (!users.empty()) {
    return core::fail("compute resource " + it->name + " is in use by " + users.describe(state_) +
                          "; delete or finish " + users.pronoun() + " first",
                      "", core::Error::Code::conflict);
  }
  if (auto r = store_->delete_asset("compute", id); !r) return r;
  state_.assets.compute.erase(it);
  return {};
}

core::Result<ComputeResource> Service::compute_resource(const std::string& id_or_name,
                                                        const std::string& project) const {
  std::lock_guard lock(mu_);
  for (const ComputeResource& c : state_.assets.compute) {
    if (std::to_string(c.id) == id_or_name) return c;
  }
  // By name: the project's own, then its department's, then the cluster's.
  const Project* p = project.empty() ? nullptr : find_project(state_, project);
  std::vector<std::pair<std::string, int64_t>> scopes;
  if (p != nullptr) {
    scopes.emplace_back(p->department ? "department" : "project", p->id);
    if (p->parent_id != 0) scopes.emplace_back("department", p->parent_id);
  }
  scopes.emplace_back("cluster", 0);
  for (const auto& [scope, scope_id] : scopes) {
    for (const ComputeResource& c : state_.assets.compute) {
      if (c.name == id_or_name && c.scope == scope && c.scope_id == scope_id) return c;
    }
  }
  if (p == nullptr) {
    const ComputeResource* found = nullptr;
    for (const ComputeResource& c : state_.assets.compute) {
      if (c.name != id_or_name) continue;
      if (found != nullptr) {
        return core::fail(
            "more than one compute resource is named " + id_or_name + "; give its id or a project",
            "", core::Error::Code::conflict);
      }
      found = &c;
    }
    if (found != nullptr) return *found;
  }
  return core::fail("no compute resource " + id_or_name +
                        (p != nullptr ? " for project " + p->name : std::string()),
                    "computeResource", core::Error::Code::not_found);
}

namespace {

// Any member of the project may use a secret; only whoever created it or an
// administrator may replace or delete it (else a neighbour could swap the
// value another user's workloads read).
core::Result<void> check_secret_owner(const Caller& caller, const Secret& s,
                                      const std::string& action) {
  if (caller.admin || caller.user == s.created_by) return {};
  return core::fail(caller.user + " may not " + action + " secret " + s.name + ": it belongs to " +
                        s.created_by + " (only its creator or an administrator may)",
                    "name", core::Error::Code::permission_denied);
}

}  // namespace

core::Result<Secret> Service::put_secret(const Caller& caller, const std::string& project_ref,
                                         const std::string& name, const std::string& value) {
  if (auto ok = check_secret_name(name); !ok) return std::unexpected(ok.error());
  if (value.find('\0') != std::string::npos) {
    return core::fail("must not hold a NUL byte (it goes into an environment variable)", "value");
  }
  std::unique_lock lock(mu_);
  auto project = project_for(state_, project_ref, "projectId");
  if (!project) return std::unexpected(project.error());
  if (!is_member(caller, **project)) {
    return core::fail(caller.user + " is not a member of project " + (*project)->name, "projectId",
                      core::Error::Code::permission_denied);
  }
  const int64_t now = clock_.now_ms();
  Secret next;
  auto it = std::find_if(
      state_.assets.secrets.begin(), state_.assets.secrets.end(),
      [&](const Secret& s) { return s.project_id == (*project)->id && s.name == name; });
  if (it != state_.assets.secrets.end()) {
    if (auto ok = check_secret_owner(caller, *it, "replace"); !ok)
      return std::unexpected(ok.error());
    next = *it;
  } else {
    next.id = state_.assets.next_id;
    next.project_id = (*project)->id;
    next.name = name;
    next.created_by = caller.user;
    next.created_at = now;
  }
  next.value = value;
  next.updated_at = now;
  if (auto r = store_->put_asset(to_stored(next)); !r) return std::unexpected(r.error());
  if (it != state_.assets.secrets.end()) {
    *it = next;
  } else {
    ++state_.assets.next_id;
    state_.assets.secrets.push_back(next);
  }
  return next;
}

core::Result<void> Service::delete_secret(const Caller& caller, const std::string& project_ref,
                                          const std::string& name) {
  std::unique_lock lock(mu_);
  auto project = project_for(state_, project_ref, "projectId");
  if (!project) return std::unexpected(project.error());
  if (!is_member(caller, **project)) {
    return core::fail(caller.user + " is not a member of project " + (*project)->name, "projectId",
                      core::Error::Code::permission_denied);
  }
  auto it = std::find_if(
      state_.assets.secrets.begin(), state_.assets.secrets.end(),
      [&](const Secret& s) { return s.project_id == (*project)->id && s.name == name; });
  if (it == state_.assets.secrets.end()) {
    return core::fail("no secret " + name + " in project " + (*project)->name, "name",
                      core::Error::Code::not_found);
  }
  if (auto ok = check_secret_owner(caller, *it, "delete"); !ok) return ok;
  if (auto r = store_->delete_asset("secret", it->id); !r) return r;
  state_.assets.secrets.erase(it);
  return {};
}

core::Result<void> Service::delete_volume(const Caller& caller, const std::string& project_ref,
                                          const std::string& name) {
  std::unique_lock lock(mu_);
  auto project = project_for(state_, project_ref, "projectId");
  if (!project) return std::unexpected(project.error());
  auto it = std::find_if(
      state_.assets.volumes.begin(), state_.assets.volumes.end(),
      [&](const Volume& v) { return v.project_id == (*project)->id && v.name == name; });
  if (it == state_.assets.volumes.end()) {
    return core::fail("no volume " + name + " in project " + (*project)->name, "name",
                      core::Error::Code::not_found);
  }
  if (!caller.admin && caller.user != it->created_by) {
    return core::fail(caller.user + " may not delete volume " + name + ": it belongs to " +
                          it->created_by + " (only its owner or an administrator may)",
                      "", core::Error::Code::permission_denied);
  }
  AssetUsers users = volume_users(state_, *it);
  if (!users.empty()) {
    return core::fail("volume " + name + " is in use by " + users.describe(state_) +
                          "; delete or finish " + users.pronoun() + " first",
                      "name", core::Error::Code::conflict);
  }
  if (auto r = store_->delete_asset("volume", it->id); !r) return r;
  std::error_code ec;
  std::filesystem::remove_all(volume_dir(config().state_dir, it->project_id, it->name), ec);
  state_.assets.volumes.erase(it);
  return {};
}

core::Result<void> Service::apply_submit_assets(const Caller& caller, const Project& project,
                                                const Workload& draft) {
  const RunExtras* extras = draft.run.extras.get();
  if (extras == nullptr) return {};
  if (extras->compute_resource_id != 0) {
    bool found = false;
    for (const ComputeResource& c : state_.assets.compute) {
      found = found || c.id == extras->compute_resource_id;
    }
    if (!found) {
      return core::fail("compute resource " + extras->compute_resource + " was just deleted",
                        "computeResource", core::Error::Code::not_found);
    }
  }
  for (std::size_t i = 0; i < extras->secrets.size(); ++i) {
    const std::string& name = extras->secrets[i];
    bool found = false;
    for (const Secret& s : state_.assets.secrets) {
      found = found || (s.project_id == project.id && s.name == name);
    }
    if (!found) {
      return core::fail("no secret " + name + " in project " + project.name +
                            " (create it with: gpuq secret create " + name + " -p " + project.name +
                            ")",
                        "spec.secrets[" + std::to_string(i) + "]");
    }
  }
  for (const VolumeRequest& v : extras->volumes) {
    // On a cluster an existing volume is a claim gpuq did not make, and a
    // workload's own lives and goes with it: neither is the project's record.
    if (config().backend == "kubernetes" && (v.existing || v.ephemeral)) continue;
    auto it = std::find_if(
        state_.assets.volumes.begin(), state_.assets.volumes.end(),
        [&](const Volume& o) { return o.project_id == project.id && o.name == v.name; });
    if (it != state_.assets.volumes.end()) continue;
    if (v.existing) {
      return core::fail("no volume " + v.name + " in project " + project.name +
                            " (--new-pvc, or a run spec's volumes:, makes one)",
                        "spec.storage.pvc", core::Error::Code::not_found);
    }
    Volume next;
    next.id = state_.assets.next_id;
    next.project_id = project.id;
    next.name = v.name;
    next.size = v.size;
    next.created_by = caller.user;
    next.owner_uid = draft.run.uid;
    next.created_at = clock_.now_ms();
    if (auto r = store_->put_asset(to_stored(next)); !r) return r;
    ++state_.assets.next_id;
    state_.assets.volumes.push_back(next);
  }
  return {};
}

}  // namespace gpuq::daemon
