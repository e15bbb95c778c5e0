// ignored_variable_warnings(): a submit's own value for a variable every pod
// gets from the daemon is said to be unused; captured ones are not named.
#include "daemon/api/reserved_environment.h"

#include <doctest/doctest.h>

namespace gpuq::daemon::api {

TEST_CASE("reserved variables: named when given, not when captured from the shell") {
  const std::vector<std::pair<std::string, std::string>> environment = {
      {"HOME", "/home/me"},        // captured: every shell has one
      {"PATH", "/venv/bin:/bin"},  // the spec's PATH is used
      {"USER", "root"},            // given with -e
      {"CUDA_VISIBLE_DEVICES", "0,1"},
      {"GPUQ_POD", "x"},
      {"MY_SETTING", "1"},
  };
  const std::vector<std::string> captured = {"HOME", "PATH"};
  const std::vector<std::string> warnings = ignored_variable_warnings(environment, captured);
  REQUIRE(warnings.size() == 3);
  CHECK(warnings[0] ==
        "environment variable USER is set in every pod from the user's passwd entry; the value "
        "given is not used");
  CHECK(warnings[1] ==
        "environment variable CUDA_VISIBLE_DEVICES is set in every pod from gpuq; the value "
        "given is not used");
  CHECK(warnings[2].starts_with("environment variable GPUQ_POD is set"));
  CHECK(ignored_variable_warnings(environment,
                                  {"HOME", "PATH", "USER", "CUDA_VISIBLE_DEVICES", "GPUQ_POD"})
            .empty());
  CHECK(reserved_variable_source("PATH").empty());
  CHECK(reserved_variable_source("SHELL") == "the user's passwd entry");
  CHECK(reserved_variable_source("GPUQ").empty());
}

}  // namespace gpuq::daemon::api
