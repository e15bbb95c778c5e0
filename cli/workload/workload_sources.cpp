#include "cli/workload/workload_sources.h"

#include <sstream>
#include <string>

#include "cli/app/output.h"

namespace gpuq::cli {
namespace {

using json = nlohmann::json;

std::string json_text(const json& v) {
  if (v.is_null()) return "";
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

void print_run_spec(std::ostream& out, const json& run) {
  std::ostringstream body;
  auto line = [&](const std::string& label, const std::string& value) {
    if (!value.empty()) body << "  " << label << ": " << value << "\n";
  };
  const json& asset = run.value("computeResource", json());
  if (asset.is_object()) line("Compute resource", json_text(asset.value("name", json())));
  line("Profile", json_text(run.value("profile", json())));
  std::string secrets;
  for (const json& s : run.value("secrets", json::array())) {
    secrets += (secrets.empty() ? "" : ", ") + json_text(s);
  }
  line("Secrets", secrets);
  for (const json& v : run.value("volumes", json::array())) {
    std::string text = json_text(v.value("name", json()));
    if (const std::string at = json_text(v.value("mountPath", json())); !at.empty()) {
      text += " at " + at;
    }
    if (const std::string size = json_text(v.value("size", json())); !size.empty()) {
      text += " (" + size + ")";
    }
    if (v.value("readOnly", false)) text += ", read-only";
    line("Volume", text);
  }
  for (const json& h : run.value("hostPaths", json::array())) {
    std::string text = json_text(h.value("path", json()));
    if (const std::string at = json_text(h.value("mountPath", json())); !at.empty() && at != text) {
      text += " at " + at;
    }
    text += h.value("readOnly", true) ? " (read-only)" : " (read-write)";
    line("Host path", text);
  }
  line("Scratch disk", json_text(run.value("scratchDisk", json())));
  line("fsGroup", json_text(run.value("fsGroup", json())));
  if (const json& after = run.value("autoDeletionTimeAfterCompletionSeconds", json());
      after.is_number_integer()) {
    line("Deleted", std::to_string(after.get<int64_t>()) + "s after it ends");
  }
  for (const json& n : run.value("noEffect", json::array())) {
    line("No effect here", json_text(n.value("message", json())));
  }
  if (!body.str().empty()) out << "\nRun spec:\n" << body.str();
}

}  // namespace

void print_workload_sources(std::ostream& out, const json& detail) {
  if (!detail.is_object()) return;
  const json& resolved = detail.value("resolvedCompute", json());
  if (resolved.is_object() && !resolved.empty()) {
    out << "\nResources and where they came from:\n";
    Table table({"Field", "Value", "Source", "Overridden"});
    for (const auto& [name, entry] : resolved.items()) {
      std::string overridden;
      for (const json& o : entry.value("overridden", json::array())) {
        overridden += (overridden.empty() ? "" : ", ") + json_text(o.value("value", json())) +
                      " (" + json_text(o.value("source", json())) + ")";
      }
      table.add_row({name, json_text(entry.value("value", json())),
                     json_text(entry.value("source", json())), overridden});
    }
    table.print_indented(out);
  }
  const json& run = detail.value("runSpec", json());
  if (run.is_object()) print_run_spec(out, run);
}

}  // namespace gpuq::cli
