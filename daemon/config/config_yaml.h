// Typed reading of the daemon's YAML files (the config file and the mock
// inventory) where every value knows its key path and line, so that each
// error reads "FILE:LINE: path: message" (core::Error::where = "FILE:LINE: path").
//
// The daemon does not link the scenario loader (core/scenario), whose reader
// does the same for scenario files; this is the daemon's small equivalent.
// Nothing here throws: parse() catches yaml-cpp's exceptions, and the rest
// only asks parsed nodes for types, scalars and marks. Not thread-safe; one
// YamlFile per file being read.
#ifndef GPUQ_DAEMON_CONFIG_CONFIG_YAML_H_
#define GPUQ_DAEMON_CONFIG_CONFIG_YAML_H_

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// One node of a document, with where it is.
struct YamlField {
  YAML::Node node;
  std::string path;  // "pools[1].devices"; empty for the root
  std::string key;   // key of a map entry; empty for list items and the root
  int line = 1;      // 1-based: the key's line for map entries, else the value's
};

// The entries of a map, in file order, with unique keys.
class YamlFields {
 public:
  explicit YamlFields(std::vector<YamlField> entries) : entries_(std::move(entries)) {}
  const std::vector<YamlField>& entries() const { return entries_; }
  // The entry with this key, or nullptr.
  const YamlField* find(std::string_view key) const;

 private:
  std::vector<YamlField> entries_;
};

class YamlFile {
 public:
  // Parses `text`; a syntax error names the line yaml-cpp reports. `file` is
  // the name errors use. On success, root() is the document.
  static core::Result<YamlFile> parse(const std::string& text, std::string file);

  const std::string& file() const { return file_; }
  const YamlField& root() const { return root_; }

  // Error{invalid_argument, message, "FILE:LINE: path"} (": path" only when
  // the path is not empty).
  std::unexpected<core::Error> fail(const YamlField& at, std::string message) const;

  // A map whose keys are all in `allowed`. Fails on a non-map, a key that is
  // not a plain scalar, a repeated key and an unknown key (naming the allowed
  // keys and the closest one, "did you mean").
  core::Result<YamlFields> map(const YamlField& v, std::span<const std::string_view> allowed) const;
  // A map with any keys (MIG profiles, pool names); the same checks but the last.
  core::Result<YamlFields> any_map(const YamlField& v) const;
  // The items of a list; a null value is an empty list.
  core::Result<std::vector<YamlField>> list(const YamlField& v) const;

  // Scalar readers; each fails with "expected ..., got ..." at the value.
  core::Result<std::string> string(const YamlField& v) const;
  core::Result<int64_t> integer(const YamlField& v, int64_t min, int64_t max) const;
  core::Result<bool> boolean(const YamlField& v) const;
  core::Result<double> number(const YamlField& v, double min) const;
  // Kubernetes quantities (core/quantity.h): thousandths, or bytes.
  core::Result<int64_t> milli(const YamlField& v) const;
  core::Result<int64_t> bytes(const YamlField& v) const;
  // Seconds: a whole number, or "90s", "5m", "1h30m" (units h, m, s).
  core::Result<int64_t> seconds(const YamlField& v) const;
  // One of `words`; the error lists them and says the closest.
  core::Result<std::string> word(const YamlField& v, std::span<const std::string_view> words) const;
  // A list of strings; one string reads as a list of one.
  core::Result<std::vector<std::string>> strings(const YamlField& v) const;

 private:
  YamlFile(std::string file, YamlField root) : file_(std::move(file)), root_(std::move(root)) {}
  core::Result<YamlFields> read_map(const YamlField& v, std::span<const std::string_view> allowed,
                                    bool check_keys) const;

  std::string file_;
  YamlField root_;
};

// The whole of a text file. Error{io, "cannot read: <reason>", path}.
core::Result<std::string> read_text_file(const std::string& path);

// "a list", "a map", "nothing", or the scalar in quotes: what a message got.
std::string describe_yaml(const YAML::Node& node);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_CONFIG_CONFIG_YAML_H_
