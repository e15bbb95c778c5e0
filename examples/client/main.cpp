// submit_and_wait: submits a training with a command and waits for it to
// reach a final phase, printing each phase as it changes.
//
//   submit_and_wait [--server URL] [--project NAME] NAME -- COMMAND [ARGS...]
//
// Without --server it talks to the default context's server (the local
// daemon unless ~/.config/gpuq/config.yaml or GPUQ_CONTEXT/GPUQ_SERVER say
// otherwise); without --project, to the context's project (GPUQ_PROJECT).
// Exits 0 when the training completes, 1 when it fails or on an error, 2 on
// a usage error.
#include <gpuq/client.h>
#include <gpuq/context.h>

#include <chrono>
#include <iostream>
#include <string>
#include <thread>

namespace {

int usage() {
  std::cerr << "usage: submit_and_wait [--server URL] [--project NAME] NAME -- COMMAND [ARGS...]\n";
  return 2;
}

int fail(const gpuq::client::ApiError& error) {
  std::cerr << "submit_and_wait: " << error.describe() << "\n";
  return error.kind == gpuq::client::ApiError::Kind::usage ? 2 : 1;
}

// Quotes a word for the server's shell-like command splitting.
std::string quoted(const std::string& word) {
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gpuq::client;
  ContextOverrides overrides;
  std::string name, command;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") break;
    if ((arg == "--server" || arg == "--project") && i + 1 < argc) {
      (arg == "--server" ? overrides.server : overrides.project) = argv[++i];
    } else if (!arg.starts_with('-') && name.empty()) {
      name = arg;
    } else {
      return usage();
    }
  }
  for (++i; i < argc; ++i) command += (command.empty() ? "" : " ") + quoted(argv[i]);
  if (name.empty() || command.empty()) return usage();

  const EnvLookup env = process_environment();
  auto config = ClientConfig::load(default_config_path(env));
  if (!config) return fail(config.error());
  auto context = resolve_context(*config, overrides, env);
  if (!context) return fail(context.error());
  if (context->context.project.empty()) {
    std::cerr << "submit_and_wait: no project: give --project NAME or set GPUQ_PROJECT\n";
    return 2;
  }
  auto client = Client::connect(context->transport);
  if (!client) return fail(client.error());

  SubmitRequest request;
  request.type = WorkloadType::training;
  request.name = name;
  request.project = context->context.project;
  request.spec.command = command;
  auto submitted = client->submit(request);
  if (!submitted) return fail(submitted.error());
  std::cout << "submitted " << submitted->name << " to " << request.project << " on "
            << client->transport().server_name() << "\n";

  std::string last;
  while (true) {
    auto w = client->get_workload(submitted->id);
    if (!w) return fail(w.error());
    const std::string& phase = w->workload.phase;
    if (phase != last) {
      std::cout << w->workload.name << ": " << phase << "\n" << std::flush;
      last = phase;
    }
    if (phase == "Completed") return 0;
    if (phase == "Failed") return 1;
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
}
