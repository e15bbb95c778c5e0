// Typed reading of a parsed YAML document where every value knows its key
// path ("workloads[3].gpu") and line, so that each error names both.
//
// Used by the scenario loader only. Nothing here throws: yaml-cpp is only
// asked for node types, scalars and marks, which do not throw on a parsed
// document (the loader still catches YAML::Exception around all of it).
// Not thread-safe; one YamlSource per file being read.
#ifndef GPUQ_CORE_SCENARIO_YAML_READER_H_
#define GPUQ_CORE_SCENARIO_YAML_READER_H_

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::core::scenario {

// One node of the document, with where it is.
struct YamlValue {
  YAML::Node node;
  std::string path;  // "workloads[3].gpu"; empty for the root
  std::string key;   // the key of a map entry ("gpu"); empty for list items and the root
  int line = 1;      // 1-based line of the key (map entries) or of the value
};

// The entries of a YAML map whose keys have been checked against a list of
// allowed keys. Entries keep the file's order.
class YamlMap {
 public:
  YamlMap(YamlValue self, std::vector<YamlValue> entries)
      : self_(std::move(self)), entries_(std::move(entries)) {}

  const YamlValue& self() const { return self_; }
  const std::vector<YamlValue>& entries() const { return entries_; }
  // The entry with this key, or nullptr when the key is absent.
  const YamlValue* find(std::string_view key) const;

 private:
  YamlValue self_;
  std::vector<YamlValue> entries_;
};

// The file being read. It hands out YamlValues for the maps and lists it
// reads and remembers the line of every path it handed out, so that a
// problem found later (by core::validate) can still be put on a line.
class YamlSource {
 public:
  explicit YamlSource(std::string file) : file_(std::move(file)) {}

  const std::string& file() const { return file_; }

  // The document root (line 1 when the document has no mark).
  YamlValue root(const YAML::Node& node);

  // An Error (invalid_argument) at `at`: where = "FILE:LINE: path".
  std::unexpected<Error> fail(const YamlValue& at, std::string message) const;
  // The same at a path, using the line of the longest prefix of `path` that
  // was handed out (or line 1); `path` is reported as given.
  std::unexpected<Error> fail_at(std::string_view path, std::string message) const;

  // Whether this exact path was handed out.
  bool has(std::string_view path) const { return lines_.contains(path); }
  // The line of the longest handed-out prefix of `path` ("a.b[2].c", then
  // "a.b[2]", "a.b", "a"), or 1.
  int nearest_line(std::string_view path) const;

  // A map whose keys are all in `allowed`. Fails on a value that is not a
  // map, a key that is not a plain name, a repeated key, and an unknown key
  // (naming the allowed keys and the closest one within edit distance 2).
  Result<YamlMap> map(const YamlValue& value, std::span<const std::string_view> allowed);
  // A map with any keys (labels, MIG profiles); same checks but the last.
  Result<YamlMap> any_map(const YamlValue& value);
  // The items of a list; fails on anything else.
  Result<std::vector<YamlValue>> list(const YamlValue& value);

 private:
  Result<YamlMap> read_map(const YamlValue& value, std::span<const std::string_view> allowed,
                           bool check_keys);
  void remember(const YamlValue& value);

  std::string file_;
  std::map<std::string, int, std::less<>> lines_;
};

// "a list", "a map", "nothing", or the scalar's text in quotes: what a
// message says it got.
std::string describe(const YAML::Node& node);

// Scalar readers: each fails with "expected ..., got ..." at the value.
Result<std::string> read_string(const YamlSource& src, const YamlValue& v);
Result<int64_t> read_int(const YamlSource& src, const YamlValue& v, int64_t min, int64_t max);
Result<bool> read_bool(const YamlSource& src, const YamlValue& v);
// A finite decimal number of at least `min`.
Result<double> read_number(const YamlSource& src, const YamlValue& v, double min);
// A Kubernetes quantity (core/quantity.h): thousandths, or bytes.
Result<int64_t> read_milli(const YamlSource& src, const YamlValue& v);
Result<int64_t> read_bytes(const YamlSource& src, const YamlValue& v);
// A list of strings; a single string is read as a list of one.
Result<std::vector<std::string>> read_string_list(YamlSource& src, const YamlValue& v);
// One of `words`; the error lists them.
Result<std::string> read_word(const YamlSource& src, const YamlValue& v,
                              std::span<const std::string_view> words);

// Reads `key` of `map` with `read` into `out` when present; leaves `out`
// alone when absent.
template <class T, class Read>
Result<void> read_optional(const YamlMap& map, std::string_view key, T& out, Read&& read) {
  if (const YamlValue* v = map.find(key)) {
    auto r = std::invoke(read, *v);
    if (!r) return std::unexpected(r.error());
    out = std::move(*r);
  }
  return {};
}

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_YAML_READER_H_
