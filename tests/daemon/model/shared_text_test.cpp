// SharedText reads and compares like a string; texts from one TextPool
// share one copy.
#include <doctest/doctest.h>

#include "daemon/model/shared_text.h"

namespace gpuq::daemon {
namespace {

TEST_CASE("shared text: assigned, compared and cleared like a string") {
  SharedText t;
  CHECK(t.empty());
  CHECK(t.str().empty());
  t = "waiting for its turn";
  CHECK(t.str() == "waiting for its turn");
  CHECK(t == std::string("waiting for its turn"));
  CHECK(std::string("other") != t);
  SharedText copy = t;
  CHECK(&copy.str() == &t.str());  // a copy shares the text
  t = std::string();
  CHECK(t.empty());
  CHECK(copy.str() == "waiting for its turn");
  copy.clear();
  CHECK(copy == t);
}

TEST_CASE("shared text: a pool hands out one copy per distinct text, within its capacity") {
  TextPool pool(2);
  SharedText a = pool.get("needs 8 GPUs");
  SharedText b = pool.get(std::string("needs 8 GPUs"));
  CHECK(&a.str() == &b.str());
  SharedText c = pool.get("other");
  CHECK(c.str() == "other");
  SharedText d = pool.get("third");  // over capacity: starts over
  CHECK(d.str() == "third");
  CHECK(a.str() == "needs 8 GPUs");  // texts handed out stay valid
}

}  // namespace
}  // namespace gpuq::daemon
