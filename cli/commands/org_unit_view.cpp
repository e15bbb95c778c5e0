#include "cli/commands/org_unit_view.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>

namespace gpuq::cli {
namespace {

using client::PoolQuota;
using client::Project;

struct GpuTotals {
  std::optional<double> quota, limit;
  double allocated = 0, fair_share = 0, requested = 0, fair_share_by_weight = 0;
  std::optional<double> weight;
};

// Sums of the pools; a -1 (unlimited) anywhere makes the sum unlimited.
GpuTotals totals(const Project& p) {
  GpuTotals t;
  auto add = [](std::optional<double>& sum, const std::optional<double>& v) {
    if (!v) return;
    if (sum == -1.0) return;
    sum = *v == -1 ? -1.0 : sum.value_or(0) + *v;
  };
  for (const PoolQuota& q : p.resources) {
    add(t.quota, q.gpu_deserved);
    add(t.limit, q.gpu_limit);
    if (q.gpu_over_quota_weight && !t.weight) t.weight = q.gpu_over_quota_weight;
    t.allocated += q.gpu_allocated;
    t.fair_share += q.gpu_fair_share;
    t.fair_share_by_weight += q.gpu_fair_share_by_weight;
    t.requested += q.gpu_requested;
  }
  return t;
}

std::string or_dash(const std::optional<std::string>& s) { return s && !s->empty() ? *s : "-"; }

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out.empty() ? "-" : out;
}

// "10m/1h": preempt and reclaim; "-" for what is inherited.
std::string min_runtimes(const Project& p) {
  if (!p.preempt_min_runtime && !p.reclaim_min_runtime) return "-";
  return or_dash(p.preempt_min_runtime) + "/" + or_dash(p.reclaim_min_runtime);
}

// 0.4213 -> "42.1%".
std::string percent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f%%", fraction * 100);
  return text;
}

std::string format_amount(const std::optional<double>& v, const char* unit) {
  if (!v) return "-";
  if (*v == -1) return "unlimited";
  return format_gpus(*v) + unit;
}

}  // namespace

std::string format_quota(const std::optional<double>& gpus) { return format_amount(gpus, ""); }

void print_org_units(std::ostream& out, const std::vector<Project>& units,
                     const OutputOptions& output, bool names_only, bool department,
                     const std::string& default_project) {
  if (names_only) {
    for (const Project& p : units) out << p.name << "\n";
    return;
  }
  if (output.format != OutputFormat::table) {
    nlohmann::json items = nlohmann::json::array();
    for (const Project& p : units) items.push_back(parse_json(p.json));
    print_document(out, items, output.format);
    return;
  }
  std::vector<std::string> header = {department ? "Department" : "Project"};
  if (!department) header.push_back("Department");
  for (const char* h : {"GPU Quota", "GPU Limit", "Allocated GPUs", "Fair Share", "Requested",
                        "Over Quota Weight", "Priority", "Min Runtime"}) {
    header.push_back(h);
  }
  // Past usage, while fairness over time is on.
  const bool usage = std::any_of(units.begin(), units.end(),
                                 [](const Project& p) { return p.gpu_usage.has_value(); });
  if (usage) header.push_back("GPU Usage");
  Table table(std::move(header));
  for (const Project& p : units) {
    const GpuTotals t = totals(p);
    std::vector<std::string> row = {p.name};
    if (!department && !default_project.empty() && p.name == default_project) {
      row[0] += " (default)";
    }
    if (!department) row.push_back(or_dash(p.parent_name));
    row.insert(row.end(), {format_quota(t.quota), format_quota(t.limit), format_gpus(t.allocated),
                           format_gpus(t.fair_share), format_gpus(t.requested),
                           t.weight ? format_gpus(*t.weight) : "-", std::to_string(p.priority),
                           min_runtimes(p)});
    if (usage) row.push_back(p.gpu_usage ? percent(*p.gpu_usage) : "-");
    table.add_row(std::move(row));
  }
  table.print(out, !output.no_headers);
}

void print_org_unit(std::ostream& out, const Project& p, OutputFormat format) {
  if (format != OutputFormat::table) {
    print_document(out, parse_json(p.json), format);
    return;
  }
  const GpuTotals t = totals(p);
  out << "Name:          " << p.name << "\n"
      << "Id:            " << p.id << "\n"
      << "Kind:          " << (p.department ? "department" : "project") << "\n";
  if (!p.department) out << "Department:    " << or_dash(p.parent_name) << "\n";
  out << "Description:   " << (p.description.empty() ? "-" : p.description) << "\n"
      << "Priority:      " << p.priority << "\n";
  if (!p.department) out << "Members:       " << join(p.members) << "\n";
  auto runtime = [](const std::optional<std::string>& v) {
    return v ? *v : std::string("inherited");
  };
  out << "Min runtime:   preempt " << runtime(p.preempt_min_runtime) << ", reclaim "
      << runtime(p.reclaim_min_runtime) << "\n";
  out << "Phase:         " << (p.phase.empty() ? "-" : p.phase) << "\n"
      << "GPUs:          quota " << format_quota(t.quota) << ", allocated "
      << format_gpus(t.allocated) << ", fair share " << format_gpus(t.fair_share) << ", requested "
      << format_gpus(t.requested) << "\n";
  if (p.gpu_usage) {
    // How past usage moved the fair share: against what weights alone give.
    out << "Past usage:    " << percent(*p.gpu_usage) << " of the GPUs over the window; fair share "
        << format_gpus(t.fair_share) << " GPUs, " << format_gpus(t.fair_share_by_weight)
        << " by over-quota weight alone";
    const double moved = t.fair_share - t.fair_share_by_weight;
    if (moved < -0.001) out << " (usage took " << format_gpus(-moved) << ")";
    if (moved > 0.001) out << " (usage gave " << format_gpus(moved) << ")";
    out << "\n";
  }
  out << "\n";
  Table table({"Node Pool", "GPU Quota", "GPU Limit", "Over Quota Weight", "CPU Quota", "CPU Limit",
               "Memory Quota", "Memory Limit", "Allocated GPUs", "Fair Share", "Requested"});
  for (const PoolQuota& q : p.resources) {
    table.add_row({q.node_pool, format_quota(q.gpu_deserved), format_quota(q.gpu_limit),
                   q.gpu_over_quota_weight ? format_gpus(*q.gpu_over_quota_weight) : "-",
                   format_amount(q.cpu_deserved, ""), format_amount(q.cpu_limit, ""),
                   format_amount(q.memory_deserved, "M"), format_amount(q.memory_limit, "M"),
                   format_gpus(q.gpu_allocated), format_gpus(q.gpu_fair_share),
                   format_gpus(q.gpu_requested)});
  }
  table.print(out);
}

}  // namespace gpuq::cli
