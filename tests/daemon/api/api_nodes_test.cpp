// GET /api/v1/nodes: each device says which pods hold it (workload, project,
// pod, portion) and how much of its memory is in use when the inventory can
// tell (NVML), else null.
#include <doctest/doctest.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "daemon/api/api.h"
#include "daemon/store/store.h"
#include "tests/support/admin_request.h"

namespace gpuq::daemon::api {
namespace {

using nlohmann::json;

// A mock inventory that also reports memory in use, as NVML would.
class MeasuredInventory final : public GpuInventory {
 public:
  explicit MeasuredInventory(std::unique_ptr<GpuInventory> mock) : mock_(std::move(mock)) {}
  std::string source() const override { return mock_->source(); }
  const std::vector<GpuDevice>& devices() const override { return mock_->devices(); }
  int64_t process_memory(pid_t, const std::string&) const override { return 0; }
  std::optional<int64_t> memory_used(const std::string& uuid) const override {
    if (uuid == mock_gpu_uuid(1)) return int64_t{5} << 30;
    return std::nullopt;
  }

 private:
  std::unique_ptr<GpuInventory> mock_;
};

struct Fixture {
  FakeClock clock;
  std::unique_ptr<Service> service;
  HttpHandler handler;

  explicit Fixture(bool measured) {
    auto gpus = parse_mock_inventory("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n",
                                     "mock.yaml");
    REQUIRE(gpus.has_value());
    std::unique_ptr<GpuInventory> inventory = std::move(*gpus);
    if (measured) inventory = std::make_unique<MeasuredInventory>(std::move(inventory));
    service =
        std::make_unique<Service>(DaemonConfig{}, make_memory_store(), std::move(inventory), clock);
    REQUIRE(service->open().has_value());
    handler = make_api_handler(*service);
  }

  json call(const std::string& method, const std::string& path, const json& body, int expected) {
    HttpRequest r;
    r.method = method;
    r.path = path;
    r.body = body.is_null() ? "" : body.dump();
    r.unix_socket = true;
    r.peer_uid = geteuid();
    r.peer_gid = getegid();
    HttpResponse answer = test::sent(handler(r));
    INFO(method << " " << path << " -> " << answer.status << " " << answer.body);
    CHECK(answer.status == expected);
    return json::parse(answer.body, nullptr, false);
  }
};

// Puts pod 0 of workload `name` on device `index` of the only node, running.
void place(Service& service, const std::string& name, int index, int64_t portion) {
  auto placed = service.write([&](State& s, Store&) -> core::Result<void> {
    for (Workload& w : s.workloads) {
      if (w.name != name) continue;
      w.pods.at(0).phase = PodPhase::running;
      w.pods.at(0).node = s.nodes.front().spec.name;
      w.pods.at(0).devices = {core::DeviceShare{index, portion}};
    }
    return {};
  });
  REQUIRE(placed.has_value());
}

TEST_CASE("api nodes: each device lists the pods holding it and their portions") {
  Fixture f(false);
  f.call("POST", "/api/v1/org-unit/projects",
         {{"name", "team-a"}, {"resources", {{{"gpu", {{"deserved", 2}}}}}}}, 201);
  for (const char* name : {"half-a", "half-b"}) {
    f.call("POST", "/api/v1/workloads/trainings",
           {{"name", name},
            {"projectId", "team-a"},
            {"spec", {{"command", "sleep 60"}, {"compute", {{"gpuPortionRequest", 0.5}}}}}},
           202);
  }
  place(*f.service, "half-a", 1, 500);
  place(*f.service, "half-b", 1, 250);
  json nodes = f.call("GET", "/api/v1/nodes", nullptr, 200);
  const json& devices = nodes["nodes"][0]["devices"];
  REQUIRE(devices.size() == 2);
  CHECK(devices[0]["holders"].empty());
  CHECK(devices[0]["memoryUsed"].is_null());
  REQUIRE(devices[1]["holders"].size() == 2);
  const json& first = devices[1]["holders"][0];
  CHECK(first["workload"] == "half-a");
  CHECK(first["project"] == "team-a");
  CHECK(first["pod"] == "half-a-0");
  CHECK(first["portion"] == 0.5);
  CHECK(first["workloadId"].is_string());
  CHECK(devices[1]["holders"][1]["portion"] == 0.25);
  CHECK(devices[1]["allocated"] == 0.75);
  CHECK(devices[1]["memoryUsed"].is_null());
}

TEST_CASE("api nodes: memory in use comes from the inventory where it can tell") {
  Fixture f(true);
  json nodes = f.call("GET", "/api/v1/nodes", nullptr, 200);
  const json& devices = nodes["nodes"][0]["devices"];
  REQUIRE(devices.size() == 2);
  CHECK(devices[0]["memoryUsed"].is_null());
  CHECK(devices[1]["memoryUsed"] == int64_t{5} << 30);
  CHECK(devices[1]["memory"] == int64_t{80} << 30);
}

}  // namespace
}  // namespace gpuq::daemon::api
