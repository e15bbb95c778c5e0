// The flags of `gpuq submit` (runai v1) and `gpuq training|workspace|inference
// submit` (runai v2), and how they become a client::SubmitRequest.
//
// Both sets write into one SubmitFlags; add_v1_submit_flags() and
// add_v2_submit_flags() declare the spellings of each CLI version (where the
// two differ both are accepted, e.g. -e/--environment and
// --environment-variable, --runs and --completions). to_submit_request()
// checks every value before anything is sent: a bad value is a usage error
// (exit 2) naming the flag ("-g: expected a number of GPUs, got \"abc\"").
//
// NAME and the command after `--` are positionals; add_name_and_command()
// tells them apart even when NAME is left out (`gpuq submit -g 1 -- sleep 60`):
// a word is the NAME only if it comes before `--`.
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_FLAGS_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_FLAGS_H_

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gpuq/error.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct SubmitFlags {
  client::WorkloadType type = client::WorkloadType::training;
  std::string default_prefix = "job";  // a name is made from it when none is given
  bool v1 = false;                     // runai v1 spellings (errors name those flags)
  std::string name;                    // positional NAME or --name
  bool name_empty = false;             // NAME given as "": an error, not a generated name
  bool name_positional = false;        // NAME was given
  bool name_flag = false;              // --name was given
  std::vector<std::string> command;    // the words after `--`
  bool command_flag = false;           // --command (accepted; see submit_flags.cpp)
  std::optional<std::string> image;

  // GPUs: v1 -g/--gpu is a float (below 1: a portion); v2 -g is a count.
  std::optional<std::string> gpu;          // v1 -g, kept as text to report it as typed
  std::optional<std::string> gpu_devices;  // v2 -g/--gpu-devices-request
  std::optional<double> gpu_portion_request, gpu_portion_limit;
  std::optional<std::string> gpu_memory_request, gpu_memory_limit;
  std::optional<std::string> gpu_request_type;
  std::optional<std::string> mig_profile;
  std::optional<std::string> cpu_core_request, cpu_core_limit;  // "0.5", "500m"
  std::optional<std::string> cpu_memory_request, cpu_memory_limit;
  bool large_shm = false;
  std::vector<std::string> extended_resources;  // NAME=QTY

  std::optional<std::string> compute;  // a compute resource's name
  std::optional<std::string> profile;  // a hardware profile's name
  std::vector<std::string> node_pools;
  std::optional<std::string> priority;
  std::optional<std::string> preemptibility;
  bool preemptible = false;
  bool preemptible_given = false;  // --preemptible=false says non-preemptible
  bool interactive = false;        // v1: a workspace

  std::vector<std::string> environment;  // NAME=VALUE
  std::optional<std::string> export_;    // --export ALL|NONE|NAME,NAME=VALUE,...
  std::optional<std::string> working_dir;
  std::optional<int64_t> backoff_limit, parallelism, completions;
  std::optional<std::string> termination_grace_period;  // "30s", "5m", "90"
  std::vector<std::string> labels, annotations;         // NAME=VALUE
  std::optional<int64_t> run_as_uid, run_as_gid;
  std::optional<std::string> name_prefix;
  // Recorded for a Kubernetes cluster, no effect here (submit_recorded.h).
  std::optional<std::string> node_type, image_pull_policy, template_name;
  std::vector<std::string> tolerations;  // operator=...,key=...,...
  // --auto-deletion-time-after-completion / v1 --ttl-after-finish: "90s", "1h".
  std::optional<std::string> delete_after;
  // Published ports (submit_ports.h).
  std::vector<std::string> ports;           // [HOST:]POD, or service-type=...,container=...
  std::optional<std::string> service_type;  // for the ports that name none
  std::vector<std::string> external_urls;   // container=N,url=URL
  // A distributed training (typed_workload_command.cpp): the framework
  // (PyTorch, TF, XGBoost, JAX; empty: not distributed) and its shape.
  std::string framework;
  int64_t workers = 1;
  bool no_master = false;
  std::optional<int64_t> min_replicas, max_replicas;
  // Storage (submit_storage.h).
  std::vector<std::string> existing_pvcs, new_pvcs, pvcs_v1, host_paths, volumes_v1;

  std::optional<std::string> file;  // -f: a workload spec (YAML or JSON)
  // --attach: wait until the pod runs, then attach to it (stdin and a
  // terminal, which --attach implies as runai's does); its log when it
  // ended first. An inference has neither: it follows the log.
  bool attach = false;
  bool stdin_open = false;              // --stdin: the pods keep a stdin open (spec.stdin)
  bool tty = false;                     // -t/--tty: on a pseudo-terminal (spec.tty)
  bool wait = false;                    // wait until Running or a final phase
  std::optional<std::string> wait_for;  // --wait-for running|completion: as `workload wait`
  bool allow_pending = false;           // queue it even if it could never run here
};

// NAME and `-- COMMAND ARGS...` on `command`.
void add_name_and_command(CLI::App* command, SubmitFlags& flags);
// The runai v1 flags of `gpuq submit`.
void add_v1_submit_flags(CLI::App* command, SubmitFlags& flags);
// The runai v2 flags of `gpuq TYPE submit`; those a type does not have
// (parallelism for a workspace...) are left out.
void add_v2_submit_flags(CLI::App* command, SubmitFlags& flags, client::WorkloadType type);

// Where and with what a command was typed: sent with a submit to a daemon
// on this machine, so that the pod starts as a shell would (sbatch does the
// same). Empty: nothing is sent (a remote server has neither).
struct SubmitContext {
  std::string cwd;                                               // absolute
  std::vector<std::pair<std::string, std::string>> environment;  // as the client has it
  // Variables whose name or value is not UTF-8, which a JSON request cannot
  // carry: never sent. Named in --export they are an error; taken in by ALL
  // they are left out (left_out_of_environment() says which).
  std::vector<std::pair<std::string, std::string>> not_utf8;
};

// The client's own context (getcwd, environ).
SubmitContext current_submit_context();

// The variables of `context` that --export would pass on but cannot be sent
// (SubmitContext::not_utf8), for a warning.
std::vector<std::string> left_out_of_environment(const SubmitFlags& flags,
                                                 const SubmitContext& context);

// Variables never captured unless --export names them: they would let a
// pod reach the submitter's session (agents, buses, displays, tickets), or
// are gpuq's own.
bool private_to_session(std::string_view name);

// The request the flags describe, for `project` (the project is resolved by
// the caller; the -f file's projectId is used only when `project` is empty).
// `default_profile` is the context's profile, used when --profile and the
// file give none. From `context`: the working directory (when neither
// --working-dir nor the file gives one; a relative --working-dir is taken
// from it) and the environment (--export chooses; -e wins). Errors: usage,
// naming the flag (or FILE:LINE).
client::ApiResult<client::SubmitRequest> to_submit_request(const SubmitFlags& flags,
                                                           const std::string& project,
                                                           const std::string& default_profile,
                                                           const SubmitContext& context = {});

// "NAME=VALUE" -> {NAME, VALUE}; errors (usage, field `flag`) when there is
// no '=' or NAME is empty.
client::ApiResult<std::pair<std::string, std::string>> parse_name_value(const std::string& text,
                                                                        const std::string& flag);

// "a,b,,c" -> {"a", "b", "", "c"}: a flag's comma-separated items, as typed.
std::vector<std::string> split_items(const std::string& text, char by = ',');
// ASCII lower case, for values given in any case (NodePort, nodeport).
std::string lower_case(std::string text);

// A duration in whole seconds: "90", "90s", "5m", "1h30m". Errors name `flag`.
client::ApiResult<int64_t> parse_seconds(const std::string& text, const std::string& flag);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_FLAGS_H_
