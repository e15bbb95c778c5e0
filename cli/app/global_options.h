// The options every gpuq command takes (`-p/--project`, `--context`,
// `-q/--quiet`, `-v/--verbose`), and how a command gets a Client from them.
//
// run() (app.cpp) adds these flags to the app with CLI11's fallthrough so they
// may be given before or after the command words; commands read them from the
// GlobalOptions the registry hands them (registry.globals()), after parsing.
#ifndef GPUQ_CLI_APP_GLOBAL_OPTIONS_H_
#define GPUQ_CLI_APP_GLOBAL_OPTIONS_H_

#include <optional>
#include <string>

#include "gpuq/client.h"
#include "gpuq/context.h"

namespace gpuq::cli {

struct GlobalOptions {
  std::optional<std::string> project{};  // -p/--project
  std::optional<std::string> context{};  // --context
  std::optional<std::string> server{};   // --server (hidden; for tests and scripts)
  std::optional<std::string> config{};   // --config (hidden): the client config file
  bool quiet = false;                    // -q: only what scripts need (names, ids)
  bool verbose = false;                  // -v: requests and timings on stderr
};

// The client config file: --config, else client::default_config_path().
std::string config_path(const GlobalOptions& options);

// The context after every override (flags, GPUQ_* variables, the file).
client::ApiResult<client::ResolvedContext> resolve(const GlobalOptions& options);

// A client for the resolved context.
client::ApiResult<client::Client> open_client(const GlobalOptions& options);

// The project a command acts on: -p, GPUQ_PROJECT, the context's default.
// Errors (usage) when none is set, saying how to set one
// ("-p NAME, or gpuq project set NAME").
client::ApiResult<std::string> require_project(const client::ResolvedContext& context);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_GLOBAL_OPTIONS_H_
