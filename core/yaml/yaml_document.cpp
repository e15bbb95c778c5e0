#include "core/yaml/yaml_document.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

#include "core/closest.h"
#include "core/duration.h"
#include "core/quantity.h"

namespace gpuq::core {
namespace {

std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

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

// A whole number in `text` (an optional leading '+'), or nullopt.
std::optional<int64_t> whole_number(std::string_view text) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

const YamlValue* YamlMap::find(std::string_view key) const {
  for (const YamlValue& e : entries_) {
    if (e.key == key) return &e;
  }
  return nullptr;
}

YamlDocument::YamlDocument(std::string file, YamlValue root)
    : file_(std::move(file)), root_(std::move(root)) {
  remember(root_);
}

Result<YamlDocument> YamlDocument::parse(const std::string& text, std::string file) {
  try {
    YAML::Node node = YAML::Load(text);
    YamlValue root{node, "", "", line_of(node, 1)};
    return YamlDocument(std::move(file), std::move(root));
  } catch (const YAML::Exception& e) {
    int line = e.mark.line >= 0 ? e.mark.line + 1 : 1;
    std::string message = "not valid YAML: " + e.msg;
    // The usual cause of "unknown token": a group written @name without quotes.
    std::istringstream lines(text);
    std::string at;
    for (int i = 0; i < line && std::getline(lines, at); ++i) {
    }
    if (at.find('@') != std::string::npos) message += " (write a group in quotes: \"@name\")";
    return core::fail(std::move(message), file + ":" + std::to_string(line));
  }
}

Result<YamlDocument> YamlDocument::load(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return core::fail("cannot read: it is a directory", path, Error::Code::io);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return core::fail("cannot read: " + std::string(std::strerror(errno)), path, Error::Code::io);
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return core::fail("cannot read: I/O error", path, Error::Code::io);
  return parse(text.str(), path);
}

std::unexpected<Error> YamlDocument::fail(const YamlValue& at, std::string message) const {
  std::string where = file_ + ":" + std::to_string(at.line);
  if (!at.path.empty()) where += ": " + at.path;
  return core::fail(std::move(message), std::move(where));
}

std::unexpected<Error> YamlDocument::fail_at(std::string_view path, std::string message) const {
  return fail(YamlValue{YAML::Node(), std::string(path), "", nearest_line(path)},
              std::move(message));
}

int YamlDocument::nearest_line(std::string_view path) const {
  while (true) {
    auto it = lines_.find(path);
    if (it != lines_.end()) return it->second;
    std::size_t cut = path.find_last_of(".[");
    if (cut == std::string_view::npos || cut == 0) break;
    path = path.substr(0, cut);
  }
  return root_.line;
}

Result<YamlMap> YamlDocument::map(const YamlValue& v, std::span<const std::string_view> allowed) {
  return read_map(v, allowed, true);
}

Result<YamlMap> YamlDocument::any_map(const YamlValue& v) { return read_map(v, {}, false); }

Result<YamlMap> YamlDocument::read_map(const YamlValue& v,
                                       std::span<const std::string_view> allowed, bool check_keys) {
  if (v.node.IsNull()) return YamlMap(v, {});
  if (!v.node.IsMap()) {
    return fail(v, "expected a map of keys (key: value), got " + describe_yaml(v.node));
  }
  std::vector<YamlValue> entries;
  std::set<std::string, std::less<>> seen;
  for (auto it = v.node.begin(); it != v.node.end(); ++it) {
    // The iterator hands out a temporary pair: copy the nodes (they are handles).
    YAML::Node key = it->first;
    YAML::Node item = it->second;
    int line = line_of(key, v.line);
    std::optional<std::string> name = scalar(key);
    if (!name || name->empty()) {
      return fail(YamlValue{key, v.path, "", line},
                  "expected a key name, got " + describe_yaml(key));
    }
    std::string path = v.path.empty() ? *name : v.path + "." + *name;
    YamlValue entry{item, path, *name, line};
    if (!seen.insert(*name).second)
      return fail(entry, "key " + in_quotes(*name) + " appears twice");
    if (check_keys && std::ranges::find(allowed, *name) == allowed.end()) {
      std::string message = "unknown key " + in_quotes(*name);
      if (auto near = closest(*name, allowed))
        message += " (did you mean " + in_quotes(*near) + "?)";
      return fail(entry, message + "; allowed keys: " + join(allowed));
    }
    remember(entry);
    entries.push_back(std::move(entry));
  }
  return YamlMap(v, std::move(entries));
}

Result<std::vector<YamlValue>> YamlDocument::list(const YamlValue& v) {
  std::vector<YamlValue> items;
  if (v.node.IsNull()) return items;
  if (!v.node.IsSequence()) return fail(v, "expected a list, got " + describe_yaml(v.node));
  std::size_t i = 0;
  for (auto it = v.node.begin(); it != v.node.end(); ++it, ++i) {
    YamlValue item{*it, v.path + "[" + std::to_string(i) + "]", "", line_of(*it, v.line)};
    remember(item);
    items.push_back(std::move(item));
  }
  return items;
}

Result<std::string> YamlDocument::string(const YamlValue& v) const {
  auto s = scalar(v.node);
  if (!s) return fail(v, "expected a string, got " + describe_yaml(v.node));
  return *s;
}

Result<int64_t> YamlDocument::integer(const YamlValue& v, int64_t min, int64_t max) const {
  auto s = scalar(v.node);
  auto value = s ? whole_number(*s) : std::nullopt;
  if (!value || *value < min || *value > max) {
    bool any = (min == INT64_MIN || min == INT_MIN) && (max == INT64_MAX || max == INT_MAX);
    std::string range = any ? ""
                        : max == INT64_MAX
                            ? " of " + std::to_string(min) + " or more"
                            : " between " + std::to_string(min) + " and " + std::to_string(max);
    return fail(v, "expected a whole number" + range + ", got " + describe_yaml(v.node));
  }
  return *value;
}

Result<bool> YamlDocument::boolean(const YamlValue& v) const {
  auto s = scalar(v.node);
  std::string text = s ? lower(*s) : std::string();
  if (text == "true" || text == "yes") return true;
  if (text == "false" || text == "no") return false;
  return fail(v, "expected true or false, got " + describe_yaml(v.node));
}

Result<double> YamlDocument::number(const YamlValue& v, double min) const {
  auto s = scalar(v.node);
  std::string_view text = s ? std::string_view(*s) : std::string_view();
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  double value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  bool ok = s && !text.empty() && ec == std::errc() && end == text.data() + text.size() &&
            std::isfinite(value) && value >= min;
  if (!ok) {
    std::string bound = std::to_string(static_cast<int64_t>(min));
    return fail(v, "expected a number of " + bound + " or more, got " + describe_yaml(v.node));
  }
  return value;
}

Result<int64_t> YamlDocument::milli(const YamlValue& v) const {
  auto s = scalar(v.node);
  if (!s) {
    return fail(v,
                "expected a quantity such as 500m, 1.5, 20G or 32Gi, got " + describe_yaml(v.node));
  }
  auto r = parse_milli(*s);
  if (!r) return fail(v, r.error().message);
  return *r;
}

Result<int64_t> YamlDocument::bytes(const YamlValue& v) const {
  auto s = scalar(v.node);
  if (!s) {
    return fail(v, "expected a byte quantity such as 1024, 20G, 32Gi or 1.5Gi, got " +
                       describe_yaml(v.node));
  }
  auto r = parse_bytes(*s);
  if (!r) return fail(v, r.error().message);
  return *r;
}

Result<int64_t> YamlDocument::seconds(const YamlValue& v) const {
  auto s = scalar(v.node);
  auto bad = [&] {
    return fail(v,
                "expected a duration such as 30, 30s, 5m or 1h30m, got " + describe_yaml(v.node));
  };
  if (!s || s->empty()) return bad();
  if (auto plain = whole_number(*s)) {
    return *plain >= 0 && *plain <= kMaxDurationSeconds ? Result<int64_t>(*plain) : bad();
  }
  // <digits><unit>..., units largest first (w, d, h, m, s): core/duration.h.
  auto total = parse_duration(*s);
  if (!total) return bad();
  return *total;
}

Result<std::string> YamlDocument::word(const YamlValue& v,
                                       std::span<const std::string_view> words) const {
  auto s = scalar(v.node);
  if (s && std::ranges::find(words, *s) != words.end()) return *s;
  std::string message = "expected one of " + join(words) + ", got " + describe_yaml(v.node);
  if (s) {
    if (auto near = closest(*s, words)) message += " (did you mean " + in_quotes(*near) + "?)";
  }
  return fail(v, message);
}

Result<std::vector<std::string>> YamlDocument::strings(const YamlValue& v) {
  if (v.node.IsScalar()) return std::vector<std::string>{v.node.Scalar()};
  auto items = list(v);
  if (!items) return std::unexpected(items.error());
  std::vector<std::string> out;
  for (const YamlValue& item : *items) {
    auto s = string(item);
    if (!s) return std::unexpected(s.error());
    out.push_back(std::move(*s));
  }
  return out;
}

std::string describe_yaml(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a map";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Scalar: {
      std::string text = node.Scalar();
      if (text.size() > 60) text = text.substr(0, 57) + "...";
      return in_quotes(text);
    }
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
      return "nothing";
  }
  return "nothing";
}

}  // namespace gpuq::core
