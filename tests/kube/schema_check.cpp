#include "schema_check.h"

#include <yaml-cpp/yaml.h>

#include <charconv>
#include <fstream>
#include <map>
#include <stdexcept>

namespace gpuq::test {
namespace {

using nlohmann::json;

const std::string kReference = GPUQ_K8S_REFERENCE;

json from_yaml(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: {
      json out = json::object();
      for (const auto& kv : node) out[kv.first.as<std::string>()] = from_yaml(kv.second);
      return out;
    }
    case YAML::NodeType::Sequence: {
      json out = json::array();
      for (const auto& item : node) out.push_back(from_yaml(item));
      return out;
    }
    case YAML::NodeType::Scalar: {
      const auto text = node.Scalar();
      if (node.Tag() == "!") return text;  // quoted
      if (text == "true" || text == "false") return text == "true";
      long long n = 0;
      if (auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
          ec == std::errc() && end == text.data() + text.size()) {
        return n;
      }
      double d = 0;
      if (auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
          ec == std::errc() && end == text.data() + text.size()) {
        return d;
      }
      return text;
    }
    default:
      return nullptr;
  }
}

json read_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  return json::parse(in);
}

// The OpenAPI document of a group/version, loaded once.
const json& openapi(const std::string& api_version) {
  static std::map<std::string, json> loaded;
  auto it = loaded.find(api_version);
  if (it != loaded.end()) return it->second;
  const std::string file = api_version.find('/') == std::string::npos
                               ? kReference + "/openapi-v3/1.35/api/" + api_version + ".json"
                               : kReference + "/openapi-v3/1.35/apis/" + api_version + ".json";
  return loaded.emplace(api_version, read_json(file)).first->second;
}

const json& core_components() { return openapi("v1")["components"]["schemas"]; }

struct Walker {
  const json& components;
  std::vector<std::string> problems;

  const json& resolve(const json& schema) const {
    if (schema.contains("$ref")) {
      const std::string ref = schema["$ref"];
      const std::string name = ref.substr(ref.rfind('/') + 1);
      if (components.contains(name)) return components[name];
      return core_components().at(name);  // ObjectMeta and friends
    }
    if (schema.contains("allOf") && schema["allOf"].size() == 1) return resolve(schema["allOf"][0]);
    return schema;
  }

  static bool type_fits(const std::string& type, const json& v) {
    if (type == "string") return v.is_string();
    if (type == "integer") return v.is_number_integer();
    if (type == "number") return v.is_number();
    if (type == "boolean") return v.is_boolean();
    if (type == "object") return v.is_object();
    if (type == "array") return v.is_array();
    return true;
  }

  void walk(const json& value, const json& raw_schema, const std::string& path) {
    const json& schema = resolve(raw_schema);
    if (schema.value("x-kubernetes-preserve-unknown-fields", false)) return;
    if (schema.value("x-kubernetes-int-or-string", false) ||
        schema.value("format", "") == "int-or-string") {
      if (!value.is_string() && !value.is_number_integer()) {
        problems.push_back(path + ": not an integer or a string");
      }
      return;
    }
    if (schema.contains("oneOf")) {
      bool any = false;
      for (const auto& option : schema["oneOf"]) {
        any = any || type_fits(option.value("type", ""), value);
      }
      if (!any) problems.push_back(path + ": fits none of its types");
      return;
    }
    if (schema.contains("type") && !type_fits(schema["type"], value)) {
      problems.push_back(path + ": " + value.dump() + " is not of type " +
                         schema["type"].get<std::string>());
      return;
    }
    if (schema.contains("enum")) {
      bool listed = false;
      for (const auto& e : schema["enum"]) listed = listed || e == value;
      if (!listed)
        problems.push_back(path + ": " + value.dump() + " is not one of " + schema["enum"].dump());
    }
    if (schema.contains("minimum") && value.is_number() &&
        value.get<double>() < schema["minimum"].get<double>()) {
      problems.push_back(path + ": " + value.dump() + " is below the minimum " +
                         schema["minimum"].dump());
    }
    if (value.is_array() && schema.contains("items")) {
      for (std::size_t i = 0; i < value.size(); ++i) {
        walk(value[i], schema["items"], path + "[" + std::to_string(i) + "]");
      }
    }
    if (!value.is_object()) return;
    if (schema.contains("required")) {
      for (const auto& r : schema["required"]) {
        if (!value.contains(r.get<std::string>())) {
          problems.push_back(path + "." + r.get<std::string>() + ": required, missing");
        }
      }
    }
    const bool has_properties = schema.contains("properties");
    for (const auto& [key, v] : value.items()) {
      const std::string at = path.empty() ? key : path + "." + key;
      if (has_properties && schema["properties"].contains(key)) {
        walk(v, schema["properties"][key], at);
      } else if (schema.contains("additionalProperties")) {
        const auto& extra = schema["additionalProperties"];
        if (extra.is_object()) walk(v, extra, at);
        if (extra.is_boolean() && !extra.get<bool>())
          problems.push_back(at + ": not in the schema");
      } else {
        problems.push_back(at + ": not in the schema (a server would drop it silently)");
      }
    }
  }
};

}  // namespace

std::vector<nlohmann::json> yaml_documents(const std::string& path) {
  std::vector<nlohmann::json> out;
  for (const auto& doc : YAML::LoadAllFromFile(path)) out.push_back(from_yaml(doc));
  return out;
}

std::vector<std::string> schema_problems(const nlohmann::json& object) {
  const std::string api_version = object.value("apiVersion", "");
  const std::string kind = object.value("kind", "");
  const std::string group = api_version.substr(0, api_version.find('/'));
  if (group == "scheduling.run.ai") {
    const std::string plural = kind == "Queue" ? "queues" : kind == "PodGroup" ? "podgroups" : "";
    const auto crd =
        from_yaml(YAML::LoadFile(kReference + "/kai-crds/scheduling.run.ai_" + plural + ".yaml"));
    const std::string version = api_version.substr(api_version.find('/') + 1);
    for (const auto& v : crd["spec"]["versions"]) {
      if (v["name"] != version) continue;
      json schema = v["schema"]["openAPIV3Schema"];
      // A CRD's schema says only `metadata: {type: object}`; the server
      // reads it as ObjectMeta.
      schema["properties"]["metadata"] = {
          {"$ref", "#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"}};
      Walker w{core_components(), {}};
      w.walk(object, schema, "");
      return w.problems;
    }
    return {kind + ": no version " + version + " in KAI's CRD"};
  }
  const json& doc = openapi(api_version);
  const json& components = doc["components"]["schemas"];
  for (const auto& [name, schema] : components.items()) {
    if (!schema.contains("x-kubernetes-group-version-kind")) continue;
    for (const auto& gvk : schema["x-kubernetes-group-version-kind"]) {
      const std::string g = gvk.value("group", "");
      const std::string gv =
          g.empty() ? gvk.value("version", "") : g + "/" + gvk.value("version", "");
      if (gv == api_version && gvk.value("kind", "") == kind) {
        Walker w{components, {}};
        w.walk(object, schema, "");
        return w.problems;
      }
    }
  }
  return {api_version + " " + kind + ": no schema in the 1.35 OpenAPI documents"};
}

std::vector<std::string> component_problems(const nlohmann::json& value,
                                            const std::string& component) {
  Walker w{core_components(), {}};
  w.walk(value, core_components().at(component), "");
  return w.problems;
}

}  // namespace gpuq::test
