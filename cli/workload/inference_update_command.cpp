#include "cli/workload/inference_update_command.h"

#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/app/output.h"
#include "cli/workload/submit_compute.h"
#include "cli/workload/submit_flags.h"
#include "core/shell_words.h"

namespace gpuq::cli {
namespace {

constexpr const char* kUpdateExamples = R"(Examples:
  gpuq inference update serve -p team-a -i vllm/vllm-openai:v0.6.0
      a new image (recorded); its pods restart
  gpuq inference update serve -e MAX_BATCH=16 --gpu-memory-request 20G
      one environment variable changed, the others kept; a GPU memory request
  gpuq inference update serve -- python serve.py --port 9000
      a new command
Running pods get SIGTERM and start again with the new spec once they have stopped
(SIGKILL after the grace period); what it asks for must fit as a submit's would.
Exit codes: 0 updated, 1 refused (not found, not yours, ended), 2 usage error.)";

struct UpdateFlags {
  SubmitFlags submit;  // the compute flags, -i, -e, --working-dir and the command
  bool allow_pending = false;
};

int run_update(const UpdateFlags& flags, const GlobalOptions& globals) {
  const SubmitFlags& f = flags.submit;
  client::WorkloadSpec changes;
  if (!f.command.empty()) changes.command = core::shell_join(f.command);
  changes.image = f.image;
  changes.working_dir = f.working_dir;
  for (const std::string& item : f.environment) {
    auto pair = parse_name_value(item, "-e");
    if (!pair) return report(pair.error());
    changes.environment.push_back(std::move(*pair));
  }
  if (auto ok = apply_compute(f, changes.compute); !ok) return report(ok.error());
  if (!changes.command && !changes.image && !changes.working_dir && changes.environment.empty() &&
      changes.compute == client::ComputeSpec{}) {
    return report(
        client::usage_error("nothing to update: give what changes (-i, -e, --gpu-devices-request, "
                            "--cpu-core-request, ..., or a command after --)")
            .error());
  }
  auto context = resolve(globals);
  if (!context) return report(context.error());
  // A relative directory is the client's, as on submit, for a daemon on this
  // machine; a remote server gets it as typed.
  const bool local = context->transport.server.scheme == client::Server::Scheme::unix_socket;
  if (local && changes.working_dir && !changes.working_dir->empty() &&
      changes.working_dir->front() != '/') {
    std::error_code error;
    const auto absolute = std::filesystem::absolute(*changes.working_dir, error);
    if (!error) changes.working_dir = absolute.lexically_normal().string();
  }
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  auto updated =
      client->update_inference(f.name, context->context.project, changes, flags.allow_pending);
  if (!updated) {
    client::ApiError error = updated.error();
    // The daemon names its query parameter; the user has a flag for it.
    if (const std::size_t at = error.message.find(" (allowPending=true updates it anyway)");
        at != std::string::npos) {
      error.message.erase(at);
      error.hint = "Add --allow-pending to update it anyway (its pods then wait).";
    }
    return report(error);
  }
  if (globals.quiet) {
    std::cout << updated->name << "\n";
  } else {
    std::cout << "The inference '" << updated->name << "' in project " << updated->project_name
              << " has been updated: its running pods restart with the new spec.\n"
              << "Run 'gpuq workload describe " << updated->name << " -p " << updated->project_name
              << "' to follow them.\n";
  }
  return kExitSuccess;
}

}  // namespace

void add_inference_update_verb(CLI::App* group, CommandRegistry& registry) {
  auto flags = std::make_shared<UpdateFlags>();
  SubmitFlags& f = flags->submit;
  f.type = client::WorkloadType::inference;
  CLI::App* c = group->add_subcommand(
      "update", "Change an inference's image, command, environment or compute (pods restart)");
  add_name_and_command(c, f);
  c->get_option("NAME")->description("The inference to update")->required();
  c->add_option("-i,--image", f.image, "A container image (recorded; pods run on the host)");
  c->add_option("-e,--environment-variable", f.environment,
                "NAME=VALUE: set (or change) one variable; the others are kept (repeat the flag)")
      ->allow_extra_args(false);
  c->add_option("--working-dir", f.working_dir, "The directory the command starts in");
  c->add_option("-g,--gpu-devices-request", f.gpu, "GPU devices per pod (below 1: a portion)");
  c->add_option("--gpu-portion-request", f.gpu_portion_request, "A portion of one GPU (0.5)");
  c->add_option("--gpu-portion-limit", f.gpu_portion_limit, "The portion a pod may grow to");
  c->add_option("--gpu-memory-request", f.gpu_memory_request, "GPU memory of one GPU (4G, or 50%)");
  c->add_option("--gpu-memory-limit", f.gpu_memory_limit, "GPU memory a pod may grow to");
  c->add_option("--cpu-core-request", f.cpu_core_request, "CPU cores requested (0.5, 2, 500m)");
  c->add_option("--cpu-core-limit", f.cpu_core_limit, "CPU cores at most");
  c->add_option("--cpu-memory-request", f.cpu_memory_request, "Memory requested (1G, 512Mi)");
  c->add_option("--cpu-memory-limit", f.cpu_memory_limit, "Memory at most");
  c->add_flag("--allow-pending", flags->allow_pending,
              "Update it even if no node could hold what it asks for (it then waits)");
  c->footer(kUpdateExamples);
  registry.add(c, [flags, &registry] { return run_update(*flags, registry.globals()); });
}

}  // namespace gpuq::cli
