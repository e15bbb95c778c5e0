#include "cli/workload/v1_verbs_command.h"

#include <memory>
#include <string>

#include "cli/app/validators.h"
#include "cli/commands/node_command.h"
#include "cli/commands/project_command.h"
#include "cli/workload/workload_actions.h"
#include "cli/workload/workload_describe.h"
#include "cli/workload/workload_list.h"

namespace gpuq::cli {
namespace {

void add_jobs_list(CLI::App* cmd, CommandRegistry& registry) {
  auto flags = std::make_shared<ListFlags>();
  add_list_flags(cmd, *flags, true);
  registry.add(cmd, [flags, &registry] { return run_list(*flags, registry.globals()); });
}

// delete, suspend or resume, runai v1's way (see the header for "job").
void add_action_command(CLI::App& app, CommandRegistry& registry, WorkloadAction action,
                        const std::string& verb, const std::string& description,
                        const std::string& examples) {
  auto flags = std::make_shared<ActionFlags>();
  CLI::App* cmd = app.add_subcommand(verb, description);
  cmd->add_option("NAME", flags->names, "Workloads (names or ids), after an optional 'job'")
      ->required()
      ->check(workload_ref());
  if (action == WorkloadAction::remove) {
    cmd->add_flag("-y,--yes", flags->yes,
                  "Do not ask for confirmation (needed without a terminal)");
    cmd->add_flag("--force", flags->force,
                  "Kill the pods now (SIGKILL, no grace period); administrators only");
  }
  cmd->footer(examples);
  registry.add(cmd, [flags, action, &registry] {
    ActionFlags f = *flags;
    if (f.names.size() > 1 && (f.names.front() == "job" || f.names.front() == "jobs")) {
      f.names.erase(f.names.begin());
    }
    return run_action(action, f, registry.globals());
  });
}

}  // namespace

void add_list_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* list =
      app.add_subcommand("list", "List jobs, nodes or projects (runai v1; jobs by default)");
  CLI::App* jobs = list->add_subcommand("jobs", "List workloads (as gpuq workload list)");
  jobs->alias("job");
  add_jobs_list(jobs, registry);
  jobs->footer("Examples:\n  gpuq list jobs -A\n  gpuq list jobs -p team-a --status Running");
  CLI::App* nodes = list->add_subcommand("nodes", "List nodes (as gpuq node list)");
  nodes->alias("node");
  configure_node_list(nodes, registry);
  nodes->footer("Examples:\n  gpuq list nodes");
  CLI::App* projects = list->add_subcommand("projects", "List projects (as gpuq project list)");
  projects->alias("project");
  configure_project_list(projects, registry);
  projects->footer("Examples:\n  gpuq list projects");
  // The bare `gpuq list` lists jobs; registered after its nouns, which the
  // registry looks at first.
  add_jobs_list(list, registry);
  list->footer(
      "Examples:\n  gpuq list\n      the jobs of the default project\n  gpuq list -A\n"
      "      every project's jobs\n  gpuq list nodes\n  gpuq list projects\n"
      "The same as gpuq workload list, gpuq node list and gpuq project list.");
}

void add_describe_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* describe = app.add_subcommand("describe", "Show a job or a node (runai v1)");
  describe->require_subcommand(1);
  auto flags = std::make_shared<DescribeFlags>();
  CLI::App* job = describe->add_subcommand("job", "Show a workload (as gpuq workload describe)");
  job->alias("jobs");
  add_describe_flags(job, *flags);
  job->footer("Examples:\n  gpuq describe job a1 -p team-a\n  gpuq describe job a1 -o json");
  registry.add(job, [flags, &registry] { return run_describe(*flags, registry.globals()); });
  CLI::App* node = describe->add_subcommand("node", "Show a node (as gpuq node describe)");
  node->alias("nodes");
  configure_node_describe(node, registry, false);
  node->footer("Examples:\n  gpuq describe node\n      every node\n  gpuq describe node vm");
  describe->footer("Examples:\n  gpuq describe job a1\n  gpuq describe node vm");
}

void add_delete_command(CLI::App& app, CommandRegistry& registry) {
  add_action_command(app, registry, WorkloadAction::remove, "delete",
                     "Delete workloads (runai v1; as gpuq workload delete)",
                     "Examples:\n  gpuq delete job b1\n  gpuq delete -y b1 b2\n"
                     "Without a terminal and without -y nothing is deleted (exit 2).");
}

void add_suspend_command(CLI::App& app, CommandRegistry& registry) {
  add_action_command(app, registry, WorkloadAction::suspend, "suspend",
                     "Stop workloads and keep them (runai v1; as gpuq workload suspend)",
                     "Examples:\n  gpuq suspend a1\n  gpuq suspend job a1");
}

void add_resume_command(CLI::App& app, CommandRegistry& registry) {
  add_action_command(app, registry, WorkloadAction::resume, "resume",
                     "Queue suspended workloads again (runai v1; as gpuq workload resume)",
                     "Examples:\n  gpuq resume a1\n  gpuq resume job a1");
}

}  // namespace gpuq::cli
