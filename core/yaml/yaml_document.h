// Typed reading of a YAML file where every value knows its key path
// ("workloads[3].gpu") and line, so that each error reads
// "FILE:LINE: path: message" (Error::where = "FILE:LINE: path").
//
// The one YAML reader of the project: scenario files (core/scenario), the
// daemon's config file and its mock inventory (daemon/config, daemon/gpu).
// Nothing here throws: parse() catches yaml-cpp's exceptions, and the rest
// only asks parsed nodes for types, scalars and marks, which do not throw.
// Not thread-safe; one YamlDocument per file being read.
#ifndef GPUQ_CORE_YAML_YAML_DOCUMENT_H_
#define GPUQ_CORE_YAML_YAML_DOCUMENT_H_

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::core {

// One node of the document, with where it is.
struct YamlValue {
  YAML::Node node;
  std::string path;  // "workloads[3].gpu"; empty for the root
  std::string key;   // the key of a map entry ("gpu"); empty for list items and the root
  int line = 1;      // 1-based: the key's line for map entries, else the value's
};

// The entries of a map, in file order, with unique keys.
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

class YamlDocument {
 public:
  // Parses `text`; a syntax error, Error{invalid_argument, "not valid YAML:
  // ...", "FILE:LINE"}, names the line yaml-cpp reports. `file` is the name
  // errors use.
  static Result<YamlDocument> parse(const std::string& text, std::string file);
  // Reads the file at `path` and parses it. Error{io, "cannot read: <reason>",
  // path} when it cannot be read.
  static Result<YamlDocument> load(const std::string& path);

  const std::string& file() const { return file_; }
  // The document; its node is null for an empty file.
  const YamlValue& root() const { return root_; }

  // Error{invalid_argument, message, "FILE:LINE: path"} (": path" only when
  // the path is not empty).
  std::unexpected<Error> fail(const YamlValue& at, std::string message) const;
  // The same at a path, on the line of the longest prefix of `path` that was
  // handed out (or the root's); `path` is reported as given. For problems
  // found after reading (core::validate names fields by path).
  std::unexpected<Error> fail_at(std::string_view path, std::string message) const;
  // Whether this exact path was handed out by map(), any_map() or list().
  bool has(std::string_view path) const { return lines_.contains(path); }
  // The line of the longest handed-out prefix of `path` ("a.b[2].c", then
  // "a.b[2]", "a.b", "a"), or the root's.
  int nearest_line(std::string_view path) const;

  // A map whose keys are all in `allowed`; a null value is an empty map.
  // Fails on anything else, a key that is not a plain name, a repeated key
  // and an unknown key (naming the allowed keys and the closest, "did you
  // mean"). Remembers the line of each entry for fail_at().
  Result<YamlMap> map(const YamlValue& v, std::span<const std::string_view> allowed);
  // A map with any keys (labels, MIG profiles, pool names); the same checks
  // but the last.
  Result<YamlMap> any_map(const YamlValue& v);
  // The items of a list; a null value is an empty list.
  Result<std::vector<YamlValue>> list(const YamlValue& v);

  // Scalar readers; each fails with "expected ..., got ..." at the value.
  Result<std::string> string(const YamlValue& v) const;
  Result<int64_t> integer(const YamlValue& v, int64_t min, int64_t max) const;
  Result<bool> boolean(const YamlValue& v) const;
  // A finite decimal number of at least `min`.
  Result<double> number(const YamlValue& v, double min) const;
  // Kubernetes quantities (core/quantity.h): thousandths, or bytes.
  Result<int64_t> milli(const YamlValue& v) const;
  Result<int64_t> bytes(const YamlValue& v) const;
  // Seconds: a whole number, or "90s", "5m", "1h30m", "5d8h40m" (core/duration.h).
  Result<int64_t> seconds(const YamlValue& v) const;
  // One of `words`; the error lists them and says the closest.
  Result<std::string> word(const YamlValue& v, std::span<const std::string_view> words) const;
  // A list of strings; one string reads as a list of one.
  Result<std::vector<std::string>> strings(const YamlValue& v);

 private:
  YamlDocument(std::string file, YamlValue root);
  Result<YamlMap> read_map(const YamlValue& v, std::span<const std::string_view> allowed,
                           bool check_keys);
  void remember(const YamlValue& v) { lines_.emplace(v.path, v.line); }

  std::string file_;
  YamlValue root_;
  std::map<std::string, int, std::less<>> lines_;
};

// "a list", "a map", "nothing", or the scalar's text in quotes: what a
// message says it got.
std::string describe_yaml(const YAML::Node& node);

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

}  // namespace gpuq::core

#endif  // GPUQ_CORE_YAML_YAML_DOCUMENT_H_
