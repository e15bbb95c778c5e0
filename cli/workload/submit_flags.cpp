#include "cli/workload/submit_flags.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>

#include "cli/app/option_adder.h"
#include "cli/app/validators.h"
#include "cli/workload/submit_compute.h"
#include "cli/workload/submit_ports.h"
#include "cli/workload/submit_recorded.h"
#include "cli/workload/submit_storage.h"
#include "cli/workload/workload_file.h"
#include "core/duration.h"
#include "core/printable.h"
#include "core/quantity.h"
#include "core/shell_words.h"
#include "core/utf8.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::usage_error;

// A word from the shell that a JSON request cannot carry.
std::unexpected<client::ApiError> not_utf8(std::string_view text, const std::string& flag) {
  return usage_error("not UTF-8: \"" + core::printable(text) + "\" (a request carries text only)",
                     flag);
}

// A positional word is NAME only while no `--` has been seen; after it every
// word belongs to the command. CLI11 files the `--` among the subcommand's
// unparsed words before it hands out the words that follow, so the check
// looks there, once per word (later validations of an accepted NAME pass).
struct NameGate {
  bool decided = false;
  bool accepted = false;
};

bool dash_seen(const CLI::App* command) {
  for (const std::string& word : command->remaining()) {
    if (word == "--") return true;
  }
  return false;
}

ApiResult<client::NameValues> name_values(const std::vector<std::string>& items,
                                          const std::string& flag) {
  client::NameValues out;
  for (const std::string& item : items) {
    if (!core::valid_utf8(item)) return not_utf8(item, flag);
    auto pair = parse_name_value(item, flag);
    if (!pair) return std::unexpected(pair.error());
    out.push_back(std::move(*pair));
  }
  return out;
}

// -g: a float; below 1 it is a portion of one GPU.
ApiResult<void> apply_scheduling(const SubmitFlags& f, client::WorkloadSpec& s) {
  for (const std::string& pool : f.node_pools) {
    if (pool.empty()) return usage_error("a node pool name must not be empty", "--node-pools");
    s.node_pools.push_back(pool);
  }
  s.priority_class = f.priority;
  if (f.preemptibility && *f.preemptibility != "preemptible" &&
      *f.preemptibility != "non-preemptible") {
    return usage_error("expected preemptible or non-preemptible, got \"" + *f.preemptibility + "\"",
                       "--preemptibility");
  }
  s.preemptibility = f.preemptibility;
  if (f.preemptible_given && !f.preemptible) {
    // --preemptible=false: said outright, not left to the type's default.
    if (f.preemptibility && *f.preemptibility != "non-preemptible") {
      return usage_error("contradicts --preemptibility " + *f.preemptibility, "--preemptible");
    }
    s.preemptibility = "non-preemptible";
  }
  if (f.preemptible) {
    if (f.preemptibility && *f.preemptibility != "preemptible") {
      return usage_error("contradicts --preemptibility " + *f.preemptibility, "--preemptible");
    }
    s.preemptibility = "preemptible";
    // runai v1: an interactive preemptible job has its own priority class.
    if ((f.interactive || f.type == client::WorkloadType::workspace) && !f.priority) {
      s.priority_class = "interactive-preemptible";
    }
  }
  s.backoff_limit = f.backoff_limit;
  s.parallelism = f.parallelism;
  s.completions = f.completions;
  if (f.termination_grace_period) {
    auto seconds = parse_seconds(*f.termination_grace_period, "--termination-grace-period");
    if (!seconds) return std::unexpected(seconds.error());
    s.termination_grace_period_seconds = *seconds;
  }
  return {};
}

}  // namespace

ApiResult<std::pair<std::string, std::string>> parse_name_value(const std::string& text,
                                                                const std::string& flag) {
  const std::size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0) {
    return usage_error("expected NAME=VALUE, got \"" + text + "\"", flag);
  }
  return std::pair{text.substr(0, eq), text.substr(eq + 1)};
}

std::vector<std::string> split_items(const std::string& text, char by) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t at = text.find(by, start);
    if (at == std::string::npos) at = text.size();
    out.push_back(text.substr(start, at - start));
    start = at + 1;
  }
  return out;
}

std::string lower_case(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

ApiResult<int64_t> parse_seconds(const std::string& text, const std::string& flag) {
  // A bare number is seconds here (runai's flags take "90"); units as
  // core/duration reads them.
  std::optional<int64_t> seconds;
  if (!text.empty() &&
      std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    int64_t n = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec == std::errc() && end == text.data() + text.size()) seconds = n;
  } else {
    seconds = core::parse_duration(text);
  }
  if (!seconds || *seconds > 86400LL * 365) {
    return usage_error("expected a duration such as 30s, 5m or 1h30m, got \"" + text + "\"", flag);
  }
  return *seconds;
}

void add_name_and_command(CLI::App* command, SubmitFlags& flags) {
  auto gate = std::make_shared<NameGate>();
  command->validate_positionals();
  command
      ->add_option("NAME", flags.name,
                   "The workload's name (default: a generated one; see --name-prefix)")
      ->check(CLI::Validator(
          [gate, command, f = &flags](std::string& text) -> std::string {
            if (!gate->decided) {
              gate->decided = true;
              gate->accepted = !dash_seen(command);
            }
            if (!gate->accepted) return "after --";
            f->name_empty = text.empty();  // said by to_submit_request
            f->name_positional = true;
            return std::string();
          },
          "", "NAME"));
  command->add_option("COMMAND", flags.command,
                      "After --: the command and its arguments, run as they are written");
}

namespace {

// --name: instead of NAME; both is an error (to_submit_request).
void add_name_flag(CLI::App* c, SubmitFlags& f) {
  OptionAdder add(c);
  add.option_function<std::string>(
         "--name",
         [&f](const std::string& name) {
           f.name = name;
           f.name_flag = true;
         },
         "The workload's name (instead of NAME)")
      ->check(not_empty());
}

// --attach, --stdin and -t/--tty (runai: "attach implies tty and stdin").
void add_attach_flags(CLI::App* c, SubmitFlags& f) {
  OptionAdder add(c);
  add.flag("--attach", f.attach,
           "Wait until the workload runs, then attach to it (implies --stdin and --tty, and "
           "--backoff-limit 0: no retry once you leave it; Ctrl-P Ctrl-Q detaches)");
  add.flag("--stdin", f.stdin_open, "Keep the process's stdin open, for gpuq attach");
  add.flag("-t,--tty", f.tty, "Run the process on a pseudo-terminal, for gpuq attach");
}

}  // namespace

void add_v1_submit_flags(CLI::App* c, SubmitFlags& f) {
  OptionAdder add(c);
  add_name_flag(c, f);
  add.option("-g,--gpu", f.gpu, "GPUs: a whole number, or below 1 a portion of one GPU (0.5)");
  add.option("--gpu-memory", f.gpu_memory_request, "GPU memory of one GPU (4G, 20Gi, or 50%)");
  add.option("--mig-profile,--mig", f.mig_profile, "A MIG instance (1g.10gb, 3g.40gb)");
  add.option("--cpu", f.cpu_core_request, "CPU cores requested (0.5, 2, 500m)");
  add.option("--cpu-limit", f.cpu_core_limit, "CPU cores at most");
  add.option("--memory", f.cpu_memory_request, "Memory requested (1G, 512Mi)");
  add.option("--memory-limit", f.cpu_memory_limit, "Memory at most");
  add.flag("--interactive", f.interactive, "An interactive workload (a workspace)");
  add.flag("--preemptible", f.preemptible,
           "May be scheduled above quota and reclaimed at any time (=false: never)")
      ->each([p = &f](const std::string&) { p->preemptible_given = true; });
  add.option("-e,--environment", f.environment,
             "An environment variable NAME=VALUE (repeat the flag)")
      ->allow_extra_args(false);
  add.option("--export", f.export_,
             "The environment pods get from this shell: ALL (default), NONE, or "
             "NAME,NAME=VALUE,... (only those; add ALL to keep the rest)");
  add.option("--working-dir", f.working_dir, "The directory the command starts in")
      ->check(not_empty());
  add.flag("--large-shm", f.large_shm, "A large /dev/shm");
  add.option("--node-pools", f.node_pools, "Node pools in order of preference (a,b)")
      ->delimiter(',')
      ->allow_extra_args(false);
  add.option("-i,--image", f.image, "A container image (recorded; pods run on the host)");
  add.flag("--command", f.command_flag,
           "The words after -- are the command (always so here: there is no image "
           "entrypoint)");
  add.option("--backoff-limit", f.backoff_limit, "Retries of a failed pod (default 6)")
      ->check(at_least(0, 1000000));
  add.option("--completions", f.completions, "Successful pods needed to complete")
      ->check(at_least(1, 1000000));
  add.option("--parallelism", f.parallelism, "Pods run at once")->check(at_least(1, 1000));
  add.option("--name-prefix,--job-name-prefix", f.name_prefix, "Name the workload PREFIX-xxxxx");
  add_attach_flags(c, f);
  add.flag("--wait", f.wait, "Wait until it runs (or ran and failed) or ends, showing each phase");
  add.flag("--allow-pending", f.allow_pending,
           "Queue it even if no node here could ever hold one of its pods");
  add.option("--wait-for", f.wait_for,
             "Block until running or completion, as 'workload wait' (exit 1 if it fails)");
  add_recorded_flags(c, f, true);
  add_port_flags(c, f);
  add_storage_flags(c, f, true);
}

void add_v2_submit_flags(CLI::App* c, SubmitFlags& f, client::WorkloadType type) {
  OptionAdder add(c);
  using client::WorkloadType;
  add_name_flag(c, f);
  add.option("-f,--file", f.file,
             "A workload spec in YAML or JSON (a whole body with spec, or the spec); flags "
             "override it");
  add.option("-i,--image", f.image, "A container image (recorded; pods run on the host)");
  add.flag("-c,--command", f.command_flag,
           "The words after -- are the command (always so here: there is no image "
           "entrypoint)");
  add.option("-e,--environment-variable,--environment", f.environment,
             "An environment variable NAME=VALUE (repeat the flag)")
      ->allow_extra_args(false);
  add.option("--export", f.export_,
             "The environment pods get from this shell: ALL (default), NONE, or "
             "NAME,NAME=VALUE,... (only those; add ALL to keep the rest)");
  add.option("--working-dir", f.working_dir, "The directory the command starts in")
      ->check(not_empty());
  add.option("-g,--gpu-devices-request", f.gpu, "GPU devices per pod (below 1: a portion)");
  add.option("--gpu-portion-request", f.gpu_portion_request, "A portion of one GPU (0.5)");
  add.option("--gpu-portion-limit", f.gpu_portion_limit,
             "The portion a pod may grow to (at least the request)");
  add.option("--gpu-memory-request", f.gpu_memory_request, "GPU memory of one GPU (4G, or 50%)");
  add.option("--gpu-memory-limit", f.gpu_memory_limit, "GPU memory a pod may grow to");
  add.option("--gpu-request-type", f.gpu_request_type, "portion, memory or migProfile");
  add.option("--mig-profile", f.mig_profile, "A MIG instance (1g.10gb)");
  add.option("--cpu-core-request", f.cpu_core_request, "CPU cores requested (0.5, 2, 500m)");
  add.option("--cpu-core-limit", f.cpu_core_limit, "CPU cores at most");
  add.option("--cpu-memory-request", f.cpu_memory_request, "Memory requested (1G, 512Mi)");
  add.option("--cpu-memory-limit", f.cpu_memory_limit, "Memory at most");
  add.flag("--large-shm", f.large_shm, "A large /dev/shm");
  add.option("--extended-resource", f.extended_resources,
             "An extended resource NAME=QUANTITY (repeat the flag)")
      ->allow_extra_args(false);
  add.option("--compute", f.compute, "A compute resource (gpuq compute-resource list)");
  add.option("--profile", f.profile, "A hardware profile (default: the context's)");
  add.option("--node-pools", f.node_pools, "Node pools in order of preference (a,b)")
      ->delimiter(',')
      ->allow_extra_args(false);
  add.option("--priority", f.priority,
             "very-low, low, medium-low, medium, medium-high, high, very-high (or train, "
             "build, interactive-preemptible, inference)");
  add.option("--preemptibility", f.preemptibility, "preemptible or non-preemptible");
  add.flag("--preemptible", f.preemptible,
           "Same as --preemptibility preemptible (=false: non-preemptible)")
      ->each([p = &f](const std::string&) { p->preemptible_given = true; });
  if (type != WorkloadType::inference) {
    add.option("--backoff-limit", f.backoff_limit, "Retries of a failed pod (default 6)")
        ->check(at_least(0, 1000000));
    add.option("--termination-grace-period", f.termination_grace_period,
               "Time between SIGTERM and SIGKILL on eviction (30s, 5m)");
  }
  if (type == WorkloadType::training) {
    add.option("--parallelism", f.parallelism, "Pods run at once")->check(at_least(1, 1000));
    add.option("--runs,--completions", f.completions, "Successful pods needed to complete")
        ->check(at_least(1, 1000000));
  }
  // One value per flag: a list option would take the `--` before the
  // command as the end of its own values, and the command's flags as ours.
  add.option("--label", f.labels, "A label NAME=VALUE (repeat the flag)")->allow_extra_args(false);
  add.option("--annotation", f.annotations, "An annotation NAME=VALUE (repeat the flag)")
      ->allow_extra_args(false);
  add.option("--run-as-uid", f.run_as_uid, "Run the pods as this user id (administrators)")
      ->check(at_least(0));
  add.option("--run-as-gid", f.run_as_gid, "Run the pods as this group id (administrators)")
      ->check(at_least(0));
  add.option("--name-prefix", f.name_prefix, "Name the workload PREFIX-xxxxx");
  if (type != WorkloadType::inference) {
    add_attach_flags(c, f);
  } else {
    add.flag("--attach", f.attach, "Wait until the workload runs, then follow its log");
  }
  add.flag("--wait", f.wait, "Wait until it runs (or ran and failed) or ends, showing each phase");
  add.flag("--allow-pending", f.allow_pending,
           "Queue it even if no node here could ever hold one of its pods");
  add.option("--wait-for", f.wait_for,
             "Block until running or completion, as 'workload wait' (exit 1 if it fails)");
  add_recorded_flags(c, f, false);
  add_port_flags(c, f);
  add_storage_flags(c, f, false);
}

namespace {

using Pairs = std::vector<std::pair<std::string, std::string>>;

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (!text.empty() && start <= text.size()) {
    std::size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    out.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

// The environment --export picks from `captured` (Slurm's rules): ALL (the
// default) is every variable but those private to the session; NONE is none;
// NAME takes that one (private or not), NAME=VALUE sets one; names without
// ALL take only those.
ApiResult<Pairs> exported(const std::optional<std::string>& spec, const Pairs& captured) {
  const std::string text = spec.value_or("ALL");
  bool all = false;
  bool none = false;
  Pairs named;
  std::vector<std::string> names;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    const std::string item = text.substr(start, comma - start);
    start = comma + 1;
    if (item == "ALL") {
      all = true;
    } else if (item == "NONE") {
      none = true;
    } else if (item.empty()) {
      return usage_error(
          "expected ALL, NONE or NAME[=VALUE] items separated by commas, got \"" + text + "\"",
          "--export");
    } else if (auto eq = item.find('='); eq != std::string::npos) {
      if (eq == 0) return usage_error("a variable needs a name: \"" + item + "\"", "--export");
      named.emplace_back(item.substr(0, eq), item.substr(eq + 1));
    } else {
      names.push_back(item);
    }
  }
  if (all && none) {
    return usage_error("ALL and NONE contradict each other: \"" + text + "\"", "--export");
  }
  Pairs out;
  for (const auto& [name, value] : captured) {
    const bool wanted = std::find(names.begin(), names.end(), name) != names.end();
    if (wanted || (all && !private_to_session(name))) out.emplace_back(name, value);
  }
  for (auto& pair : named) {
    std::erase_if(out, [&](const auto& e) { return e.first == pair.first; });
    out.push_back(std::move(pair));
  }
  return out;
}

}  // namespace

bool private_to_session(std::string_view name) {
  constexpr std::string_view kPrivate[] = {
      "SSH_AUTH_SOCK",   "SSH_AGENT_PID", "DBUS_SESSION_BUS_ADDRESS",
      "XDG_RUNTIME_DIR", "DISPLAY",       "WAYLAND_DISPLAY",
      "XAUTHORITY",      "KRB5CCNAME",    "GPG_AGENT_INFO"};
  return std::find(std::begin(kPrivate), std::end(kPrivate), name) != std::end(kPrivate) ||
         name.starts_with("GPUQ_");
}

SubmitContext current_submit_context() {
  SubmitContext c;
  std::error_code ec;
  c.cwd = std::filesystem::current_path(ec).string();
  if (ec) c.cwd.clear();
  for (char** e = environ; e != nullptr && *e != nullptr; ++e) {
    std::string_view entry(*e);
    const std::size_t eq = entry.find('=');
    if (eq == std::string_view::npos || eq == 0) continue;
    auto& into = core::valid_utf8(entry) ? c.environment : c.not_utf8;
    into.emplace_back(std::string(entry.substr(0, eq)), std::string(entry.substr(eq + 1)));
  }
  return c;
}

std::vector<std::string> left_out_of_environment(const SubmitFlags& flags,
                                                 const SubmitContext& context) {
  std::vector<std::string> names;
  auto taken = exported(flags.export_, context.not_utf8);
  if (!taken) return names;
  // Of what --export takes, only these variables; NAME=VALUE items it adds
  // are the flag's own text.
  for (const auto& [name, value] : context.not_utf8) {
    if (std::any_of(taken->begin(), taken->end(), [&](const auto& t) { return t.first == name; }) &&
        std::find(names.begin(), names.end(), core::printable(name)) == names.end()) {
      names.push_back(core::printable(name));
    }
  }
  return names;
}

ApiResult<client::SubmitRequest> to_submit_request(const SubmitFlags& f, const std::string& project,
                                                   const std::string& default_profile,
                                                   const SubmitContext& context) {
  client::SubmitRequest r;
  r.type = f.interactive ? client::WorkloadType::workspace : f.type;
  std::optional<WorkloadFile> file;
  if (f.file) {
    auto loaded = load_workload_file(*f.file);
    if (!loaded) return std::unexpected(loaded.error());
    file = std::move(*loaded);
    r.base_spec_json = file->spec.dump();
  }

  r.project = project;
  if (r.project.empty() && file && file->project) r.project = *file->project;
  if (r.project.empty()) {
    return usage_error("no project: give -p NAME, or set a default with gpuq project set NAME",
                       "-p");
  }
  if (!f.name.empty() && f.name_prefix) {
    return usage_error("give either NAME or --name-prefix", "--name-prefix");
  }
  if (f.name_positional && f.name_flag) return usage_error("give either NAME or --name", "--name");
  if (f.name_empty) {
    return usage_error("must not be empty (leave NAME out for a generated one)", "NAME");
  }
  r.allow_pending = f.allow_pending;
  if (!f.name.empty()) {
    if (!core::valid_utf8(f.name)) return not_utf8(f.name, "NAME");
    r.name = f.name;
  } else if (f.name_prefix) {
    if (f.name_prefix->empty()) return usage_error("must not be empty", "--name-prefix");
    r.name = *f.name_prefix;
    r.name_as_prefix = true;
  } else if (file && file->name) {
    r.name = *file->name;
    r.name_as_prefix = file->name_as_prefix;
  } else {
    r.name = f.default_prefix;
    r.name_as_prefix = true;
  }

  r.compute_resource = f.compute;
  if (!r.compute_resource && file) r.compute_resource = file->compute_resource;
  r.profile = f.profile;
  if (!r.profile && file) r.profile = file->profile;
  if (!r.profile && !r.compute_resource && !default_profile.empty()) r.profile = default_profile;

  client::WorkloadSpec& s = r.spec;
  for (std::size_t i = 0; i < f.command.size(); ++i) {
    if (!core::valid_utf8(f.command[i])) {
      return not_utf8(f.command[i], "COMMAND (word " + std::to_string(i + 1) + ")");
    }
  }
  if (!f.command.empty()) s.command = core::shell_join(f.command);
  s.image = f.image;
  s.working_dir = f.working_dir;
  if (s.working_dir && !s.working_dir->empty() && s.working_dir->front() != '/' &&
      !context.cwd.empty()) {
    s.working_dir =
        (std::filesystem::path(context.cwd) / *s.working_dir).lexically_normal().string();
  }
  const bool file_has_dir = file && file->spec.contains("workingDir");
  if (!s.working_dir && !file_has_dir && !context.cwd.empty()) {
    s.working_dir = context.cwd;
    s.working_dir_captured = true;
  }
  if (s.working_dir && !core::valid_utf8(*s.working_dir)) {
    if (!s.working_dir_captured) return not_utf8(*s.working_dir, "--working-dir");
    return usage_error("this directory's path is not UTF-8: \"" + core::printable(*s.working_dir) +
                           "\" (a request carries text only); give --working-dir DIR",
                       "--working-dir");
  }
  // A variable named in --export must be sent, and one of these cannot be.
  for (const std::string& item : split_commas(f.export_.value_or(""))) {
    if (!core::valid_utf8(item)) return not_utf8(item, "--export");
    for (const auto& [name, value] : context.not_utf8) {
      if (item == name) return not_utf8(name + "=" + value, "--export");
    }
  }
  auto captured = exported(f.export_, context.environment);
  if (!captured) return std::unexpected(captured.error());
  auto env = name_values(f.environment, "-e");
  if (!env) return std::unexpected(env.error());
  s.environment = std::move(*captured);
  // Captured: what ALL took in; a variable named in --export was asked for.
  std::vector<std::string> asked;
  for (const auto& item : split_commas(f.export_.value_or(""))) {
    if (item != "ALL" && item != "NONE") asked.push_back(item.substr(0, item.find('=')));
  }
  for (const auto& [name, value] : s.environment) {
    if (std::find(asked.begin(), asked.end(), name) == asked.end()) {
      s.captured_environment.push_back(name);
    }
  }
  for (auto& pair : *env) {  // -e wins over what was captured
    std::erase_if(s.environment, [&](const auto& e) { return e.first == pair.first; });
    std::erase(s.captured_environment, pair.first);
    s.environment.push_back(std::move(pair));
  }
  auto labels = name_values(f.labels, "--label");
  if (!labels) return std::unexpected(labels.error());
  s.labels = std::move(*labels);
  auto annotations = name_values(f.annotations, "--annotation");
  if (!annotations) return std::unexpected(annotations.error());
  s.annotations = std::move(*annotations);
  s.run_as_uid = f.run_as_uid;
  s.run_as_gid = f.run_as_gid;
  if (r.type != client::WorkloadType::inference) {
    if (f.stdin_open || f.attach) s.stdin_open = true;
    if (f.tty || f.attach) s.tty = true;
  }
  if (auto ok = apply_compute(f, s.compute); !ok) return std::unexpected(ok.error());
  if (auto ok = apply_scheduling(f, s); !ok) return std::unexpected(ok.error());
  // An attached session ends when its person leaves it, with the shell's
  // last status: no failure to run again with no one there. --backoff-limit
  // or the file's backoffLimit says otherwise.
  const bool file_sets_retries = file && file->spec.contains("backoffLimit");
  if (f.attach && r.type != client::WorkloadType::inference && !f.backoff_limit &&
      !file_sets_retries) {
    s.backoff_limit = 0;
  }
  if (auto ok = apply_recorded(f, r); !ok) return std::unexpected(ok.error());
  if (auto ok = apply_ports(f, s); !ok) return std::unexpected(ok.error());
  if (auto ok = apply_storage(f, s); !ok) return std::unexpected(ok.error());
  if (!f.framework.empty()) {
    r.distributed = client::DistributedSpec{f.framework, f.workers, f.no_master, f.min_replicas,
                                            f.max_replicas};
  }

  // With an image, the daemon decides: a Kubernetes backend runs the image's
  // entrypoint, a local one says that it needs a command.
  if (!s.command && !f.image &&
      !(file && (file->spec.contains("command") || file->spec.contains("args") ||
                 file->spec.contains("image")))) {
    // The example in the spelling the user chose.
    std::string submit = "gpuq submit";
    if (f.v1 && !f.framework.empty()) {
      submit = "gpuq submit-dist " + f.default_prefix;
    } else if (!f.framework.empty()) {
      submit = "gpuq training " + f.default_prefix + " submit";
    } else if (!f.v1) {
      submit = "gpuq " + std::string(client::to_string(r.type)) + " submit";
    }
    return usage_error(
        "no command: give it after --, as in: " + submit + " a1 -g 1 -- python train.py",
        "COMMAND");
  }
  return r;
}

}  // namespace gpuq::cli
