#include "cli/workload/logs_command.h"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/app/output.h"
#include "cli/app/validators.h"
#include "cli/workload/printed_log.h"
#include "cli/workload/wait_condition.h"
#include "cli/workload/workload_describe.h"

namespace gpuq::cli {
namespace {

constexpr const char* kLogsExamples = R"(Examples:
  gpuq logs a1
      everything a1's pods wrote so far (stdout and stderr)
  gpuq logs a1 -f
      and go on until the workload ends (Ctrl-C stops following, not the workload;
      a restart of the daemon does not end it)
  gpuq logs a1 --tail 20 --timestamps
      the last 20 lines, each with the time gpuq read it
  gpuq logs sweep-x2k9f --pod 3 -p team-a
      pod 3 only (or --pod sweep-x2k9f-3); without --pod every pod's lines,
      each started with [POD] when there is more than one)";

// Writes chunks to stdout, with --timestamps starting each line with the
// time gpuq read it (RFC 3339, UTC): the daemon keeps the pods' output as
// plain text without times, so for lines written before `gpuq logs` started
// this is when they were read, not when they were written.
class LogPrinter {
 public:
  explicit LogPrinter(bool timestamps) : timestamps_(timestamps) {}

  bool write(std::string_view chunk) {
    if (!timestamps_) {
      std::cout.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    } else {
      for (char c : chunk) {
        if (at_line_start_) std::cout << now() << " ";
        std::cout.put(c);
        at_line_start_ = c == '\n';
      }
    }
    std::cout.flush();
    return static_cast<bool>(std::cout);
  }

 private:
  static std::string now() {
    const auto t = std::chrono::system_clock::now();
    const std::time_t seconds = std::chrono::system_clock::to_time_t(t);
    const auto millis =
        std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count() % 1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[96];
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", utc.tm_year + 1900,
                  utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec,
                  static_cast<int>(millis));
    return text;
  }

  bool timestamps_;
  bool at_line_start_ = true;
};

// The daemon names its query parameter; the user typed --pod. Not from a
// flag: the workload has no log yet.
client::ApiError as_typed_pod(client::ApiError error, const LogsFlags& flags) {
  if (error.field == "pod") error = as_typed(std::move(error), flags.pod ? "--pod" : "");
  return error;
}

}  // namespace

void add_logs_flags(CLI::App* c, LogsFlags& f, bool with_type) {
  c->add_option("NAME", f.name, "The workload")->required()->check(workload_ref());
  c->add_flag("-f,--follow", f.follow,
              "Go on printing until the workload ends (exit 1 if it is deleted meanwhile)");
  c->add_option("-t,--tail", f.tail, "Only the last N lines (-1: all)")
      ->check(at_least(-1, int64_t{1} << 40));
  c->add_option("--pod", f.pod,
                "Only this pod: its index (0, 1, ...) or its name (a1-0, ddp-worker-1, worker-1)")
      ->check(not_empty());
  c->add_flag("--timestamps", f.timestamps,
              "Start each line with the time gpuq read it (UTC; the daemon keeps no times)");
  if (with_type) {
    c->add_option("--type", f.type, "The workload's type: training, workspace or inference");
  }
}

int run_logs(const LogsFlags& flags, const GlobalOptions& globals) {
  std::optional<client::WorkloadType> only = flags.only;
  if (flags.type) {
    only = client::parse_workload_type(*flags.type);
    if (!only) {
      return report(
          client::usage_error(
              "unknown type \"" + *flags.type + "\" (training, workspace or inference)", "--type")
              .error());
    }
  }
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  std::string target = flags.name;
  std::string project = context->context.project;
  if (only) {
    auto detail = get_typed_workload(*client, flags.name, project, only);
    if (!detail) return report(detail.error());
    target = detail->workload.id;
    project.clear();
  }
  client::LogQuery query;
  query.follow = flags.follow;
  if (flags.tail >= 0) query.tail = flags.tail;
  query.pod = flags.pod;  // the daemon reads an index or a name, as for exec
  query.timestamps = flags.timestamps;
  LogPrinter printer(flags.timestamps);
  if (!flags.follow) {
    auto ok = client->logs(target, project, query,
                           [&printer](std::string_view chunk) { return printer.write(chunk); });
    if (!ok) return report(as_typed_pod(ok.error(), flags));
    return kExitSuccess;
  }
  // Following a workload that has not started: say so, rather than sit
  // silent until its pod runs.
  auto detail = client->get_workload(target, project);
  if (!detail) return report(detail.error());
  const client::Workload& w = detail->workload;
  if (w.phase == "Pending" || w.phase == "Initializing") {
    std::cerr << "gpuq: " << flags.name << " is " << w.phase
              << (w.phase_message.empty() ? "" : " (" + w.phase_message + ")")
              << "; waiting for its pod to start...\n";
  }
  // The daemon's rule (AllPodsLogStream): without --pod, each line starts
  // with its pod's name where the workload has more than one pod or run.
  const bool prefixed = !query.pod && (w.requested_pods.completions > 1 || detail->pods.size() > 1);
  PrintedLog printed(prefixed, [&printer](std::string_view text) { return printer.write(text); });
  // A restart of the daemon ends the stream, not the pods: follow on once it
  // answers again, as `workload wait` does.
  DaemonOutage outage(/*heard=*/true);
  for (;;) {
    auto ok = client->logs(target, project, query,
                           [&printed](std::string_view chunk) { return printed.take(chunk); });
    if (printed.output_failed()) return kExitSuccess;
    if (ok) {
      // The daemon ends a followed log when its workload ends, and when it
      // is deleted: only the first is the end a script waits for.
      auto after = client->get_workload(target, project);
      if (!after && after.error().not_found()) {
        std::cerr << "gpuq: error: " << flags.name << " was deleted; its log ends here\n";
        return kExitFailure;
      }
      return kExitSuccess;
    }
    if (!outage.bear(ok.error())) return report(as_typed_pod(ok.error(), flags));
    for (;;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      auto back = client->get_workload(target, project);
      if (back) break;
      if (!outage.bear(back.error())) return report(back.error());
    }
    outage.answered();
    if (query.tail) {
      // Where a --tail stream began cannot be found again: from the end on.
      std::cerr << "gpuq: following on from the log's end; the lines written while the "
                   "daemon was away are in the whole log (gpuq logs without -f)\n";
      query.tail = 0;
      printed.follow_on();
    } else {
      printed.replay();
    }
  }
}

void add_logs_command(CLI::App& app, CommandRegistry& registry) {
  auto flags = std::make_shared<LogsFlags>();
  CLI::App* cmd = app.add_subcommand("logs", "Print the log of a workload's pods");
  add_logs_flags(cmd, *flags, true);
  cmd->footer(kLogsExamples);
  registry.add(cmd, [flags, &registry] { return run_logs(*flags, registry.globals()); });
}

}  // namespace gpuq::cli
