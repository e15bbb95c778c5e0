// unknown_field_warnings(): what a submit body holds that nothing reads.
#include "daemon/api/unknown_fields.h"

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
  CHECK(unknown_field_warnings({{"name", "a"}, {"spec", "not an object"}}).empty());
}

}  // namespace gpuq::daemon::api
