#include "core/scenario/yaml_reader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <climits>
#include <cmath>
#include <set>

#include "core/closest.h"
#include "core/quantity.h"

namespace gpuq::core::scenario {
namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string join(std::span<const std::string_view> words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) out += (i ? ", " : "") + std::string(words[i]);
  return out;
}

int line_of(const YAML::Node& node, int fallback) {
  YAML::Mark mark = node.Mark();
  return mark.line >= 0 ? mark.line + 1 : fallback;
}

// The scalar's text, or nullopt for anything that is not a scalar.
std::optional<std::string> scalar(const YAML::Node& node) {
  if (!node.IsScalar()) return std::nullopt;
  return node.Scalar();
}

}  // namespace

const YamlValue* YamlMap::find(std::string_view key) const {
  for (const YamlValue& e : entries_) {
    if (e.key == key) return &e;
  }
  return nullptr;
}

YamlValue YamlSource::root(const YAML::Node& node) {
  YamlValue v{node, "", "", line_of(node, 1)};
  remember(v);
  return v;
}

std::unexpected<Error> YamlSource::fail(const YamlValue& at, std::string message) const {
  std::string where = file_ + ":" + std::to_string(at.line);
  if (!at.path.empty()) where += ": " + at.path;
  return std::unexpected(Error{Error::Code::invalid_argument, std::move(message), where});
}

std::unexpected<Error> YamlSource::fail_at(std::string_view path, std::string message) const {
  YamlValue at{YAML::Node(), std::string(path), "", nearest_line(path)};
  return fail(at, std::move(message));
}

int YamlSource::nearest_line(std::string_view path) const {
  while (true) {
    auto it = lines_.find(path);
    if (it != lines_.end()) return it->second;
    std::size_t cut = path.find_last_of(".[");
    if (cut == std::string_view::npos || cut == 0) break;
    path = path.substr(0, cut);
  }
  auto root = lines_.find(std::string_view());
  return root == lines_.end() ? 1 : root->second;
}

void YamlSource::remember(const YamlValue& value) { lines_.emplace(value.path, value.line); }

Result<YamlMap> YamlSource::map(const YamlValue& value, std::span<const std::string_view> allowed) {
  return read_map(value, allowed, true);
}

Result<YamlMap> YamlSource::any_map(const YamlValue& value) { return read_map(value, {}, false); }

Result<YamlMap> YamlSource::read_map(const YamlValue& value,
                                     std::span<const std::string_view> allowed, bool check_keys) {
  if (!value.node.IsMap()) {
    return fail(value, "expected a map of keys (key: value), got " + describe(value.node));
  }
  std::vector<YamlValue> entries;
  std::set<std::string> seen;
  for (auto it = value.node.begin(); it != value.node.end(); ++it) {
    // The iterator hands out a temporary pair: copy the nodes (they are handles).
    YAML::Node key = it->first;
    YAML::Node item = it->second;
    int line = line_of(key, value.line);
    std::optional<std::string> name = scalar(key);
    if (!name || name->empty()) {
      YamlValue at{key, value.path, "", line};
      return fail(at, "expected a key name, got " + describe(key));
    }
    std::string path = value.path.empty() ? *name : value.path + "." + *name;
    YamlValue entry{item, path, *name, line};
    if (!seen.insert(*name).second) return fail(entry, "key " + quoted(*name) + " appears twice");
    if (check_keys && std::ranges::find(allowed, *name) == allowed.end()) {
      std::string message = "unknown key " + quoted(*name);
      if (auto near = core::closest(*name, allowed))
        message += " (did you mean " + quoted(*near) + "?)";
      return fail(entry, message + "; allowed keys: " + join(allowed));
    }
    remember(entry);
    entries.push_back(std::move(entry));
  }
  return YamlMap(value, std::move(entries));
}

Result<std::vector<YamlValue>> YamlSource::list(const YamlValue& value) {
  if (!value.node.IsSequence()) {
    return fail(value, "expected a list, got " + describe(value.node));
  }
  std::vector<YamlValue> items;
  std::size_t i = 0;
  for (auto it = value.node.begin(); it != value.node.end(); ++it, ++i) {
    YamlValue item{*it, value.path + "[" + std::to_string(i) + "]", "", line_of(*it, value.line)};
    remember(item);
    items.push_back(std::move(item));
  }
  return items;
}

std::string describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a map";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Scalar: {
      std::string text = node.Scalar();
      if (text.size() > 60) text = text.substr(0, 57) + "...";
      return quoted(text);
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
      return "nothing";
  }
  return "nothing";
}

Result<std::string> read_string(const YamlSource& src, const YamlValue& v) {
  auto s = scalar(v.node);
  if (!s) return src.fail(v, "expected a string, got " + describe(v.node));
  return *s;
}

Result<int64_t> read_int(const YamlSource& src, const YamlValue& v, int64_t min, int64_t max) {
  auto s = scalar(v.node);
  std::string_view text = s ? std::string_view(*s) : std::string_view();
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  bool whole = s && !text.empty() && ec == std::errc() && end == text.data() + text.size();
  if (!whole || value < min || value > max) {
    bool any = (min == INT64_MIN || min == INT_MIN) && (max == INT64_MAX || max == INT_MAX);
    std::string range = any ? ""
                        : max == INT64_MAX
                            ? " of " + std::to_string(min) + " or more"
                            : " between " + std::to_string(min) + " and " + std::to_string(max);
    return src.fail(v, "expected a whole number" + range + ", got " + describe(v.node));
  }
  return value;
}

Result<bool> read_bool(const YamlSource& src, const YamlValue& v) {
  auto s = scalar(v.node);
  std::string text = s ? lower(*s) : std::string();
  if (text == "true" || text == "yes") return true;
  if (text == "false" || text == "no") return false;
  return src.fail(v, "expected true or false, got " + describe(v.node));
}

Result<double> read_number(const YamlSource& src, const YamlValue& v, double min) {
  auto s = scalar(v.node);
  std::string_view text = s ? std::string_view(*s) : std::string_view();
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  double value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  bool ok = s && !text.empty() && ec == std::errc() && end == text.data() + text.size() &&
            std::isfinite(value) && value >= min;
  if (!ok) {
    std::string bound = std::to_string(static_cast<int64_t>(min));
    return src.fail(v, "expected a number of " + bound + " or more, got " + describe(v.node));
  }
  return value;
}

Result<int64_t> read_milli(const YamlSource& src, const YamlValue& v) {
  auto s = scalar(v.node);
  if (!s)
    return src.fail(v,
                    "expected a quantity such as 500m, 1.5, 20G or 32Gi, got " + describe(v.node));
  auto r = parse_milli(*s);
  if (!r) return src.fail(v, r.error().message);
  return *r;
}

Result<int64_t> read_bytes(const YamlSource& src, const YamlValue& v) {
  auto s = scalar(v.node);
  if (!s)
    return src.fail(
        v, "expected a byte quantity such as 1024, 20G, 32Gi or 1.5Gi, got " + describe(v.node));
  auto r = parse_bytes(*s);
  if (!r) return src.fail(v, r.error().message);
  return *r;
}

Result<std::vector<std::string>> read_string_list(YamlSource& src, const YamlValue& v) {
  if (v.node.IsScalar()) return std::vector<std::string>{v.node.Scalar()};
  auto items = src.list(v);
  if (!items) return std::unexpected(items.error());
  std::vector<std::string> out;
  for (const YamlValue& item : *items) {
    auto s = read_string(src, item);
    if (!s) return std::unexpected(s.error());
    out.push_back(std::move(*s));
  }
  return out;
}

Result<std::string> read_word(const YamlSource& src, const YamlValue& v,
                              std::span<const std::string_view> words) {
  auto s = scalar(v.node);
  if (s && std::ranges::find(words, *s) != words.end()) return *s;
  std::string message = "expected one of " + join(words) + ", got " + describe(v.node);
  if (s) {
    if (auto near = core::closest(*s, words)) message += " (did you mean " + quoted(*near) + "?)";
  }
  return src.fail(v, message);
}

}  // namespace gpuq::core::scenario
