// The mock GPU inventory (spec/mock-inventory.md, a contract) and the empty
// inventory (--gpus none).
#include <array>
#include <cstdio>
#include <string_view>

#include "core/yaml/yaml_document.h"
#include "daemon/gpu/inventory.h"

namespace gpuq::daemon {
namespace {

constexpr std::array<std::string_view, 1> kTopKeys = {"devices"};
constexpr std::array<std::string_view, 4> kDeviceKeys = {"model", "memory", "count", "mig"};
constexpr int64_t kMaxDevices = 4096;  // on one machine, all entries together
constexpr int64_t kMaxMigPerProfile = 64;

// A fixed list of devices; every process reads 0 bytes of GPU memory.
class StaticInventory final : public GpuInventory {
 public:
  StaticInventory(std::string source, std::vector<GpuDevice> devices)
      : source_(std::move(source)), devices_(std::move(devices)) {}

  std::string source() const override { return source_; }
  const std::vector<GpuDevice>& devices() const override { return devices_; }
  int64_t process_memory(pid_t, const std::string&) const override { return 0; }

 private:
  std::string source_;
  std::vector<GpuDevice> devices_;
};

// A MIG profile name as written in the file: non-empty, no spaces.
bool plain_name(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == ',' || c == '\n') return false;
  }
  return true;
}

// Reads one `devices` entry and appends its `count` devices to `out`.
core::Result<void> read_device(core::YamlDocument& yaml, const core::YamlValue& item,
                               std::vector<GpuDevice>& out) {
  auto map = yaml.map(item, kDeviceKeys);
  if (!map) return std::unexpected(map.error());
  if (!item.node.IsMap()) return yaml.fail(item, "expected a device (model, memory), got nothing");
  for (std::string_view key : {"model", "memory"}) {
    if (!map->find(key)) {
      core::YamlValue at{item.node, item.path + "." + std::string(key), std::string(key),
                         item.line};
      return yaml.fail(at, "missing " + std::string(key) +
                               ": every device needs a model (\"NVIDIA "
                               "H100 80GB HBM3\") and a memory (80Gi)");
    }
  }
  GpuDevice device;
  auto model = yaml.string(*map->find("model"));
  if (!model) return std::unexpected(model.error());
  if (model->empty()) return yaml.fail(*map->find("model"), "the model must not be empty");
  device.model = *model;
  auto memory = yaml.bytes(*map->find("memory"));
  if (!memory) return std::unexpected(memory.error());
  if (*memory <= 0) return yaml.fail(*map->find("memory"), "the memory must be above 0");
  device.memory = *memory;

  int64_t count = 1;
  if (const core::YamlValue* c = map->find("count")) {
    auto n = yaml.integer(*c, 1, kMaxDevices);
    if (!n) return std::unexpected(n.error());
    count = *n;
  }
  if (static_cast<int64_t>(out.size()) + count > kMaxDevices) {
    return yaml.fail(item, "more than " + std::to_string(kMaxDevices) + " devices in all");
  }

  // MIG instances: numbered per device across its profiles, in file order.
  std::vector<std::pair<std::string, int64_t>> mig;
  if (const core::YamlValue* m = map->find("mig")) {
    auto profiles = yaml.any_map(*m);
    if (!profiles) return std::unexpected(profiles.error());
    for (const core::YamlValue& p : profiles->entries()) {
      if (!plain_name(p.key)) {
        return yaml.fail(p, "a MIG profile is a name such as 1g.10gb, got \"" + p.key + "\"");
      }
      auto n = yaml.integer(p, 0, kMaxMigPerProfile);
      if (!n) return std::unexpected(n.error());
      mig.emplace_back(p.key, *n);
    }
  }

  for (int64_t k = 0; k < count; ++k) {
    GpuDevice d = device;
    d.index = static_cast<int>(out.size());
    d.uuid = mock_gpu_uuid(d.index);
    int j = 0;
    for (const auto& [profile, n] : mig) {
      for (int64_t i = 0; i < n; ++i, ++j) {
        d.mig.push_back(MigDevice{profile, "MIG-" + d.uuid.substr(4) + "-" + std::to_string(j), j});
      }
    }
    out.push_back(std::move(d));
  }
  return {};
}

}  // namespace

std::string mock_gpu_uuid(int index) {
  char digits[32];
  std::snprintf(digits, sizeof digits, "%012d", index);
  return std::string("GPU-00000000-0000-0000-0000-") + digits;
}

namespace {

core::Result<std::unique_ptr<GpuInventory>> read_mock_inventory(
    core::Result<core::YamlDocument> yaml) {
  if (!yaml) return std::unexpected(yaml.error());
  const core::YamlValue& root = yaml->root();
  if (!root.node.IsMap()) {
    return yaml->fail(root,
                      "expected a map with a devices list, got " + core::describe_yaml(root.node));
  }
  auto top = yaml->map(root, kTopKeys);
  if (!top) return std::unexpected(top.error());
  const core::YamlValue* list = top->find("devices");
  if (!list) return yaml->fail(root, "missing devices: list the devices (an empty list: no GPUs)");
  auto items = yaml->list(*list);
  if (!items) return std::unexpected(items.error());
  std::vector<GpuDevice> devices;
  for (const core::YamlValue& item : *items) {
    if (auto ok = read_device(*yaml, item, devices); !ok) return std::unexpected(ok.error());
  }
  return std::make_unique<StaticInventory>("mock:" + yaml->file(), std::move(devices));
}

}  // namespace

core::Result<std::unique_ptr<GpuInventory>> parse_mock_inventory(const std::string& text,
                                                                 const std::string& file) {
  return read_mock_inventory(core::YamlDocument::parse(text, file));
}

core::Result<std::unique_ptr<GpuInventory>> load_mock_inventory(const std::string& path) {
  return read_mock_inventory(core::YamlDocument::load(path));
}

std::unique_ptr<GpuInventory> make_empty_inventory() {
  return std::make_unique<StaticInventory>("none", std::vector<GpuDevice>{});
}

}  // namespace gpuq::daemon
