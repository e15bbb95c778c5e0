// unknown_field_warnings(): what a submit body holds that nothing reads.
#include "daemon/api/unknown_fields.h"
#include "daemon/api/router.h"

#include <doctest/doctest.h>

namespace gpuq::daemon::api {

using nlohmann::json;

TEST_CASE("unknown fields: of the body and of its spec, with what was meant") {
  const json body = {{"name", "a1"},
                     {"projectId", "team-a"},
                     {"clusterId", "c"},
                     {"nmae", "x"},
                     {"spec",
                      {{"command", "true"},
                       {"gpuDevicesRequest", 1},
                       {"workingdir", "/tmp"},
                       {"bogus", 3},
                       {"compute", {{"gpuDevicesRequest", 1}}},
                       {"volumes", json::array()}}}};
  const auto w = unknown_field_warnings(body);
  REQUIRE(w.size() == 4);
  CHECK(w[0] == "unknown field \"nmae\" (did you mean name?)");
  CHECK(w[1] == "unknown field \"spec.bogus\"");
  CHECK(w[2] ==
        "unknown field \"spec.gpuDevicesRequest\" (spec.compute.gpuDevicesRequest is read)");
  CHECK(w[3] == "unknown field \"spec.workingdir\" (did you mean spec.workingDir?)");
  CHECK(unknown_field_warnings(json::array()).empty());
  // The run spec's keys are read too.
  CHECK(unknown_field_warnings(
            {{"name", "a"},
             {"spec", {{"run_as_user", 1000}, {"run_as_group", 1000}, {"fs_group", 1000}}}})
            .empty());
  CHECK(unknown_field_warnings({{"name", "a"}, {"spec", "not an object"}}).empty());
}

TEST_CASE("unknown fields: each key shortened") {
  json spec = json::object();
  for (int i = 0; i < 25; ++i) spec["k" + std::to_string(i) + std::string(200, 'x')] = i;
  const auto w = unknown_field_warnings({{"name", "a"}, {"spec", spec}});
  REQUIRE(w.size() == 25);
  CHECK(w[0].size() < 120);
  CHECK(w[0].find("...\"") != std::string::npos);
}

TEST_CASE("warnings: one header, quoted, at most ten texts of 300 bytes") {
  CHECK(with_warnings({}, {"a \"b\"\nc"}).headers.at("Warning") == "299 - \"a \\\"b\\\" c\"");
  CHECK(with_warnings({}, {}).headers.count("Warning") == 0);
  std::vector<std::string> many(25, std::string(1000, 'x'));
  const std::string header = with_warnings({}, many).headers.at("Warning");
  CHECK(header.size() < 11 * 320);
  CHECK(header.ends_with("299 - \"and 15 more warnings\""));
}

}  // namespace gpuq::daemon::api
