// `config:`, `cluster:` and `projects:` of a scenario file.
#include <array>
#include <climits>
#include <string_view>

#include "core/scenario/scenario_reader.h"

namespace gpuq::core::scenario {
namespace {

constexpr std::array<std::string_view, 11> kConfigKeys = {"placement_gpu",
                                                          "placement_cpu",
                                                          "stale_grace_period_s",
                                                          "max_consolidation_victims",
                                                          "pool_placement",
                                                          "k_value",
                                                          "saturation_multiplier",
                                                          "preempt_min_runtime_s",
                                                          "reclaim_min_runtime_s",
                                                          "pools",
                                                          "usage"};
constexpr std::array<std::string_view, 3> kUsageKeys = {"half_life_s", "window_s", "window_type"};
constexpr std::array<std::string_view, 2> kWindowTypes = {"sliding", "tumbling"};
constexpr std::array<std::string_view, 2> kMinRuntimeKeys = {"preempt_min_runtime_s",
                                                             "reclaim_min_runtime_s"};
constexpr std::array<std::string_view, 2> kPlacements = {"binpack", "spread"};
constexpr std::array<std::string_view, 2> kPoolPlacementKeys = {"gpu", "cpu"};
constexpr std::array<std::string_view, 1> kClusterKeys = {"nodes"};
constexpr std::array<std::string_view, 10> kNodeKeys = {
    "name",   "pool",         "gpus", "gpu_memory", "cpu",
    "memory", "mig_strategy", "mig",  "labels",     "extended"};
constexpr std::array<std::string_view, 1> kMigStrategies = {"mixed"};
constexpr std::array<std::string_view, 10> kProjectKeys = {"name",
                                                           "parent",
                                                           "quota",
                                                           "limit",
                                                           "over_quota_weight",
                                                           "priority",
                                                           "pools",
                                                           "preempt_min_runtime_s",
                                                           "reclaim_min_runtime_s",
                                                           "usage"};
constexpr std::array<std::string_view, 3> kPoolQuotaKeys = {"quota", "limit", "over_quota_weight"};
constexpr std::array<std::string_view, 3> kResourceKeys = {"gpu", "cpu", "memory"};

Result<Placement> read_placement(const YamlDocument& src, const YamlValue& v) {
  auto word = src.word(v, kPlacements);
  if (!word) return std::unexpected(word.error());
  return *word == "spread" ? Placement::spread : Placement::binpack;
}

Result<void> read_pool_placement(YamlDocument& src, const YamlValue& v, SchedulerConfig& config) {
  auto pools = src.any_map(v);
  if (!pools) return std::unexpected(pools.error());
  for (const YamlValue& pool : pools->entries()) {
    auto keys = src.map(pool, kPoolPlacementKeys);
    if (!keys) return std::unexpected(keys.error());
    Placement gpu = config.placement_gpu, cpu = config.placement_cpu;
    if (auto ok = read_optional(*keys, "gpu", gpu,
                                [&](const YamlValue& x) { return read_placement(src, x); });
        !ok) {
      return ok;
    }
    if (auto ok = read_optional(*keys, "cpu", cpu,
                                [&](const YamlValue& x) { return read_placement(src, x); });
        !ok) {
      return ok;
    }
    config.pool_placement_gpu[pool.key] = gpu;
    config.pool_placement_cpu[pool.key] = cpu;
  }
  return {};
}

// An amount of one resource in a quota or limit: -1 is unlimited; GPUs and
// CPU are read as quantities into thousandths, memory into bytes.
Result<int64_t> read_quota_amount(const YamlDocument& src, const YamlValue& v, Resource r) {
  if (v.node.IsScalar() && v.node.Scalar() == "-1") return kUnlimited;
  return r == Resource::memory ? src.bytes(v) : src.milli(v);
}

Result<void> read_resources(YamlDocument& src, const YamlValue& v, ResourceVector& out) {
  auto map = src.map(v, kResourceKeys);
  if (!map) return std::unexpected(map.error());
  for (Resource r : kAllResources) {
    auto read = [&](const YamlValue& x) { return read_quota_amount(src, x, r); };
    if (auto ok = read_optional(*map, resource_name(r), out[r], read); !ok) return ok;
  }
  return {};
}

// A scalar is the GPU weight (CPU and memory keep weight 1); a map names
// each resource.
Result<void> read_weights(YamlDocument& src, const YamlValue& v,
                          std::array<double, kResourceCount>& out) {
  auto number = [&](const YamlValue& x) { return src.number(x, 0.0); };
  out = {1.0, 1.0, 1.0};
  if (!v.node.IsMap()) {
    auto w = number(v);
    if (!w) return std::unexpected(w.error());
    out[static_cast<std::size_t>(Resource::gpu)] = *w;
    return {};
  }
  auto map = src.map(v, kResourceKeys);
  if (!map) return std::unexpected(map.error());
  for (Resource r : kAllResources) {
    auto& slot = out[static_cast<std::size_t>(r)];
    if (auto ok = read_optional(*map, resource_name(r), slot, number); !ok) return ok;
  }
  return {};
}

// quota / limit / over_quota_weight of `map` into `out`; keys that are
// absent leave `out` as it is.
Result<void> read_queue_quota(YamlDocument& src, const YamlMap& map, QueueQuota& out) {
  if (const YamlValue* v = map.find("quota")) {
    out.deserved = QueueQuota{}.deserved;
    if (auto ok = read_resources(src, *v, out.deserved); !ok) return ok;
  }
  if (const YamlValue* v = map.find("limit")) {
    out.limit = QueueQuota{}.limit;
    if (auto ok = read_resources(src, *v, out.limit); !ok) return ok;
  }
  if (const YamlValue* v = map.find("over_quota_weight")) {
    if (auto ok = read_weights(src, *v, out.over_quota_weight); !ok) return ok;
  }
  return {};
}

Result<NodeSpec> read_node(YamlDocument& src, const YamlValue& v) {
  auto map = src.map(v, kNodeKeys);
  if (!map) return std::unexpected(map.error());
  if (!map->find("name")) return src.fail(v, "a node needs a name");
  NodeSpec n;
  auto str = [&](const YamlValue& x) { return src.string(x); };
  auto milli = [&](const YamlValue& x) { return src.milli(x); };
  auto bytes = [&](const YamlValue& x) { return src.bytes(x); };
  auto gpus = [&](const YamlValue& x) { return src.integer(x, 0, kMaxGpusPerNode); };
  int64_t gpu_count = 0;
  if (auto ok = read_optional(*map, "name", n.name, str); !ok) return std::unexpected(ok.error());
  if (auto ok = read_optional(*map, "pool", n.pool, str); !ok) return std::unexpected(ok.error());
  if (auto ok = read_optional(*map, "gpus", gpu_count, gpus); !ok) {
    return std::unexpected(ok.error());
  }
  n.gpu_count = static_cast<int>(gpu_count);
  if (auto ok = read_optional(*map, "gpu_memory", n.gpu_memory, bytes); !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = read_optional(*map, "cpu", n.cpu, milli); !ok) return std::unexpected(ok.error());
  if (auto ok = read_optional(*map, "memory", n.memory, bytes); !ok) {
    return std::unexpected(ok.error());
  }
  if (const YamlValue* s = map->find("mig_strategy")) {
    if (auto ok = src.word(*s, kMigStrategies); !ok) return std::unexpected(ok.error());
  }
  if (const YamlValue* m = map->find("mig")) {
    auto profiles = src.any_map(*m);
    if (!profiles) return std::unexpected(profiles.error());
    for (const YamlValue& p : profiles->entries()) {
      auto count = src.integer(p, 0, kMaxMigPerProfile);
      if (!count) return std::unexpected(count.error());
      n.mig[p.key] = static_cast<int>(*count);
    }
  }
  if (const YamlValue* l = map->find("labels")) {
    auto labels = src.any_map(*l);
    if (!labels) return std::unexpected(labels.error());
    for (const YamlValue& label : labels->entries()) {
      auto value = src.string(label);
      if (!value) return std::unexpected(value.error());
      n.labels[label.key] = *value;
    }
  }
  if (const YamlValue* e = map->find("extended")) {
    auto resources = src.any_map(*e);
    if (!resources) return std::unexpected(resources.error());
    for (const YamlValue& r : resources->entries()) {
      auto amount = src.integer(r, 0, INT64_MAX);
      if (!amount) return std::unexpected(amount.error());
      n.extended[r.key] = *amount;
    }
  }
  return n;
}

// The two minimum-runtime keys of a map (config, a pool, a project); unset
// when absent. A value below 0 is an error at its line.
Result<void> read_min_runtime(const YamlDocument& src, const YamlMap& map, MinRuntime& out) {
  auto seconds = [&](const YamlValue& x) -> Result<std::optional<int64_t>> {
    auto n = src.integer(x, 0, kMaxAdvanceSeconds);
    if (!n) return std::unexpected(n.error());
    return std::optional<int64_t>(*n);
  };
  if (auto ok = read_optional(map, "preempt_min_runtime_s", out.preempt_s, seconds); !ok) {
    return ok;
  }
  return read_optional(map, "reclaim_min_runtime_s", out.reclaim_s, seconds);
}

Result<ProjectSpec> read_project(YamlDocument& src, const YamlValue& v) {
  auto map = src.map(v, kProjectKeys);
  if (!map) return std::unexpected(map.error());
  if (!map->find("name")) return src.fail(v, "a project needs a name");
  ProjectSpec p;
  auto str = [&](const YamlValue& x) { return src.string(x); };
  auto priority = [&](const YamlValue& x) { return src.integer(x, INT_MIN, INT_MAX); };
  int64_t prio = p.priority;
  if (auto ok = read_optional(*map, "name", p.name, str); !ok) return std::unexpected(ok.error());
  if (auto ok = read_optional(*map, "parent", p.parent, str); !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = read_optional(*map, "priority", prio, priority); !ok) {
    return std::unexpected(ok.error());
  }
  p.priority = static_cast<int>(prio);
  if (auto ok = read_min_runtime(src, *map, p.min_runtime); !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = read_queue_quota(src, *map, p.quota); !ok) return std::unexpected(ok.error());
  if (const YamlValue* usage = map->find("usage")) {
    // Fractions of the cluster; above 1 is refused by core::validate().
    auto keys = src.map(*usage, kResourceKeys);
    if (!keys) return std::unexpected(keys.error());
    for (const YamlValue& k : keys->entries()) {
      auto fraction = src.number(k, 0.0);
      if (!fraction) return std::unexpected(fraction.error());
      const Resource r = k.key == "gpu"   ? Resource::gpu
                         : k.key == "cpu" ? Resource::cpu
                                          : Resource::memory;
      p.usage[static_cast<std::size_t>(r)] = *fraction;
    }
  }
  if (const YamlValue* pools = map->find("pools")) {
    auto entries = src.any_map(*pools);
    if (!entries) return std::unexpected(entries.error());
    for (const YamlValue& pool : entries->entries()) {
      auto keys = src.map(pool, kPoolQuotaKeys);
      if (!keys) return std::unexpected(keys.error());
      QueueQuota quota = p.quota;  // what the pool does not say comes from the project
      if (auto ok = read_queue_quota(src, *keys, quota); !ok) return std::unexpected(ok.error());
      p.pool_quota[pool.key] = quota;
    }
  }
  return p;
}

}  // namespace

Result<SchedulerConfig> read_config(YamlDocument& src, const YamlValue& value) {
  SchedulerConfig c;
  if (value.node.IsNull()) return c;
  auto map = src.map(value, kConfigKeys);
  if (!map) return std::unexpected(map.error());
  auto placement = [&](const YamlValue& x) { return read_placement(src, x); };
  auto any_int = [&](const YamlValue& x) { return src.integer(x, INT64_MIN, INT64_MAX); };
  auto victims = [&](const YamlValue& x) { return src.integer(x, -1, INT_MAX); };
  int64_t max_victims = c.max_consolidation_victims;
  for (auto ok : {read_optional(*map, "placement_gpu", c.placement_gpu, placement),
                  read_optional(*map, "placement_cpu", c.placement_cpu, placement),
                  read_optional(*map, "stale_grace_period_s", c.stale_grace_period_s, any_int),
                  read_optional(*map, "max_consolidation_victims", max_victims, victims),
                  read_optional(*map, "k_value", c.k_value,
                                [&](const YamlValue& x) { return src.number(x, 0.0); }),
                  read_optional(*map, "saturation_multiplier", c.saturation_multiplier,
                                [&](const YamlValue& x) { return src.number(x, 1.0); })}) {
    if (!ok) return std::unexpected(ok.error());
  }
  c.max_consolidation_victims = static_cast<int>(max_victims);
  MinRuntime defaults;
  if (auto ok = read_min_runtime(src, *map, defaults); !ok) return std::unexpected(ok.error());
  c.preempt_min_runtime_s = defaults.preempt_s.value_or(0);
  c.reclaim_min_runtime_s = defaults.reclaim_s.value_or(0);
  if (const YamlValue* pools = map->find("pools")) {
    auto entries = src.any_map(*pools);
    if (!entries) return std::unexpected(entries.error());
    for (const YamlValue& pool : entries->entries()) {
      auto keys = src.map(pool, kMinRuntimeKeys);
      if (!keys) return std::unexpected(keys.error());
      MinRuntime m;
      if (auto ok = read_min_runtime(src, *keys, m); !ok) return std::unexpected(ok.error());
      c.pool_min_runtime[pool.key] = m;
    }
  }
  // Per-pool placement starts from the cluster-wide choice, so it is read last.
  if (const YamlValue* pools = map->find("pool_placement")) {
    if (auto ok = read_pool_placement(src, *pools, c); !ok) return std::unexpected(ok.error());
  }
  return c;
}

Result<std::optional<UsageParams>> read_usage_params(YamlDocument& src, const YamlValue& config) {
  if (config.node.IsNull() || !config.node.IsMap()) return std::nullopt;
  auto map = src.map(config, kConfigKeys);
  if (!map) return std::unexpected(map.error());
  const YamlValue* usage = map->find("usage");
  if (usage == nullptr) return std::nullopt;
  UsageParams p;
  if (usage->node.IsNull()) return p;
  auto keys = src.map(*usage, kUsageKeys);
  if (!keys) return std::unexpected(keys.error());
  auto seconds = [&](const YamlValue& x) { return src.integer(x, 0, kMaxAdvanceSeconds); };
  auto window = [&](const YamlValue& x) { return src.integer(x, 1, kMaxAdvanceSeconds); };
  std::string type = "sliding";
  for (auto ok : {read_optional(*keys, "half_life_s", p.half_life_s, seconds),
                  read_optional(*keys, "window_s", p.window_s, window),
                  read_optional(*keys, "window_type", type,
                                [&](const YamlValue& x) { return src.word(x, kWindowTypes); })}) {
    if (!ok) return std::unexpected(ok.error());
  }
  p.window = type == "tumbling" ? UsageParams::Window::tumbling : UsageParams::Window::sliding;
  return p;
}

Result<std::vector<NodeSpec>> read_cluster(YamlDocument& src, const YamlValue& value) {
  std::vector<NodeSpec> nodes;
  if (value.node.IsNull()) return nodes;
  auto map = src.map(value, kClusterKeys);
  if (!map) return std::unexpected(map.error());
  const YamlValue* list = map->find("nodes");
  if (!list || list->node.IsNull()) return nodes;
  auto items = src.list(*list);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto node = read_node(src, item);
    if (!node) return std::unexpected(node.error());
    nodes.push_back(std::move(*node));
  }
  return nodes;
}

Result<std::vector<ProjectSpec>> read_projects(YamlDocument& src, const YamlValue& value) {
  std::vector<ProjectSpec> projects;
  if (value.node.IsNull()) return projects;
  auto items = src.list(value);
  if (!items) return std::unexpected(items.error());
  for (const YamlValue& item : *items) {
    auto project = read_project(src, item);
    if (!project) return std::unexpected(project.error());
    projects.push_back(std::move(*project));
  }
  return projects;
}

}  // namespace gpuq::core::scenario
