// The table writer of output.h: what a person reads at a glance.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "core/quantity.h"
#include "core/scenario/output.h"

namespace gpuq::core::scenario {
namespace {

using Row = std::vector<std::string>;

// Characters on screen: UTF-8 continuation bytes take no column.
std::size_t width_of(std::string_view text) {
  return static_cast<std::size_t>(std::ranges::count_if(
      text, [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string_view colour_of(std::string_view cell) {
  if (cell == "Running" || cell == "Allocated" || cell == "Pipelined") return "\033[32m";
  if (cell == "Pending") return "\033[33m";
  if (cell == "Evicted" || cell == "Moved" || cell == "Failed") return "\033[31m";
  if (cell == "Releasing") return "\033[35m";
  if (cell == "Completed") return "\033[2m";
  return {};
}

// Aligned columns separated by two spaces; the last column is not padded.
// `coloured` names the column whose cells get a status colour.
void write_rows(std::string& out, const std::vector<Row>& rows, int coloured, bool colour) {
  std::vector<std::size_t> widths;
  for (const Row& row : rows) {
    widths.resize(std::max(widths.size(), row.size()), 0);
    for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], width_of(row[c]));
  }
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::string line;
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const std::string& cell = rows[r][c];
      std::string padded = cell;
      if (c + 1 < rows[r].size()) padded.append(widths[c] - width_of(cell) + 2, ' ');
      std::string_view code =
          colour && r > 0 && static_cast<int>(c) == coloured ? colour_of(cell) : "";
      line += code.empty() ? padded
                           : fmt::format("{}{}\033[0m{}", code, cell, padded.substr(cell.size()));
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
}

std::string or_dash(std::string text) { return text.empty() ? "-" : text; }

bool holds(PodStatus s) {
  return s == PodStatus::running || s == PodStatus::allocated || s == PodStatus::pipelined ||
         s == PodStatus::moved;
}

std::string devices_cell(const PodDecision& pod) {
  std::vector<std::string> parts;
  for (const DeviceShare& d : pod.devices) {
    parts.push_back(d.portion == kMilli
                        ? std::to_string(d.index)
                        : fmt::format("{}:{}", d.index, format_decimal_milli(d.portion)));
  }
  for (const MigSlot& m : pod.mig) parts.push_back(fmt::format("mig {}#{}", m.profile, m.index));
  return fmt::format("{}", fmt::join(parts, ","));
}

// The reason, or for a workload a minimum runtime protects, until when.
std::string reason_cell(const WorkloadDecision& d) {
  if (!d.reason.empty() || !d.protected_until_s) return d.reason;
  return fmt::format("protected by a minimum runtime until t={}s", *d.protected_until_s);
}

Row workload_row(const WorkloadReport& w) {
  const auto& pods = w.decision.pods;
  std::vector<std::string> nodes, from, devices;
  auto add_unique = [](std::vector<std::string>& list, const std::string& item) {
    if (!item.empty() && std::ranges::find(list, item) == list.end()) list.push_back(item);
  };
  for (const PodDecision& p : pods) {
    add_unique(nodes, p.node);
    add_unique(from, p.from_node);
    if (std::string d = devices_cell(p); !d.empty()) devices.push_back(std::move(d));
  }
  std::string node = fmt::format("{}", fmt::join(nodes, ","));
  if (!from.empty()) node += fmt::format(" (from {})", fmt::join(from, ","));
  const auto holding =
      std::ranges::count_if(pods, [](const PodDecision& p) { return holds(p.status); });
  return {w.name,
          w.project,
          std::string(pod_status_name(w.decision.status)),
          fmt::format("{}/{}", holding, pods.size()),
          or_dash(node),
          or_dash(fmt::format("{}", fmt::join(devices, " / "))),
          or_dash(reason_cell(w.decision))};
}

std::string gpus(int64_t milli) {
  return milli == kUnlimited ? "unlimited" : format_decimal_milli(milli);
}

}  // namespace

std::string table_text(const Simulation& simulation, const TableStyle& style) {
  std::string out;
  for (std::size_t i = 0; i < simulation.results.size(); ++i) {
    const StepReport& r = simulation.results[i];
    if (i > 0) out += "\n";
    out += fmt::format("== {} \u00b7 step {} ==\n", simulation.name, r.step);
    std::vector<Row> rows = {
        {"WORKLOAD", "PROJECT", "STATUS", "PODS", "NODE", "DEVICES", "REASON"}};
    for (const WorkloadReport& w : r.workloads) rows.push_back(workload_row(w));
    if (r.workloads.empty()) {
      out += "(no workloads)\n";
    } else {
      write_rows(out, rows, 2, style.colour);
    }
    if (!r.queues.empty()) {
      std::vector<Row> queues = {
          {"PROJECT", "POOL", "DESERVED", "FAIR-SHARE", "ALLOCATED", "REQUESTED"}};
      for (const QueueReport& q : r.queues) {
        queues.push_back({q.project, q.pool, gpus(q.deserved.gpu()), gpus(q.fair_share.gpu()),
                          gpus(q.allocated.gpu()), gpus(q.requested.gpu())});
      }
      out += "\nGPUs by project\n";
      write_rows(out, queues, -1, style.colour);
    }
    for (const std::string& m : r.mismatches) out += "mismatch: " + m + "\n";
  }
  return out;
}

}  // namespace gpuq::core::scenario
