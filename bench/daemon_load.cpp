// daemon_load: a load program for the gpuq daemon (not a Google Benchmark,
// not a test). It starts a real `gpuq daemon` in a temporary directory with a
// mock inventory of 4 GPUs, talks to it only over its Unix socket, and prints
// one table:
//
//   1. submit acknowledgement latency (one connection, sequential) and
//      throughput (several clients, each with its own keep-alive connection),
//      with workloads that ask for 8 GPUs and so can never be placed;
//   2. submit -> process started latency of trivial workloads (`date +%s%N`,
//      0 GPUs) submitted at a steady rate: the pod's startedAt, and the time
//      the command printed into its log;
//   3. GET /api/v1/workloads with 10,000 workloads in the store: the first page
//      of 50, and paging through all with limit 500;
//   4. the daemon's VmRSS idle, at 10,000 and at 100,000 workloads (or at the
//      largest count reached within the fill budget, extrapolated);
//   5. restart time with that store: SIGTERM, start again, until
//      /api/v1/version and then /api/v1/workloads?limit=1 answer;
//   6. submit -> the scheduler's decision with the store full of waiting
//      work (10,000 by default): an arrival that waits like the others, and
//      one that starts.
//
// Usage: daemon_load [GPUQ_BINARY] [--option value ...]; see usage() below.
// Every loop is bounded in count and time. On exit (normal, error, SIGINT or
// SIGTERM) it kills the daemon and any pod shim whose command line names the
// temporary directory, then removes the directory.
#include <curl/curl.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "daemon_load_latency.h"
#include "daemon_load_support.h"

namespace gpuq::load {
bool g_verbose = false;
std::mutex g_log_mu;

void progress(const std::string& line) {
  if (!g_verbose) return;
  std::lock_guard lock(g_log_mu);
  std::cerr << "[daemon_load] " << line << std::endl;
}
}  // namespace gpuq::load

namespace {

using namespace gpuq::load;

// ---------------------------------------------------------------- options

struct Options {
  std::string gpuq = "./build/gpuq";
  int ack_submits = 5000;      // sequential submits (latency)
  int threads = 8;             // concurrent clients (throughput, fill)
  int list_store = 10000;      // workloads in the store for the list figures
  int start_submits = 1000;    // trivial workloads for submit -> started
  int decide_submits = 200;    // of each kind, for submit -> decision with the store full
  double start_rate = 100;     // per second
  int list_runs = 11;          // repetitions of each list measurement
  int fill_target = 100000;    // workloads for the memory and restart figures
  double fill_budget_s = 120;  // stop filling after this long
  int restarts = 3;
  bool verbose = false;  // progress on stderr
};

void usage() {
  std::cerr << "usage: daemon_load [GPUQ_BINARY (default ./build/gpuq)] [--ack N] [--threads N]\n"
               "                   [--list-store N] [--start N] [--rate PER_S] [--decide N]\n"
               "                   [--list-runs N]\n"
               "                   [--fill N] [--fill-budget SECONDS] [--restarts N] [-v]\n";
}

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::runtime_error(a + " needs a value");
      return argv[++i];
    };
    if (a == "--ack")
      o.ack_submits = std::stoi(value());
    else if (a == "--threads")
      o.threads = std::stoi(value());
    else if (a == "--list-store")
      o.list_store = std::stoi(value());
    else if (a == "--start")
      o.start_submits = std::stoi(value());
    else if (a == "--decide")
      o.decide_submits = std::stoi(value());
    else if (a == "--rate")
      o.start_rate = std::stod(value());
    else if (a == "--list-runs")
      o.list_runs = std::stoi(value());
    else if (a == "--fill")
      o.fill_target = std::stoi(value());
    else if (a == "--fill-budget")
      o.fill_budget_s = std::stod(value());
    else if (a == "--restarts")
      o.restarts = std::stoi(value());
    else if (a == "-v" || a == "--verbose")
      o.verbose = true;
    else if (a == "-h" || a == "--help") {
      usage();
      std::exit(0);
    } else if (!a.empty() && a[0] != '-')
      o.gpuq = a;
    else
      throw std::runtime_error("unknown option " + a);
  }
  if (o.threads < 1 || o.threads > 64) throw std::runtime_error("--threads: 1..64");
  if (o.start_rate <= 0) throw std::runtime_error("--rate must be positive");
  if (o.list_runs < 1 || o.restarts < 0)
    throw std::runtime_error("--list-runs >= 1, --restarts >= 0");
  return o;
}

// ---------------------------------------------------------------- the report

struct Row {
  std::string what, figure, target, met;
  double load = NAN;
};

std::vector<Row> g_rows;

void add_row(std::string what, std::string figure, std::string target = "", std::string met = "") {
  g_rows.push_back(
      {std::move(what), std::move(figure), std::move(target), std::move(met), load1()});
}

std::string verdict(bool ok) { return ok ? "yes" : "NO"; }

void print_table(const Options& o, const std::string& load_at_start) {
  std::printf("gpuq daemon load (%s); machine: %u CPUs, %s; load average at start %s, at end %s\n",
              o.gpuq.c_str(), std::thread::hardware_concurrency(), cpu_model().c_str(),
              load_at_start.c_str(), load_average().c_str());
  std::size_t w0 = 11, w1 = 6, w2 = 6, w3 = 4;
  for (const Row& r : g_rows) {
    w0 = std::max(w0, r.what.size());
    w1 = std::max(w1, r.figure.size());
    w2 = std::max(w2, r.target.size());
    w3 = std::max(w3, r.met.size());
  }
  auto line = [&](const std::string& a, const std::string& b, const std::string& c,
                  const std::string& d, const std::string& e) {
    std::printf("| %-*s | %*s | %-*s | %-*s | %5s |\n", static_cast<int>(w0), a.c_str(),
                static_cast<int>(w1), b.c_str(), static_cast<int>(w2), c.c_str(),
                static_cast<int>(w3), d.c_str(), e.c_str());
  };
  line("measurement", "figure", "target", "met", "load1");
  std::printf("|%s|%s|%s|%s|-------|\n", std::string(w0 + 2, '-').c_str(),
              std::string(w1 + 1, '-').append(":").c_str(), std::string(w2 + 2, '-').c_str(),
              std::string(w3 + 2, '-').c_str());
  for (const Row& r : g_rows) {
    line(r.what, r.figure, r.target, r.met, std::isnan(r.load) ? "" : fmt("%.2f", r.load));
  }
  std::fflush(stdout);
}

// ---------------------------------------------------------------- the phases

void phase_start_latency(const Options& o, DaemonProcess& daemon) {
  const int n = o.start_submits;
  if (n <= 0) return;
  progress("submit -> started: " + std::to_string(n) + " trivial workloads at " +
           fmt("%.0f", o.start_rate) + "/s");
  StartLatency m = measure_start_latency(daemon.socket(), "lat", n, o.start_rate);
  const std::vector<double>& latency = m.started_ms;
  const std::vector<double>& ran = m.ran_ms;
  const std::size_t missing = m.missing;
  const int failed_starts = m.failed;
  const double submit_s = m.submit_s, worst_late_ms = m.worst_late_ms;
  const double p50 = percentile(latency, 0.5), p99 = percentile(latency, 0.99);
  const double r50 = percentile(ran, 0.5), r99 = percentile(ran, 0.99);
  const std::string label =
      with_commas(n) + " pods `date +%s%N`, 0 GPUs, " + fmt("%.0f", o.start_rate) + "/s";
  add_row("2. submit -> startedAt p50 (" + label + ")", fmt("%.1f ms", p50), "<= 20 ms",
          verdict(p50 <= 20));
  add_row("2. submit -> startedAt p99", fmt("%.1f ms", p99), "<= 50 ms", verdict(p99 <= 50));
  add_row("2. submit -> command's own clock p50", fmt("%.1f ms", r50), "<= 20 ms",
          verdict(r50 <= 20));
  add_row("2. submit -> command's own clock p99", fmt("%.1f ms", r99), "<= 50 ms",
          verdict(r99 <= 50));
  add_row("2. submit -> startedAt max / measured / not measured / failed",
          fmt("%.1f ms", percentile(latency, 1.0)) + " / " + std::to_string(latency.size()) +
              " / " + std::to_string(missing) + " / " + std::to_string(failed_starts));
  add_row("2. submission pace (achieved rate; worst lateness)",
          fmt("%.1f/s", n / submit_s) + "; " + fmt("%.1f ms", worst_late_ms));
}

// With the store full of waiting work: one arrival that waits like the
// others (the incremental scheduler's path) and one that starts at once.
void phase_decision_latency(const Options& o, DaemonProcess& daemon, long long waiting) {
  if (o.decide_submits <= 0) return;
  progress("submit -> decision: " + std::to_string(o.decide_submits) + " of each kind");
  struct Kind {
    const char* what;
    const char* prefix;
    int gpus;
    const char* command;
  };
  for (const Kind& k : {Kind{"8 GPUs, waits like the others", "dw", 8, "sleep 3600"},
                        Kind{"0 GPUs, `true`, starts", "ds", 0, "true"}}) {
    DecisionLatency m = measure_decision_latency(daemon.socket(), "load", k.prefix,
                                                 o.decide_submits, k.gpus, k.command);
    daemon.require_alive();
    add_row("6. submit -> decision p50 / p99, " + with_commas(waiting) + " waiting (" +
                std::to_string(o.decide_submits) + " sequential, " + k.what + ")",
            fmt("%.2f", percentile(m.ms, 0.5)) + " / " + fmt("%.2f ms", percentile(m.ms, 0.99)));
    if (m.undecided > 0) add_row("6. undecided after 10 s", std::to_string(m.undecided));
  }
}

void phase_ack(const Options& o, DaemonProcess& daemon) {
  if (o.ack_submits <= 0) return;
  progress("acknowledgement latency: " + std::to_string(o.ack_submits) + " sequential submits");
  SubmitRun run = submit_unplaceable(daemon.socket(), 1, o.ack_submits, 120);
  daemon.require_alive();
  const double p50 = percentile(run.latencies_ms, 0.5), p99 = percentile(run.latencies_ms, 0.99);
  const std::string label = with_commas(run.acknowledged) + " sequential, 1 connection";
  add_row("1. submit ack p50 (" + label + ")", fmt("%.2f ms", p50), "<= 2 ms", verdict(p50 <= 2));
  add_row("1. submit ack p99", fmt("%.2f ms", p99));
  add_row("1. sequential rate",
          fmt("%.0f submits/s", run.acknowledged / run.elapsed_s) +
              (run.connects > 1 ? " (" + std::to_string(run.connects) + " connections)" : ""));
  if (run.out_of_time) add_row("1. (sequential submits stopped at the 120 s bound)", "");
}

void phase_throughput(const Options& o, DaemonProcess& daemon, long long count,
                      const std::string& range) {
  if (count <= 0) return;
  progress("throughput: " + std::to_string(count) + " submits from " + std::to_string(o.threads) +
           " clients");
  SubmitRun run = submit_unplaceable(daemon.socket(), o.threads, count, 120);
  daemon.require_alive();
  const double rate = run.acknowledged / run.elapsed_s;
  add_row("1. throughput (" + with_commas(run.acknowledged) + " submits, " +
              std::to_string(o.threads) + " clients, store " + range + ")",
          fmt("%.0f submits/s", rate), ">= 2,000/s", verdict(rate >= 2000));
  add_row("1. ack p50 / p99 under " + std::to_string(o.threads) + " clients",
          fmt("%.2f", percentile(run.latencies_ms, 0.5)) + " / " +
              fmt("%.2f ms", percentile(run.latencies_ms, 0.99)));
}

void phase_list(const Options& o, DaemonProcess& daemon, long long total) {
  Client c(daemon.socket());
  progress("list: " + std::to_string(o.list_runs) + " runs over " + std::to_string(total) +
           " workloads");
  std::vector<double> first, all;
  std::size_t first_bytes = 0, all_bytes = 0;
  for (int run = 0; run < o.list_runs; ++run) {
    check_interrupted();
    if (c.get("/api/v1/workloads?limit=50") != 200) throw std::runtime_error("list: " + c.body());
    first.push_back(c.last_ms());
    first_bytes = c.body().size();
    // Page through everything: offset 0, 500, ... below `total` (at most
    // total/500 + 1 pages). The bodies are parsed and checked after the timer.
    std::vector<std::string> bodies;
    bodies.reserve(static_cast<std::size_t>(total / 500 + 1));
    auto t0 = Steady::now();
    for (long long offset = 0; offset < total; offset += 500) {
      if (c.get("/api/v1/workloads?limit=500&offset=" + std::to_string(offset)) != 200) {
        throw std::runtime_error("list page: " + c.body());
      }
      bodies.push_back(c.body());
    }
    all.push_back(ms_since(t0));
    long long seen = 0;
    std::size_t bytes = 0;
    for (std::size_t page = 0; page < bodies.size(); ++page) {
      bytes += bodies[page].size();
      json reply = json::parse(bodies[page]);
      seen += static_cast<long long>(reply["workloads"].size());
      if (reply.contains("next") != (page + 1 < bodies.size())) {
        throw std::runtime_error("list page " + std::to_string(page) + ": unexpected \"next\"");
      }
    }
    all_bytes = bytes;
    if (seen != total) {
      throw std::runtime_error("paging saw " + std::to_string(seen) + " of " +
                               std::to_string(total));
    }
  }
  const std::string runs = std::to_string(o.list_runs) + " runs";
  const double p50_first = percentile(first, 0.5), p50_all = percentile(all, 0.5);
  add_row("3. list first page of 50 of " + with_commas(total) + ", p50 of " + runs,
          fmt("%.2f ms", p50_first) + fmt(" (%.0f kB)", first_bytes / 1e3), "<= 50 ms",
          verdict(p50_first <= 50));
  add_row("3. list all " + with_commas(total) + " (" + std::to_string((total + 499) / 500) +
              " pages of 500), p50 of " + runs,
          fmt("%.1f ms", p50_all) + fmt(" (%.1f MB)", all_bytes / 1e6), "<= 50 ms",
          verdict(p50_all <= 50));
  add_row("3. list max: first page / all",
          fmt("%.2f", percentile(first, 1.0)) + " / " + fmt("%.1f ms", percentile(all, 1.0)));
}

struct Restart {
  double stop_ms = 0, version_ms = 0, list_ms = 0;
};

Restart restart_once(DaemonProcess& daemon, long long expect_total) {
  Restart r;
  r.stop_ms = daemon.stop(60);
  auto t0 = Steady::now();
  daemon.start();
  Client c(daemon.socket());
  bool up = wait_until(
      [&] {
        if (!daemon.alive())
          throw std::runtime_error("the daemon died on restart:\n" + daemon.log_tail());
        return c.get("/api/v1/version") == 200;
      },
      120, 1);
  if (!up) throw std::runtime_error("the daemon did not answer /api/v1/version within 120 s");
  r.version_ms = ms_since(t0);
  long long total = -1;
  bool listed = wait_until(
      [&] {
        if (c.get("/api/v1/workloads?limit=1") != 200) return false;
        total = json::parse(c.body()).value("total", -1LL);
        return true;
      },
      120, 1);
  if (!listed) throw std::runtime_error("the daemon did not list workloads within 120 s");
  r.list_ms = ms_since(t0);
  if (total != expect_total) {
    throw std::runtime_error("after the restart the store holds " + std::to_string(total) +
                             " workloads, expected " + std::to_string(expect_total));
  }
  return r;
}

// ---------------------------------------------------------------- main

int run(const Options& o, DaemonProcess& daemon) {
  const std::string load_at_start = load_average();
  // --- idle
  daemon.start();
  Client c(daemon.socket());
  if (!wait_until(
          [&] {
            daemon.require_alive();
            return c.get("/api/v1/version") == 200;
          },
          30, 5)) {
    throw std::runtime_error("the daemon did not start within 30 s:\n" + daemon.log_tail());
  }
  sleep_ms(1500);  // a periodic cycle or two
  Memory idle = daemon.memory();
  add_row("4. idle VmRSS (fresh daemon, no workloads)", fmt("%.1f MB", idle.rss_mb), "<= 20 MB",
          verdict(idle.rss_mb <= 20));
  create_project(c, "lat", 1);
  create_project(c, "load", 4);

  // --- submit -> started, on an otherwise empty store
  phase_start_latency(o, daemon);
  daemon.require_alive();

  // --- acknowledgement, sequential
  phase_ack(o, daemon);

  // --- throughput up to the list store size
  long long total = store_total(c);
  phase_throughput(
      o, daemon, o.list_store - total,
      with_commas(total) + " -> " + with_commas(std::max<long long>(total, o.list_store)));
  total = store_total(c);

  // --- list at that size (after the cycles that the submits triggered settle)
  sleep_ms(2000);
  double cycle_10k = last_cycle_ms(c);
  phase_list(o, daemon, total);
  Memory at_list = daemon.memory();
  add_row("4. VmRSS with " + with_commas(total) + " workloads", fmt("%.1f MB", at_list.rss_mb));
  add_row("   last scheduling cycle at " + with_commas(total) + " (/metrics)",
          fmt("%.0f ms", cycle_10k));

  // --- submit -> decision at that size
  phase_decision_latency(o, daemon, total);
  total = store_total(c);

  // --- fill to the target, bounded in time
  const long long fill_from = total;
  long long to_fill = std::max<long long>(0, o.fill_target - total);
  std::vector<std::pair<long long, double>> marks;  // (store size, seconds since fill start)
  auto fill_t0 = Steady::now();
  progress("fill: " + std::to_string(to_fill) + " submits, budget " +
           fmt("%.0f s", o.fill_budget_s));
  SubmitRun fill =
      submit_unplaceable(daemon.socket(), o.threads, to_fill, o.fill_budget_s, [&](long long k) {
        if ((fill_from + k) % 10000 == 0) {
          marks.emplace_back(fill_from + k, s_since(fill_t0));
          progress("store at " + std::to_string(fill_from + k));
        }
      });
  daemon.require_alive();
  total = store_total(c);
  std::string blocks;
  double prev_s = 0;
  long long prev_n = fill_from;
  for (const auto& [n, s] : marks) {
    blocks += (blocks.empty() ? "" : ", ") + fmt("%.0f", (n - prev_n) / (s - prev_s));
    prev_n = n;
    prev_s = s;
  }
  if (fill.acknowledged > 0)
    add_row("1. fill " + with_commas(fill_from) + " -> " + with_commas(total) + " (" +
                std::to_string(o.threads) + " clients)",
            fmt("%.0f submits/s", fill.acknowledged / fill.elapsed_s) +
                fmt(" in %.0f s", fill.elapsed_s),
            fill.out_of_time ? "budget hit" : "");
  if (!blocks.empty()) add_row("1. fill rate per 10,000 block (submits/s)", blocks);
  if (total == fill_from && o.restarts == 0) {  // nothing more to measure
    print_table(o, load_at_start);
    return 0;
  }
  sleep_ms(3000);
  double cycle_full = last_cycle_ms(c);
  Memory full = daemon.memory();
  const bool reached = total >= o.fill_target;
  add_row(
      "4. VmRSS with " + with_commas(total) + " workloads (peak " + fmt("%.1f MB)", full.hwm_mb),
      fmt("%.1f MB", full.rss_mb), reached ? "<= 150 MB" : "",
      reached ? verdict(full.rss_mb <= 150) : "");
  if (!reached && total > fill_from) {
    const double per = (full.rss_mb - at_list.rss_mb) / static_cast<double>(total - fill_from);
    const double est = full.rss_mb + per * static_cast<double>(o.fill_target - total);
    add_row("4. VmRSS at " + with_commas(o.fill_target) + ", extrapolated (" +
                fmt("%.2f kB", per * 1e3) + "/workload)",
            fmt("~%.0f MB", est), "<= 150 MB", verdict(est <= 150) + " (est.)");
  }
  add_row("   last scheduling cycle at " + with_commas(total) + " (/metrics)",
          fmt("%.0f ms", cycle_full));

  // --- restart
  std::vector<double> stops, versions, lists;
  Memory after{};
  for (int i = 0; i < o.restarts; ++i) {
    check_interrupted();
    progress("restart " + std::to_string(i + 1));
    Restart r = restart_once(daemon, total);
    stops.push_back(r.stop_ms);
    versions.push_back(r.version_ms);
    lists.push_back(r.list_ms);
    sleep_ms(2000);
    after = daemon.memory();
  }
  if (!versions.empty()) {
    const std::string runs = std::to_string(versions.size()) + " runs";
    const double v = percentile(versions, 0.5), l = percentile(lists, 0.5);
    add_row("5. restart with " + with_commas(total) + ": start -> /version answers, p50 of " + runs,
            fmt("%.0f ms", v), "<= 1 s", verdict(v <= 1000));
    add_row("5. restart: start -> first /workloads?limit=1 answers, p50", fmt("%.0f ms", l),
            "<= 1 s", verdict(l <= 1000));
    add_row("5. restart max: /version / list; SIGTERM -> exit p50",
            fmt("%.0f", percentile(versions, 1.0)) + " / " + fmt("%.0f", percentile(lists, 1.0)) +
                " / " + fmt("%.0f ms", percentile(stops, 0.5)));
    add_row("4. VmRSS 2 s after the restart, " + with_commas(total) + " workloads",
            fmt("%.1f MB", after.rss_mb));
  }
  print_table(o, load_at_start);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  try {
    options = parse_options(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "daemon_load: " << e.what() << "\n";
    usage();
    return 2;
  }
  g_verbose = options.verbose;
  if (access(options.gpuq.c_str(), X_OK) != 0) {
    std::cerr << "daemon_load: " << options.gpuq
              << " is not an executable (give the gpuq binary)\n";
    return 2;
  }
  options.gpuq = std::filesystem::absolute(options.gpuq).string();

  // SIGINT/SIGTERM/SIGHUP: a thread of their own marks the run interrupted and
  // kills the daemon, so that every blocked call returns; main cleans up.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  signal(SIGPIPE, SIG_IGN);
  std::thread([signals] {
    int sig = 0;
    while (sigwait(&signals, &sig) != 0) {
    }
    g_interrupted = true;
    if (pid_t pid = g_daemon_pid.load(); pid > 0) kill(pid, SIGKILL);
  }).detach();

  curl_global_init(CURL_GLOBAL_DEFAULT);
  char tmpl[] = "/tmp/gpuq-load-XXXXXX";
  if (mkdtemp(tmpl) == nullptr) {
    std::cerr << "daemon_load: mkdtemp: " << std::strerror(errno) << "\n";
    return 1;
  }
  const std::string dir = tmpl;
  chmod(dir.c_str(), 0755);
  int rc = 0;
  {
    DaemonProcess daemon(options.gpuq, dir);
    try {
      rc = run(options, daemon);
    } catch (const Interrupted&) {
      std::cerr << "daemon_load: interrupted\n";
      rc = 130;
    } catch (const std::exception& e) {
      if (g_interrupted) {
        std::cerr << "daemon_load: interrupted\n";
        rc = 130;
        kill_leftovers(&daemon, dir);
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
        return rc;
      }
      std::cerr << "daemon_load: " << e.what() << "\n";
      if (!g_rows.empty()) {
        std::cerr << "figures so far:\n";
        print_table(options, "?");
      }
      rc = 1;
    }
    kill_leftovers(&daemon, dir);
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  curl_global_cleanup();
  return rc;
}
