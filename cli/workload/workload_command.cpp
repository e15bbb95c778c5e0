#include "cli/workload/workload_command.h"

#include <chrono>
#include <iostream>
#include <memory>

#include "cli/app/validators.h"
#include "cli/workload/logs_command.h"
#include "cli/workload/port_forward_command.h"
#include "cli/workload/stream_commands.h"
#include "cli/workload/submit_flags.h"
#include "cli/workload/wait_condition.h"
#include "cli/workload/workload_actions.h"
#include "cli/workload/workload_describe.h"
#include "cli/workload/workload_list.h"

namespace gpuq::cli {
namespace {

// "gpuq workload" or "gpuq training", for the examples.
std::string prefix_of(std::optional<client::WorkloadType> only) {
  return only ? "gpuq " + std::string(client::to_string(*only)) : std::string("gpuq workload");
}

std::string list_examples(const std::string& p, bool with_type) {
  std::string text = "Examples:\n  " + p +
                     " list\n      the workloads of the default project (-p, GPUQ_PROJECT or the "
                     "context's)\n  " +
                     p + " list -A\n      every project, with node, age, user and pods\n  " + p +
                     " list -p team-a --status Pending\n      what waits in team-a\n  " + p +
                     " list --columns Workload,Status,Node --no-headers\n      chosen columns\n  " +
                     p +
                     " list -A --json | jq -r '.[].name'\n      the server's JSON, for scripts\n";
  if (with_type) text += "  " + p + " list -A --type workspace\n      only workspaces\n";
  text +=
      "Columns: Workload, Type, Status, Project, Preemptible, Running/Req. Pods, GPU Alloc.,\n"
      "GPU Req., GPUs Alloc. (Req.), Pods Running (Pending), Age, Node, Node Pool, User,\n"
      "Priority, Department, Image, Created, Id, Reason.";
  return text;
}

void add_list(CLI::App* group, CommandRegistry& registry,
              std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<ListFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand("list", "List workloads as a table, JSON or YAML");
  add_list_flags(cmd, *flags, !only);
  cmd->footer(list_examples(prefix_of(only), !only));
  registry.add(cmd, [flags, &registry] { return run_list(*flags, registry.globals()); });
}

void add_describe(CLI::App* group, CommandRegistry& registry,
                  std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<DescribeFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand(
      "describe", "Show a workload: pods, devices, resources, why it waits, events");
  add_describe_flags(cmd, *flags);
  const std::string p = prefix_of(only);
  cmd->footer("Examples:\n  " + p + " describe a1 -p team-a\n      for people\n  " + p +
              " describe a1 -o json\n      the server's JSON (pods, events, spec)");
  registry.add(cmd, [flags, &registry] { return run_describe(*flags, registry.globals()); });
}

void add_action(CLI::App* group, CommandRegistry& registry,
                std::optional<client::WorkloadType> only, WorkloadAction action) {
  auto flags = std::make_shared<ActionFlags>();
  flags->only = only;
  const std::string p = prefix_of(only);
  CLI::App* cmd = nullptr;
  switch (action) {
    case WorkloadAction::remove:
      cmd = group->add_subcommand("delete", "Delete workloads (their pods are stopped)");
      cmd->add_flag("-y,--yes", flags->yes,
                    "Do not ask for confirmation (needed without a terminal)");
      cmd->add_flag("--force", flags->force,
                    "Kill the pods now (SIGKILL, no grace period); administrators only");
      cmd->footer("Examples:\n  " + p + " delete a1 -p team-a\n      asks first on a terminal\n  " +
                  p + " delete -y a1 a2 b1\n      several, without asking (scripts)\n  " + p +
                  " delete -y --force a1\n      an administrator ends a pod that ignores SIGTERM\n"
                  "Without a terminal and without -y nothing is deleted (exit 2).");
      break;
    case WorkloadAction::suspend:
      cmd =
          group->add_subcommand("suspend", "Stop workloads and keep them (resume runs them again)");
      cmd->footer("Examples:\n  " + p + " suspend a1\n      its pods stop; it shows as Stopped");
      break;
    case WorkloadAction::resume:
      cmd = group->add_subcommand("resume", "Queue suspended workloads again");
      cmd->footer("Examples:\n  " + p + " resume a1\n      back to Pending, then Running");
      break;
  }
  cmd->add_option("NAME", flags->names, "Workloads (names or ids)")
      ->required()
      ->check(workload_ref());
  registry.add(
      cmd, [flags, action, &registry] { return run_action(action, *flags, registry.globals()); });
}

struct WaitFlags {
  std::vector<std::string> names;
  std::string for_condition = "completion";
  std::string timeout;
};

int run_wait(const WaitFlags& flags, const GlobalOptions& globals) {
  const std::optional<WaitFor> condition = parse_wait_for(flags.for_condition);
  if (!condition) {
    return report(client::ApiError{
        client::ApiError::Kind::usage,
        0,
        "--for: expected running, completion or deletion, got \"" + flags.for_condition + "\"",
        "--for",
        {}});
  }
  std::optional<std::chrono::seconds> timeout;
  if (!flags.timeout.empty()) {
    auto seconds = parse_seconds(flags.timeout, "--timeout");
    if (!seconds) return report(seconds.error());
    timeout = std::chrono::seconds(*seconds);
  }
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  std::vector<WaitTarget> targets;
  for (const std::string& n : flags.names) targets.push_back({n, context->context.project});
  return wait_for_condition(*client, targets, *condition, timeout, nullptr,
                            globals.quiet ? nullptr : &std::cout);
}

void add_wait(CLI::App* group, CommandRegistry& registry,
              std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<WaitFlags>();
  CLI::App* cmd = group->add_subcommand(
      "wait", "Wait until workloads run, complete or are deleted (as kubectl wait)");
  cmd->add_option("NAME", flags->names, "Workloads (names or ids)")
      ->required()
      ->check(workload_ref());
  cmd->add_option("--for", flags->for_condition,
                  "running, completion or deletion (default: completion)");
  cmd->add_option("--timeout", flags->timeout,
                  "Give up after this long: 90s, 10m, 2h (default: no limit)");
  const std::string p = prefix_of(only);
  cmd->footer(
      "Examples:\n  " + p + " wait a1 a2 -p team-a\n      until both completed\n  " + p +
      " wait nb1 --for running --timeout 5m\n      until it runs, for at most 5 minutes\n  " + p +
      " wait a1 --for deletion\n      until its pods are gone and it is removed\n" +
      "Exit codes: 0 every workload met the condition, 1 one failed (or was deleted; its\n"
      "reason on stderr, at once), 2 usage error, 124 the timeout passed first.");
  registry.add(cmd, [flags, &registry] { return run_wait(*flags, registry.globals()); });
}

void add_typed_logs(CLI::App* group, CommandRegistry& registry, client::WorkloadType only) {
  auto flags = std::make_shared<LogsFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand("logs", "Print the log of a workload's pods");
  add_logs_flags(cmd, *flags, false);
  const std::string p = prefix_of(only);
  cmd->footer("Examples:\n  " + p + " logs a1 -f\n      follow until it ends\n  " + p +
              " logs a1 --tail 50 --pod 0\n      the last 50 lines of pod 0");
  registry.add(cmd, [flags, &registry] { return run_logs(*flags, registry.globals()); });
}

}  // namespace

void add_workload_verbs(OnDemand& verbs, CommandRegistry& registry,
                        std::optional<client::WorkloadType> only) {
  CLI::App* group = &verbs.group();
  CommandRegistry* r = &registry;
  verbs.add({"list"}, [=] { add_list(group, *r, only); });
  verbs.add({"describe"}, [=] { add_describe(group, *r, only); });
  verbs.add({"delete"}, [=] { add_action(group, *r, only, WorkloadAction::remove); });
  verbs.add({"suspend"}, [=] { add_action(group, *r, only, WorkloadAction::suspend); });
  verbs.add({"resume"}, [=] { add_action(group, *r, only, WorkloadAction::resume); });
  verbs.add({"wait"}, [=] { add_wait(group, *r, only); });
  if (only) {
    verbs.add({"logs"}, [=] { add_typed_logs(group, *r, *only); });
  } else {
    verbs.add({"logs"}, [=] { add_logs_command(*group, *r); });  // gpuq logs, also here
  }
  verbs.add({"attach", "exec", "bash"}, [=] { add_stream_verbs(group, *r, only); });
  verbs.add({"port-forward"}, [=] { add_port_forward_verb(group, *r, only); });
}

void add_workload_command(CLI::App& app, CommandRegistry& registry) {
  CLI::App* group = app.add_subcommand("workload",
                                       "List, describe, delete, suspend, resume, wait for, read "
                                       "the logs of and get into workloads of every type");
  group->require_subcommand(1);
  OnDemand verbs(registry, *group);
  add_workload_verbs(verbs, registry, std::nullopt);
  verbs.build();
  group->footer(
      "Examples:\n  gpuq workload list -A\n  gpuq workload describe a1\n"
      "  gpuq workload delete -y a1\n  gpuq workload wait a1 --timeout 1h\n"
      "  gpuq workload exec -it a1 -- bash");
}

}  // namespace gpuq::cli
