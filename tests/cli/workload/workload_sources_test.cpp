#include "cli/workload/workload_sources.h"

#include <doctest/doctest.h>

#include <sstream>

namespace gpuq::cli {
namespace {

std::string render(const nlohmann::json& detail) {
  std::ostringstream out;
  print_workload_sources(out, detail);
  return out.str();
}

TEST_CASE("describe says where each compute value came from and what was overridden") {
  const auto detail = nlohmann::json::parse(R"({
    "resolvedCompute": {
      "gpuDevicesRequest": {"value": 2, "source": "profile",
                            "overridden": [{"value": 1, "source": "flag"}]},
      "cpuCoreRequest": {"value": 4, "source": "computeResource"}
    },
    "runSpec": {"computeResource": {"id": "3", "name": "one-gpu"}, "profile": "2xh100",
                "secrets": ["hf-token"], "volumes": [{"name": "data", "mountPath": "/data",
                "size": "10Gi"}], "scratchDisk": null, "fsGroup": null,
                "noEffect": [{"field": "node_selector", "message": "node_selector had no effect"}]}
  })");
  const std::string text = render(detail);
  CHECK(text.find("Resources and where they came from:") != std::string::npos);
  CHECK(text.find("gpuDevicesRequest  2      profile") != std::string::npos);
  CHECK(text.find("1 (flag)") != std::string::npos);
  CHECK(text.find("computeResource") != std::string::npos);
  CHECK(text.find("Compute resource: one-gpu") != std::string::npos);
  CHECK(text.find("Profile: 2xh100") != std::string::npos);
  CHECK(text.find("Secrets: hf-token") != std::string::npos);
  CHECK(text.find("Volume: data at /data (10Gi)") != std::string::npos);
  CHECK(text.find("No effect here: node_selector had no effect") != std::string::npos);
  CHECK(text.find("Scratch disk") == std::string::npos);
}

TEST_CASE("describe prints no source sections when nothing was merged") {
  CHECK(render(nlohmann::json::parse(R"({"resolvedCompute": null, "runSpec": {"secrets": [],
      "volumes": [], "noEffect": [], "computeResource": null, "profile": null}})")) == "");
  CHECK(render(nlohmann::json::object()) == "");
}

}  // namespace
}  // namespace gpuq::cli
