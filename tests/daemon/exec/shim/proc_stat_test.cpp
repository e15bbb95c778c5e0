// Reading /proc/PID/stat and smaps_rollup.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <optional>

#include "daemon/exec/shim/proc_stat.h"

using namespace gpuq::daemon;

TEST_CASE("proc stat: command names with spaces and parentheses") {
  const auto stat = parse_proc_stat(
      "42 (a) (b c) S 1 42 42 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 12345 1000000 25 "
      "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 3 0 0 0 0 0",
      4096);
  REQUIRE(stat.has_value());
  CHECK(stat->pid == 42);
  CHECK(stat->state == 'S');
  CHECK(stat->ppid == 1);
  CHECK(stat->pgid == 42);
  CHECK(stat->session == 42);
  CHECK(stat->start_ticks == 12345);
  CHECK(stat->rss_bytes == 25 * 4096);
  CHECK_FALSE(parse_proc_stat("42 (x) S 1 2", 4096).has_value());
  CHECK_FALSE(parse_proc_stat("garbage", 4096).has_value());
}

TEST_CASE("proc stat: proportional memory from smaps_rollup") {
  CHECK(parse_pss_bytes("55d0c0000000-7ffd00000000 ---p 00000000 00:00 0  [rollup]\n"
                        "Rss:                5000 kB\n"
                        "Pss:                2500 kB\n"
                        "Pss_Anon:           1000 kB\n"
                        "Private_Dirty:       800 kB\n") == 2500 * 1024);
  CHECK_FALSE(parse_pss_bytes("Rss: 5000 kB\n").has_value());
  CHECK_FALSE(parse_pss_bytes("Pss: lots\n").has_value());
  CHECK_FALSE(parse_pss_bytes("Pss: 12 pages\n").has_value());

  // A fresh fork shares its pages with its parent: each counts half a page.
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::pause();
    ::_exit(0);
  }
  const std::optional<int64_t> pss = read_pss_bytes(child);
  const std::optional<ProcStat> stat = read_proc_stat(child);
  const auto child_program = read_executable_id(child);
  const auto own_program = read_executable_id(::getpid());
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  REQUIRE(own_program.has_value());
  CHECK(child_program == own_program);
  CHECK_FALSE(read_executable_id(child).has_value());
  if (!pss) {
    MESSAGE("no /proc/PID/smaps_rollup here: the watcher falls back to the resident size");
    return;
  }
  REQUIRE(stat.has_value());
  MESSAGE("fork: resident " << stat->rss_bytes << " B, proportional " << *pss << " B");
  CHECK(*pss < stat->rss_bytes);
}
