#include "daemon/gpu/inventory.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <string>

#include "daemon/gpu/nvml_profile.h"

using gpuq::core::Error;
using gpuq::daemon::GpuDevice;
using gpuq::daemon::GpuInventory;
using gpuq::daemon::load_mock_inventory;
using gpuq::daemon::mock_gpu_uuid;
using gpuq::daemon::parse_mock_inventory;

namespace {

constexpr int64_t kGi = 1LL << 30;

std::unique_ptr<GpuInventory> parse(const std::string& text) {
  auto r = parse_mock_inventory(text, "m.yaml");
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  return std::move(*r);
}

void check_error(const std::string& text, const std::string& where, const std::string& message) {
  auto r = parse_mock_inventory(text, "m.yaml");
  REQUIRE_MESSAGE(!r.has_value(), "parsed: " << text);
  CHECK(r.error().code == Error::Code::invalid_argument);
  CHECK_MESSAGE(r.error().where == where, r.error().to_string());
  CHECK_MESSAGE(r.error().message.find(message) != std::string::npos, r.error().to_string());
}

}  // namespace

TEST_CASE("inventory: mock GPU UUIDs are the contract's") {
  CHECK(mock_gpu_uuid(0) == "GPU-00000000-0000-0000-0000-000000000000");
  CHECK(mock_gpu_uuid(3) == "GPU-00000000-0000-0000-0000-000000000003");
  CHECK(mock_gpu_uuid(1234) == "GPU-00000000-0000-0000-0000-000000001234");
}

TEST_CASE("inventory: examples/mock-4gpu.yaml has four H100s") {
  std::string path = std::string(GPUQ_SOURCE_DIR) + "/examples/mock-4gpu.yaml";
  auto r = load_mock_inventory(path);
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  const GpuInventory& inv = **r;
  CHECK(inv.source() == "mock:" + path);
  REQUIRE(inv.devices().size() == 4);
  for (int i = 0; i < 4; ++i) {
    const GpuDevice& d = inv.devices()[i];
    CHECK(d.index == i);
    CHECK(d.uuid == mock_gpu_uuid(i));
    CHECK(d.model == "NVIDIA H100 80GB HBM3");
    CHECK(d.memory == 80 * kGi);
    CHECK(d.mig.empty());
    CHECK(inv.process_memory(getpid(), d.uuid) == 0);
  }
}

TEST_CASE("inventory: examples/mock-mig.yaml numbers MIG instances per device") {
  auto r = load_mock_inventory(std::string(GPUQ_SOURCE_DIR) + "/examples/mock-mig.yaml");
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  const auto& devices = (*r)->devices();
  REQUIRE(devices.size() == 4);
  CHECK(devices[0].mig.empty());
  CHECK(devices[1].mig.empty());
  REQUIRE(devices[2].mig.size() == 7);
  for (int j = 0; j < 7; ++j) {
    CHECK(devices[2].mig[j].profile == "1g.5gb");
    CHECK(devices[2].mig[j].index == j);
    CHECK(devices[2].mig[j].uuid ==
          "MIG-00000000-0000-0000-0000-000000000002-" + std::to_string(j));
  }
  REQUIRE(devices[3].mig.size() == 3);
  CHECK(devices[3].mig[0].profile == "3g.20gb");
  CHECK(devices[3].mig[0].uuid == "MIG-00000000-0000-0000-0000-000000000003-0");
  CHECK(devices[3].mig[1].profile == "1g.5gb");
  CHECK(devices[3].mig[2].profile == "1g.5gb");
  CHECK(devices[3].mig[2].index == 2);
  CHECK(devices[3].mig[2].uuid == "MIG-00000000-0000-0000-0000-000000000003-2");
}

TEST_CASE("inventory: count expands in place, in file order") {
  auto inv = parse(
      "devices:\n"
      "  - {model: A, memory: 40Gi, count: 2}\n"
      "  - {model: B, memory: 24G}\n"
      "  - {model: C, memory: 1Gi, count: 3, mig: {2g.10gb: 1, 1g.5gb: 2}}\n");
  const auto& d = inv->devices();
  REQUIRE(d.size() == 6);
  CHECK(d[0].model == "A");
  CHECK(d[1].model == "A");
  CHECK(d[2].model == "B");
  CHECK(d[2].memory == 24000000000LL);
  CHECK(d[2].uuid == "GPU-00000000-0000-0000-0000-000000000002");
  for (int i = 3; i < 6; ++i) {
    CHECK(d[i].index == i);
    CHECK(d[i].model == "C");
    REQUIRE(d[i].mig.size() == 3);
    CHECK(d[i].mig[0].profile == "2g.10gb");
    CHECK(d[i].mig[2].uuid == "MIG-00000000-0000-0000-0000-00000000000" + std::to_string(i) + "-2");
  }
  CHECK(inv->source() == "mock:m.yaml");
}

TEST_CASE("inventory: an empty devices list is a machine without GPUs") {
  CHECK(parse("devices: []\n")->devices().empty());
  CHECK(parse("devices:\n")->devices().empty());
  auto none = gpuq::daemon::make_empty_inventory();
  CHECK(none->source() == "none");
  CHECK(none->devices().empty());
  CHECK(none->process_memory(1, "GPU-x") == 0);
}

TEST_CASE("inventory: mock errors name the line") {
  check_error("devices:\n  - model: A\n    memory: 1Gi\n    colour: red\n",
              "m.yaml:4: devices[0].colour", "unknown key \"colour\"");
  check_error("devices:\n  - model: A\n    memroy: 1Gi\n", "m.yaml:3: devices[0].memroy",
              "did you mean \"memory\"?");
  check_error("gpus: []\n", "m.yaml:1: gpus", "unknown key \"gpus\"");
  check_error("devices:\n  - {model: A, memory: 1Gi}\n  - memory: 1Gi\n",
              "m.yaml:3: devices[1].model", "missing model");
  check_error("devices:\n  - model: A\n", "m.yaml:2: devices[0].memory", "missing memory");
  check_error("devices:\n  - model: A\n    memory: 1Gi\n    count: 0\n",
              "m.yaml:4: devices[0].count", "expected a whole number between 1 and");
  check_error("devices:\n  - model: A\n    memory: 1Gi\n    count: -2\n",
              "m.yaml:4: devices[0].count", "expected a whole number between 1 and");
  check_error("devices:\n  - model: A\n    memory: 1Gi\n    count: two\n",
              "m.yaml:4: devices[0].count", "expected a whole number");
  check_error("devices:\n  - model: A\n    memory: lots\n", "m.yaml:3: devices[0].memory",
              "expected a byte quantity");
  check_error("devices:\n  - model: A\n    memory: 0\n", "m.yaml:3: devices[0].memory", "above 0");
  check_error("devices:\n  - model: A\n    memory: 1Gi\n    mig: {1g.5gb: x}\n",
              "m.yaml:4: devices[0].mig.1g.5gb", "expected a whole number");
  check_error("devices:\n  - model: [A]\n    memory: 1Gi\n", "m.yaml:2: devices[0].model",
              "expected a string");
  check_error("devices: {model: A}\n", "m.yaml:1: devices", "expected a list");
  check_error("devices:\n  - A100\n", "m.yaml:2: devices[0]", "expected a map");
  check_error("", "m.yaml:1", "expected a map with a devices list");
  check_error("{}\n", "m.yaml:1", "missing devices");
  check_error("devices: [\n", "m.yaml:2", "not valid YAML");
}

TEST_CASE("inventory: a missing mock file is an I/O error naming it") {
  auto r = load_mock_inventory("/nonexistent/mock.yaml");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == Error::Code::io);
  CHECK(r.error().where == "/nonexistent/mock.yaml");
}

TEST_CASE("inventory: the machine has CPU and memory") {
  auto r = gpuq::daemon::read_machine_resources();
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  CHECK(r->cpu > 0);
  CHECK(r->memory > 0);
}

TEST_CASE("inventory: MIG profile names from NVML attributes") {
  using gpuq::daemon::mig_profile_name;
  constexpr uint64_t kMiB = 1ULL << 20;
  uint64_t a100_40 = 40960 * kMiB, a100_80 = 81920 * kMiB, h100 = 81559 * kMiB;
  CHECK(mig_profile_name(1, 4864, a100_40) == "1g.5gb");
  CHECK(mig_profile_name(2, 9984, a100_40) == "2g.10gb");
  CHECK(mig_profile_name(3, 19968, a100_40) == "3g.20gb");
  CHECK(mig_profile_name(4, 19968, a100_40) == "4g.20gb");
  CHECK(mig_profile_name(7, 40192, a100_40) == "7g.40gb");
  CHECK(mig_profile_name(1, 9728, a100_80) == "1g.10gb");
  CHECK(mig_profile_name(7, 80384, a100_80) == "7g.80gb");
  CHECK(mig_profile_name(1, 9856, h100) == "1g.10gb");
  CHECK(mig_profile_name(1, 19968, h100) == "1g.20gb");
  CHECK(mig_profile_name(3, 40448, h100) == "3g.40gb");
  CHECK(mig_profile_name(7, 80896, h100) == "7g.80gb");
  // Without the parent's size: MiB / 1024, rounded up.
  CHECK(mig_profile_name(1, 4864, 0) == "1g.5gb");
  CHECK(mig_profile_name(7, 40192, 0) == "7g.40gb");
}

TEST_CASE("inventory: NVML without a driver is an empty inventory that says why") {
  auto inv = gpuq::daemon::open_nvml_inventory();
  REQUIRE(inv != nullptr);
  if (inv->source().starts_with("nvml")) {  // a machine with a driver ("nvml, driver N")
    for (const GpuDevice& d : inv->devices()) {
      CHECK(d.uuid.starts_with("GPU-"));
      CHECK(d.memory > 0);
      for (const auto& m : d.mig) CHECK(m.uuid.starts_with("MIG-"));
    }
    CHECK(inv->process_memory(getpid(), "GPU-unknown") == 0);
    return;
  }
  CHECK(inv->source().starts_with("none ("));
  CHECK(inv->devices().empty());
  CHECK(inv->process_memory(getpid(), "GPU-x") == 0);
}
