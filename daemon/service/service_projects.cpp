// Service: projects, departments and tokens (administrators only).
#include <algorithm>

#include "daemon/service/identity.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {
namespace {

core::Result<void> require_admin(const Caller& caller, const std::string& what) {
  if (caller.admin) return {};
  return core::fail("only administrators may " + what + " (" + caller.user + " is not one)", "",
                    core::Error::Code::permission_denied);
}

}  // namespace

core::Result<Project> Service::project(const std::string& id_or_name) const {
  std::lock_guard lock(mu_);
  for (const Project& p : state_.projects) {
    if (p.name == id_or_name || std::to_string(p.id) == id_or_name) return p;
  }
  return core::fail("no project or department " + id_or_name, "", core::Error::Code::not_found);
}

core::Result<Project> Service::create_project(const Caller& caller, Project draft,
                                              const std::string& parent) {
  const std::string kind = draft.department ? "department" : "project";
  if (auto ok = require_admin(caller, "create a " + kind); !ok) return std::unexpected(ok.error());
  if (auto ok = check_name(draft.name, "name"); !ok) return std::unexpected(ok.error());
  std::lock_guard lock(mu_);
  for (const Project& p : state_.projects) {
    if (p.name == draft.name) {
      return core::fail("a project or department named " + draft.name + " already exists", "name",
                        core::Error::Code::conflict);
    }
  }
  draft.parent_id = 0;
  if (!parent.empty()) {
    const Project* found = nullptr;
    for (const Project& p : state_.projects) {
      if (p.name == parent || std::to_string(p.id) == parent) found = &p;
    }
    if (found == nullptr) return core::fail("no department " + parent, "parentId");
    if (!found->department) {
      return core::fail(found->name + " is a project, not a department", "parentId");
    }
    draft.parent_id = found->id;
  }
  draft.id = state_.next_project_id;
  draft.created_by = caller.user;
  draft.created_at = draft.updated_at = clock_.now_ms();
  if (auto r = store_->put_project(draft); !r) return std::unexpected(r.error());
  ++state_.next_project_id;
  state_.projects.push_back(draft);
  changed_ = true;
  changed_cv_.notify_all();
  return draft;
}

core::Result<Project> Service::update_project(const Caller& caller, int64_t id, Project draft,
                                              const std::string& parent) {
  if (auto ok = require_admin(caller, "edit projects"); !ok) return std::unexpected(ok.error());
  std::lock_guard lock(mu_);
  auto it = std::find_if(state_.projects.begin(), state_.projects.end(),
                         [&](const Project& p) { return p.id == id; });
  if (it == state_.projects.end()) {
    return core::fail("no project or department " + std::to_string(id), "",
                      core::Error::Code::not_found);
  }
  if (draft.name.empty()) draft.name = it->name;
  if (auto ok = check_name(draft.name, "name"); !ok) return std::unexpected(ok.error());
  for (const Project& p : state_.projects) {
    if (p.id != id && p.name == draft.name) {
      return core::fail("a project or department named " + draft.name + " already exists", "name",
                        core::Error::Code::conflict);
    }
  }
  draft.id = id;
  draft.department = it->department;
  draft.parent_id = it->parent_id;
  if (!parent.empty()) {
    const Project* found = nullptr;
    for (const Project& p : state_.projects) {
      if (p.name == parent || std::to_string(p.id) == parent) found = &p;
    }
    if (found == nullptr || !found->department || found->id == id) {
      return core::fail("no department " + parent, "parentId");
    }
    draft.parent_id = found->id;
  }
  draft.created_by = it->created_by;
  draft.created_at = it->created_at;
  draft.updated_at = clock_.now_ms();
  if (auto r = store_->put_project(draft); !r) return std::unexpected(r.error());
  *it = draft;
  changed_ = true;
  changed_cv_.notify_all();
  return draft;
}

core::Result<PoolSettings> Service::update_pool(const Caller& caller, PoolSettings settings) {
  if (auto ok = require_admin(caller, "edit node pools"); !ok) return std::unexpected(ok.error());
  if (config().backend == "kubernetes") {
    // KAI takes a pool's minimum runtime from its SchedulingShard, which
    // gpuq does not manage: accepting it here would do nothing.
    return core::fail(
        "node pool settings are KAI's on a cluster (SchedulingShard spec.minRuntime); set them "
        "there. A project's --preempt-min-runtime and --reclaim-min-runtime reach its Queue",
        "schedulingConfiguration", core::Error::Code::conflict);
  }
  std::lock_guard lock(mu_);
  const bool known = std::any_of(state_.nodes.begin(), state_.nodes.end(),
                                 [&](const NodeInfo& n) { return n.spec.pool == settings.name; });
  if (!known) {
    return core::fail("no node pool " + settings.name, "", core::Error::Code::not_found);
  }
  if (auto r = store_->put_pool_settings(settings); !r) return std::unexpected(r.error());
  state_.pool_settings[settings.name] = settings;
  changed_ = true;
  changed_cv_.notify_all();
  return settings;
}

core::Result<void> Service::delete_project(const Caller& caller, int64_t id) {
  if (auto ok = require_admin(caller, "delete projects"); !ok) return ok;
  std::lock_guard lock(mu_);
  auto it = std::find_if(state_.projects.begin(), state_.projects.end(),
                         [&](const Project& p) { return p.id == id; });
  if (it == state_.projects.end()) {
    return core::fail("no project or department " + std::to_string(id), "",
                      core::Error::Code::not_found);
  }
  std::size_t workloads = 0, children = 0;
  for (const Workload& w : state_.workloads) workloads += w.project_id == id;
  for (const Project& p : state_.projects) children += p.parent_id == id;
  if (workloads > 0 || children > 0) {
    return core::fail(
        it->name + " still has " +
            (children > 0
                 ? std::to_string(children) + (children == 1 ? " project" : " projects")
                 : std::to_string(workloads) + (workloads == 1 ? " workload" : " workloads")) +
            ((children > 0 ? children : workloads) == 1 ? "; delete it first"
                                                        : "; delete them first"),
        "", core::Error::Code::conflict);
  }
  if (auto r = store_->delete_project(id); !r) return r;
  state_.projects.erase(it);
  changed_ = true;
  changed_cv_.notify_all();
  return {};
}

core::Result<std::pair<Token, std::string>> Service::create_token(const Caller& caller,
                                                                  const std::string& name,
                                                                  const std::string& user) {
  if (auto ok = require_admin(caller, "create tokens"); !ok) return std::unexpected(ok.error());
  if (auto ok = check_name(name, "name"); !ok) return std::unexpected(ok.error());
  std::lock_guard lock(mu_);
  for (const Token& t : state_.tokens) {
    if (!t.revoked && t.name == name) {
      return core::fail("a token named " + name + " already exists", "name",
                        core::Error::Code::conflict);
    }
  }
  Token t;
  t.id = 1;
  for (const Token& o : state_.tokens) t.id = std::max(t.id, o.id + 1);
  t.name = name;
  t.user = user.empty() ? caller.user : user;
  std::string secret = "gpuq_" + random_secret();
  t.hash = sha256_hex(secret);
  t.created_by = caller.user;
  t.created_at = clock_.now_ms();
  if (auto r = store_->put_token(t); !r) return std::unexpected(r.error());
  state_.tokens.push_back(t);
  return std::pair{t, secret};
}

core::Result<void> Service::revoke_token(const Caller& caller, const std::string& name_or_id) {
  if (auto ok = require_admin(caller, "revoke tokens"); !ok) return ok;
  std::lock_guard lock(mu_);
  for (Token& t : state_.tokens) {
    if (t.revoked || (t.name != name_or_id && std::to_string(t.id) != name_or_id)) continue;
    Token next = t;
    next.revoked = true;
    if (auto r = store_->put_token(next); !r) return r;
    t = next;
    return {};
  }
  return core::fail("no token " + name_or_id, "", core::Error::Code::not_found);
}

}  // namespace gpuq::daemon
