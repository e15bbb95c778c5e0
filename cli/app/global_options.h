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

// How this gpuq binary is linked (chosen in main.cpp at build time).
enum class Linkage {
  dynamic,           // does everything itself
  static_with_twin,  // hands what needs shared libraries to gpuq-dynamic
};

struct GlobalOptions {
  std::optional<std::string> project{};  // -p/--project
  std::optional<std::string> context{};  // --context
  std::optional<std::string> server{};   // --server (hidden; for tests and scripts)
  std::optional<std::string> config{};   // --config (hidden): the client config file
  bool quiet = false;                    // -q: only what scripts need (names, ids)
  bool verbose = false;                  // -v: requests and timings on stderr
  // Set by run(), not flags: how this binary is linked and the arguments it
  // was given, to hand a command to the dynamic twin (dynamic_twin.h).
  Linkage linkage = Linkage::dynamic;
  char** argv = nullptr;
};

// The client config file: --config, else client::default_config_path().
std::string config_path(const GlobalOptions& options);

// The context after every override (flags, GPUQ_* variables, the file).
client::ApiResult<client::ResolvedContext> resolve(const GlobalOptions& options);

// A client for the resolved context; with -v, it logs each request on stderr.
client::ApiResult<client::Client> open_client(const GlobalOptions& options);
// The same for a context the command has resolved already.
client::ApiResult<client::Client> open_client(const GlobalOptions& options,
                                              const client::ResolvedContext& context);

// The project a command acts on: -p, GPUQ_PROJECT, the context's default.
// Errors (usage) when none is set, saying how to set one
// ("-p NAME, or gpuq project set NAME").
client::ApiResult<std::string> require_project(const client::ResolvedContext& context);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_GLOBAL_OPTIONS_H_
