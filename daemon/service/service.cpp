// Service: construction, start-up, callers, and the locked access the API
// and the scheduler loop share. Workload and project operations live in
// service_workloads.cpp and service_projects.cpp.
#include "daemon/service/service.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>

#include "daemon/service/identity.h"

namespace gpuq::daemon {
namespace {

// One node per pool: the pool's devices (whole GPUs, or the instances of
// devices in MIG mode), and the machine's CPU and memory.
std::vector<NodeInfo> build_nodes(const DaemonConfig& config, const GpuInventory& gpus,
                                  const MachineResources& machine) {
  std::vector<PoolConfig> pools = config.pools;
  if (pools.empty())
    pools.push_back(
        PoolConfig{"default", {}, core::Placement::binpack, core::Placement::binpack, {}});
  char host[256] = "local";
  gethostname(host, sizeof host - 1);
  std::vector<NodeInfo> nodes;
  for (const PoolConfig& pool : pools) {
    NodeInfo node;
    node.spec.name = pools.size() == 1 ? std::string(host) : std::string(host) + "-" + pool.name;
    node.spec.pool = pool.name;
    node.spec.cpu = machine.cpu > 0 ? machine.cpu : core::kUnlimited;
    node.spec.memory = machine.memory > 0 ? machine.memory : core::kUnlimited;
    for (const GpuDevice& d : gpus.devices()) {
      bool mine = pool.devices.empty() ? pools.size() == 1
                                       : std::find(pool.devices.begin(), pool.devices.end(),
                                                   d.index) != pool.devices.end();
      if (!mine) continue;
      if (!d.mig.empty()) {
        for (const MigDevice& m : d.mig) node.spec.mig[m.profile] += 1;
        node.mig_devices.push_back(d);
        continue;
      }
      node.devices.push_back(d);
      // Devices of different sizes in one pool: the node's device memory is
      // the smallest, so a GPU memory request never lands where it cannot fit.
      if (node.spec.gpu_count == 0 || d.memory < node.spec.gpu_memory) {
        node.spec.gpu_memory = d.memory;
      }
      ++node.spec.gpu_count;
    }
    if (node.spec.gpu_count == 0) node.spec.gpu_memory = 100LL * 1024 * 1024;
    nodes.push_back(std::move(node));
  }
  return nodes;
}

}  // namespace

Service::Service(DaemonConfig config, std::unique_ptr<Store> store,
                 std::unique_ptr<GpuInventory> gpus, const Clock& clock)
    : store_(std::move(store)), gpus_(std::move(gpus)), clock_(clock) {
  configs_.push_back(std::make_unique<const DaemonConfig>(std::move(config)));
  config_.store(configs_.back().get(), std::memory_order_release);
}

// What the store keeps of the state into `state`, leaving the rest (nodes,
// machine, scheduler figures) alone.
core::Result<void> Service::load_persisted(State& state) {
  auto loaded = store_->load();
  if (!loaded) return std::unexpected(loaded.error());
  Assets assets;
  for (const StoredAsset& row : loaded->assets) {
    if (auto r = add_stored(row, assets); !r) return r;
  }
  state.projects = std::move(loaded->projects);
  state.workloads = std::move(loaded->workloads);
  state.tokens = std::move(loaded->tokens);
  state.pool_settings.clear();
  for (PoolSettings& pool : loaded->pools) state.pool_settings[pool.name] = std::move(pool);
  state.assets = std::move(assets);
  state.next_event_id = loaded->next_event_id;
  state.events_kept.clear();  // counted again from the store
  state.next_project_id = 1;
  for (const Project& p : state.projects) {
    state.next_project_id = std::max(state.next_project_id, p.id + 1);
  }
  state.workload_index.rebuild(state.workloads);
  return {};
}

core::Result<void> Service::commit(const std::function<core::Result<void>()>& body) {
  const bool outer = commit_depth_ == 0;
  ++commit_depth_;
  core::Result<void> result = store_->transaction(body);
  --commit_depth_;
  if (!outer) return result;
  std::vector<std::string> lines = std::move(pending_log_);
  pending_log_.clear();
  if (result) {
    if (logger_) {
      for (const std::string& line : lines) logger_(line);
    }
    if (reserve_released_ && clock_.now_ms() - last_reserve_try_ms_ >= 10'000) {
      last_reserve_try_ms_ = clock_.now_ms();
      make_reserve();
    }
    return result;
  }
  // The store kept nothing of the change: neither may the memory, which
  // the body may have changed already. The events it would have logged
  // never happened.
  failed_commits_ += 1;
  if (auto restored = load_persisted(state_); !restored && logger_) {
    logger_("cannot reload the state after a failed commit: " + restored.error().to_string());
  }
  if (result.error().code == core::Error::Code::no_space) release_reserve();
  return result;
}

core::Result<void> Service::open() {
  std::lock_guard lock(mu_);
  if (auto r = load_persisted(state_); !r) return r;
  make_reserve();
  auto machine = read_machine_resources();
  if (machine) state_.machine = *machine;
  state_.gpu_source = gpus_->source();
  state_.nodes = build_nodes(config(), *gpus_, state_.machine);
  for (const PoolConfig& pool : config().pools) {
    for (int index : pool.devices) {
      bool found = false;
      for (const GpuDevice& d : gpus_->devices()) found = found || d.index == index;
      if (!found) {
        return core::fail("pool " + pool.name + " names GPU " + std::to_string(index) +
                              " but the machine has " + std::to_string(gpus_->devices().size()) +
                              " GPUs",
                          "pools");
      }
    }
  }
  return apply_config_projects(config().projects);
}

core::Result<void> Service::reload(const DaemonConfig& config) {
  std::lock_guard lock(mu_);
  const DaemonConfig& before = this->config();
  auto next = std::make_unique<DaemonConfig>(before);
  next->administrators = config.administrators;
  next->policy = config.policy;
  // Fairness over time opens usage.db at start: turning it on, off or
  // changing its window takes a restart (the scheduler thread holds it).
  next->policy.usage = before.policy.usage;
  next->projects = config.projects;
  next->profiles = config.profiles;
  // Published only once its projects are in: a config refused here (a
  // project in an unknown department) is never seen by another thread.
  auto applied = apply_config_projects(next->projects);
  if (applied) {
    configs_.push_back(std::move(next));
    config_.store(configs_.back().get(), std::memory_order_release);
  }
  changed_ = true;
  changed_cv_.notify_all();
  return applied;
}

// Projects and departments of a config: created when the store does not
// have them, updated to the config's values when it does. Caller holds mu_.
core::Result<void> Service::apply_config_projects(const std::vector<ProjectConfig>& projects) {
  auto by_name = [&](const std::string& name) -> Project* {
    for (Project& p : state_.projects) {
      if (p.name == name) return &p;
    }
    return nullptr;
  };
  std::vector<const ProjectConfig*> ordered;
  for (const ProjectConfig& pc : projects) {
    if (pc.department) ordered.push_back(&pc);
  }
  for (const ProjectConfig& pc : projects) {
    if (!pc.department) ordered.push_back(&pc);
  }
  return commit([&]() -> core::Result<void> {
    for (const ProjectConfig* pc : ordered) {
      Project* existing = by_name(pc->name);
      Project p = existing ? *existing : Project{};
      if (!existing) {
        p.id = state_.next_project_id++;
        p.created_at = clock_.now_ms();
        p.created_by = "config";
      }
      p.name = pc->name;
      p.department = pc->department;
      p.priority = pc->priority;
      p.members = pc->members;
      p.description = pc->description;
      p.min_runtime = pc->min_runtime;
      p.resources.clear();
      for (const auto& [pool, quota] : pc->resources) {
        if (pool == "*") {
          p.default_quota = quota;
        } else {
          p.resources[pool] = quota;
        }
      }
      p.parent_id = 0;
      if (!pc->parent.empty()) {
        Project* parent = by_name(pc->parent);
        if (parent == nullptr) return core::fail("unknown department " + pc->parent, "projects");
        p.parent_id = parent->id;
      }
      p.updated_at = clock_.now_ms();
      if (auto r = store_->put_project(p); !r) return r;
      if (existing) {
        *existing = p;
      } else {
        state_.projects.push_back(p);
      }
    }
    return {};
  });
}

core::Result<Caller> Service::caller_from_peer(uid_t uid, gid_t gid) const {
  Caller c;
  c.uid = uid;
  c.gid = gid;
  c.user = user_name(uid);
  c.groups = group_names(c.user, gid);
  c.admin = uid == 0 || uid == geteuid();
  for (const std::string& a : config().administrators) {
    if (a == c.user) c.admin = true;
    if (a.size() > 1 && a[0] == '@' &&
        std::find(c.groups.begin(), c.groups.end(), a.substr(1)) != c.groups.end()) {
      c.admin = true;
    }
  }
  return c;
}

core::Result<Caller> Service::caller_from_token(const std::string& bearer) const {
  if (bearer.empty()) {
    return core::fail(
        "a bearer token is required on TCP (create one with: gpuq daemon token create)",
        "Authorization", core::Error::Code::unauthenticated);
  }
  const std::string hash = sha256_hex(bearer);
  std::string user;
  {
    std::lock_guard lock(mu_);
    // Every token is compared, each in constant time: how long the lookup
    // takes says nothing about how close a guess came.
    for (const Token& t : state_.tokens) {
      if (equal_in_constant_time(t.hash, hash) && !t.revoked) user = t.user;
    }
  }
  if (user.empty()) {
    return core::fail("the bearer token is unknown or revoked", "Authorization",
                      core::Error::Code::unauthenticated);
  }
  auto ids = user_ids(user);
  if (!ids) {
    Caller c;
    c.user = user;
    for (const std::string& a : config().administrators) c.admin = c.admin || a == user;
    return c;
  }
  return caller_from_peer(ids->first, ids->second);
}

void Service::read(const std::function<void(const State&)>& reader) const {
  std::lock_guard lock(mu_);
  reader(state_);
}

core::Result<void> Service::write(const std::function<core::Result<void>(State&, Store&)>& writer) {
  std::lock_guard lock(mu_);
  return commit([&] { return writer(state_, *store_); });
}

core::Result<void> Service::record(State& state, Store& store, const std::string& workload_id,
                                   const std::string& type, const std::string& message) {
  Event e;
  e.id = state.next_event_id++;
  e.workload_id = workload_id;
  e.time = clock_.now_ms();
  e.type = type;
  e.message = message;
  const auto position = state.find_workload(workload_id);
  if (logger_) {
    std::string name = position ? state.workloads[*position].name : workload_id;
    std::string line = type + " " + name + ": " + message;
    if (commit_depth_ > 0) {
      pending_log_.push_back(std::move(line));  // logged once the change is committed
    } else {
      logger_(line);
    }
  }
  if (auto appended = store.append_event(e); !appended) return appended;
  // Kept beside the workload, not in it: callers write back copies of it.
  auto [kept, first] = state.events_kept.try_emplace(workload_id, 0);
  if (first) {
    auto counted = store.count_events(workload_id);  // this one included
    if (!counted) return std::unexpected(counted.error());
    kept->second = *counted;
  } else {
    ++kept->second;
  }
  if (kept->second <= kMaxEventsKept) return {};
  const int64_t left = kMaxEventsKept - kEventsDroppedAtOnce;
  if (auto dropped = store.drop_oldest_events(workload_id, kept->second - left); !dropped) {
    return dropped;
  }
  kept->second = left;
  return {};
}

bool Service::wait_for_change(int64_t timeout_ms) {
  std::unique_lock lock(mu_);
  // A zero timeout only looks: a timed wait of 0 still sleeps in the kernel
  // for the timer slack (about 60 us), which the loop tests pay per tick.
  bool woke = timeout_ms <= 0 ? changed_
                              : changed_cv_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                                                     [&] { return changed_; });
  changed_ = false;
  return woke;
}

void Service::notify_change() {
  {
    std::lock_guard lock(mu_);
    changed_ = true;
  }
  changed_cv_.notify_all();
}

core::Result<std::vector<Event>> Service::events(const std::string& id, std::size_t limit) {
  std::lock_guard lock(mu_);
  auto index = find_workload(id);
  if (!index) return std::unexpected(index.error());
  return store_->events(state_.workloads[*index].id, limit);
}

core::Result<std::size_t> Service::find_workload(const std::string& id,
                                                 const std::string& owner) const {
  if (auto position = state_.find_workload(id)) return *position;
  std::vector<std::size_t> named;
  for (std::size_t i = 0; i < state_.workloads.size(); ++i) {
    if (state_.workloads[i].name == id) named.push_back(i);
  }
  if (named.empty()) return core::fail("no workload " + id, "", core::Error::Code::not_found);
  if (named.size() == 1) return named[0];
  std::vector<std::size_t> owned;
  for (std::size_t i : named) {
    if (!owner.empty() && state_.workloads[i].submitted_by == owner) owned.push_back(i);
  }
  if (owned.size() == 1) return owned[0];
  std::string projects;
  for (std::size_t i : named) {
    std::string project = std::to_string(state_.workloads[i].project_id);
    for (const Project& p : state_.projects) {
      if (p.id == state_.workloads[i].project_id) project = p.name;
    }
    projects += (projects.empty() ? "" : ", ") + project;
  }
  return core::fail("more than one workload is named " + id + " (in " + projects +
                        "); give its project with -p, or its id",
                    "", core::Error::Code::conflict);
}

bool may_read_private(const Caller& caller, const Workload& w) {
  return caller.admin || caller.user == w.submitted_by;
}

core::Result<void> Service::check_owner(const Caller& caller, const Workload& w) const {
  if (caller.admin || caller.user == w.submitted_by) return {};
  return core::fail(caller.user + " may not change " + w.name + ": it belongs to " +
                        w.submitted_by + " (only its owner or an administrator may)",
                    "", core::Error::Code::permission_denied);
}

}  // namespace gpuq::daemon
