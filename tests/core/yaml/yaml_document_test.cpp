// The YAML reader: paths and lines on every value and every error, the
// scalar readers' bounds and messages, and files that cannot be read.
#include "core/yaml/yaml_document.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace gpuq::core {
namespace {

YamlDocument parsed(const std::string& text) {
  auto doc = YamlDocument::parse(text, "f.yaml");
  REQUIRE(doc.has_value());
  return std::move(*doc);
}

constexpr std::array<std::string_view, 3> kKeys = {"name", "gpus", "pools"};

}  // namespace

TEST_CASE("yaml: map entries carry their key path and the line of their key") {
  YamlDocument doc = parsed("name: a\n\npools:\n  - x\n  - {gpus: 2}\n");
  auto top = doc.map(doc.root(), kKeys);
  REQUIRE(top.has_value());
  REQUIRE(top->entries().size() == 2);
  CHECK(top->entries()[0].path == "name");
  CHECK(top->entries()[0].line == 1);
  const YamlValue* pools = top->find("pools");
  REQUIRE(pools != nullptr);
  CHECK(pools->line == 3);
  CHECK(top->find("gpus") == nullptr);
  auto items = doc.list(*pools);
  REQUIRE(items.has_value());
  REQUIRE(items->size() == 2);
  CHECK((*items)[1].path == "pools[1]");
  CHECK((*items)[1].line == 5);
  auto inner = doc.map((*items)[1], kKeys);
  REQUIRE(inner.has_value());
  CHECK(inner->find("gpus")->path == "pools[1].gpus");
}

TEST_CASE("yaml: map and list refuse the wrong shape, repeated and unknown keys") {
  YamlDocument doc = parsed("name: a\ngpu: 2\n");
  auto top = doc.map(doc.root(), kKeys);
  REQUIRE_FALSE(top.has_value());
  CHECK(top.error().where == "f.yaml:2: gpu");
  CHECK(top.error().message ==
        "unknown key \"gpu\" (did you mean \"gpus\"?); allowed keys: name, gpus, pools");

  doc = parsed("name: a\nname: b\n");
  top = doc.map(doc.root(), kKeys);
  REQUIRE_FALSE(top.has_value());
  CHECK(top.error().where == "f.yaml:2: name");
  CHECK(top.error().message == "key \"name\" appears twice");

  doc = parsed("- a\n");
  CHECK(doc.map(doc.root(), kKeys).error().message ==
        "expected a map of keys (key: value), got a list");
  doc = parsed("pools: 3\n");
  auto any = doc.any_map(doc.root());
  REQUIRE(any.has_value());
  auto bad = doc.list(any->entries()[0]);
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().to_string() == "f.yaml:1: pools: expected a list, got \"3\"");

  doc = parsed("[a]: 1\n");
  CHECK(doc.any_map(doc.root()).error().message == "expected a key name, got a list");
}

TEST_CASE("yaml: nothing reads as an empty map or list") {
  YamlDocument doc = parsed("pools:\n");
  auto top = doc.map(doc.root(), kKeys);
  REQUIRE(top.has_value());
  auto items = doc.list(*top->find("pools"));
  REQUIRE(items.has_value());
  CHECK(items->empty());
  doc = parsed("");
  CHECK(doc.root().node.IsNull());
  CHECK(doc.map(doc.root(), kKeys)->entries().empty());
}

TEST_CASE("yaml: syntax errors name their line, a bare @group gets a hint") {
  auto doc = YamlDocument::parse("a: 1\nb: [\n", "f.yaml");
  REQUIRE_FALSE(doc.has_value());
  CHECK(doc.error().where.starts_with("f.yaml:"));
  CHECK(doc.error().message.starts_with("not valid YAML: "));
  doc = YamlDocument::parse("members: [@ml]\n", "f.yaml");
  REQUIRE_FALSE(doc.has_value());
  CHECK(doc.error().where == "f.yaml:1");
  CHECK(doc.error().message.ends_with("(write a group in quotes: \"@name\")"));
}

TEST_CASE("yaml: fail_at puts a path never handed out on the line of its nearest parent") {
  YamlDocument doc = parsed("x: 1\npools:\n  - {name: a}\n  - name: b\n    gpus: 2\n");
  auto top = doc.any_map(doc.root());
  auto items = doc.list(*top->find("pools"));
  REQUIRE(items.has_value());
  REQUIRE(doc.any_map((*items)[1]).has_value());
  CHECK(doc.has("pools[1].gpus"));
  CHECK_FALSE(doc.has("pools[1].limit"));
  CHECK(doc.nearest_line("pools[1].gpus") == 5);
  CHECK(doc.nearest_line("pools[1].limit.cpu") == 4);
  CHECK(doc.nearest_line("nowhere") == 1);
  CHECK(doc.fail_at("pools[1].limit", "too big").error().to_string() ==
        "f.yaml:4: pools[1].limit: too big");
}

TEST_CASE("yaml: scalar readers check type and bounds, and say what they got") {
  YamlDocument doc = parsed(
      "n: 7\nbig: 99\nneg: -1\nplus: +3\nflag: Yes\nf: 0.5\nq: 500m\nb: 2Gi\nd: 1h30m\n"
      "d2: 90\nbad_d: 5m1h\nw: spred\nl: [a, b]\none: a\nlist_of_maps: [{}]\n");
  auto top = doc.any_map(doc.root());
  REQUIRE(top.has_value());
  auto at = [&](std::string_view key) { return *top->find(key); };
  CHECK(doc.integer(at("n"), 0, 10) == 7);
  CHECK(doc.integer(at("plus"), 0, 10) == 3);
  CHECK(doc.integer(at("big"), 0, 10).error().message ==
        "expected a whole number between 0 and 10, got \"99\"");
  CHECK(doc.integer(at("neg"), 0, INT64_MAX).error().message ==
        "expected a whole number of 0 or more, got \"-1\"");
  CHECK(doc.integer(at("f"), INT64_MIN, INT64_MAX).error().message ==
        "expected a whole number, got \"0.5\"");
  CHECK(doc.boolean(at("flag")) == true);
  CHECK(doc.boolean(at("n")).error().message == "expected true or false, got \"7\"");
  CHECK(doc.number(at("f"), 0) == 0.5);
  CHECK(doc.number(at("neg"), 0).error().message == "expected a number of 0 or more, got \"-1\"");
  CHECK(doc.milli(at("q")) == 500);
  CHECK(doc.milli(at("l")).error().message ==
        "expected a quantity such as 500m, 1.5, 20G or 32Gi, got a list");
  CHECK(doc.bytes(at("b")) == int64_t{2} << 30);
  CHECK(doc.seconds(at("d")) == 5400);
  CHECK(doc.seconds(at("d2")) == 90);
  CHECK(doc.seconds(at("bad_d")).error().message ==
        "expected a duration such as 30, 30s, 5m or 1h30m, got \"5m1h\"");
  constexpr std::array<std::string_view, 2> words = {"spread", "binpack"};
  CHECK(doc.word(at("w"), words).error().message ==
        "expected one of spread, binpack, got \"spred\" (did you mean \"spread\"?)");
  CHECK(doc.strings(at("l")) == std::vector<std::string>{"a", "b"});
  CHECK(doc.strings(at("one")) == std::vector<std::string>{"a"});
  auto nested = doc.strings(at("list_of_maps"));
  REQUIRE_FALSE(nested.has_value());
  CHECK(nested.error().to_string() == "f.yaml:15: list_of_maps[0]: expected a string, got a map");
}

TEST_CASE("yaml: load reads a file, and says why it cannot") {
  std::string dir =
      std::filesystem::temp_directory_path() / ("gpuq-yaml-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/ok.yaml") << "name: a\n";
  auto doc = YamlDocument::load(dir + "/ok.yaml");
  REQUIRE(doc.has_value());
  CHECK(doc->file() == dir + "/ok.yaml");
  auto missing = YamlDocument::load(dir + "/missing.yaml");
  REQUIRE_FALSE(missing.has_value());
  CHECK(missing.error().code == Error::Code::io);
  CHECK(missing.error().to_string() ==
        dir + "/missing.yaml: cannot read: No such file or directory");
  auto directory = YamlDocument::load(dir);
  REQUIRE_FALSE(directory.has_value());
  CHECK(directory.error().message == "cannot read: it is a directory");
  std::filesystem::remove_all(dir);
}

}  // namespace gpuq::core
