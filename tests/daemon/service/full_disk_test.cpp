// A full disk: a change the store refuses leaves memory as it was, logs no
// event that never happened, answers 507 and is counted; the reserve is
// released so that the next delete can commit.
#include <doctest/doctest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "daemon/api/api.h"
#include "daemon/service/service.h"
#include "daemon/store/store.h"
#include "tests/support/admin_request.h"

namespace gpuq::daemon {
namespace {

// A store whose disk fills up when the test says: every write fails as
// SQLite's SQLITE_FULL does (the transaction undoes what it wrote).
class FullDiskStore final : public Store {
 public:
  explicit FullDiskStore(std::unique_ptr<Store> inner) : inner_(std::move(inner)) {}
  std::atomic<bool> full{false};

  core::Result<StoredState> load() override { return inner_->load(); }
  core::Result<void> transaction(const std::function<core::Result<void>()>& body) override {
    return inner_->transaction(body);
  }
  core::Result<void> put_project(const Project& p) override {
    return write([&] { return inner_->put_project(p); });
  }
  core::Result<void> delete_project(int64_t id) override {
    return write([&] { return inner_->delete_project(id); });
  }
  core::Result<void> put_workload(const Workload& w) override {
    return write([&] { return inner_->put_workload(w); });
  }
  core::Result<void> delete_workload(const std::string& id) override {
    return write([&] { return inner_->delete_workload(id); });
  }
  core::Result<void> append_event(const Event& e) override {
    return write([&] { return inner_->append_event(e); });
  }
  core::Result<std::vector<Event>> events(const std::string& id, std::size_t limit) override {
    return inner_->events(id, limit);
  }
  core::Result<int64_t> count_events(const std::string& id) override {
    return inner_->count_events(id);
  }
  core::Result<void> drop_oldest_events(const std::string& id, int64_t count) override {
    return write([&] { return inner_->drop_oldest_events(id, count); });
  }
  core::Result<void> put_token(const Token& t) override {
    return write([&] { return inner_->put_token(t); });
  }
  core::Result<void> put_asset(const StoredAsset& a) override {
    return write([&] { return inner_->put_asset(a); });
  }
  core::Result<void> delete_asset(const std::string& kind, int64_t id) override {
    return write([&] { return inner_->delete_asset(kind, id); });
  }
  core::Result<void> put_pool_settings(const PoolSettings& p) override {
    return write([&] { return inner_->put_pool_settings(p); });
  }

 private:
  template <class F>
  core::Result<void> write(F f) {
    if (full) {
      return core::fail("the state directory is full (database or disk is full)", {},
                        core::Error::Code::no_space);
    }
    return f();
  }
  std::unique_ptr<Store> inner_;
};

struct Fixture {
  Fixture() {
    dir = std::filesystem::temp_directory_path() / ("gpuq-full-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    DaemonConfig config;
    config.state_dir = dir.string();
    auto owned = std::make_unique<FullDiskStore>(make_memory_store());
    store = owned.get();
    auto gpus = parse_mock_inventory("devices:\n  - {model: M, memory: 80Gi, count: 2}\n", "m");
    REQUIRE(gpus.has_value());
    service = std::make_unique<Service>(config, std::move(owned), std::move(*gpus), clock);
    service->set_logger([this](const std::string& line) { log.push_back(line); });
    REQUIRE(service->open());
    api = api::make_api_handler(*service);
  }
  ~Fixture() {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
  HttpResponse call(const std::string& method, const std::string& path,
                    const nlohmann::json& body) {
    return test::sent(api(test::admin_request(method, path, body)));
  }
  bool logged(const std::string& part) const {
    for (const std::string& line : log) {
      if (line.find(part) != std::string::npos) return true;
    }
    return false;
  }

  std::filesystem::path dir;
  FakeClock clock;
  FullDiskStore* store = nullptr;
  std::unique_ptr<Service> service;
  HttpHandler api;
  std::vector<std::string> log;
};

const nlohmann::json kProject = {
    {"name", "team-a"},
    {"resources", {{{"nodePool", {{"name", "default"}}}, {"gpu", {{"deserved", 1}}}}}}};

nlohmann::json training(const std::string& name) {
  return {{"name", name},
          {"projectId", "team-a"},
          {"spec", {{"command", "sleep 600"}, {"compute", {{"gpuDevicesRequest", 1}}}}}};
}

}  // namespace

TEST_CASE("full disk: a refused submit is a 507, leaves nothing and logs no event") {
  Fixture f;
  REQUIRE(f.call("POST", "/api/v1/org-unit/projects", kProject).status == 201);
  CHECK(std::filesystem::exists(f.dir / "reserve"));
  f.store->full = true;
  HttpResponse r = f.call("POST", "/api/v1/workloads/trainings", training("t1"));
  CHECK(r.status == 507);
  CHECK(r.body.find("the state directory is full") != std::string::npos);
  CHECK_FALSE(f.logged("Submitted"));
  f.service->read([](const State& s) { CHECK(s.workloads.empty()); });
  CHECK(f.service->failed_commits() == 1);
  CHECK_FALSE(std::filesystem::exists(f.dir / "reserve"));  // released for the next delete
  CHECK(f.logged("released the 16 MiB held in reserve"));
  HttpResponse metrics = f.call("GET", "/metrics", nullptr);
  CHECK(metrics.body.find("gpuq_store_failed_commits_total 1") != std::string::npos);

  f.store->full = false;
  CHECK(f.call("POST", "/api/v1/workloads/trainings", training("t1")).status == 202);
  CHECK(f.logged("Submitted"));
}

TEST_CASE("full disk: a refused change of the scheduler leaves memory as the store has it") {
  Fixture f;
  REQUIRE(f.call("POST", "/api/v1/org-unit/projects", kProject).status == 201);
  REQUIRE(f.call("POST", "/api/v1/workloads/trainings", training("t1")).status == 202);
  f.store->full = true;
  auto refused = f.service->write([](State& s, Store& store) -> core::Result<void> {
    s.workloads[0].phase = "Changed";  // memory first, as the loop does
    s.workloads.push_back(s.workloads[0]);
    s.workloads.back().id = "another";
    return store.put_workload(s.workloads[0]);
  });
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == core::Error::Code::no_space);
  f.service->read([](const State& s) {
    REQUIRE(s.workloads.size() == 1);
    CHECK(s.workloads[0].phase == "Pending");
    CHECK_FALSE(s.find_workload("another").has_value());
  });
  f.store->full = false;
  const std::string id = f.service->workload("t1")->id;
  CHECK(f.call("DELETE", "/api/v1/workloads/" + id, nullptr).status == 202);
}

}  // namespace gpuq::daemon
