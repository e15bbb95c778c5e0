#include "cli/workload/submit_run.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <thread>
#include <vector>

#include "cli/app/app.h"
#include "cli/app/output.h"
#include "cli/workload/stream_commands.h"
#include "cli/workload/wait_condition.h"
#include "cli/workload/workload_file.h"
#include "cli/workload/workload_wait.h"

namespace gpuq::cli {
namespace {

// An error about a field of the body names the -f file's line when the file
// holds that field (or its parent); whether it does.
bool locate_in_file(client::ApiError& error, const SubmitFlags& flags) {
  if (!flags.file || error.field.empty()) return false;
  auto file = load_workload_file(*flags.file);
  if (!file) return false;
  const std::string where = file->where(error.field);
  if (where.empty()) return false;
  error.field = where + " (" + error.field + ")";
  return true;
}

// The daemon names the API's fields ("spec.workingDir: ..."); the person
// typed flags. An error about a field that came from a flag names the flag,
// after the message. An error about a field that locate_in_file found in the
// -f file keeps the file's words and is not passed here. The project may come from -p or the
// context: either way -p is what changes it.
client::ApiError name_the_flag(client::ApiError error, const SubmitFlags& flags,
                               const client::SubmitRequest& request) {
  struct FieldFlag {
    std::string_view field, flag;
  };
  // A variable captured from the shell is --export's; one given with -e, -e's.
  bool captured = false;
  constexpr std::string_view kVariable = "spec.environmentVariables[";
  if (error.field.starts_with(kVariable)) {
    const std::size_t index = std::strtoul(error.field.c_str() + kVariable.size(), nullptr, 10);
    const auto& names = request.spec.captured_environment;
    captured =
        index < request.spec.environment.size() &&
        std::find(names.begin(), names.end(), request.spec.environment[index].first) != names.end();
  }
  // Volumes come from several flags, in apply_storage()'s order.
  auto entry_index = [&](std::string_view list) -> std::optional<std::size_t> {
    if (!error.field.starts_with(list) || error.field.size() <= list.size() ||
        error.field[list.size()] != '[') {
      return std::nullopt;
    }
    return std::strtoul(error.field.c_str() + list.size() + 1, nullptr, 10);
  };
  std::string_view pvc_flag = "--existing-pvc";
  if (auto i = entry_index("spec.storage.pvc")) {
    if (*i >= flags.existing_pvcs.size() + flags.new_pvcs.size()) {
      pvc_flag = "--pvc";
    } else if (*i >= flags.existing_pvcs.size()) {
      pvc_flag = "--new-pvc";
    }
  }
  std::string_view host_path_flag = "--host-path";
  if (auto i = entry_index("spec.storage.hostPath"); i && *i >= flags.host_paths.size()) {
    host_path_flag = "-v";
  }
  std::vector<FieldFlag> table = {
      {"projectId", "-p"},
      {"computeResource", "--compute"},
      {"profile", "--profile"},
      {"security.runAsUid", "--run-as-uid"},
      {"security.runAsGid", "--run-as-gid"},
      {"spec.minReplicas", "--min-replicas"},
      {"spec.maxReplicas", "--max-replicas"},
      {"spec.numWorkers", "--workers"},
      {"spec.labels", "--label"},
      {"spec.annotations", "--annotation"},
      {"name", flags.name_prefix ? "--name-prefix" : "NAME"},
      {"spec.workingDir", "--working-dir"},
      {"spec.environmentVariables", captured ? "--export" : "-e"},
      {"spec.nodePools", "--node-pools"},
      {"spec.priorityClass", "--priority"},
      {"spec.preemptibility", "--preemptibility"},
      {"spec.parallelism", "--parallelism"},
      {"spec.completions", "--completions"},
      {"spec.backoffLimit", "--backoff-limit"},
      {"spec.command", "the command after --"},
      {"spec.ports", "--port"},
      {"spec.compute.gpuDevicesRequest", flags.v1 ? "-g" : "--gpu-devices-request"},
      {"spec.compute.gpuPortionRequest", flags.v1 ? "-g" : "--gpu-portion-request"},
      {"spec.compute.gpuPortionLimit", "--gpu-portion-limit"},
      {"spec.compute.gpuMemoryRequest", flags.v1 ? "--gpu-memory" : "--gpu-memory-request"},
      {"spec.compute.gpuMemoryLimit", "--gpu-memory-limit"},
      {"spec.compute.cpuCoreRequest", flags.v1 ? "--cpu" : "--cpu-core-request"},
      {"spec.compute.cpuCoreLimit", flags.v1 ? "--cpu-limit" : "--cpu-core-limit"},
      {"spec.compute.cpuMemoryRequest", flags.v1 ? "--memory" : "--cpu-memory-request"},
      {"spec.compute.cpuMemoryLimit", flags.v1 ? "--memory-limit" : "--cpu-memory-limit"},
  };
  // A -f file's volumes come first; their entries were named in the file.
  if (!flags.file) {
    table.push_back({"spec.storage.pvc", pvc_flag});
    table.push_back({"spec.storage.hostPath", host_path_flag});
  }
  for (const FieldFlag& f : table) {
    // The field itself, or a part of it: spec.nodePools[1], spec.environmentVariables[0].name.
    const std::string_view field = error.field;
    if (!field.starts_with(f.field)) continue;
    const std::string_view rest = field.substr(f.field.size());
    if (!rest.empty() && rest.front() != '[' && rest.front() != '.') continue;
    error = as_typed(std::move(error), std::string(f.flag));
    break;
  }
  // The daemon's reasons may name another field ("at least cpuCoreRequest",
  // "more than numWorkers"): the user typed a flag for it.
  for (const FieldFlag& f : table) {
    const std::string_view prefix = f.field.starts_with("spec.compute.") ? "spec.compute."
                                    : f.field.ends_with("Replicas") || f.field.ends_with("Workers")
                                        ? "spec."
                                        : "";
    if (prefix.empty()) continue;
    const std::string_view api = f.field.substr(prefix.size());
    for (std::size_t at = error.message.find(api); at != std::string::npos;
         at = error.message.find(api, at + f.flag.size())) {
      error.message.replace(at, api.size(), f.flag);
    }
  }
  return error;
}

}  // namespace

int run_submit(const SubmitFlags& flags, const GlobalOptions& globals) {
  std::optional<WaitFor> wait_for;
  if (flags.wait_for) {
    wait_for = parse_wait_for(*flags.wait_for);
    if (!wait_for || *wait_for == WaitFor::deletion) {
      return report(client::ApiError{
          client::ApiError::Kind::usage,
          0,
          "--wait-for: expected running or completion, got \"" + *flags.wait_for + "\"",
          "--wait-for",
          {}});
    }
  }
  auto context = resolve(globals);
  if (!context) return report(context.error());
  // The directory and environment the command was typed in go to a daemon
  // on this machine only: a remote server has neither the directory nor
  // what the variables point at.
  const bool local = context->transport.server.scheme == client::Server::Scheme::unix_socket;
  const SubmitContext typed_in = local ? current_submit_context() : SubmitContext{};
  auto request =
      to_submit_request(flags, context->context.project, context->context.profile, typed_in);
  if (!request) return report(request.error());
  if (const auto left_out = left_out_of_environment(flags, typed_in); !left_out.empty()) {
    std::cerr << "gpuq: warning: not passed to the pod, not UTF-8 (a request carries text only):";
    for (const std::string& name : left_out) std::cerr << ' ' << name;
    std::cerr << '\n';
  }
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  auto workload = client->submit(*request);
  if (!workload) {
    client::ApiError error = workload.error();
    if (!locate_in_file(error, flags)) error = name_the_flag(std::move(error), flags, *request);
    // The daemon names its query parameter; the user has a flag for it.
    if (const std::size_t at = error.message.find(" (allowPending=true queues it anyway)");
        at != std::string::npos) {
      error.message.erase(at);
      error.hint = "Add --allow-pending to queue it anyway.";
    }
    // A request over the daemon's limit: most often the environment this
    // shell passes on, when that is large.
    if (error.http_status == 413 && !request->spec.captured_environment.empty()) {
      const auto& captured = request->spec.captured_environment;
      std::size_t bytes = 0;
      for (const auto& [name, value] : request->spec.environment) {
        if (std::find(captured.begin(), captured.end(), name) == captured.end()) continue;
        bytes += name.size() + value.size() + 2;
      }
      if (bytes >= 256 * 1024) {
        error.hint = "The environment captured from this shell is " + std::to_string(bytes / 1024) +
                     " KiB: --export NONE, or --export with the variables the job needs, "
                     "sends less.";
      }
    }
    return report(error);
  }
  // Once the workload is in: a refusal (an image without a command) says it
  // in its own one line.
  if (flags.image && local) {
    std::cerr << "gpuq: note: the image " << *flags.image
              << " is used by a daemon with the Kubernetes backend; one with the local backend "
                 "runs the command on its host.\n";
  }

  const std::string type(client::to_string(request->type));
  const std::string& project =
      workload->project_name.empty() ? request->project : workload->project_name;
  if (globals.quiet) {
    std::cout << workload->name << "\n" << std::flush;
  } else {
    std::cout << "The " << type << " '" << workload->name << "' has been submitted to project "
              << project << ".\n";
    if (!flags.wait && !flags.attach && !wait_for) {
      std::cout << "Run 'gpuq workload describe " << workload->name << " -p " << project
                << "' to see its status.\n";
    }
    std::cout << std::flush;
  }
  if (wait_for && !flags.attach) {
    std::ostream& progress = globals.quiet ? std::cerr : std::cout;
    return wait_for_condition(*client,
                              {WaitTarget{workload->name, project, /*just_submitted=*/true}},
                              *wait_for, std::nullopt, &progress, nullptr);
  }
  if (!flags.wait && !flags.attach) return kExitSuccess;

  std::ostream& progress = globals.quiet ? std::cerr : std::cout;
  auto started = wait_until_started(*client, workload->name, project, progress);
  if (!started) return report(started.error());
  if (started->failed_exit) {
    std::cerr << "gpuq: error: "
              << ran_and_failed(workload->name, *started->failed_exit, started->message) << "\n";
    return kExitFailure;
  }
  // A pod that ran and ended at once, its workload between runs (a sweep's
  // next index not placed yet): it ran, as asked.
  const bool between_runs = !final_phase(started->phase) && started->phase != "Running";
  std::string phase = between_runs ? std::string("Running") : started->phase;
  // --attach on a workload with a stdin or a terminal: into it, as `gpuq
  // attach` (its exit code is the process's).
  const bool with_stdin = request->spec.stdin_open.value_or(false);
  const bool tty = request->spec.tty.value_or(false);
  if (flags.attach && (with_stdin || tty) && phase == "Running") {
    const bool terminal = terminal_or_warn(tty, with_stdin);
    auto stream = client->attach(workload->name, project, {});
    if (stream) return run_attached(*stream, workload->name, with_stdin, terminal, globals.quiet);
    // The pod ended meanwhile (409), or the daemon has no attach (an older
    // one): its log instead, as for a workload that ended first.
    const int status =
        stream.error().kind == client::ApiError::Kind::http ? stream.error().http_status : 0;
    if (status != 404 && status != 405 && status != 409 && status != 426 && status != 501) {
      return report(stream.error());
    }
    std::cerr << "gpuq: cannot attach to " << workload->name << " ("
              << terminal_safe(stream.error().message) << "); printing its log\n";
  }
  // A short job may have ended before the first look: its log is still there.
  if (flags.attach && (phase == "Running" || phase == "Completed" || phase == "Failed")) {
    if (auto ok = follow_logs(*client, workload->name, project, std::cout); !ok) {
      return report(ok.error());
    }
    // The log ends with the pod; the workload's phase follows within a cycle.
    for (int i = 0; i < 100; ++i) {
      auto detail = client->get_workload(workload->name, project);
      if (!detail) return report(detail.error());
      phase = detail->workload.phase;
      if (final_phase(phase)) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }
  if (wait_for == WaitFor::completion) return phase == "Completed" ? kExitSuccess : kExitFailure;
  return phase == "Running" || phase == "Completed" ? kExitSuccess : kExitFailure;
}

}  // namespace gpuq::cli
