// `pools:` of the daemon's config file: names, devices and placement.
#include <algorithm>
#include <array>
#include <map>
#include <string_view>

#include "daemon/config/config_reader.h"

namespace gpuq::daemon::config_reader {
namespace {

constexpr std::array<std::string_view, 4> kPoolKeys = {"name", "devices", "placement",
                                                       "min_guaranteed_runtime"};
constexpr std::array<std::string_view, 2> kPlacementKeys = {"gpu", "cpu"};
constexpr std::array<std::string_view, 2> kPlacements = {"binpack", "spread"};
constexpr int64_t kMaxDeviceIndex = 1023;

// Device indices: 3, "0-3", "0,2,4-7", or a list of numbers and ranges.
core::Result<std::vector<int>> read_devices(core::YamlDocument& yaml, const core::YamlValue& v) {
  std::vector<core::YamlValue> parts;
  if (v.node.IsSequence()) {
    auto items = yaml.list(v);
    if (!items) return std::unexpected(items.error());
    parts = std::move(*items);
  } else {
    parts.push_back(v);
  }
  std::vector<int> out;
  for (const core::YamlValue& part : parts) {
    auto text = yaml.string(part);
    if (!text) return std::unexpected(text.error());
    std::size_t start = 0;
    while (true) {
      std::size_t comma = text->find(',', start);
      std::string_view item = std::string_view(*text).substr(
          start, comma == std::string::npos ? std::string::npos : comma - start);
      auto bad = [&] {
        return yaml.fail(part,
                         "expected device indices such as 3, \"0-3\", \"0,2,4-7\" or [0, 1], "
                         "each from 0 to " +
                             std::to_string(kMaxDeviceIndex) + ", got " +
                             core::describe_yaml(part.node));
      };
      while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
      while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
      std::size_t dash = item.find('-');
      core::YamlValue first{YAML::Node(std::string(item.substr(0, dash))), part.path, "",
                            part.line};
      auto from = yaml.integer(first, 0, kMaxDeviceIndex);
      if (!from) return bad();
      int64_t to = *from;
      if (dash != std::string_view::npos) {
        core::YamlValue last{YAML::Node(std::string(item.substr(dash + 1))), part.path, "",
                             part.line};
        auto end = yaml.integer(last, 0, kMaxDeviceIndex);
        if (!end || *end < *from) return bad();
        to = *end;
      }
      for (int64_t d = *from; d <= to; ++d) {
        if (std::ranges::find(out, d) != out.end()) {
          return yaml.fail(part, "device " + std::to_string(d) + " is listed twice");
        }
        out.push_back(static_cast<int>(d));
      }
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  std::ranges::sort(out);
  return out;
}

core::Result<core::Placement> read_placement(core::YamlDocument& yaml, const core::YamlValue& v) {
  auto word = yaml.word(v, kPlacements);
  if (!word) return std::unexpected(word.error());
  return *word == "spread" ? core::Placement::spread : core::Placement::binpack;
}

}  // namespace

core::Result<void> read_pools(core::YamlDocument& yaml, const core::YamlValue& v,
                              DaemonConfig& out) {
  auto items = yaml.list(v);
  if (!items) return std::unexpected(items.error());
  std::map<int, std::string> owner;  // device -> pool
  std::map<std::string, int> lines;  // pool -> line of its name
  for (const core::YamlValue& item : *items) {
    auto map = yaml.map(item, kPoolKeys);
    if (!map) return std::unexpected(map.error());
    const core::YamlValue* name = map->find("name");
    if (!name)
      return yaml.fail({item.node, item.path + ".name", "name", item.line}, "missing name");
    PoolConfig pool;
    auto n = read_name(yaml, *name);
    if (!n) return std::unexpected(n.error());
    pool.name = *n;
    if (auto [it, fresh] = lines.emplace(pool.name, name->line); !fresh) {
      return yaml.fail(*name, "pool \"" + pool.name + "\" is already declared at line " +
                                  std::to_string(it->second));
    }
    const core::YamlValue* devices = map->find("devices");
    if (devices) {
      auto d = read_devices(yaml, *devices);
      if (!d) return std::unexpected(d.error());
      pool.devices = std::move(*d);
      for (int device : pool.devices) {
        if (auto [it, fresh] = owner.emplace(device, pool.name); !fresh) {
          return yaml.fail(*devices, "device " + std::to_string(device) + " is already in pool \"" +
                                         it->second + "\"; pools must not share devices");
        }
      }
    }
    if (items->size() > 1 && pool.devices.empty()) {
      core::YamlValue at =
          devices ? *devices : core::YamlValue{item.node, item.path + ".devices", "", item.line};
      return yaml.fail(at, "with more than one pool, each pool names its devices (\"0-3\")");
    }
    if (const core::YamlValue* p = map->find("placement")) {
      auto keys = yaml.map(*p, kPlacementKeys);
      if (!keys) return std::unexpected(keys.error());
      for (const core::YamlValue& k : keys->entries()) {
        auto placement = read_placement(yaml, k);
        if (!placement) return std::unexpected(placement.error());
        (k.key == "gpu" ? pool.placement_gpu : pool.placement_cpu) = *placement;
      }
    }
    if (const core::YamlValue* m = map->find("min_guaranteed_runtime")) {
      auto s = yaml.seconds(*m);
      if (!s) return std::unexpected(s.error());
      pool.min_guaranteed_runtime_s = *s;
    }
    out.pools.push_back(std::move(pool));
  }
  return {};
}

}  // namespace gpuq::daemon::config_reader
