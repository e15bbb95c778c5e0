// --port's forms for gpuq port-forward.
#include "cli/workload/port_forward_command.h"

#include <doctest/doctest.h>

using gpuq::cli::parse_port_pair;

TEST_CASE("--port LOCAL:POD, POD, :POD and 0:POD") {
  auto both = parse_port_pair("8080:80");
  REQUIRE(both);
  CHECK(both->local == 8080);
  CHECK(both->pod == 80);
  CHECK(parse_port_pair("8888")->local == 8888);
  CHECK(parse_port_pair("8888")->pod == 8888);
  CHECK(parse_port_pair(":6006")->local == 0);
  CHECK(parse_port_pair("0:6006")->local == 0);
  for (const char* bad :
       {"", "0", "x:80", "80:", "80:0", "70000:80", "80:70000", "-1:80", "1:2:3"}) {
    CAPTURE(bad);
    auto refused = parse_port_pair(bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "--port");
  }
}
