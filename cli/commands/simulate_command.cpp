#include "cli/commands/simulate_command.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/app/validators.h"
#include "core/cycle.h"
#include "core/scenario/output.h"
#include "core/scenario/scenario.h"
#include "core/scenario/simulator.h"

namespace gpuq::cli {
namespace {

namespace scenario = core::scenario;

struct SimulateFlags {
  std::vector<std::string> files;
  std::string output = "table";
  bool output_given = false;
  int cycles = 1;
  bool check = false;
  std::string timeline;  // CSV file for the run steps' cycles; empty: none
};

constexpr const char* kSimulateExamples = R"(Examples:
  gpuq simulate examples/scenarios/runai-quickstart.yaml
      print what the scheduler decides, as a table
  gpuq simulate -o json a.yaml b.yaml
      the decisions as a JSON array, one object per file
  gpuq simulate --cycles 3 cluster.yaml
      the state after three cycles (a file without expect or steps)
  gpuq simulate --check scenarios/*.yaml
      compare with each file's expectations; exit 1 on any mismatch
  gpuq simulate --timeline two-queues.csv examples/fairness/two-queues.yaml
      allocation, fair share and usage per project per cycle of its run steps
      (plot it: python3 examples/fairness/plot.py two-queues.csv))";

// "gpuq: error: FILE:LINE: key: message"; the file is named even when the
// error has no location.
void print_error(const std::string& file, const core::Error& error) {
  std::string text = error.to_string();
  if (!text.starts_with(file)) text = file + ": " + text;
  std::cerr << "gpuq: error: " << text << "\n";
}

bool colour_wanted() {
  const char* no_colour = std::getenv("NO_COLOR");
  return isatty(fileno(stdout)) != 0 && (no_colour == nullptr || *no_colour == '\0');
}

void print(const SimulateFlags& flags, const std::vector<scenario::Simulation>& sims) {
  if (flags.output == "table") {
    scenario::TableStyle style{colour_wanted()};
    for (std::size_t i = 0; i < sims.size(); ++i) {
      if (i > 0) std::cout << "\n";
      std::cout << scenario::table_text(sims[i], style);
    }
    return;
  }
  nlohmann::ordered_json value;
  if (sims.size() == 1) {
    value = scenario::to_json(sims.front());
  } else {
    value = nlohmann::ordered_json::array();
    for (const scenario::Simulation& sim : sims) value.push_back(scenario::to_json(sim));
  }
  std::cout << (flags.output == "json" ? scenario::json_text(value) : scenario::yaml_text(value));
}

// Prints mismatches and PASS/FAIL lines; returns whether every file passed.
bool report_checks(const std::vector<scenario::Simulation>& sims) {
  bool all_passed = true;
  for (const scenario::Simulation& sim : sims) {
    for (const scenario::StepReport& r : sim.results) {
      const std::string where = r.line > 0 ? sim.file + ":" + std::to_string(r.line) : sim.file;
      for (const std::string& m : r.mismatches) std::cerr << where << ": " << m << "\n";
    }
    std::cout << (sim.passed() ? "PASS " : "FAIL ") << sim.file << "\n";
    all_passed = all_passed && sim.passed();
  }
  return all_passed;
}

int run_simulate(const SimulateFlags& flags) {
  std::vector<scenario::Scenario> scenarios;
  bool loaded = true;
  for (const std::string& file : flags.files) {
    auto s = scenario::load_scenario(file);
    if (!s) {
      print_error(file, s.error());
      loaded = false;
      continue;
    }
    scenarios.push_back(std::move(*s));
  }
  if (!loaded) return kExitUsage;
  if (!flags.timeline.empty() && flags.files.size() != 1) {
    std::cerr << "gpuq: error: --timeline: give one scenario file, not " << flags.files.size()
              << "\n";
    return kExitUsage;
  }

  std::vector<scenario::Simulation> sims;
  for (const scenario::Scenario& s : scenarios) {
    auto sim = scenario::simulate(s, core::run_cycle,
                                  {.cycles = flags.cycles, .timeline = !flags.timeline.empty()});
    if (!sim) {
      print_error(s.file, sim.error());
      return kExitUsage;
    }
    sims.push_back(std::move(*sim));
  }

  if (!flags.timeline.empty()) {
    std::FILE* out = std::fopen(flags.timeline.c_str(), "w");
    const std::string text = scenario::timeline_csv(sims.front());
    const bool written =
        out != nullptr && std::fwrite(text.data(), 1, text.size(), out) == text.size();
    const bool closed = out != nullptr && std::fclose(out) == 0;
    if (!written || !closed) {
      std::cerr << "gpuq: error: --timeline: cannot write " << flags.timeline << ": "
                << std::strerror(errno) << "\n";
      return kExitFailure;
    }
  }
  if (!flags.check || flags.output_given) print(flags, sims);
  std::cout.flush();
  if (!flags.check) return kExitSuccess;
  return report_checks(sims) ? kExitSuccess : kExitFailure;
}

}  // namespace

void add_simulate_command(CLI::App& app, CommandRegistry& registry) {
  auto flags = std::make_shared<SimulateFlags>();
  CLI::App* cmd = app.add_subcommand(
      "simulate", "Run scenario files through the placement core (no daemon) and print decisions");
  cmd->add_option("FILE", flags->files, "Scenario files (YAML; see spec/scenarios.md)")->required();
  CLI::Option* output =
      cmd->add_option("-o,--output", flags->output, "Output format: table (default), json or yaml")
          ->check(CLI::IsMember({"table", "json", "yaml"}));
  cmd->add_option("--cycles", flags->cycles,
                  "Cycles to run for a file with neither expect nor steps (default 1)")
      ->check(at_least(1, 1000000));
  cmd->add_flag("--check", flags->check,
                "Compare with the files' expectations; exit 1 on any mismatch");
  cmd->add_option("--timeline", flags->timeline,
                  "Write time_s,project,allocated_gpu,fair_share_gpu,usage_gpu to this CSV file, "
                  "a row per project per cycle of the file's run steps (one FILE)");
  cmd->footer(kSimulateExamples);
  registry.add(cmd, [flags, output] {
    flags->output_given = output->count() > 0;
    return run_simulate(*flags);
  });
}

}  // namespace gpuq::cli
