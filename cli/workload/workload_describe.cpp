#include "cli/workload/workload_describe.h"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "cli/app/app.h"
#include "cli/app/validators.h"
#include "cli/workload/workload_sources.h"
#include "cli/workload/workload_table.h"

namespace gpuq::cli {
namespace {

using json = nlohmann::json;

void field(std::ostream& out, const std::string& label, const std::string& value) {
  if (value.empty()) return;
  out << label << ":" << std::string(label.size() < 14 ? 14 - label.size() : 1, ' ')
      << cell_text(value) << "\n";
}

std::string text_of(const json& v) {
  if (v.is_null()) return {};
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_float()) return format_gpus(v.get<double>());
  return v.dump();
}

// "GPU 1 (portion), GPU memory 20Gi, CPU 2 (limit 4), memory 8Gi"
std::string resources_text(const json& r) {
  if (!r.is_object()) return {};
  std::vector<std::string> parts;
  auto pair = [&](const char* label, const char* key) {
    // Sizes for people: "19Gi", not "20615843020".
    const bool bytes = std::string_view(key) == "gpuMemory" || std::string_view(key) == "cpuMemory";
    auto shown = [&](const json& v) {
      const std::string text = text_of(v);
      return bytes && !text.empty() ? format_quantity_bytes(text) : text;
    };
    const json& v = r.value(key, json());
    if (!v.is_object()) {
      if (!v.is_null() && !(v.is_number() && v.get<double>() == 0)) {
        parts.push_back(std::string(label) + " " + shown(v));
      }
      return;
    }
    const std::string req = shown(v.value("request", json()));
    const std::string lim = shown(v.value("limit", json()));
    if (req.empty() && lim.empty()) return;
    std::string part = std::string(label) + " " + (req.empty() ? "-" : req);
    if (!lim.empty()) part += " (limit " + lim + ")";
    parts.push_back(part);
  };
  pair("GPU", "gpu");
  if (r.contains("migProfile") && r["migProfile"].is_string()) {
    parts.push_back("MIG " + r["migProfile"].get<std::string>());
  }
  pair("GPU memory", "gpuMemory");
  pair("CPU", "cpu");
  pair("memory", "cpuMemory");
  for (const json& e : r.value("extendedResources", json::array())) {
    parts.push_back(text_of(e.value("resource", json())) + " " +
                    text_of(e.value("quantity", json())));
  }
  if (r.value("largeShmRequest", false)) parts.push_back("large /dev/shm");
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out.empty() ? "none" : out;
}

std::string devices_text(const client::Pod& p) {
  std::string out;
  for (const client::PodDevice& d : p.devices) {
    if (!out.empty()) out += ", ";
    // A cluster does not say which of its node's devices a pod holds.
    out += d.index >= 0 ? "GPU " + std::to_string(d.index) : std::string("GPU");
    if (d.portion < 1) out += " x" + format_gpus(d.portion);
  }
  for (const std::string& m : p.mig) out += (out.empty() ? "MIG " : ", MIG ") + m;
  return out;
}

}  // namespace

client::ApiResult<client::WorkloadDetail> get_typed_workload(
    client::Client& client, const std::string& name, const std::string& project,
    std::optional<client::WorkloadType> only) {
  auto detail = client.get_workload(name, project);
  if (!detail || !only) return detail;
  auto type = client::parse_workload_type(detail->workload.type);
  if (type && *type != *only) {
    return std::unexpected(client::ApiError{
        client::ApiError::Kind::http,
        404,
        "no " + std::string(client::to_string(*only)) + " " + name + " (it is a " +
            std::string(client::to_string(*type)) + "; see gpuq workload describe " + name + ")",
        {},
        {}});
  }
  return detail;
}

void add_describe_flags(CLI::App* cmd, DescribeFlags& flags) {
  cmd->add_option("NAME", flags.name, "The workload (a name or an id)")
      ->required()
      ->check(workload_ref());
  add_output_flags(cmd, flags.output);
  cmd->add_option("--event-limit", flags.event_limit,
                  "The newest events shown in the table (default 50; -1: all the daemon keeps, "
                  "at most 1000)")
      ->check(at_least(-1, INT32_MAX));
}

void print_workload_detail(std::ostream& out, const client::WorkloadDetail& d,
                           int64_t event_limit) {
  const client::Workload& w = d.workload;
  const json all = parse_json(d.json);
  field(out, "Name", w.name);
  field(out, "Id", w.id);
  field(out, "Type", w.type);
  field(out, "Project", w.project_name);
  field(out, "Department", w.department_name.value_or(""));
  field(out, "Status", w.phase);
  if (w.phase != "Running" && w.phase != "Completed") field(out, "Why", w.phase_message);
  field(out, "Submitted by", w.submitted_by);
  field(out, "Created", w.created_at + " (" + format_age(w.created_at) + " ago)");
  if (w.completed_at) field(out, "Completed", *w.completed_at);
  // A minimum runtime protects it from preemption and reclaim until then.
  const std::string protected_until = text_of(all.value("guaranteedRuntimeEndsAt", json()));
  if (!protected_until.empty()) {
    field(out, "Guaranteed until", protected_until + " (minimum runtime)");
  }
  field(out, "Priority",
        w.priority_class + " (" + std::to_string(w.priority) + "), " +
            (w.preemptible ? "preemptible" : "non-preemptible"));
  std::string command = text_of(all.value("command", json()));
  const std::string args = text_of(all.value("arguments", json()));
  if (!args.empty()) command += " " + args;
  field(out, "Command", command);
  field(out, "Working dir", text_of(all.value("workingDir", json())));
  field(out, "Image", w.image);
  std::string pools;
  for (const std::string& p : all.value("requestedNodePools", std::vector<std::string>{})) {
    pools += (pools.empty() ? "" : ", ") + p;
  }
  field(out, "Node pools", pools);
  field(out, "Requested", resources_text(all.value("podsRequestedResources", json())) + " per pod");
  field(out, "Allocated", resources_text(all.value("allocatedResources", json())));
  field(out, "Pods",
        std::to_string(w.running_pods) + " running of " +
            std::to_string(std::max<int64_t>(w.requested_pods.number, 1)) + ", " +
            std::to_string(w.completed_pods) + " completed, " + std::to_string(w.failed_pods) +
            " failed (backoff limit " + text_of(all.value("backoffLimit", json())) + ")");

  // Published ports: what each pod port became on the host.
  std::string ports;
  for (const json& pod : all.value("pods", json::array())) {
    for (const json& b : pod.value("ports", json::array())) {
      const std::string url = text_of(b.value("url", json()));
      ports += std::string(ports.empty() ? "" : ", ") + text_of(b.value("container", json())) +
               " -> " + (url.empty() ? "host port " + text_of(b.value("host", json())) : url);
      if (d.pods.size() > 1) ports += " (" + text_of(pod.value("name", json())) + ")";
    }
  }
  if (ports.empty()) {
    for (const json& p : all.value("spec", json::object()).value("ports", json::array())) {
      ports += std::string(ports.empty() ? "" : ", ") + text_of(p.value("container", json())) +
               " (a host port is given when it starts)";
    }
  }
  field(out, "Ports", ports);

  print_workload_sources(out, all);

  out << "\nPods:\n";
  Table pods({"Pod", "Status", "Node", "Devices", "Pid", "Exit", "Attempts", "Started"});
  for (const client::Pod& p : d.pods) {
    pods.add_row({p.name, p.phase, p.node.value_or(""), devices_text(p),
                  p.pid > 0 ? std::to_string(p.pid) : "",
                  p.exit_code ? std::to_string(*p.exit_code) : "", std::to_string(p.attempts),
                  p.started_at ? format_age(*p.started_at) + " ago" : ""});
  }
  pods.print_indented(out);

  // What the running pods are doing (owner and administrators only).
  Table processes({"Pod", "Pid", "Memory", "GPU Memory", "Command"});
  for (const json& pod : all.value("pods", json::array())) {
    for (const json& p : pod.value("processes", json::array())) {
      const std::string rss = text_of(p.value("rss", json()));
      const std::string gpu = text_of(p.value("gpuMemory", json()));
      processes.add_row({text_of(pod.value("name", json())), text_of(p.value("pid", json())),
                         rss.empty() ? "-" : format_quantity_bytes(rss),
                         gpu.empty() ? "-" : format_quantity_bytes(gpu),
                         text_of(p.value("command", json()))});
    }
  }
  if (processes.rows() > 0) {
    out << "\nProcesses:\n";
    processes.print_indented(out);
  }

  const std::size_t total = d.events.size();
  const std::size_t shown =
      event_limit < 0 ? total : std::min(total, static_cast<std::size_t>(event_limit));
  if (shown < total) {
    out << "\nEvents (the newest " << shown << " of " << total
        << "; --event-limit -1 shows them all):\n";
  } else {
    out << "\nEvents:\n";
  }
  if (d.events.empty()) out << "  (none)\n";
  Table events({"Age", "Type", "Message"});
  for (std::size_t i = total - shown; i < total; ++i) {
    const client::Event& e = d.events[i];
    events.add_row({format_age(e.created_at), e.type, e.message});
  }
  if (shown > 0) events.print_indented(out);
}

int run_describe(const DescribeFlags& flags, const GlobalOptions& globals) {
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  auto detail = get_typed_workload(*client, flags.name, context->context.project, flags.only);
  if (!detail) return report(detail.error());
  if (flags.output.format != OutputFormat::table) {
    print_document(std::cout, parse_json(detail->json), flags.output.format);
  } else {
    print_workload_detail(std::cout, *detail, flags.event_limit);
  }
  std::cout << std::flush;
  return kExitSuccess;
}

}  // namespace gpuq::cli
