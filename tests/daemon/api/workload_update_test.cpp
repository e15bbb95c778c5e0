// How an update's fields merge into the spec as submitted (workload_update.h).
#include <doctest/doctest.h>

#include "daemon/api/workload_update.h"

namespace gpuq::daemon::api {
namespace {

using nlohmann::json;

json merged(const json& stored, const json& spec) {
  auto out = merge_update(stored, {{"spec", spec}});
  REQUIRE_MESSAGE(out.has_value(), (out ? "" : out.error().to_string()));
  return *out;
}

std::string failure(const json& stored, const json& body) {
  auto out = merge_update(stored, body);
  REQUIRE_FALSE(out.has_value());
  return out.error().where + ": " + out.error().message;
}

const json kStored = {
    {"command", "serve"},
    {"workingDir", "/srv"},
    {"environmentVariables",
     {{{"name", "PATH"}, {"value", "/venv/bin:/usr/bin"}}, {{"name", "LR"}, {"value", "0.1"}}}},
    {"compute", {{"gpuDevicesRequest", 1}, {"cpuCoreRequest", 2}}},
    {"parallelism", 1}};

}  // namespace

TEST_CASE("update merge: a given field replaces, null removes, the rest stays") {
  const json out = merged(kStored, {{"command", "serve --v2"}, {"workingDir", nullptr}});
  CHECK(out["command"] == "serve --v2");
  CHECK_FALSE(out.contains("workingDir"));
  CHECK(out["environmentVariables"] == kStored["environmentVariables"]);
  CHECK(out["parallelism"] == 1);
}

TEST_CASE("update merge: a new command drops the old args unless it gives its own") {
  const json stored = {{"command", "python"}, {"args", "old.py"}};
  CHECK_FALSE(merged(stored, {{"command", "python serve.py"}}).contains("args"));
  CHECK(merged(stored, {{"command", "python"}, {"args", "new.py"}})["args"] == "new.py");
  CHECK(merged(stored, {{"image", "x"}})["args"] == "old.py");
}

TEST_CASE("update merge: environment variables merge by name") {
  const json out = merged(kStored, {{"environmentVariables",
                                     {{{"name", "LR"}, {"value", "0.2"}},
                                      {{"name", "NEW"}, {"value", "x"}},
                                      {{"name", "PATH"}, {"value", nullptr}}}}});
  CHECK(out["environmentVariables"] ==
        json::array({{{"name", "LR"}, {"value", "0.2"}}, {{"name", "NEW"}, {"value", "x"}}}));
  // The map form of a stored environment merges the same way.
  const json map_form = merged({{"environmentVariables", {{"A", "1"}, {"B", "2"}}}},
                               {{"environmentVariables", {{{"name", "B"}, {"value", "3"}}}}});
  CHECK(map_form["environmentVariables"] ==
        json::array({{{"name", "A"}, {"value", "1"}}, {{"name", "B"}, {"value", "3"}}}));
}

TEST_CASE("update merge: a new GPU request replaces the old one whole, CPU fields merge") {
  json out = merged(kStored, {{"compute", {{"gpuPortionRequest", 0.5}}}});
  CHECK(out["compute"] == json({{"gpuPortionRequest", 0.5}, {"cpuCoreRequest", 2}}));
  out = merged(kStored, {{"compute", {{"cpuCoreRequest", 4}}}});
  CHECK(out["compute"] == json({{"gpuDevicesRequest", 1}, {"cpuCoreRequest", 4}}));
  out = merged({{"resources", {{"gpu", "1"}, {"cpu", "2"}}}},
               {{"compute", {{"gpuDevicesRequest", 2}}}});
  CHECK(out["resources"] == json({{"cpu", "2"}}));
  CHECK(out["compute"] == json({{"gpuDevicesRequest", 2}}));
  out = merged({{"resources", {{"gpu", "1"}, {"cpu", "2"}, {"mem", "1G"}}}},
               {{"compute", {{"cpuCoreRequest", 4}, {"cpuMemoryLimit", "2G"}}}});
  CHECK(out["resources"] == json({{"gpu", "1"}}));
}

TEST_CASE("update merge: what an update cannot change is named") {
  CHECK(failure(kStored, {{"spec", {{"parallelism", 2}}}}).starts_with("spec.parallelism: "));
  CHECK(failure(kStored, {{"spec", {{"security", {{"runAsUid", 0}}}}}})
            .starts_with("spec.security: cannot be changed"));
  CHECK(failure(kStored, {{"name", "other"}, {"spec", {{"command", "x"}}}}).starts_with("name: "));
  CHECK(failure(kStored, {{"spec", json::object()}}) ==
        "spec: nothing to update: give the fields that change");
  CHECK(failure(kStored, json::object()).starts_with("spec: required"));
  CHECK(failure(kStored, json::array()).starts_with("body: expected an object"));
  CHECK(failure(kStored, {{"spec", {{"environmentVariables", "A=1"}}}})
            .starts_with("spec.environmentVariables: expected a list"));
  CHECK(failure(kStored, {{"spec", {{"environmentVariables", {{{"value", "1"}}}}}}}) ==
        "spec.environmentVariables[0].name: required: a variable name");
  CHECK(failure(kStored, {{"spec", {{"compute", 2}}}}).starts_with("spec.compute: expected"));
}

}  // namespace gpuq::daemon::api
