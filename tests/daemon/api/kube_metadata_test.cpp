// Labels and annotations as Kubernetes takes them.
#include "daemon/api/kube_metadata.h"

#include <doctest/doctest.h>

#include <string>

namespace gpuq::daemon::api {

TEST_CASE("kube metadata: label keys and values") {
  CHECK(check_labels({{"team", "vision"}, {"example.com/tier", ""}, {"a_b.c-d", "X.y_z-1"}},
                     "spec.labels"));
  auto long_value =
      check_labels({{"team", "vision"}, {"big", std::string(100000, 'a')}}, "spec.labels");
  REQUIRE_FALSE(long_value);
  CHECK(long_value.error().where == "spec.labels[1].value");
  CHECK(long_value.error().message.find("is 100000 characters long, more than 63") !=
        std::string::npos);
  auto space = check_labels({{"my team", "a"}}, "spec.labels");
  REQUIRE_FALSE(space);
  CHECK(space.error().where == "spec.labels[0].name");
  CHECK(space.error().message ==
        "the label key \"my team\" has the character ' ' (letters, digits, '-', '_' and '.' "
        "only)");
  CHECK_FALSE(check_labels({{"-team", "a"}}, "spec.labels"));
  CHECK_FALSE(check_labels({{"team", "a-"}}, "spec.labels"));
  CHECK_FALSE(check_labels({{"Example.com/team", "a"}}, "spec.labels"));  // upper-case prefix
  CHECK_FALSE(check_labels({{"/team", "a"}}, "spec.labels"));
  CHECK_FALSE(check_labels({{"", "a"}}, "spec.labels"));
}

TEST_CASE("kube metadata: annotations take any value, 256Ki together") {
  CHECK(check_annotations({{"note", "any text: spaces, / and all"}}, "spec.annotations"));
  CHECK(check_annotations({{"a", std::string(200 * 1024, 'x')}}, "spec.annotations"));
  auto big =
      check_annotations({{"a", std::string(200 * 1024, 'x')}, {"b", std::string(60 * 1024, 'y')}},
                        "spec.annotations");
  REQUIRE_FALSE(big);
  CHECK(big.error().where == "spec.annotations");
  CHECK_FALSE(check_annotations({{"bad key", "v"}}, "spec.annotations"));
}

}  // namespace gpuq::daemon::api
