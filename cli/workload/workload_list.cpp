#include "cli/workload/workload_list.h"

#include <unistd.h>

#include <cctype>
#include <chrono>
#include <iostream>
#include <thread>

#include "cli/app/app.h"
#include "cli/app/validators.h"
#include "cli/workload/workload_table.h"

namespace gpuq::cli {
namespace {

constexpr const char* kPhases[] = {"Creating",    "Initializing", "Resuming", "Pending",
                                   "Deleting",    "Running",      "Updating", "Stopped",
                                   "Stopping",    "Degraded",     "Failed",   "Completed",
                                   "Terminating", "Unknown",      "Releasing"};

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

client::ApiResult<client::WorkloadListQuery> make_query(const ListFlags& flags,
                                                        const client::ResolvedContext& context) {
  client::WorkloadListQuery query;
  if (!flags.all_projects && !context.context.project.empty()) {
    query.project = context.context.project;
  }
  if (flags.status) {
    // Several phases, comma separated: the daemon takes == terms on one
    // field as alternatives.
    std::string rest = *flags.status;
    for (std::size_t start = 0; start <= rest.size();) {
      const std::size_t comma = std::min(rest.find(',', start), rest.size());
      const std::string one = rest.substr(start, comma - start);
      start = comma + 1;
      auto phase = phase_name(one);
      if (!phase) {
        std::string known;
        for (const char* p : kPhases) known += (known.empty() ? "" : ", ") + std::string(p);
        return client::usage_error("unknown status \"" + one + "\" (one of " + known + ")",
                                   "--status");
      }
      query.filters.push_back("phase==" + *phase);
    }
  }
  std::optional<client::WorkloadType> type = flags.only;
  if (flags.type) {
    type = client::parse_workload_type(*flags.type);
    if (!type) {
      return client::usage_error(
          "unknown type \"" + *flags.type + "\" (training, workspace or inference)", "--type");
    }
  }
  if (type) {
    std::string name(client::to_string(*type));
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    query.filters.push_back("type==" + name);
  }
  if (flags.limit < 0) return client::usage_error("must not be negative", "--limit");
  if (flags.offset < 0) return client::usage_error("must not be negative", "--offset");
  query.limit = flags.limit;
  query.offset = flags.offset;
  return query;
}

// An empty list leaves stdout as a script expects it (nothing, or [] for
// JSON) and tells a person on stderr; `total`, what the server counted,
// tells an --offset past the end from a list with nothing in it.
void say_empty(const client::WorkloadListQuery& query, int64_t total) {
  std::cerr << "No workloads" << (query.project ? " in project " + *query.project : "");
  if (total > 0 && query.offset > 0) {
    std::cerr << (query.filters.empty() ? "" : " match") << " past --offset " << query.offset
              << " (" << total << " in all).\n";
    return;
  }
  std::cerr << (query.filters.empty() ? "." : " match.") << "\n";
}

std::vector<std::string> columns_for(const ListFlags& flags) {
  if (!flags.columns.empty()) return known_workload_columns(flags.columns);
  return flags.all_projects ? kAllProjectsWorkloadColumns : kDefaultWorkloadColumns;
}

// One listing; returns the exit code. Each page is read as it comes
// (for_each_workload): --json and --yaml print each whole item then, tables
// and names ask only for the fields they show.
int list_once(client::Client& client, client::WorkloadListQuery query, const ListFlags& flags,
              const GlobalOptions& globals) {
  if (flags.output.format != OutputFormat::table && !globals.quiet) {
    ListPrinter printer(std::cout, flags.output.format);
    auto total = client.for_each_workload(query, [&](client::Workload&& w) {
      printer.add(parse_json(w.json));
      return true;
    });
    if (!total) return report(total.error());
    printer.finish();
    std::cout << std::flush;
    if (printer.empty()) say_empty(query, *total);
    return kExitSuccess;
  }
  if (globals.quiet) {
    query.fields = {"name"};
    std::string out;
    auto total = client.for_each_workload(query, [&](client::Workload&& w) {
      out += w.name;
      out += '\n';
      return true;
    });
    if (!total) return report(total.error());
    std::cout << out << std::flush;
    if (out.empty()) say_empty(query, *total);
    return kExitSuccess;
  }
  const std::vector<std::string> names = columns_for(flags);
  std::vector<const WorkloadColumn*> columns;
  for (const std::string& name : names) columns.push_back(find_workload_column(name));
  query.fields = workload_fields(names);
  Table table(names);
  auto total = client.for_each_workload(query, [&](client::Workload&& w) {
    std::vector<std::string> row;
    row.reserve(columns.size());
    for (const WorkloadColumn* c : columns) row.push_back(c->cell(w));
    table.add_row(std::move(row));
    return true;
  });
  if (!total) return report(total.error());
  table.print(std::cout, !flags.output.no_headers);
  std::cout << std::flush;
  if (table.rows() == 0) say_empty(query, *total);
  return kExitSuccess;
}

}  // namespace

std::optional<std::string> phase_name(const std::string& text) {
  // A suspended workload's phase is Stopped, as Run:ai's is; "Suspended" is
  // what the user did to it.
  if (lower(text) == "suspended") return std::string("Stopped");
  for (const char* p : kPhases) {
    if (lower(p) == lower(text)) return std::string(p);
  }
  return std::nullopt;
}

void add_list_flags(CLI::App* c, ListFlags& f, bool with_type) {
  c->add_flag("-A,--all,--all-projects", f.all_projects, "Workloads of every project");
  c->add_option("--status", f.status,
                "Only workloads in these phases, comma separated (Pending,Running)");
  if (with_type) {
    c->add_option("--type", f.type, "Only this type: training, workspace or inference");
  }
  c->add_option("--columns", f.columns,
                "Columns to show, comma separated (Workload,Status,Node,...)")
      ->delimiter(',');
  add_output_flags(c, f.output);
  c->add_flag("--no-headers", f.output.no_headers, "Leave out the header row");
  c->add_option("--limit,--max-items", f.limit, "At most this many workloads (default: all)");
  c->add_option("--offset", f.offset, "Skip this many workloads first");
  c->add_flag("-w,--watch", f.watch, "List again every 2 seconds until interrupted");
  c->add_option("--watch-interval", f.watch_interval)->group("")->check(above_zero());
}

int run_list(const ListFlags& flags, const GlobalOptions& globals) {
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto query = make_query(flags, *context);
  if (!query) return report(query.error());
  if (!flags.columns.empty()) {
    // Checked by name as workload_table.h finds them ("name" is Workload).
    std::vector<std::string> named;
    for (const std::string& c : flags.columns) {
      const WorkloadColumn* column = find_workload_column(c);
      named.push_back(column != nullptr ? column->name : c);
    }
    Table all(kAllWorkloadColumns);
    if (auto ok = all.select_columns(named); !ok) return report(ok.error());
  }
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  // A project that does not exist is an error, as on submit, not an empty list.
  if (query->project) {
    if (auto project = client->get_project(*query->project); !project) {
      return report(project.error());
    }
  }
  if (!flags.watch) return list_once(*client, *query, flags, globals);
  const bool terminal = isatty(STDOUT_FILENO) != 0;
  for (;;) {
    if (terminal) std::cout << "\033[H\033[2J";
    if (int code = list_once(*client, *query, flags, globals); code != kExitSuccess) return code;
    if (!terminal) std::cout << "\n";
    std::cout << std::flush;
    std::this_thread::sleep_for(std::chrono::duration<double>(flags.watch_interval));
  }
}

}  // namespace gpuq::cli
