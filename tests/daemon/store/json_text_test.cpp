// The store's JSON text: writer and pull reader (daemon/store/json_text.h), and
// the model codecs built on them (daemon/store/model_json.h).
#include <doctest/doctest.h>

#include <string>

#include "daemon/store/json_text.h"
#include "daemon/store/model_json.h"

namespace gpuq::daemon {
namespace {

std::string written(std::string_view s) {
  JsonTextWriter w;
  w.value(s);
  return w.take();
}

std::string read_back(const std::string& json) {
  JsonTextReader r(json);
  std::string s = r.string();
  r.finish();
  return s;
}

}  // namespace

TEST_CASE("json text: strings round-trip byte for byte") {
  for (std::string s :
       {std::string(""), std::string("plain"), std::string("quote \" slash \\ /"),
        std::string("\n\t\r\b\f\x01\x1f", 7), std::string("nul\0in", 6), std::string("ünïcødé ✓ 𝄞"),
        std::string("\xff\xfe bad", 6), std::string("\xed\xa0\x80 surrogate", 13),
        std::string("cut \xe2\x82", 6)}) {
    CAPTURE(s);
    CHECK(read_back(written(s)) == s);
  }
  CHECK(written("a\"b") == R"("a\"b")");
  CHECK(written("\x01") == R"("\u0001")");
  CHECK(written("\xff") == R"({"hex":"ff"})");
}

TEST_CASE("json text: the reader takes any valid JSON for our shapes") {
  CHECK(read_back(R"( "\u00e9\ud834\udd1e\/" )") == "é𝄞/");
  auto request = request_from_json(
      " { \"cpu\" : 500 , \"future\": {\"a\": [1, 2.5e3, true, null, \"x\"]}, \"gpus\":2 } ");
  REQUIRE(request);
  CHECK(request->cpu == 500);
  CHECK(request->gpus == 2);
  auto run = run_from_json(R"({"argv":["a","b"],"uid":0,"gid":4294967295})");
  REQUIRE(run);
  CHECK(run->argv == std::vector<std::string>{"a", "b"});
  CHECK(run->uid == 0);
  CHECK(run->gid == static_cast<gid_t>(-1));
  CHECK(strings_from_json("[]")->empty());
}

TEST_CASE("json text: malformed documents are refused with what and where") {
  for (const char* bad : {"", "[", "[1,]", "[1 2]", "[,1]", "[1] x", "{\"a\"}", "[\"a\" \"b\"]",
                          "[\"unterminated]", "[\"\\x\"]", "[\"\\ud834\"]", "[1.5]", "[tru]"}) {
    CAPTURE(bad);
    CHECK_FALSE(strings_from_json(bad));
  }
  auto overflow = request_from_json(R"({"gpus": 4294967296})");
  REQUIRE_FALSE(overflow);
  CHECK(overflow.error().message.starts_with("malformed request JSON: expected an integer at"));
  CHECK_FALSE(request_from_json(R"({"cpu": 1.5})"));
  CHECK_FALSE(pods_from_json(R"([[0,"pending"]])"));
  CHECK_FALSE(pods_from_json(R"([[0,"sleeping","",[],[],0,0,-1,0,0,0,0,""]])"));
  CHECK_FALSE(quota_from_json(R"({"deserved":[1,2],"limit":[1,2,3],"weight":[1,1,1]})"));
}

TEST_CASE("json text: defaults are left out, so most columns stay short") {
  CHECK(request_to_json({}) == "{}");
  CHECK(limits_to_json({}) == "{}");
  CHECK(run_to_json({}) == "{}");
  RunSpec root;
  root.uid = 0;
  CHECK(run_to_json(root) == R"({"uid":0})");
  CHECK(pods_to_json({Pod{}}) == R"([[0,"pending","",[],[],0,0,-1,0,0,0,0,""]])");
}

TEST_CASE("json text: a pod's host ports are kept, after the optional fields before them") {
  Pod p;
  p.phase = PodPhase::running;
  p.ports = {{8888, 30000}, {80, 8080}};
  const std::string text = pods_to_json({p});
  CHECK(text == R"([[0,"running","",[],[],0,0,-1,0,0,0,0,"",0,0,[[8888,30000],[80,8080]]]])");
  auto back = pods_from_json(text);
  REQUIRE(back);
  REQUIRE(back->size() == 1);
  REQUIRE((*back)[0].ports.size() == 2);
  CHECK((*back)[0].ports[1].container == 80);
  CHECK((*back)[0].ports[1].host == 8080);
  CHECK_FALSE(pods_from_json(R"([[0,"running","",[],[],0,0,-1,0,0,0,0,"",0,0,[[1]]]])"));
  CHECK_FALSE(pods_from_json(R"([[0,"running","",[],[],0,0,-1,0,0,0,0,"",0,0,[],1]])"));
}

}  // namespace gpuq::daemon
