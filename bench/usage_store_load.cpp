// The usage store after a simulated year: per-minute records of 100
// projects (each holding a changing share of a 64-GPU cluster), written as
// the daemon writes them, compaction included. Prints the time it took, the
// size on disk, and what reading decayed usage costs: from the store's
// memory (each cycle) and after a reopen (each start).
//
// Usage: usage_store_load [DAYS (365)] [PROJECTS (100)]
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "daemon/store/usage_store.h"

using namespace gpuq;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

int64_t file_size(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 ? static_cast<int64_t>(st.st_size) : 0;
}

double median_ms(const std::function<void()>& f, int runs) {
  std::vector<double> t;
  for (int i = 0; i < runs; ++i) {
    auto start = Clock::now();
    f();
    t.push_back(ms_since(start));
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int days = argc > 1 ? std::atoi(argv[1]) : 365;
  const int projects = argc > 2 ? std::atoi(argv[2]) : 100;
  char dir_template[] = "/tmp/gpuq-usage-XXXXXX";
  const std::string dir = ::mkdtemp(dir_template);
  core::UsageParams params;  // KAI's defaults: a week, sliding, and a day's half-life
  params.half_life_s = 86400;
  const int64_t start = 1'700'000'040;  // a whole minute
  auto opened = daemon::open_usage_store(dir, start, params);
  if (!opened) {
    std::fprintf(stderr, "%s\n", opened.error().to_string().c_str());
    return 1;
  }
  auto& store = *opened;
  std::vector<std::string> names;
  for (int p = 0; p < projects; ++p) names.push_back("project-" + std::to_string(p));
  const core::ResourceAmounts capacity{64, 256000, 1024.0 * (1LL << 30)};
  const int64_t minutes = int64_t{days} * 1440;
  auto written = Clock::now();
  for (int64_t m = 0; m < minutes; ++m) {
    daemon::QueueAmounts held;
    for (int p = 0; p < projects; ++p) {
      const double gpus = static_cast<double>((m / 60 + p) % 3) * 0.2;  // 0, 0.2 or 0.4
      held[names[static_cast<std::size_t>(p)]] = {gpus, gpus * 4000, gpus * (8LL << 30)};
    }
    const int64_t t = start + m * 60;
    if (auto r = store->record(t, t + 60, capacity, held); !r) {
      std::fprintf(stderr, "%s\n", r.error().to_string().c_str());
      return 1;
    }
  }
  const double write_ms = ms_since(written);
  const int64_t now = start + minutes * 60;
  const double read_ms = median_ms([&] { (void)store->usage(now, params); }, 21);
  store.reset();
  const double reopen_ms = median_ms(
      [&] {
        auto again = daemon::open_usage_store(dir, now, params);
        if (again) (void)(*again)->usage(now, params);
      },
      5);
  auto again = daemon::open_usage_store(dir, now, params);
  const auto usage = (*again)->usage(now, params);
  again->reset();
  // The WAL is folded into the database when the last connection closes.
  const int64_t bytes = file_size(dir + "/usage.db") + file_size(dir + "/usage.db-wal");
  std::printf("usage store: %d days of per-minute records for %d projects\n", days, projects);
  std::printf("  written in %.1f s (%.1f us per minute's record, compaction included)\n",
              write_ms / 1000, write_ms * 1000 / static_cast<double>(minutes));
  std::printf("  on disk: %.2f MB\n", static_cast<double>(bytes) / 1e6);
  std::printf(
      "  decayed usage of every project (a week's window): %.3f ms from memory, "
      "%.1f ms with a reopen\n",
      read_ms, reopen_ms);
  std::printf("  project-0's GPU usage: %.4f of the cluster\n", usage.at("project-0")[0]);
  std::filesystem::remove_all(dir);
  return 0;
}
