#include "daemon/api/json_read.h"

#include <cmath>

#include "core/duration.h"
#include "core/quantity.h"

namespace gpuq::daemon::api {
namespace {

constexpr int kMaxDepth = 64;  // deeper documents are refused (dump() recurses)

bool deeper_than(const json& v, int depth) {
  if (depth < 0) return true;
  if (!v.is_structured()) return false;
  for (const json& child : v) {
    if (deeper_than(child, depth - 1)) return true;
  }
  return false;
}

core::Error at(const std::string& path, std::string message) {
  return core::Error{core::Error::Code::invalid_argument, std::move(message), path};
}

// Reads a member that must satisfy `ok`, else a type error naming `what`.
template <class Check>
core::Result<const json*> typed(const json& object, std::string_view key, std::string_view parent,
                                std::string_view what, Check ok) {
  const json* v = member(object, key);
  if (v == nullptr) return nullptr;
  if (!ok(*v)) return std::unexpected(type_error(field_path(parent, key), what, *v));
  return v;
}

// Follows a parse to say where in the document it failed: "spec.compute.gpu",
// "items[2]" (a SAX handler of nlohmann/json's).
class PathTracker {
 public:
  bool null() { return value(); }
  bool boolean(bool) { return value(); }
  bool number_integer(json::number_integer_t) { return value(); }
  bool number_unsigned(json::number_unsigned_t) { return value(); }
  bool number_float(json::number_float_t, const std::string&) { return value(); }
  bool string(std::string&) { return value(); }
  bool binary(json::binary_t&) { return value(); }
  bool start_object(std::size_t) {
    frames_.push_back({false, 0, {}});
    return true;
  }
  bool key(std::string& k) {
    frames_.back().key = k;
    return true;
  }
  bool end_object() {
    frames_.pop_back();
    return value();
  }
  bool start_array(std::size_t) {
    frames_.push_back({true, 0, {}});
    return true;
  }
  bool end_array() {
    frames_.pop_back();
    return value();
  }
  bool parse_error(std::size_t, const std::string&, const json::exception&) {
    for (const Frame& f : frames_) {
      path_ = f.array ? index_path(path_, f.index) : field_path(path_, f.key);
    }
    return false;
  }
  const std::string& path() const { return path_; }

 private:
  struct Frame {
    bool array = false;
    std::size_t index = 0;
    std::string key;
  };
  bool value() {
    if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
    return true;
  }
  std::vector<Frame> frames_;
  std::string path_;
};

}  // namespace

core::Result<json> parse_json_body(const std::string& body, bool required) {
  if (body.find_first_not_of(" \t\r\n") == std::string::npos) {
    if (required) return core::fail("a JSON body is required", "body");
    return json::object();
  }
  json value;
  try {
    value = json::parse(body);
  } catch (const json::parse_error& e) {
    // nlohmann's text: "[json.exception.parse_error.101] parse error at line
    // 3, column 29: syntax error while parsing object key - unexpected '}';
    // expected string literal". Kept: where, and what was found and wanted.
    std::string what = e.what();
    std::string where = "byte " + std::to_string(e.byte);
    if (auto at = what.find(" at line "); at != std::string::npos) {
      const auto colon = what.find(':', at);
      if (colon != std::string::npos) {
        where = what.substr(at + 4, colon - at - 4) + " (byte " + std::to_string(e.byte) + ")";
        what = what.substr(colon + 1);
      }
    }
    if (auto dash = what.find(" - "); dash != std::string::npos) what = what.substr(dash + 3);
    while (!what.empty() && what.front() == ' ') what.erase(0, 1);
    return core::fail("malformed JSON at " + where + ": " + what, "body");
  } catch (const json::out_of_range& e) {
    // A number beyond what a double holds (1e400): name the field.
    PathTracker tracker;
    json::sax_parse(body, &tracker, json::input_format_t::json, /*strict=*/true);
    return core::fail("number out of range", tracker.path().empty() ? "body" : tracker.path());
  } catch (const json::exception& e) {
    return core::fail(std::string("malformed JSON: ") + e.what(), "body");
  }
  if (deeper_than(value, kMaxDepth)) {
    return core::fail("JSON nested deeper than " + std::to_string(kMaxDepth) + " levels", "body");
  }
  return value;
}

std::string to_text(const json& value, int indent) {
  return value.dump(indent, ' ', false, json::error_handler_t::replace);
}

std::string field_path(std::string_view parent, std::string_view key) {
  if (parent.empty()) return std::string(key);
  return std::string(parent) + "." + std::string(key);
}

std::string index_path(std::string_view parent, std::size_t index) {
  return std::string(parent) + "[" + std::to_string(index) + "]";
}

std::unexpected<core::Error> fail_at(const std::string& path, std::string message) {
  return std::unexpected(
      core::Error{core::Error::Code::invalid_argument, std::move(message), path});
}

core::Error type_error(const std::string& path, std::string_view what, const json& got) {
  std::string text = to_text(got);
  if (text.size() > 60) text = text.substr(0, 57) + "...";
  return at(path, "expected " + std::string(what) + ", got " + text);
}

const json* member(const json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

core::Result<void> check_keys(const json& object, const std::string& path,
                              std::initializer_list<std::string_view> allowed) {
  for (const auto& [key, value] : object.items()) {
    bool known = false;
    for (std::string_view a : allowed) known = known || a == key;
    if (known) continue;
    std::string names;
    for (std::string_view a : allowed) names += (names.empty() ? "" : ", ") + std::string(a);
    return std::unexpected(at(field_path(path, key), "unknown field (known: " + names + ")"));
  }
  return {};
}

core::Result<std::optional<std::string>> read_string(const json& object, std::string_view key,
                                                     std::string_view parent) {
  auto v = typed(object, key, parent, "a string", [](const json& j) { return j.is_string(); });
  if (!v) return std::unexpected(v.error());
  if (*v == nullptr) return std::nullopt;
  return (*v)->get<std::string>();
}

core::Result<std::optional<bool>> read_bool(const json& object, std::string_view key,
                                            std::string_view parent) {
  auto v =
      typed(object, key, parent, "true or false", [](const json& j) { return j.is_boolean(); });
  if (!v) return std::unexpected(v.error());
  if (*v == nullptr) return std::nullopt;
  return (*v)->get<bool>();
}

core::Result<std::optional<int64_t>> read_int(const json& object, std::string_view key,
                                              std::string_view parent, int64_t min, int64_t max) {
  auto v = typed(object, key, parent, "a number", [](const json& j) { return j.is_number(); });
  if (!v) return std::unexpected(v.error());
  if (*v == nullptr) return std::nullopt;
  if ((*v)->is_number_float()) {
    double d = (*v)->get<double>();
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) >= 9.0e18) {
      return std::unexpected(type_error(field_path(parent, key), "a whole number", **v));
    }
  }
  const json& j = **v;
  int64_t n = 0;
  if (j.is_number_unsigned()) {
    uint64_t u = j.get<uint64_t>();
    n = u > static_cast<uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<int64_t>(u);
  } else if (j.is_number_integer()) {
    n = j.get<int64_t>();
  } else {
    n = static_cast<int64_t>(j.get<double>());
  }
  if (n < min || n > max) {
    std::string range =
        max == INT64_MAX ? "must be " + std::to_string(min) + " or more"
                         : "must be between " + std::to_string(min) + " and " + std::to_string(max);
    return std::unexpected(at(field_path(parent, key), range + ", got " + to_text(j)));
  }
  return n;
}

core::Result<std::optional<double>> read_number(const json& object, std::string_view key,
                                                std::string_view parent, double min) {
  auto v = typed(object, key, parent, "a number",
                 [](const json& j) { return j.is_number() && std::isfinite(j.get<double>()); });
  if (!v) return std::unexpected(v.error());
  if (*v == nullptr) return std::nullopt;
  double d = (*v)->get<double>();
  if (d < min) {
    std::string bound =
        min == std::floor(min) ? std::to_string(static_cast<int64_t>(min)) : to_text(json(min));
    return std::unexpected(
        at(field_path(parent, key), "must be " + bound + " or more, got " + to_text(**v)));
  }
  return d;
}

core::Result<const json*> read_object(const json& object, std::string_view key,
                                      std::string_view parent) {
  return typed(object, key, parent, "an object", [](const json& j) { return j.is_object(); });
}

core::Result<const json*> read_array(const json& object, std::string_view key,
                                     std::string_view parent) {
  return typed(object, key, parent, "an array", [](const json& j) { return j.is_array(); });
}

core::Result<std::optional<int64_t>> read_bytes(const json& object, std::string_view key,
                                                std::string_view parent) {
  const json* v = member(object, key);
  if (v == nullptr) return std::nullopt;
  if (v->is_number()) return read_int(object, key, parent, 0);
  if (!v->is_string()) {
    return std::unexpected(type_error(field_path(parent, key), "a quantity such as \"20G\"", *v));
  }
  auto bytes = core::parse_bytes(v->get<std::string>());
  if (!bytes) return std::unexpected(at(field_path(parent, key), bytes.error().message));
  return *bytes;
}

core::Result<std::optional<int64_t>> read_duration(const json& object, std::string_view key,
                                                   std::string_view parent) {
  const json* v = member(object, key);
  if (v == nullptr) return std::nullopt;
  if (v->is_number()) return read_int(object, key, parent, 0, core::kMaxDurationSeconds);
  const std::string path = field_path(parent, key);
  if (!v->is_string()) return std::unexpected(type_error(path, "a duration such as \"10m\"", *v));
  const std::string text = v->get<std::string>();
  auto seconds = core::parse_duration(text);
  if (!seconds) return std::unexpected(at(path, core::duration_error(text)));
  return *seconds;
}

core::Result<std::optional<int64_t>> read_milli(const json& object, std::string_view key,
                                                std::string_view parent) {
  const json* v = member(object, key);
  if (v == nullptr) return std::nullopt;
  const std::string path = field_path(parent, key);
  if (v->is_string()) {
    auto milli = core::parse_milli(v->get<std::string>());
    if (!milli) return std::unexpected(at(path, milli.error().message));
    return *milli;
  }
  auto d = read_number(object, key, parent, 0);
  if (!d) return std::unexpected(d.error());
  double scaled = **d * 1000.0;
  if (scaled > 9.0e18) return std::unexpected(at(path, "is too large, got " + to_text(*v)));
  double rounded = std::round(scaled);
  if (std::fabs(scaled - rounded) > 1e-6) {
    return std::unexpected(at(path, "has more than 3 decimals, got " + to_text(*v)));
  }
  return static_cast<int64_t>(rounded);
}

core::Result<std::optional<std::string>> read_id(const json& object, std::string_view key,
                                                 std::string_view parent) {
  const json* v = member(object, key);
  if (v == nullptr) return std::nullopt;
  if (v->is_string()) return v->get<std::string>();
  if (v->is_number_integer()) return std::to_string(v->get<int64_t>());
  return std::unexpected(type_error(field_path(parent, key), "a name or an id", *v));
}

}  // namespace gpuq::daemon::api
