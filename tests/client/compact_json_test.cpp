// compact_json writes what nlohmann's dump() writes, byte for byte, and
// refuses what dump() refuses (text that is not UTF-8).
#include <doctest/doctest.h>

#include <string>

#include "libclient/compact_json.h"

using gpuq::client::detail::compact_json;
using json = nlohmann::json;

TEST_CASE("compact_json writes each kind of value as dump() does") {
  std::string every_byte;  // each byte dump() escapes, and the printable ones around them
  for (int c = 1; c < 0x80; ++c) every_byte += static_cast<char>(c);
  const json values[] = {
      json(nullptr),
      json(true),
      json(false),
      json(0),
      json(-42),
      json(INT64_MIN),
      json(UINT64_MAX),
      json(0.5),
      json(-1e100),
      json(3.0),
      json(""),
      json("plain /usr/bin:/bin"),
      json(every_byte),
      json("\"quoted\" and \\ back\\slashed"),
      json("tab\there, line\nthere, bell\a, escape\x1b, delete\x7f"),
      json("caf\xc3\xa9, \xe6\x97\xa5\xe6\x9c\xac, \xf0\x9f\x9a\x80"),
      json::array(),
      json::object(),
      json::array({1, "two", nullptr, json::array({json::object()})}),
      json{{"b", 1}, {"a", {{"z\n", "x"}, {"y", json::array({true})}}}, {"\xc3\xa9", ""}},
  };
  for (const json& value : values) {
    CAPTURE(value.dump());
    const auto text = compact_json(value);
    REQUIRE(text.has_value());
    CHECK(*text == value.dump());
  }
}

TEST_CASE("compact_json refuses a string or a key that is not UTF-8, as dump() does") {
  for (const std::string& bad :
       {std::string("\xff"), std::string("ok\xc3"), std::string("\xc0\xaf"),
        std::string("\xed\xa0\x80"), std::string("a\xf4\x90\x80\x80")}) {
    CAPTURE(bad);
    CHECK_THROWS_AS((void)json(bad).dump(), json::type_error);
    CHECK_FALSE(compact_json(json(bad)).has_value());
    CHECK_FALSE(compact_json(json::array({"fine", bad})).has_value());
    CHECK_FALSE(compact_json(json{{"spec", {{bad, "value"}}}}).has_value());
  }
}

TEST_CASE("compact_json writes a submit's body as dump() does") {
  json environment = json::array();
  json names = json::array();
  for (int i = 0; i < 50; ++i) {
    const std::string name = "VARIABLE_" + std::to_string(i);
    environment.push_back({{"name", name}, {"value", "/opt/tool-" + std::to_string(i) + "/bin"}});
    names.push_back(name);
  }
  const json body = {{"name", "job"},
                     {"projectId", "team-a"},
                     {"spec",
                      {{"command", "python train.py --lr 0.1"},
                       {"compute", {{"gpuDevicesRequest", 1}, {"gpuPortionRequest", 0.25}}},
                       {"environmentVariables", environment},
                       {"capturedFromClient", {{"environmentVariables", names}}}}}};
  CHECK(compact_json(body) == body.dump());
}
