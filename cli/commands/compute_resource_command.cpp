#include "cli/commands/compute_resource_command.h"

#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app/output.h"
#include "cli/app/validators.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::ComputeResource;
using client::ComputeResourceRequest;
using nlohmann::json;

constexpr const char* kCreateExamples = R"(Examples:
  gpuq compute-resource create one-gpu --gpu-devices 1
  gpuq compute-resource create half-gpu --gpu-devices 1 --gpu-memory-request 50% --cpu-core-request 2
  gpuq compute-resource create big --gpu-devices 2 --cpu-memory-request 64G --large-shm
  gpuq compute-resource create team-one -p team-a --gpu-devices 1 --description "team a's default"
  gpuq compute-resource create one-gpu-4cpu --from one-gpu --cpu-core-request 4
  then: gpuq training submit a1 -p team-a --compute one-gpu -- python train.py)";

struct CreateFlags {
  std::string name;
  std::optional<std::string> scope, department, description, from;
  std::optional<int64_t> gpu_devices;
  std::optional<std::string> gpu_memory_request, gpu_memory_limit, mig_profile;
  std::optional<std::string> cpu_core_request, cpu_core_limit;
  std::optional<std::string> cpu_memory_request, cpu_memory_limit;
  bool large_shm = false;
  std::vector<std::string> extended;
};

// "0.5" or "500m" -> cores.
ApiResult<double> cores(const std::string& text, const std::string& flag) {
  try {
    std::size_t used = 0;
    const bool milli = !text.empty() && text.back() == 'm';
    const std::string number = milli ? text.substr(0, text.size() - 1) : text;
    double v = std::stod(number, &used);
    if (used != number.size() || v < 0) throw std::invalid_argument(text);
    return milli ? v / 1000.0 : v;
  } catch (const std::exception&) {
    return client::usage_error("expected cores (0.5) or millicores (500m), got \"" + text + "\"",
                               flag);
  }
}

int usage(const std::string& message, const std::string& flag) {
  return report(client::ApiError{client::ApiError::Kind::usage, 0, message, flag, {}});
}

// The daemon names meta.name; the person typed the name as `argument`.
client::ApiError with_arguments(client::ApiError e, const std::string& argument) {
  return e.field == "meta.name" ? as_typed(std::move(e), argument) : e;
}

// One-line summaries of a spec for the table.
std::string gpu_memory(const client::ComputeSpec& s) {
  if (s.mig_profile) return *s.mig_profile;
  if (s.gpu_memory_request) {
    return *s.gpu_memory_request + (s.gpu_memory_limit ? " - " + *s.gpu_memory_limit : "");
  }
  if (s.gpu_portion_request) {
    std::string out = format_gpus(*s.gpu_portion_request * 100) + "%";
    if (s.gpu_portion_limit) out += " - " + format_gpus(*s.gpu_portion_limit * 100) + "%";
    return out;
  }
  return s.gpu_devices_request.value_or(0) > 0 ? "100%" : "";
}

std::string cores_text(const std::optional<double>& c) {
  return c ? format_gpus(*c) : std::string();
}

std::vector<std::string> row_of(const ComputeResource& c) {
  const client::ComputeSpec& s = c.spec;
  std::string scope = c.scope;
  if (c.project) scope += " " + *c.project;
  if (c.department) scope += " " + *c.department;
  int64_t gpus = s.gpu_devices_request.value_or(
      s.gpu_portion_request || s.gpu_memory_request || s.mig_profile ? 1 : 0);
  json j = parse_json(c.json);
  int64_t workloads = j.is_object() ? j.value("/usage/workloads"_json_pointer, int64_t{0}) : 0;
  return {c.name,
          c.description,
          std::to_string(gpus),
          gpu_memory(s),
          s.cpu_memory_request.value_or(""),
          s.cpu_memory_limit.value_or(""),
          cores_text(s.cpu_core_request),
          cores_text(s.cpu_core_limit),
          scope,
          std::to_string(workloads),
          c.created_by,
          c.created_at};
}

const std::vector<std::string> kColumns = {"Name",
                                           "Description",
                                           "GPU devices",
                                           "GPU memory",
                                           "CPU memory request",
                                           "CPU memory limit",
                                           "CPU compute request",
                                           "CPU compute limit",
                                           "Scope",
                                           "Workloads",
                                           "Created by",
                                           "Creation time"};

int create(CommandRegistry& registry, const CreateFlags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  ComputeResourceRequest r;
  r.name = f.name;
  if (f.from) {
    auto base = c->get_compute_resource(*f.from);
    if (!base) return report(base.error());
    r.spec = base->spec;
    r.description = base->description;
  }
  const auto& project = registry.globals().project;
  r.scope = f.scope.value_or(project ? "project" : f.department ? "department" : "cluster");
  if (r.scope == "project") {
    if (!project) return usage("--scope project needs -p PROJECT", "--scope");
    r.project = *project;
  }
  if (r.scope == "department") {
    if (!f.department) {
      return usage("--scope department needs --department NAME", "--scope");
    }
    r.department = *f.department;
  }
  if (f.description) r.description = *f.description;
  client::ComputeSpec& s = r.spec;
  if (f.gpu_devices) s.gpu_devices_request = *f.gpu_devices;
  if (f.gpu_memory_request) {
    s.gpu_portion_request.reset();
    s.gpu_portion_limit.reset();
    s.mig_profile.reset();
    s.gpu_memory_request = *f.gpu_memory_request;
    s.gpu_request_type = f.gpu_memory_request->ends_with('%')
                             ? std::optional<std::string>()
                             : std::optional<std::string>("memory");
  }
  if (f.gpu_memory_limit) s.gpu_memory_limit = *f.gpu_memory_limit;
  if (f.mig_profile) {
    s.gpu_memory_request.reset();
    s.gpu_memory_limit.reset();
    s.gpu_portion_request.reset();
    s.gpu_portion_limit.reset();
    s.gpu_request_type = "migProfile";
    s.mig_profile = *f.mig_profile;
  }
  if (f.cpu_core_request) {
    auto v = cores(*f.cpu_core_request, "--cpu-core-request");
    if (!v) return report(v.error());
    s.cpu_core_request = *v;
  }
  if (f.cpu_core_limit) {
    auto v = cores(*f.cpu_core_limit, "--cpu-core-limit");
    if (!v) return report(v.error());
    s.cpu_core_limit = *v;
  }
  if (f.cpu_memory_request) s.cpu_memory_request = *f.cpu_memory_request;
  if (f.cpu_memory_limit) s.cpu_memory_limit = *f.cpu_memory_limit;
  if (f.large_shm) s.large_shm_request = true;
  for (const std::string& e : f.extended) {
    auto eq = e.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == e.size()) {
      return usage("expected NAME=QUANTITY, got \"" + e + "\"", "--extended-resource");
    }
    std::erase_if(s.extended_resources,
                  [&](const auto& kv) { return kv.first == e.substr(0, eq); });
    s.extended_resources.emplace_back(e.substr(0, eq), e.substr(eq + 1));
  }
  auto created = c->create_compute_resource(r);
  if (!created) {
    client::ApiError e = with_arguments(created.error(), "name");
    if (e.http_status == 403 && e.field == "meta.scope") {
      // The cluster's scope was the default, not a choice: say how to pick another.
      e = as_typed(std::move(e), f.scope ? "--scope" : "");
      e.hint = "give -p PROJECT to create one for a project of yours";
    }
    return report(e);
  }
  if (registry.globals().quiet) {
    std::cout << created->name << "\n";
  } else {
    std::cout << "compute resource " << created->name << " created (" << created->scope
              << (created->project ? " " + *created->project : "")
              << (created->department ? " " + *created->department : "") << ")\n";
  }
  return kExitSuccess;
}

struct ComputeResourceListFlags {
  std::vector<std::string> filters;
  std::optional<std::string> search, sort, columns;
  OutputOptions output;
};

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    std::replace(item.begin(), item.end(), '-', ' ');  // gpu-devices: the "GPU devices" column
    if (!item.empty()) out.push_back(item);
  }
  return out;
}

int list(CommandRegistry& registry, const ComputeResourceListFlags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  client::AssetListQuery q;
  q.filters = f.filters;
  q.search = f.search;
  if (f.sort) {
    q.descending = f.sort->starts_with('-');
    q.sort_by = q.descending ? f.sort->substr(1) : *f.sort;
  }
  if (registry.globals().project) q.project = *registry.globals().project;
  auto items = c->list_compute_resources(q);
  if (!items) return report(items.error());
  say_if_empty(items->size(), q.project ? "compute resources for project " + *q.project
                                        : std::string("compute resources"));
  if (registry.globals().quiet) {
    for (const ComputeResource& r : *items) std::cout << r.name << "\n";
    return kExitSuccess;
  }
  if (f.output.format != OutputFormat::table) {
    json doc = json::array();
    for (const ComputeResource& r : *items) doc.push_back(parse_json(r.json));
    print_document(std::cout, doc, f.output.format);
    return kExitSuccess;
  }
  Table table(kColumns);
  for (const ComputeResource& r : *items) table.add_row(row_of(r));
  if (f.columns) {
    if (auto ok = table.select_columns(split_commas(*f.columns)); !ok) return report(ok.error());
  }
  table.print(std::cout, !f.output.no_headers);
  return kExitSuccess;
}

struct NameFlags {
  std::string name, new_name;
  std::optional<std::string> description;
  OutputOptions output;
};

int describe(CommandRegistry& registry, const NameFlags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  auto r = c->get_compute_resource(f.name);
  if (!r) return report(r.error());
  if (f.output.format != OutputFormat::table) {
    print_document(std::cout, parse_json(r->json), f.output.format);
    return kExitSuccess;
  }
  const std::vector<std::string> row = row_of(*r);
  for (std::size_t i = 0; i < kColumns.size(); ++i) {
    std::cout << kColumns[i] << ":" << std::string(21 - kColumns[i].size(), ' ')
              << (row[i].empty() ? "-" : row[i]) << "\n";
  }
  if (!r->spec.extended_resources.empty()) {
    std::cout << "Extended resources:";
    for (const auto& [name, qty] : r->spec.extended_resources)
      std::cout << " " << name << "=" << qty;
    std::cout << "\n";
  }
  if (r->spec.large_shm_request.value_or(false)) std::cout << "Large shared memory: yes\n";
  std::cout << "Used by:" << std::string(14, ' ');
  if (r->used_by.empty()) std::cout << "-";
  for (std::size_t i = 0; i < r->used_by.size(); ++i) std::cout << (i ? ", " : "") << r->used_by[i];
  std::cout << "\n";
  return kExitSuccess;
}

int rename(CommandRegistry& registry, const NameFlags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  ComputeResourceRequest r;
  r.name = f.new_name;
  r.description = f.description;
  auto updated = c->update_compute_resource(f.name, r);
  if (!updated) return report(with_arguments(updated.error(), "new-name"));
  if (!registry.globals().quiet) {
    std::cout << "compute resource " << f.name << " renamed to " << updated->name << "\n";
  }
  return kExitSuccess;
}

int remove(CommandRegistry& registry, const NameFlags& f) {
  auto c = open_client(registry.globals());
  if (!c) return report(c.error());
  if (auto ok = c->delete_compute_resource(f.name); !ok) return report(ok.error());
  if (!registry.globals().quiet) std::cout << "compute resource " << f.name << " deleted\n";
  return kExitSuccess;
}

}  // namespace

void add_compute_resource_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("compute-resource",
                                       "Compute resources: named templates of what each pod needs");
  group->alias("compute-resources");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq compute-resource create half-gpu --gpu-devices 1 --gpu-memory-request "
      "50%\n"
      "  gpuq compute-resource list\n  gpuq training submit t1 --compute half-gpu -- python "
      "train.py");

  auto cf = std::make_shared<CreateFlags>();
  CLI::App* create_cmd = group->add_subcommand("create", "Create a compute resource");
  create_cmd->footer(kCreateExamples);
  create_cmd->add_option("name", cf->name, "Its name (unique within its scope)")->required();
  create_cmd->add_option("--scope", cf->scope, "cluster, department or project")
      ->check(CLI::IsMember({"cluster", "department", "project"}));
  create_cmd->add_option("--department", cf->department, "The department of a department scope");
  create_cmd->add_option("--description", cf->description, "What it is for");
  create_cmd->add_option("--gpu-devices", cf->gpu_devices, "GPU devices per pod (0 = no GPU)")
      ->check(at_least(0));
  create_cmd->add_option("--gpu-memory-request", cf->gpu_memory_request,
                         "GPU memory per device: 50% of a device, or 20G, 2000M");
  create_cmd->add_option("--gpu-memory-limit", cf->gpu_memory_limit,
                         "GPU memory limit per device (a % with a % request)");
  create_cmd->add_option("--mig-profile", cf->mig_profile, "A MIG profile, e.g. 1g.10gb");
  create_cmd->add_option("--cpu-core-request", cf->cpu_core_request, "CPU cores (0.5 or 500m)");
  create_cmd->add_option("--cpu-core-limit", cf->cpu_core_limit,
                         "CPU cores limit (none: unlimited)");
  create_cmd->add_option("--cpu-memory-request", cf->cpu_memory_request, "CPU memory (2G, 500M)");
  create_cmd->add_option("--cpu-memory-limit", cf->cpu_memory_limit, "CPU memory limit");
  create_cmd->add_flag("--large-shm", cf->large_shm, "A large /dev/shm");
  create_cmd->add_option("--extended-resource", cf->extended, "NAME=QUANTITY (repeatable)");
  create_cmd->add_option("--from", cf->from, "Copy this compute resource, then apply the flags");
  registry.add(create_cmd, [&registry, cf] { return create(registry, *cf); });

  auto lf = std::make_shared<ComputeResourceListFlags>();
  CLI::App* list_cmd = group->add_subcommand("list", "List compute resources");
  list_cmd->footer(R"(Examples:
  gpuq compute-resource list
  gpuq compute-resource list --filter 'gpuDevicesRequest>=1' --sort=-createdAt
  gpuq compute-resource list --search gpu --columns name,gpu-devices,workloads
Filter and sort fields: name, description, scope, createdBy, createdAt, gpuDevicesRequest,
workloads, projectName; operators == != <= >= =@ !@ =^ =$ (Run:ai's filterBy).)");
  list_cmd->add_option("--filter", lf->filters, "FIELD OP VALUE, e.g. name=@gpu (repeatable)");
  list_cmd->add_option("--search", lf->search, "Text in the name, description or creator");
  list_cmd->add_option("--sort", lf->sort, "A field to sort by; -field for descending");
  list_cmd->add_option("--columns", lf->columns, "Columns to show, comma-separated");
  list_cmd->add_flag("--no-headers", lf->output.no_headers, "Leave out the header row");
  add_output_flags(list_cmd, lf->output);
  registry.add(list_cmd, [&registry, lf] { return list(registry, *lf); });

  auto df = std::make_shared<NameFlags>();
  CLI::App* describe_cmd = group->add_subcommand("describe", "Show a compute resource");
  describe_cmd->add_option("name", df->name, "Its name or id")->required();
  add_output_flags(describe_cmd, df->output);
  describe_cmd->footer(
      "Examples:\n  gpuq compute-resource describe half-gpu\n"
      "  gpuq compute-resource describe half-gpu -o yaml");
  registry.add(describe_cmd, [&registry, df] { return describe(registry, *df); });

  auto rf = std::make_shared<NameFlags>();
  CLI::App* rename_cmd = group->add_subcommand("rename", "Rename a compute resource");
  rename_cmd->add_option("name", rf->name, "Its name or id")->required();
  rename_cmd->add_option("new-name", rf->new_name, "The new name")->required();
  rename_cmd->add_option("--description", rf->description, "A new description");
  rename_cmd->footer(
      "Examples:\n  gpuq compute-resource rename half-gpu half-h100 --description 'half an H100'");
  registry.add(rename_cmd, [&registry, rf] { return rename(registry, *rf); });

  auto xf = std::make_shared<NameFlags>();
  CLI::App* delete_cmd =
      group->add_subcommand("delete", "Delete a compute resource (refused while in use)");
  delete_cmd->add_option("name", xf->name, "Its name or id")->required();
  delete_cmd->footer(
      "Examples:\n  gpuq compute-resource delete half-gpu\n"
      "      refused while a workload was submitted with it");
  registry.add(delete_cmd, [&registry, xf] { return remove(registry, *xf); });
}

}  // namespace gpuq::cli
