// JsonReader (libclient/json_reader.h), the in-place reader of the list
// pages: it must read what nlohmann reads, the same way, and refuse what
// nlohmann refuses (ASCII documents; it does not check UTF-8).
#include "libclient/json_reader.h"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>

using gpuq::client::detail::JsonReader;
using gpuq::client::detail::JsonScalar;
using json = nlohmann::json;

namespace {

// The value at `r` rebuilt as nlohmann::json; nullopt when the reader fails.
std::optional<json> rebuild(JsonReader& r) {
  switch (r.peek()) {
    case JsonReader::Kind::object: {
      if (!r.begin_object()) return std::nullopt;
      json out = json::object();
      std::string_view key;
      while (r.next_key(key)) {
        const std::string name(key);
        auto value = rebuild(r);
        if (!value) return std::nullopt;
        out[name] = std::move(*value);
      }
      if (r.failed()) return std::nullopt;
      return out;
    }
    case JsonReader::Kind::array: {
      if (!r.begin_array()) return std::nullopt;
      json out = json::array();
      while (r.next_element()) {
        auto value = rebuild(r);
        if (!value) return std::nullopt;
        out.push_back(std::move(*value));
      }
      if (r.failed()) return std::nullopt;
      return out;
    }
    default: {
      JsonScalar v;
      if (!r.read_scalar(v)) return std::nullopt;
      switch (v.kind) {
        case JsonScalar::Kind::null:
          return json(nullptr);
        case JsonScalar::Kind::boolean:
          return json(v.boolean);
        case JsonScalar::Kind::integer:
          return json(v.integer);
        case JsonScalar::Kind::number:
          return json(v.number);
        case JsonScalar::Kind::text:
          return json(std::string(v.text));
      }
      return std::nullopt;
    }
  }
}

std::optional<json> read_document(std::string_view text) {
  JsonReader r(text);
  auto value = rebuild(r);
  if (!value || !r.at_end()) return std::nullopt;
  return value;
}

std::optional<json> nlohmann_reads(std::string_view text) {
  json out = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (out.is_discarded()) return std::nullopt;
  return out;
}

}  // namespace

TEST_CASE("json reader: reads documents as nlohmann does") {
  const char* documents[] = {
      R"({})",
      R"([])",
      R"(  { "a" : [ 1 , 2 , { } , [ ] ] , "b" : null }  )",
      "{\n\t\"tabs\":\r\n true}",
      R"({"s":"plain","e":"q\"b\\s\/n\nt\tr\rb\bf\f","u":"\u00e9\u2713\ud83d\ude00\u0000x"})",
      R"({"keys \"escaped\"":1,"":2})",
      R"([0,-0,1,-1,42,9223372036854775807,-9223372036854775808,18446744073709551615])",
      R"([0.5,-1.25,1e3,1E+3,-2.5e-3,1.0,123456789.123456789,1e308,1e-400,-2e-999])",
      R"([true,false,null,"true"])",
      R"({"deep":[[[[[[[[[[{"x":[{"y":{}}]}]]]]]]]]]]})",
      R"({"next":500,"total":10000,"workloads":[{"name":"a","nodes":["n1"]}]})",
  };
  for (const char* text : documents) {
    INFO(text);
    const auto ours = read_document(text);
    const auto theirs = nlohmann_reads(text);
    REQUIRE(theirs.has_value());
    REQUIRE(ours.has_value());
    CHECK(*ours == *theirs);
  }
}

TEST_CASE("json reader: refuses what nlohmann refuses") {
  const char* documents[] = {
      "",
      " ",
      "{",
      "}",
      "[1,]",
      "{\"a\":1,}",
      "{,}",
      "[,1]",
      "{\"a\" 1}",
      "{\"a\":}",
      "{a:1}",
      "{'a':1}",
      "[01]",
      "[1.]",
      "[.5]",
      "[1e]",
      "[-]",
      "[--1]",
      "[+1]",
      "[tru]",
      "[nul]",
      "[True]",
      "[\"a]",
      "[\"a\\x\"]",
      "[\"\\u12\"]",
      "[\"\\ud800\"]",
      "[\"\\udc00\"]",
      "[\"\\ud800\\u0041\"]",
      "[\"tab\there\"]",
      "[1] [2]",
      "[1e400]",
      "[-1e999]",
      "{} x",
      "[1 2]",
      "{\"a\":1 \"b\":2}",
  };
  for (const char* text : documents) {
    INFO(text);
    CHECK_FALSE(nlohmann_reads(text).has_value());
    CHECK_FALSE(read_document(text).has_value());
  }
}

TEST_CASE("json reader: nesting is bounded") {
  std::string deep(JsonReader::kMaxDepth, '[');
  deep += std::string(JsonReader::kMaxDepth, ']');
  CHECK(read_document(deep).has_value());
  std::string deeper(JsonReader::kMaxDepth + 1, '[');
  deeper += std::string(JsonReader::kMaxDepth + 1, ']');
  CHECK_FALSE(read_document(deeper).has_value());
  JsonReader skipping(deeper);
  CHECK_FALSE(skipping.skip());
  CHECK(skipping.failed());
}

TEST_CASE("json reader: skip passes over any value, and a failure is sticky") {
  JsonReader r(R"({"a":{"b":[1,{"c":"\u0041"}]},"d":"x"})");
  REQUIRE(r.begin_object());
  std::string_view key;
  REQUIRE(r.next_key(key));
  CHECK(key == "a");
  REQUIRE(r.skip());
  REQUIRE(r.next_key(key));
  CHECK(key == "d");
  JsonScalar v;
  REQUIRE(r.read_scalar(v));
  CHECK(v.text == "x");
  CHECK_FALSE(r.next_key(key));
  CHECK_FALSE(r.failed());
  CHECK(r.at_end());

  JsonReader bad("[1,,2]");
  REQUIRE(bad.begin_array());
  REQUIRE(bad.next_element());
  REQUIRE(bad.read_scalar(v));
  REQUIRE(bad.next_element());  // the comma: the missing element shows when read
  CHECK_FALSE(bad.read_scalar(v));
  CHECK(bad.failed());
  CHECK(bad.peek() == JsonReader::Kind::invalid);
  CHECK_FALSE(bad.next_element());
  CHECK_FALSE(bad.skip());
}

TEST_CASE("json reader: mutated documents are read or refused as nlohmann does") {
  // ASCII mutations of a list page (no 'e', so no huge exponents appear).
  const std::string base =
      R"({"next":2,"total":3,"workloads":[{"name":"a\"b","gpu":0.5,"n":[1,-2,30],)"
      R"("ok":true,"no":null,"sub":{"x":{"y":[]}}},{"name":"c","z":{}}]})";
  const std::string alphabet = "{}[],:\"\\au0123456789-. \ntrulfsn";
  std::mt19937 random(20261122);
  int agreed = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string text = base;
    const int edits = 1 + static_cast<int>(random() % 3);
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = random() % (text.size() + 1);
      const char c = alphabet[random() % alphabet.size()];
      switch (random() % 3) {
        case 0:
          text.insert(at, 1, c);
          break;
        case 1:
          if (at < text.size()) text.erase(at, 1);
          break;
        default:
          if (at < text.size()) text[at] = c;
      }
    }
    const auto ours = read_document(text);
    const auto theirs = nlohmann_reads(text);
    if (ours.has_value() != theirs.has_value() || (ours && *ours != *theirs)) {
      FAIL_CHECK("disagree on: " << text);
      break;
    }
    ++agreed;
  }
  CHECK(agreed == 20000);
}
