#include "cli/workload/workload_file.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <vector>

#include "cli/app/bounded_read.h"

namespace gpuq::cli {
namespace {

using json = nlohmann::json;

std::string at_line(const std::string& path, int line) { return path + ":" + std::to_string(line); }

// A plain (unquoted) scalar as YAML 1.2's core schema reads it.
json plain_scalar(const std::string& text) {
  if (text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL") {
    return nullptr;
  }
  if (text == "true" || text == "True" || text == "TRUE") return true;
  if (text == "false" || text == "False" || text == "FALSE") return false;
  int64_t i = 0;
  const char* end = text.data() + text.size();
  const char* begin = text.data() + (text[0] == '+' ? 1 : 0);
  if (auto [p, ec] = std::from_chars(begin, end, i); ec == std::errc() && p == end) return i;
  double d = 0;
  if (auto [p, ec] = std::from_chars(begin, end, d); ec == std::errc() && p == end) return d;
  return text;
}

// YAML that cannot become JSON: an alias inside what it names (a cycle), or
// aliases that expand past kMaxValues values (a "billion laughs").
struct Unconvertible {
  std::string message;
  int line = 0;  // 1-based
};

// Far more than any workload spec holds; far less than memory.
constexpr std::size_t kMaxValues = 100'000;

class JsonFromYaml {
 public:
  explicit JsonFromYaml(std::map<std::string, int>& lines) : lines_(lines) {}

  // The node as JSON, recording the line of every key under `path`. Throws
  // Unconvertible (and yaml-cpp's exceptions).
  json convert(const YAML::Node& node, const std::string& path) {
    if (++values_ > kMaxValues) {
      throw Unconvertible{
          "more than " + std::to_string(kMaxValues) + " values once its aliases are expanded",
          node.Mark().line + 1};
    }
    for (const YAML::Node& above : open_) {
      if (above.is(node)) {
        throw Unconvertible{"an alias refers to a node that contains it", node.Mark().line + 1};
      }
    }
    switch (node.Type()) {
      case YAML::NodeType::Map: {
        open_.push_back(node);
        json out = json::object();
        for (const auto& entry : node) {
          const std::string key = entry.first.as<std::string>();
          const std::string child = path.empty() ? key : path + "." + key;
          lines_[child] = entry.first.Mark().line + 1;
          out[key] = convert(entry.second, child);
        }
        open_.pop_back();
        return out;
      }
      case YAML::NodeType::Sequence: {
        open_.push_back(node);
        json out = json::array();
        for (std::size_t i = 0; i < node.size(); ++i) {
          const std::string child = path + "[" + std::to_string(i) + "]";
          lines_[child] = node[i].Mark().line + 1;
          out.push_back(convert(node[i], child));
        }
        open_.pop_back();
        return out;
      }
      case YAML::NodeType::Scalar:
        // A quoted scalar ("2", '1') is a string whatever it looks like.
        if (node.Tag() == "!") return node.Scalar();
        return plain_scalar(node.Scalar());
      default:
        return nullptr;
    }
  }

 private:
  std::map<std::string, int>& lines_;
  std::vector<YAML::Node> open_;  // the maps and lists being converted, outermost first
  std::size_t values_ = 0;
};

client::ApiResult<std::optional<std::string>> text_key(const json& body, const char* key,
                                                       const WorkloadFile& file) {
  auto it = body.find(key);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (it->is_string()) return it->get<std::string>();
  if (it->is_number_integer()) return std::to_string(it->get<int64_t>());
  return client::usage_error(std::string(key) + ": expected a string", file.where(key));
}

}  // namespace

std::string WorkloadFile::where(const std::string& field) const {
  std::string key = field;
  while (!key.empty()) {
    if (auto it = lines.find(key); it != lines.end()) return at_line(path, it->second);
    const std::size_t cut = key.find_last_of(".[");
    if (cut == std::string::npos) break;
    key.resize(cut);
  }
  return {};
}

client::ApiResult<WorkloadFile> load_workload_file(const std::string& path) {
  WorkloadFile file;
  file.path = path;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return client::usage_error("the workload file " + path + " is a directory", path);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return client::usage_error("cannot read the workload file " + path, path);
  const BoundedText text = read_bounded(in);
  if (text.status == BoundedText::Status::too_large) {
    return client::usage_error("the workload file " + path + " is larger than " +
                                   upload_limit_text() + ", the most a request may carry",
                               path);
  }
  if (text.status != BoundedText::Status::ok) {
    return client::usage_error("cannot read the workload file " + path, path);
  }
  YAML::Node root;
  try {
    root = YAML::Load(text.text);
  } catch (const YAML::Exception& e) {
    return client::usage_error(e.msg + " (the file must be YAML or JSON)",
                               at_line(path, e.mark.line + 1));
  }
  if (!root.IsMap()) {
    return client::usage_error("expected a mapping (a workload body or its spec)",
                               at_line(path, std::max(1, root.Mark().line + 1)));
  }
  json body;
  try {
    body = JsonFromYaml(file.lines).convert(root, "");
  } catch (const YAML::Exception& e) {
    return client::usage_error(e.msg, at_line(path, e.mark.line + 1));
  } catch (const Unconvertible& e) {
    return client::usage_error(e.message, at_line(path, e.line));
  }
  if (!body.contains("spec")) {
    // The spec itself: its keys' lines are "spec.KEY" for the daemon's fields.
    std::map<std::string, int> spec_lines;
    for (const auto& [key, line] : file.lines) spec_lines["spec." + key] = line;
    file.lines = std::move(spec_lines);
    file.spec = std::move(body);
    return file;
  }
  for (const auto& [key, value] : body.items()) {
    static const char* const kKnown[] = {"name",    "projectId", "useGivenNameAsPrefix",
                                         "spec",    "clusterId", "computeResource",
                                         "profile", "templateId"};
    bool known = false;
    for (const char* k : kKnown) known = known || key == k;
    if (!known) {
      return client::usage_error("unknown key " + key +
                                     " (a workload body has name, projectId, "
                                     "useGivenNameAsPrefix, computeResource, profile, spec)",
                                 file.where(key));
    }
  }
  if (!body["spec"].is_object()) {
    return client::usage_error("spec: expected a mapping", file.where("spec"));
  }
  file.spec = body["spec"];
  auto name = text_key(body, "name", file);
  if (!name) return std::unexpected(name.error());
  file.name = *name;
  auto project = text_key(body, "projectId", file);
  if (!project) return std::unexpected(project.error());
  file.project = *project;
  auto compute = text_key(body, "computeResource", file);
  if (!compute) return std::unexpected(compute.error());
  file.compute_resource = *compute;
  auto profile = text_key(body, "profile", file);
  if (!profile) return std::unexpected(profile.error());
  file.profile = *profile;
  if (auto it = body.find("useGivenNameAsPrefix"); it != body.end() && !it->is_null()) {
    if (!it->is_boolean()) {
      return client::usage_error("useGivenNameAsPrefix: expected true or false",
                                 file.where("useGivenNameAsPrefix"));
    }
    file.name_as_prefix = it->get<bool>();
  }
  return file;
}

}  // namespace gpuq::cli
