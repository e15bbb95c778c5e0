#include "core/scenario/output.h"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <string_view>

#include "core/resources.h"

namespace gpuq::core::scenario {
namespace {

using nlohmann::ordered_json;

ordered_json text_or_null(const std::string& text) {
  return text.empty() ? ordered_json(nullptr) : ordered_json(text);
}

// Thousandths as a number: 1000 -> 1.0, 500 -> 0.5.
ordered_json thousandths(int64_t milli) { return static_cast<double>(milli) / kMilli; }

ordered_json devices_json(const PodDecision& pod) {
  ordered_json devices = ordered_json::array();
  for (const DeviceShare& d : pod.devices) {
    devices.push_back(ordered_json{{"index", d.index}, {"portion", thousandths(d.portion)}});
  }
  for (const MigSlot& m : pod.mig) {
    devices.push_back(ordered_json{{"mig", m.profile}, {"index", m.index}});
  }
  return devices;
}

ordered_json workload_json(const WorkloadReport& w) {
  ordered_json pods = ordered_json::array();
  for (std::size_t i = 0; i < w.decision.pods.size(); ++i) {
    const PodDecision& p = w.decision.pods[i];
    pods.push_back(ordered_json{{"name", pod_name(w.name, i)},
                                {"status", pod_status_name(p.status)},
                                {"node", text_or_null(p.node)},
                                {"from_node", text_or_null(p.from_node)},
                                {"devices", devices_json(p)}});
  }
  ordered_json out{{"name", w.name},
                   {"project", w.project},
                   {"status", pod_status_name(w.decision.status)},
                   {"reason", text_or_null(w.decision.reason)}};
  if (w.decision.protected_until_s) {
    out["protected"] = true;
    out["protected_until_s"] = *w.decision.protected_until_s;
  }
  out["pods"] = std::move(pods);
  return out;
}

ordered_json amounts_json(const ResourceVector& v) {
  auto amount = [](int64_t value, bool milli) -> ordered_json {
    if (value == kUnlimited) return nullptr;
    return milli ? thousandths(value) : ordered_json(value);
  };
  return ordered_json{{"gpu", amount(v.gpu(), true)},
                      {"cpu", amount(v.cpu(), true)},
                      {"memory", amount(v.memory(), false)}};
}

// `projects` of a result: per project and department, its amounts summed
// over pools and its past usage (fractions of the cluster).
ordered_json projects_json(const StepReport& r) {
  ordered_json out = ordered_json::array();
  for (const auto& [name, usage] : r.usage) {
    ResourceVector deserved, fair_share, allocated;
    for (const QueueReport& q : r.queues) {
      if (q.project != name) continue;
      for (Resource res : kAllResources) {
        auto add = [&](ResourceVector& sum, const ResourceVector& v) {
          if (sum[res] == kUnlimited || v[res] == kUnlimited) {
            sum[res] = kUnlimited;
          } else {
            sum[res] += v[res];
          }
        };
        add(deserved, q.deserved);
        add(fair_share, q.fair_share);
        add(allocated, q.allocated);
      }
    }
    out.push_back(ordered_json{
        {"name", name},
        {"deserved", amounts_json(deserved)},
        {"fair_share", amounts_json(fair_share)},
        {"allocated", amounts_json(allocated)},
        {"usage", ordered_json{{"gpu", usage[0]}, {"cpu", usage[1]}, {"memory", usage[2]}}}});
  }
  return out;
}

ordered_json queue_json(const QueueReport& q) {
  return ordered_json{{"project", q.project},
                      {"pool", q.pool},
                      {"deserved", amounts_json(q.deserved)},
                      {"limit", amounts_json(q.limit)},
                      {"fair_share", amounts_json(q.fair_share)},
                      {"allocated", amounts_json(q.allocated)},
                      {"requested", amounts_json(q.requested)}};
}

// True when YAML would read `text`, written plain, as something other than
// this string (a number, a boolean, null) or could not write it plain at all.
bool needs_quotes(const std::string& text) {
  if (text.empty()) return true;
  std::string lower;
  for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  static constexpr std::array<std::string_view, 11> kWords = {
      "null", "~", "true", "false", "yes", "no", "on", "off", "y", "n", ".nan"};
  if (std::ranges::find(kWords, lower) != kWords.end()) return true;
  if (lower == ".inf" || lower == "-.inf" || lower == "+.inf") return true;
  char* end = nullptr;
  std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size();
}

void emit(YAML::Emitter& out, const ordered_json& value) {
  switch (value.type()) {
    case ordered_json::value_t::object:
      if (value.empty()) out << YAML::Flow;
      out << YAML::BeginMap;
      for (const auto& [key, item] : value.items()) {
        out << YAML::Key << key << YAML::Value;
        emit(out, item);
      }
      out << YAML::EndMap;
      break;
    case ordered_json::value_t::array:
      if (value.empty()) out << YAML::Flow;
      out << YAML::BeginSeq;
      for (const ordered_json& item : value) emit(out, item);
      out << YAML::EndSeq;
      break;
    case ordered_json::value_t::string: {
      const auto& text = value.get_ref<const std::string&>();
      if (needs_quotes(text)) out << YAML::DoubleQuoted;
      out << text;
      break;
    }
    case ordered_json::value_t::null:
      out << YAML::Null;
      break;
    default:
      out << value.dump();
      break;  // numbers and booleans, written as in JSON
  }
}

std::string scalar_text(const ordered_json& value) {
  return value.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

// An object of scalars, or an array of scalars and such objects: short enough
// to read on one line ({"index": 0, "portion": 1.0}).
bool is_flat(const ordered_json& value) {
  if (!value.is_structured()) return true;
  for (const auto& [key, item] : value.items()) {
    if (item.is_array() || (item.is_object() && value.is_object())) return false;
    if (item.is_object() && !is_flat(item)) return false;
  }
  return true;
}

void write_inline(std::string& out, const ordered_json& value) {
  if (!value.is_structured()) {
    out += scalar_text(value);
    return;
  }
  const bool object = value.is_object();
  out += object ? "{" : "[";
  bool first = true;
  for (const auto& [key, item] : value.items()) {
    if (!first) out += ", ";
    first = false;
    if (object) out += scalar_text(key) + ": ";
    write_inline(out, item);
  }
  out += object ? "}" : "]";
}

// Indented by two spaces per level, flat values on one line.
void write_json(std::string& out, const ordered_json& value, int depth) {
  if (is_flat(value) || value.empty()) {
    write_inline(out, value);
    return;
  }
  const bool object = value.is_object();
  const std::string indent(2 * (depth + 1), ' ');
  out += object ? "{\n" : "[\n";
  bool first = true;
  for (const auto& [key, item] : value.items()) {
    if (!first) out += ",\n";
    first = false;
    out += indent;
    if (object) out += scalar_text(key) + ": ";
    write_json(out, item, depth + 1);
  }
  out += "\n" + std::string(2 * depth, ' ') + (object ? "}" : "]");
}

}  // namespace

ordered_json to_json(const Simulation& simulation) {
  ordered_json results = ordered_json::array();
  for (const StepReport& r : simulation.results) {
    ordered_json workloads = ordered_json::array();
    for (const WorkloadReport& w : r.workloads) workloads.push_back(workload_json(w));
    ordered_json queues = ordered_json::array();
    for (const QueueReport& q : r.queues) queues.push_back(queue_json(q));
    results.push_back(ordered_json{{"step", r.step},
                                   {"time_s", r.time_s},
                                   {"workloads", std::move(workloads)},
                                   {"projects", projects_json(r)},
                                   {"queues", std::move(queues)}});
  }
  return ordered_json{{"name", simulation.name}, {"results", std::move(results)}};
}

std::string timeline_csv(const Simulation& simulation) {
  std::string out = "time_s,project,allocated_gpu,fair_share_gpu,usage_gpu\n";
  auto number = [](double v) { return fmt::format("{:.6g}", v); };
  for (const TimelineRow& row : simulation.timeline) {
    out += std::to_string(row.time_s) + "," + row.project + "," + number(row.allocated_gpu) + "," +
           number(row.fair_share_gpu) + "," + number(row.usage_gpu) + "\n";
  }
  return out;
}

std::string json_text(const ordered_json& value) {
  std::string out;
  write_json(out, value, 0);
  return out + "\n";
}

std::string yaml_text(const ordered_json& value) {
  YAML::Emitter out;
  out.SetNullFormat(YAML::LowerNull);
  emit(out, value);
  return std::string(out.c_str()) + "\n";
}

}  // namespace gpuq::core::scenario
