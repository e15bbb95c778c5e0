#include "daemon/kube/cluster_events.h"

#include <algorithm>
#include <cctype>

namespace gpuq::daemon::kube {
namespace {

std::string text_of(const nlohmann::json& object, const char* key) {
  auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

nlohmann::json trim_event(const nlohmann::json& event) {
  const auto metadata = event.value("metadata", nlohmann::json::object());
  const auto about = event.value("involvedObject", nlohmann::json::object());
  nlohmann::json out = {
      {"metadata",
       {{"name", text_of(metadata, "name")},
        {"namespace", text_of(metadata, "namespace")},
        {"uid", text_of(metadata, "uid")}}},
      {"involvedObject",
       {{"kind", text_of(about, "kind")},
        {"name", text_of(about, "name")},
        {"uid", text_of(about, "uid")}}},
      {"reason", text_of(event, "reason")},
      {"message", text_of(event, "message")},
  };
  // Repeats of one event raise its count (series on newer servers).
  int count = event.value("count", 1);
  if (event.contains("series") && event["series"].is_object()) {
    count = std::max(count, event["series"].value("count", 1));
  }
  out["count"] = count;
  return out;
}

std::string event_subject_uid(const nlohmann::json& trimmed) {
  return trimmed["involvedObject"].value("uid", "");
}

std::string event_line(const nlohmann::json& trimmed) {
  const auto& about = trimmed["involvedObject"];
  std::string kind = about.value("kind", "");
  for (char& c : kind) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string line = trimmed.value("reason", "Warning") + " on " + kind + " " +
                     about.value("name", "") + ": " + trimmed.value("message", "");
  // One line for people: a multi-line message is joined.
  for (char& c : line) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  const int count = trimmed.value("count", 1);
  if (count > 1) line += " (" + std::to_string(count) + " times)";
  return line;
}

}  // namespace gpuq::daemon::kube
