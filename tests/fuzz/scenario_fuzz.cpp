// scenario_fuzz: feeds random and mutated scenario files to the loader and,
// when one loads, its snapshot to core::run_cycle(). It must never crash,
// hang or trip a sanitizer; rejections are fine.
//
//   scenario_fuzz [--seconds N] [--iterations N] [--seed N] [DIR|FILE...]
//   scenario_fuzz --replay FILE     run one file through loader and cycle
//   scenario_fuzz [--seed N] --print I [DIR|FILE...]   print input I of that run
//
// Seeds are the *.yaml files under the directories given (sorted by path). The
// run is bounded by time (default 20 s; GPUQ_FUZZ_SECONDS) and by iterations
// (default 1000000; GPUQ_FUZZ_ITERATIONS). Input i depends only on the seed
// (default 1; GPUQ_FUZZ_SEED) and i, so a failure at iteration i repeats with
// the same seed. On a sanitizer error or a hang the current input is written
// to stderr (and to GPUQ_FUZZ_CRASH_FILE when set). Exit 0 when done.
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

#include "core/cycle.h"
#include "core/scenario/scenario.h"

namespace {

using gpuq::core::Snapshot;
using gpuq::core::scenario::Scenario;
using gpuq::core::scenario::Step;
using Rng = std::mt19937_64;

// ---------------------------------------------------------------- reporting

// The input being tried, for the death and alarm handlers.
std::string g_current;
const char* g_crash_file = nullptr;

void dump_current() {
  static const char kHeader[] = "\n--- scenario_fuzz: input being tried ---\n";
  static const char kFooter[] = "\n--- end of input ---\n";
  (void)!write(2, kHeader, sizeof kHeader - 1);
  (void)!write(2, g_current.data(), g_current.size());
  (void)!write(2, kFooter, sizeof kFooter - 1);
  if (g_crash_file != nullptr) {
    std::FILE* f = std::fopen(g_crash_file, "wb");
    if (f != nullptr) {
      std::fwrite(g_current.data(), 1, g_current.size(), f);
      std::fclose(f);
    }
  }
}

void on_alarm(int) {
  static const char kHang[] = "scenario_fuzz: no progress in time (hang?)\n";
  (void)!write(2, kHang, sizeof kHang - 1);
  dump_current();
  _exit(3);
}

// ---------------------------------------------------------------- inputs

constexpr std::array<std::string_view, 74> kKeys = {"name",
                                                    "what",
                                                    "source",
                                                    "config",
                                                    "cluster",
                                                    "nodes",
                                                    "projects",
                                                    "workloads",
                                                    "expect",
                                                    "steps",
                                                    "placement_gpu",
                                                    "placement_cpu",
                                                    "stale_grace_period_s",
                                                    "max_consolidation_victims",
                                                    "pool_placement",
                                                    "pool",
                                                    "gpus",
                                                    "gpu_memory",
                                                    "cpu",
                                                    "memory",
                                                    "mig_strategy",
                                                    "mig",
                                                    "labels",
                                                    "extended",
                                                    "parent",
                                                    "quota",
                                                    "limit",
                                                    "over_quota_weight",
                                                    "priority",
                                                    "pools",
                                                    "project",
                                                    "type",
                                                    "pods",
                                                    "min_available",
                                                    "gpu",
                                                    "gpu_fraction",
                                                    "preemptible",
                                                    "node_pools",
                                                    "state",
                                                    "node",
                                                    "gpu_group",
                                                    "pod_states",
                                                    "pod_nodes",
                                                    "pod_task_priority",
                                                    "stale_for_s",
                                                    "submit",
                                                    "schedule",
                                                    "cycles",
                                                    "delete",
                                                    "complete",
                                                    "running",
                                                    "pending",
                                                    "evicted",
                                                    "releasing",
                                                    "gpu_groups",
                                                    "same_node",
                                                    "k_value",
                                                    "saturation_multiplier",
                                                    "preempt_min_runtime_s",
                                                    "reclaim_min_runtime_s",
                                                    "running_for_s",
                                                    "advance",
                                                    "protected",
                                                    "usage",
                                                    "half_life_s",
                                                    "window_s",
                                                    "window_type",
                                                    "duration_s",
                                                    "run",
                                                    "cycle_every",
                                                    "completed",
                                                    "fair_share",
                                                    "1g.10gb",
                                                    "default"};

constexpr std::array<std::string_view, 26> kOddValues = {
    "0",    "-1",   "-7",   "1",     "2",          "3",           "1e18",    "99999999999999999999",
    "0.5",  "1.5",  "1024", "10000", "2147483648", "-2147483649", "3.14159", "1e-3",
    ".nan", ".inf", "1Ki",  "500m",  "~",          "\"\"",        "[]",      "{}",
    "true", "0.001"};

template <class T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[rng() % v.size()];
}
template <class T, std::size_t N>
const T& pick(Rng& rng, const std::array<T, N>& v) {
  return v[rng() % N];
}
int below(Rng& rng, int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); }
bool chance(Rng& rng, int percent) { return below(rng, 100) < percent; }

std::string num(Rng& rng) {
  if (chance(rng, 4)) return std::string(pick(rng, kOddValues));
  return std::to_string(below(rng, 5));
}

// A random scenario, mostly valid, sometimes not.
std::string generate(Rng& rng) {
  std::ostringstream out;
  out << "name: gen\n";
  if (chance(rng, 40)) {
    out << "config: {placement_gpu: " << (chance(rng, 50) ? "binpack" : "spread")
        << ", placement_cpu: " << (chance(rng, 50) ? "binpack" : "spread")
        << ", stale_grace_period_s: " << below(rng, 120) - 10
        << ", max_consolidation_victims: " << below(rng, 4) - 1 << "}\n";
  }
  int nodes = below(rng, 5);
  std::vector<std::string> node_names, pools;
  out << "cluster:\n  nodes:\n";
  for (int i = 0; i < nodes; ++i) {
    std::string name = "n" + std::to_string(i);
    node_names.push_back(name);
    out << "    - {name: " << name << ", gpus: " << num(rng);
    std::string pool = chance(rng, 30) ? "a100" : "default";
    pools.push_back(pool);
    if (pool != "default" || chance(rng, 10)) out << ", pool: " << pool;
    if (chance(rng, 30)) out << ", cpu: " << num(rng) << ", memory: " << num(rng) << "Gi";
    if (chance(rng, 20)) out << ", gpu_memory: " << below(rng, 80) + 1 << "Gi";
    if (chance(rng, 15)) out << ", mig: {1g.10gb: " << num(rng) << "}";
    out << "}\n";
  }
  int projects = 1 + below(rng, 4);
  std::vector<bool> department(static_cast<std::size_t>(projects), false);
  out << "projects:\n";
  for (int i = 0; i < projects; ++i) {
    std::string name = "p" + std::to_string(i);
    out << "  - {name: " << name << ", quota: {gpu: " << num(rng) << "}";
    // Parents come before their children (a rare self-parent makes a cycle).
    if (i > 0 && chance(rng, 20)) {
      int parent = below(rng, i + (chance(rng, 5) ? 1 : 0));
      department[static_cast<std::size_t>(parent)] = true;
      out << ", parent: p" << parent;
    }
    if (chance(rng, 30)) out << ", over_quota_weight: " << num(rng);
    if (chance(rng, 20)) out << ", limit: {gpu: " << num(rng) << "}";
    out << "}\n";
  }
  std::vector<std::string> leaves;
  for (int i = 0; i < projects; ++i) {
    if (!department[static_cast<std::size_t>(i)]) leaves.push_back("p" + std::to_string(i));
  }
  int workloads = below(rng, 8);
  std::vector<std::string> names;
  auto workload = [&](const std::string& name, bool may_run) {
    std::ostringstream w;
    w << "{name: " << name << ", project: " << pick(rng, leaves);
    switch (below(rng, 5)) {
      case 0:
        w << ", gpu: " << num(rng);
        break;
      case 1:
        w << ", gpu_fraction: 0." << 1 + below(rng, 9);
        break;
      case 2:
        w << ", gpu_memory: " << 1 + below(rng, 100) << "Mi";
        break;
      case 3:
        w << ", mig: {1g.10gb: " << 1 + below(rng, 2) << "}";
        break;
      default:
        w << ", cpu: " << num(rng);
        break;
    }
    int pods = 1 + below(rng, 3);
    w << ", pods: " << pods;
    if (chance(rng, 30)) w << ", min_available: " << 1 + below(rng, pods);
    if (chance(rng, 30)) w << ", priority: " << (chance(rng, 50) ? "high" : num(rng));
    if (!pools.empty() && chance(rng, 20)) w << ", node_pools: [" << pick(rng, pools) << "]";
    if (may_run && !node_names.empty() && chance(rng, 50)) {
      w << ", state: " << (chance(rng, 80) ? "running" : "releasing")
        << ", node: " << pick(rng, node_names);
      if (chance(rng, 20)) w << ", gpu_group: g" << below(rng, 2);
      if (chance(rng, 20)) w << ", stale_for_s: " << below(rng, 100);
    }
    return w.str() + "}";
  };
  out << "workloads:\n";
  for (int i = 0; i < workloads; ++i) {
    names.push_back("w" + std::to_string(i));
    out << "  - " << workload(names.back(), true) << "\n";
  }
  if (chance(rng, 50)) {
    out << "steps:\n";
    for (int i = 0, n = below(rng, 8); i < n; ++i) {
      switch (below(rng, 5)) {
        case 0: {
          names.push_back("s" + std::to_string(i));
          out << "  - submit: " << workload(names.back(), false) << "\n";
          break;
        }
        case 1:
          out << "  - schedule: {cycles: " << 1 + below(rng, 3) << "}\n";
          break;
        case 2:
          if (!names.empty()) {
            std::size_t at = rng() % names.size();
            out << "  - delete: " << names[at] << "\n";
            names.erase(names.begin() + static_cast<std::ptrdiff_t>(at));
          }
          break;
        case 3:
          if (!names.empty()) out << "  - complete: " << pick(rng, names) << "\n";
          break;
        default:
          out << "  - expect: {running: [" << (names.empty() ? "" : pick(rng, names)) << "]}\n";
          break;
      }
    }
  } else if (!names.empty()) {
    out << "expect: {running: [" << pick(rng, names) << "], nodes: {" << pick(rng, names)
        << ": n0}}\n";
  }
  return out.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

// The [begin, end) ranges of numbers in `text`.
std::vector<std::pair<std::size_t, std::size_t>> numbers(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < text.size();) {
    if (std::isdigit(static_cast<unsigned char>(text[i]))) {
      std::size_t j = i;
      while (j < text.size() &&
             (std::isdigit(static_cast<unsigned char>(text[j])) || text[j] == '.')) {
        ++j;
      }
      out.emplace_back(i, j);
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

// Positions of "key:" words: [begin, end) of the key.
std::vector<std::pair<std::size_t, std::size_t>> keys(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != ':' || i == 0) continue;
    std::size_t j = i;
    while (j > 0 && (std::isalnum(static_cast<unsigned char>(text[j - 1])) || text[j - 1] == '_' ||
                     text[j - 1] == '-' || text[j - 1] == '.')) {
      --j;
    }
    if (j < i) out.emplace_back(j, i);
  }
  return out;
}

// Values after "key: " up to the next , } or end of line.
std::vector<std::pair<std::size_t, std::size_t>> values(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != ':' || text[i + 1] != ' ') continue;
    std::size_t b = i + 2, e = b;
    while (e < text.size() && text[e] != ',' && text[e] != '}' && text[e] != '\n') ++e;
    if (e > b) out.emplace_back(b, e);
  }
  return out;
}

void mutate(Rng& rng, std::string& text) {
  switch (below(rng, 9)) {
    case 0: {  // flip a byte
      if (text.empty()) break;
      std::size_t at = rng() % text.size();
      text[at] = static_cast<char>(text[at] ^ (1 << below(rng, 8)));
      break;
    }
    case 1: {  // insert a structural character
      static constexpr std::string_view kChars = "{}[]:,-#&*!|>'\"\n\t ?%@`";
      text.insert(text.begin() + static_cast<std::ptrdiff_t>(rng() % (text.size() + 1)),
                  kChars[rng() % kChars.size()]);
      break;
    }
    case 2: {  // delete a line
      auto lines = split_lines(text);
      if (lines.empty()) break;
      lines.erase(lines.begin() + below(rng, static_cast<int>(lines.size())));
      text = join_lines(lines);
      break;
    }
    case 3: {  // duplicate a line
      auto lines = split_lines(text);
      if (lines.empty()) break;
      int at = below(rng, static_cast<int>(lines.size()));
      lines.insert(lines.begin() + below(rng, static_cast<int>(lines.size()) + 1), lines[at]);
      text = join_lines(lines);
      break;
    }
    case 4: {  // swap two values
      auto v = values(text);
      if (v.size() < 2) break;
      auto a = pick(rng, v), b = pick(rng, v);
      if (a.first > b.first) std::swap(a, b);
      if (a.second > b.first) break;
      std::string va = text.substr(a.first, a.second - a.first);
      std::string vb = text.substr(b.first, b.second - b.first);
      text.replace(b.first, vb.size(), va);
      text.replace(a.first, va.size(), vb);
      break;
    }
    case 5:
    case 6: {  // replace a number with an odd value
      auto n = numbers(text);
      if (n.empty()) break;
      auto [b, e] = pick(rng, n);
      text.replace(b, e - b, pick(rng, kOddValues));
      break;
    }
    case 7: {  // rename a key
      auto k = keys(text);
      if (k.empty()) break;
      auto [b, e] = pick(rng, k);
      std::string name(pick(rng, kKeys));
      if (chance(rng, 30) && !name.empty()) name[rng() % name.size()] = 'x';
      text.replace(b, e - b, name);
      break;
    }
    default: {  // truncate
      if (!text.empty()) text.resize(rng() % text.size());
      break;
    }
  }
}

// ---------------------------------------------------------------- running

struct Counts {
  double slowest_s = 0;  // the slowest input and its iteration
  long slowest_iteration = -1;
  long iterations = 0;
  long loaded = 0;
  long rejected = 0;
  long cycles = 0;
};

// The snapshot with every workload submitted in the steps added as pending
// (names that exist already are skipped), so the cycle sees the whole load.
Snapshot with_submissions(const Scenario& s) {
  Snapshot snap = s.snapshot;
  std::set<std::string> names;
  for (const auto& w : snap.workloads) names.insert(w.name);
  for (const Step& step : s.steps) {
    if (step.kind == Step::Kind::submit && names.insert(step.workload.name).second) {
      snap.workloads.push_back(step.workload);
    }
  }
  return snap;
}

void run_one(const std::string& text, Counts& counts) {
  g_current = text;
  ++counts.iterations;
  auto loaded = gpuq::core::scenario::parse_scenario(text, "fuzz.yaml");
  if (!loaded) {
    ++counts.rejected;
    // Every rejection must say where.
    if (loaded.error().where.empty() || loaded.error().message.empty()) {
      std::cerr << "scenario_fuzz: an error without location or message\n";
      dump_current();
      std::exit(2);
    }
    return;
  }
  ++counts.loaded;
  gpuq::core::CycleResult result = gpuq::core::run_cycle(loaded->snapshot);
  ++counts.cycles;
  if (result.workloads.size() != loaded->snapshot.workloads.size()) {
    std::cerr << "scenario_fuzz: the cycle decided on the wrong number of workloads\n";
    dump_current();
    std::exit(2);
  }
  if (!loaded->steps.empty()) {
    Snapshot all = with_submissions(*loaded);
    if (gpuq::core::validate(all)) {
      gpuq::core::run_cycle(all);
      ++counts.cycles;
    }
  }
}

std::vector<std::string> read_seeds(const std::vector<std::string>& paths) {
  std::vector<std::filesystem::path> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      for (const auto& e : std::filesystem::recursive_directory_iterator(p, ec)) {
        if (e.path().extension() == ".yaml") files.push_back(e.path());
      }
    } else if (std::filesystem::is_regular_file(p, ec)) {
      files.emplace_back(p);
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> seeds;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    seeds.push_back(text.str());
  }
  return seeds;
}

// Input i of a run: each seed file once as it is, then generated scenarios
// (a quarter unmutated, so that the cycle sees many valid ones) and mutated
// seeds and generated scenarios.
std::string make_input(uint64_t seed, long i, const std::vector<std::string>& seeds) {
  if (i < static_cast<long>(seeds.size())) return seeds[static_cast<std::size_t>(i)];
  Rng rng(seed * 0x9E3779B97F4A7C15ULL + static_cast<uint64_t>(i));
  int kind = below(rng, 100);
  if (kind < 25) return generate(rng);
  std::string text = (kind < 60 && !seeds.empty()) ? pick(rng, seeds) : generate(rng);
  for (int m = 0, n = 1 + below(rng, 3); m < n; ++m) mutate(rng, text);
  return text;
}

long env_number(const char* name, long fallback) {
  const char* v = std::getenv(name);
  if (v == nullptr || *v == '\0') return fallback;
  char* end = nullptr;
  long n = std::strtol(v, &end, 10);
  return (end != nullptr && *end == '\0' && n >= 0) ? n : fallback;
}

}  // namespace

int main(int argc, char** argv) {
  long seconds = env_number("GPUQ_FUZZ_SECONDS", 20);
  long max_iterations = env_number("GPUQ_FUZZ_ITERATIONS", 1000000);
  uint64_t seed = static_cast<uint64_t>(env_number("GPUQ_FUZZ_SEED", 1));
  g_crash_file = std::getenv("GPUQ_FUZZ_CRASH_FILE");
  std::vector<std::string> paths;
  std::string replay;
  long print = -1;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&]() -> long { return i + 1 < argc ? std::strtol(argv[++i], nullptr, 10) : 0; };
    if (arg == "--seconds") {
      seconds = value();
    } else if (arg == "--iterations") {
      max_iterations = value();
    } else if (arg == "--seed") {
      seed = static_cast<uint64_t>(value());
    } else if (arg == "--print") {
      print = value();
    } else if (arg == "--replay" && i + 1 < argc) {
      replay = argv[++i];
    } else {
      paths.emplace_back(arg);
    }
  }
#if defined(__SANITIZE_ADDRESS__)
  __sanitizer_set_death_callback(dump_current);
#endif
  signal(SIGALRM, on_alarm);
  Counts counts;
  if (!replay.empty()) {
    auto seeds = read_seeds({replay});
    if (seeds.empty()) {
      std::cerr << "scenario_fuzz: cannot read " << replay << "\n";
      return 1;
    }
    run_one(seeds.front(), counts);
    std::cout << "replayed " << replay << ": " << (counts.loaded ? "loaded" : "rejected") << "\n";
    return 0;
  }
  std::vector<std::string> seeds = read_seeds(paths);
  if (print >= 0) {
    std::cout << make_input(seed, print, seeds);
    return 0;
  }
  auto start = std::chrono::steady_clock::now();
  auto deadline = start + std::chrono::seconds(seconds);
  // One input may take a while, but not this long.
  alarm(static_cast<unsigned>(seconds + 60));
  for (long i = 0; i < max_iterations && std::chrono::steady_clock::now() < deadline; ++i) {
    std::string text = make_input(seed, i, seeds);
    auto before = std::chrono::steady_clock::now();
    run_one(text, counts);
    double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
    if (took > counts.slowest_s) {
      counts.slowest_s = took;
      counts.slowest_iteration = i;
    }
  }
  alarm(0);
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "scenario_fuzz: seed " << seed << ", " << seeds.size() << " seed files, "
            << counts.iterations << " iterations in " << elapsed << " s: " << counts.loaded
            << " loaded, " << counts.rejected << " rejected, " << counts.cycles
            << " cycles; slowest input: iteration " << counts.slowest_iteration << ", "
            << counts.slowest_s << " s\n";
  return 0;
}
