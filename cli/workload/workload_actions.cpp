#include "cli/workload/workload_actions.h"

#include <unistd.h>

#include <iostream>

#include "cli/app/app.h"
#include "cli/app/output.h"
#include "cli/workload/workload_describe.h"

namespace gpuq::cli {
namespace {

// Asks on the terminal; false unless the answer starts with y.
bool confirmed(const std::string& question) {
  std::cerr << question << " [y/N] " << std::flush;
  std::string answer;
  if (!std::getline(std::cin, answer)) return false;
  return !answer.empty() && (answer[0] == 'y' || answer[0] == 'Y');
}

const char* done_text(WorkloadAction action) {
  switch (action) {
    case WorkloadAction::remove:
      return "is being deleted";
    case WorkloadAction::suspend:
      return "is being suspended";
    case WorkloadAction::resume:
      return "is being resumed";
  }
  return "";
}

}  // namespace

int run_action(WorkloadAction action, const ActionFlags& flags, const GlobalOptions& globals) {
  auto context = resolve(globals);
  if (!context) return report(context.error());
  const std::string& project = context->context.project;
  if (action == WorkloadAction::remove && !flags.yes) {
    std::string names;
    for (const std::string& n : flags.names) names += (names.empty() ? "" : ", ") + n;
    if (isatty(STDIN_FILENO) == 0) {
      return report(client::ApiError{
          client::ApiError::Kind::usage, 0,
          "not deleting " + names + " without confirmation: standard input is not a terminal", "-y",
          "add -y to delete without being asked"});
    }
    const std::string where = project.empty() ? "" : " in project " + project;
    if (!confirmed("Delete " + names + where + "?")) {
      std::cerr << "Nothing deleted.\n";
      return kExitFailure;
    }
  }
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  int code = kExitSuccess;
  for (const std::string& name : flags.names) {
    std::string target = name;
    if (flags.only) {
      // Check the type first, so that `gpuq training delete` never deletes a workspace.
      auto detail = get_typed_workload(*client, name, project, flags.only);
      if (!detail) {
        code = std::max(code, report(detail.error()));
        continue;
      }
      target = detail->workload.id;
    }
    client::ApiResult<void> ok;
    const std::string in = flags.only ? std::string() : project;
    switch (action) {
      case WorkloadAction::remove:
        ok = client->delete_workload(target, in, flags.force);
        break;
      case WorkloadAction::suspend:
        ok = client->suspend_workload(target, in);
        break;
      case WorkloadAction::resume:
        ok = client->resume_workload(target, in);
        break;
    }
    if (!ok) {
      code = std::max(code, report(ok.error()));
      continue;
    }
    if (globals.quiet) {
      std::cout << name << "\n";
    } else {
      std::cout << "Workload " << name << " " << done_text(action) << ".\n";
    }
  }
  std::cout << std::flush;
  return code;
}

}  // namespace gpuq::cli
