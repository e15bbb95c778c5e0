// Projects and departments share one set of verbs; `kind` says which API
// and which words.
#include "cli/commands/project_command.h"

#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/app/on_demand.h"
#include "cli/app/output.h"
#include "cli/commands/org_unit_flags.h"
#include "cli/commands/org_unit_view.h"

namespace gpuq::cli {
namespace {

struct Kind {
  bool department;
  const char* word;  // "project"
};

struct ViewFlags {
  std::string name;
  OutputOptions output;
};

client::ApiResult<std::vector<client::Project>> list_units(client::Client& c, Kind k) {
  return k.department ? c.list_departments() : c.list_projects();
}

client::ApiResult<client::Project> get_unit(client::Client& c, Kind k, const std::string& name) {
  return k.department ? c.get_department(name) : c.get_project(name);
}

int list(const GlobalOptions& g, Kind k, const ViewFlags& v) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto units = list_units(*c, k);
  if (!units) return report(units.error());
  // The project commands use without -p (from -p, GPUQ_PROJECT or the context).
  std::string default_project;
  if (auto resolved = resolve(g); resolved) default_project = resolved->context.project;
  say_if_empty(units->size(), k.department ? "departments" : "projects");
  print_org_units(std::cout, *units, v.output, g.quiet, k.department, default_project);
  return kExitSuccess;
}

int describe(const GlobalOptions& g, Kind k, const ViewFlags& v) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto unit = get_unit(*c, k, v.name);
  if (!unit) return report(unit.error());
  print_org_unit(std::cout, *unit, v.output.format);
  return kExitSuccess;
}

// Prints what create/update made: the name with -q, the item with
// --json/--yaml, else one line.
int done(const GlobalOptions& g, const client::Project& p, const OutputOptions& o, const char* verb,
         Kind k) {
  if (g.quiet) {
    std::cout << p.name << "\n";
  } else if (o.format != OutputFormat::table) {
    print_document(std::cout, parse_json(p.json), o.format);
  } else {
    std::cout << k.word << " " << p.name << " " << verb << "\n";
  }
  return kExitSuccess;
}

// The daemon names the API's fields ("resources[0].gpu.limit: ..."): a
// user typed flags, so the error names those.
client::ApiError with_flags(client::ApiError e) {
  static constexpr std::pair<std::string_view, std::string_view> kFlags[] = {
      {"gpu.deserved", "--gpu-quota"},
      {"gpu.limit", "--gpu-limit"},
      {"gpu.overQuotaWeight", "--over-quota-weight"},
      {"cpu.deserved", "--cpu-quota"},
      {"cpu.limit", "--cpu-limit"},
      {"memory.deserved", "--memory-quota"},
      {"memory.limit", "--memory-limit"},
      {"nodePool.name", "--node-pool-name"}};
  const std::size_t close = e.field.find("].");
  if (!e.field.starts_with("resources[") || close == std::string::npos) return e;
  const std::string_view key = std::string_view(e.field).substr(close + 2);
  for (const auto& [api, flag] : kFlags) {
    if (key == api) return as_typed(std::move(e), std::string(flag));
  }
  return e;
}

int create(const GlobalOptions& g, Kind k, const OrgUnitFlags& f, const OutputOptions& o) {
  auto request = create_request(f);
  if (!request) return report(request.error());
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto made = k.department ? c->create_department(*request) : c->create_project(*request);
  if (!made) return report(with_flags(made.error()));
  return done(g, *made, o, "created", k);
}

int update(const GlobalOptions& g, Kind k, const OrgUnitFlags& f, const OutputOptions& o) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto existing = get_unit(*c, k, f.name);
  if (!existing) return report(existing.error());
  auto request = update_request(f, *existing);
  if (!request) return report(request.error());
  request->name = existing->name;
  auto made = k.department ? c->update_department(existing->id, *request)
                           : c->update_project(existing->id, *request);
  if (!made) return report(with_flags(made.error()));
  return done(g, *made, o, "updated", k);
}

int remove(const GlobalOptions& g, Kind k, const std::string& name) {
  auto c = open_client(g);
  if (!c) return report(c.error());
  auto gone = k.department ? c->delete_department(name) : c->delete_project(name);
  if (!gone) return report(gone.error());
  if (!g.quiet) std::cout << k.word << " " << name << " deleted\n";
  return kExitSuccess;
}

// Stores `name` as the default project of the context in use, after
// checking that the server knows it.
int set_default(const GlobalOptions& g, const std::string& name) {
  auto resolved = resolve(g);
  if (!resolved) return report(resolved.error());
  auto c = client::Client::connect(resolved->transport);
  if (!c) return report(c.error());
  auto project = c->get_project(name);
  if (!project) return report(project.error());
  const std::string path = config_path(g);
  auto config = client::ClientConfig::load(path);
  if (!config) return report(config.error());
  config->upsert(resolved->context.name).project = project->name;
  if (auto saved = config->save(path); !saved) return report(saved.error());
  if (!g.quiet) {
    std::cout << "project " << project->name << " configured successfully (context "
              << resolved->context.name << ")\n";
  }
  // Set as asked, but said now rather than at the next submit.
  if (auto me = c->me();
      me && !me->administrator &&
      std::find(me->projects.begin(), me->projects.end(), project->name) == me->projects.end()) {
    std::string yours;
    for (const std::string& p : me->projects) yours += (yours.empty() ? "" : ", ") + p;
    std::cerr << "Warning: " << me->user << " is not a member of project " << project->name
              << ": submits there will be refused (yours: " << (yours.empty() ? "none" : yours)
              << ")\n";
  }
  return kExitSuccess;
}

void configure_list(CLI::App* cmd, CommandRegistry& registry, Kind k) {
  auto v = std::make_shared<ViewFlags>();
  add_output_flags(cmd, v->output);
  cmd->add_flag("--no-headers", v->output.no_headers, "Print the table without its header row");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, k, v] { return list(*g, k, *v); });
}

CLI::App* add_list(CLI::App* group, CommandRegistry& registry, Kind k) {
  const std::string plural = std::string(k.word) + "s";
  CLI::App* cmd = group->add_subcommand("list", "List " + plural + " with their GPU quota and use");
  cmd->alias("ls");
  configure_list(cmd, registry, k);
  return cmd;
}

CLI::App* add_describe(CLI::App* group, CommandRegistry& registry, Kind k) {
  auto v = std::make_shared<ViewFlags>();
  CLI::App* cmd = group->add_subcommand(
      "describe", "Show a " + std::string(k.word) + ": quotas, use and fair share per node pool");
  cmd->add_option("NAME", v->name, "Name or id")->required();
  add_output_flags(cmd, v->output);
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, k, v] { return describe(*g, k, *v); });
  return cmd;
}

// create (`is_create`) or update, with every quota flag.
void add_create_update(CLI::App* group, CommandRegistry& registry, Kind k, bool is_create) {
  const GlobalOptions* g = &registry.globals();
  auto f = std::make_shared<OrgUnitFlags>();
  auto o = std::make_shared<OutputOptions>();
  CLI::App* cmd = group->add_subcommand(
      is_create ? "create" : "update", std::string(is_create ? "Create a " : "Change a ") + k.word +
                                           (is_create ? "" : " (only what the flags say)"));
  add_org_unit_flags(cmd, *f, !k.department);
  add_output_flags(cmd, *o);
  registry.add(cmd, [g, k, f, o, is_create] {
    return is_create ? create(*g, k, *f, *o) : update(*g, k, *f, *o);
  });
  const std::string w = k.word;
  if (is_create && !k.department) {
    cmd->footer(
        "Examples:\n"
        "  gpuq project create team-a --gpu-quota 2\n"
        "      two GPUs guaranteed in every node pool; more when others leave theirs idle\n"
        "  gpuq project create team-b --gpu-quota 1 --gpu-limit 3 --over-quota-weight 2 "
        "--department research\n"
        "  gpuq project create ml --node-pool-name a100 --gpu-quota 4 --members alice,@ml");
  } else if (is_create) {
    cmd->footer(
        "Examples:\n"
        "  gpuq department create research --gpu-quota 4\n"
        "  gpuq project create team-a --gpu-quota 2 --department research");
  } else {
    cmd->footer("Examples:\n  gpuq " + w + " update " + (k.department ? "research" : "team-a") +
                " --gpu-quota 3\n  gpuq " + w + " update " +
                (k.department ? "research" : "team-a") + " --node-pool-name a100 --gpu-limit -1");
  }
}

void add_delete(CLI::App* group, CommandRegistry& registry, Kind k) {
  auto name = std::make_shared<std::string>();
  CLI::App* cmd = group->add_subcommand("delete", "Delete a " + std::string(k.word));
  cmd->add_option("NAME", *name, "Name or id")->required();
  // Nothing to confirm: only an empty one is deleted. Taken for scripts
  // that pass it as workload delete needs it.
  cmd->add_flag("-y,--yes")
      ->description("Accepted; an empty " + std::string(k.word) + " is deleted without asking");
  cmd->footer(k.department ? "Examples:\n  gpuq department delete research\n"
                             "      refused while projects belong to it"
                           : "Examples:\n  gpuq project delete team-z\n"
                             "      refused while it has workloads");
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, k, name] { return remove(*g, k, *name); });
}

// list, describe, create, update and delete of projects or departments,
// each built when the command line needs it (on_demand.h).
void add_org_unit_verbs(OnDemand& verbs, CommandRegistry& registry, Kind k) {
  CLI::App* group = &verbs.group();
  CommandRegistry* r = &registry;
  verbs.add({"list", "ls"}, [group, r, k] {
    add_list(group, *r, k)
        ->footer(k.department ? "Examples:\n  gpuq department list --yaml"
                              : "Examples:\n  gpuq project list\n  gpuq project list --json\n"
                                "  gpuq project list -q      names only");
  });
  verbs.add({"describe"}, [group, r, k] {
    add_describe(group, *r, k)
        ->footer(k.department ? "Examples:\n  gpuq department describe research"
                              : "Examples:\n  gpuq project describe team-a -o yaml");
  });
  verbs.add({"create"}, [group, r, k] { add_create_update(group, *r, k, true); });
  verbs.add({"update"}, [group, r, k] { add_create_update(group, *r, k, false); });
  verbs.add({"delete"}, [group, r, k] { add_delete(group, *r, k); });
}

}  // namespace

void add_project_command(CLI::App& app, CommandRegistry& registry) {
  const Kind k{false, "project"};
  CLI::App* group = app.add_subcommand(
      "project", "Projects: who may use how many GPUs (quota, limit, over-quota weight)");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq project list\n  gpuq project create team-a --gpu-quota 2\n"
      "  gpuq project set team-a      the default for commands without -p");
  OnDemand verbs(registry, *group);
  add_org_unit_verbs(verbs, registry, k);
  verbs.add({"set"}, [group, &registry] {
    CLI::App* set = group->add_subcommand(
        "set", "Make a project the default of the current context (for commands without -p)");
    configure_project_set(set, registry);
    set->footer("Examples:\n  gpuq project set team-a\n  gpuq --context lab project set ml");
  });
  verbs.build();
}

void configure_project_list(CLI::App* cmd, CommandRegistry& registry) {
  configure_list(cmd, registry, Kind{false, "project"});
}

void configure_project_set(CLI::App* cmd, CommandRegistry& registry) {
  auto name = std::make_shared<std::string>();
  cmd->add_option("NAME", *name, "Project name or id")->required();
  const GlobalOptions* g = &registry.globals();
  registry.add(cmd, [g, name] { return set_default(*g, *name); });
}

void add_department_command(CLI::App& app, CommandRegistry& registry) {
  const Kind k{true, "department"};
  CLI::App* group =
      app.add_subcommand("department", "Departments: groups of projects whose quota caps theirs");
  group->require_subcommand(1);
  group->footer(
      "Examples:\n  gpuq department create research --gpu-quota 8\n"
      "  gpuq project create team-a --department research --gpu-quota 4\n"
      "  gpuq department list");
  OnDemand verbs(registry, *group);
  add_org_unit_verbs(verbs, registry, k);
  verbs.build();
}

}  // namespace gpuq::cli
