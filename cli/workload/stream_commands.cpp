#include "cli/workload/stream_commands.h"

#include <unistd.h>

#include <iostream>
#include <memory>

#include "cli/app/output.h"
#include "cli/app/validators.h"
#include "cli/workload/signal_pipe.h"
#include "cli/workload/stream_session.h"
#include "cli/workload/terminal.h"
#include "cli/workload/workload_describe.h"

namespace gpuq::cli {
namespace {

enum class Verb { attach, exec, bash };

struct StreamFlags {
  std::string name;
  std::optional<std::string> pod;            // an index ("3") or a pod's name ("a1-3")
  bool no_stdin = false, no_tty = false;     // attach
  bool with_stdin = false, tty = false;      // exec
  std::vector<std::string> command;          // exec
  std::optional<client::WorkloadType> only;  // set by `gpuq TYPE attach|exec|bash`
};

// "gpuq", "gpuq workload" or "gpuq training", for the examples.
std::string prefix_of(CLI::App* group, std::optional<client::WorkloadType> only) {
  if (only) return "gpuq " + std::string(client::to_string(*only));
  return group->get_parent() == nullptr ? std::string("gpuq") : "gpuq " + group->get_name();
}

// The daemon names its query parameter; the user typed a flag.
client::ApiError with_flag_names(client::ApiError error) {
  if (error.field == "pod") error.field = "--pod";
  if (error.field == "command") error.field = "COMMAND";
  return error;
}

// The session's end as an exit code, said on stderr where there is
// something to say (after the terminal is restored).
int finish(const SessionEnd& end, const std::string& name, bool exec) {
  switch (end.kind) {
    case SessionEnd::Kind::exited:
      return end.exit_code;
    case SessionEnd::Kind::detached:
      std::cerr << "\ngpuq: detached from " << name
                << (exec ? " (the command gets SIGHUP)\n" : "; it goes on running\n");
      return kExitSuccess;
    case SessionEnd::Kind::interrupted:
      return 128 + end.signal;
    case SessionEnd::Kind::failed:
      break;
  }
  return report(client::ApiError{client::ApiError::Kind::transport, 0, end.message, {}, {}});
}

// The session on this process's descriptors: raw mode with a terminal.
int run_session(client::PodStream& stream, const std::string& name, bool with_stdin, bool tty,
                bool exec) {
  auto signals = SignalPipe::catch_signals({SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT});
  SessionOptions options;
  options.input_fd = with_stdin ? STDIN_FILENO : -1;
  options.signals = signals.get();
  std::optional<RawTerminal> raw =
      tty && with_stdin ? RawTerminal::enter(STDIN_FILENO) : std::nullopt;
  if (raw) options.terminal_fd = STDIN_FILENO;
  const SessionEnd end = run_stream_session(stream, options);
  if (raw) raw->restore();
  return finish(end, name, exec);
}

int run_attach(const StreamFlags& flags, const GlobalOptions& globals) {
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  // The pod's spec says whether it has a stdin and a terminal to attach to.
  auto detail = get_typed_workload(*client, flags.name, context->context.project, flags.only);
  if (!detail) return report(detail.error());
  const nlohmann::json spec = parse_json(detail->spec_json);
  auto spec_flag = [&](const char* key) {
    auto it = spec.is_object() ? spec.find(key) : spec.end();
    return it != spec.end() && it->is_boolean() && it->get<bool>();
  };
  client::AttachOptions options;
  options.pod = flags.pod;
  if (flags.no_stdin) options.with_stdin = false;
  if (flags.no_tty) options.tty = false;
  const bool with_stdin = !flags.no_stdin && spec_flag("stdin");
  const bool tty = !flags.no_tty && spec_flag("tty");
  const client::Workload& w = detail->workload;
  const bool terminal = terminal_or_warn(tty, with_stdin);
  auto stream = client->attach(w.name, w.project_name, options);
  if (!stream) return report(with_flag_names(stream.error()));
  return run_attached(*stream, w.name, with_stdin, terminal, globals.quiet);
}

int run_exec(const StreamFlags& flags, const GlobalOptions& globals, Verb verb) {
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  std::string target = flags.name;
  std::string project = context->context.project;
  if (flags.only) {
    auto detail = get_typed_workload(*client, flags.name, project, flags.only);
    if (!detail) return report(detail.error());
    target = detail->workload.name;
    project = detail->workload.project_name;
  }
  client::ExecOptions options;
  options.pod = flags.pod;
  options.with_stdin = verb == Verb::bash || flags.with_stdin;
  // As kubectl exec: -t needs a terminal on stdin, -i or not. Without -i a
  // pty would be the command's only input, and `cat` would wait on it for
  // good; without -t its stdin is empty.
  options.tty = terminal_or_warn(verb == Verb::bash || flags.tty, /*check_stdin=*/true);
  options.command = verb == Verb::bash ? std::vector<std::string>{"bash"} : flags.command;
  auto stream = client->exec(target, project, options);
  if (!stream) return report(with_flag_names(stream.error()));
  return run_session(*stream, flags.name, options.with_stdin, options.tty, true);
}

void add_pod_flag(CLI::App* c, StreamFlags& f) {
  c->add_option("--pod", f.pod,
                "The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first")
      ->check(not_empty());
}

void add_attach(CLI::App* group, CommandRegistry& registry,
                std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<StreamFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand(
      "attach", "Attach to the main process of a running pod: its output, stdin and terminal");
  cmd->add_option("NAME", flags->name, "The workload (a name or an id)")
      ->required()
      ->check(workload_ref());
  add_pod_flag(cmd, *flags);
  cmd->add_flag("--no-stdin", flags->no_stdin, "Do not send this terminal's input to the pod");
  cmd->add_flag("--no-tty", flags->no_tty, "Do not use the pod's terminal from here");
  const std::string p = prefix_of(group, only);
  cmd->footer("Examples:\n  " + p +
              " attach nb1\n      type into the shell of nb1 (submitted with -t --stdin, or "
              "--attach);\n      Ctrl-P Ctrl-Q detaches and leaves it running\n  " +
              p + " attach sweep --pod 2 --no-stdin\n      watch what pod 2 writes from now on\n" +
              "The stdin and the terminal default to what the pod was submitted with. The exit\n"
              "code is the process's when it ends while attached, 0 after a detach.");
  registry.add(cmd, [flags, &registry] { return run_attach(*flags, registry.globals()); });
}

void add_exec(CLI::App* group, CommandRegistry& registry,
              std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<StreamFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand("exec", "Run a command in a running pod");
  cmd->add_option("NAME", flags->name, "The workload (a name or an id)")
      ->required()
      ->check(workload_ref());
  cmd->add_option("COMMAND", flags->command,
                  "The command and its arguments (after --, as they are written)")
      ->required();
  add_pod_flag(cmd, *flags);
  cmd->add_flag("-i,--stdin", flags->with_stdin, "Send this terminal's input to the command");
  cmd->add_flag("-t,--tty", flags->tty, "Run the command on a terminal (with -i: interactive)");
  const std::string p = prefix_of(group, only);
  cmd->footer("Examples:\n  " + p + " exec a1 -- nvidia-smi\n      what a1's GPUs do\n  " + p +
              " exec -it a1 -- python\n      an interactive Python beside a1's process\n  " + p +
              " exec a1 --pod 3 -i -- sh -c 'cat > /tmp/in' < data.txt\n"
              "      a file into pod 3\n"
              "Exit codes: the command's own, 1 when it cannot run (or the connection drops),\n"
              "2 usage error.");
  registry.add(cmd,
               [flags, &registry] { return run_exec(*flags, registry.globals(), Verb::exec); });
}

void add_bash(CLI::App* group, CommandRegistry& registry,
              std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<StreamFlags>();
  flags->only = only;
  CLI::App* cmd =
      group->add_subcommand("bash", "Open a bash shell in a running pod (exec -i -t NAME -- bash)");
  cmd->add_option("NAME", flags->name, "The workload (a name or an id)")
      ->required()
      ->check(workload_ref());
  add_pod_flag(cmd, *flags);
  const std::string p = prefix_of(group, only);
  cmd->footer("Examples:\n  " + p +
              " bash a1\n      a shell beside a1's process; exit ends it\n  " + p +
              " bash sweep --pod sweep-2\n      in pod 2");
  registry.add(cmd,
               [flags, &registry] { return run_exec(*flags, registry.globals(), Verb::bash); });
}

}  // namespace

bool terminal_or_warn(bool tty, bool check_stdin) {
  if (!tty || !check_stdin || is_terminal(STDIN_FILENO)) return tty;
  std::cerr << "gpuq: warning: stdin is not a terminal: going on without -t/--tty\n";
  return false;
}

int run_attached(client::PodStream& stream, const std::string& name, bool with_stdin, bool tty,
                 bool quiet) {
  if (tty && with_stdin && !quiet) {
    std::cerr << "gpuq: attached; Ctrl-P Ctrl-Q detaches (if no prompt shows, press Enter)\n";
  }
  return run_session(stream, name, with_stdin, tty, false);
}

void add_stream_verbs(CLI::App* group, CommandRegistry& registry,
                      std::optional<client::WorkloadType> only) {
  add_attach(group, registry, only);
  add_exec(group, registry, only);
  add_bash(group, registry, only);
}

void add_attach_command(CLI::App& app, CommandRegistry& registry) {
  add_attach(&app, registry, std::nullopt);
}

void add_exec_command(CLI::App& app, CommandRegistry& registry) {
  add_exec(&app, registry, std::nullopt);
}

void add_bash_command(CLI::App& app, CommandRegistry& registry) {
  add_bash(&app, registry, std::nullopt);
}

}  // namespace gpuq::cli
