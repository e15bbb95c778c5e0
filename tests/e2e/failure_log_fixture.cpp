// When an end-to-end test fails, the logs of the daemons it started are
// printed with the failure, so that a failure seen once (in CI, on a loaded
// machine) explains itself. A doctest listener notes each failed assertion
// or escaped exception of the running test; each Daemon prints its log as it
// is destroyed if its test has failed by then (for a REQUIRE, that is while
// the exception unwinds), so the log is whole. The listener also names the
// running test for record_wait().
#include <doctest/doctest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>

#include "daemon_fixture.h"

namespace gpuq::test {
namespace {

std::atomic<bool> current_test_failed{false};
std::mutex current_test_mu;
std::string current_test;  // the running test's name, for record_wait()

struct FailureListener : doctest::IReporter {
  explicit FailureListener(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats&) override {}
  void test_case_start(const doctest::TestCaseData& data) override {
    current_test_failed = false;
    std::lock_guard lock(current_test_mu);
    current_test = data.m_name;
  }
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {
    current_test_failed = true;
  }
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData& a) override {
    if (a.m_failed) current_test_failed = true;
  }
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};

}  // namespace

bool test_has_failed() { return current_test_failed || std::uncaught_exceptions() > 0; }

void record_wait(double waited_s, double bound_s, bool ok) {
  const char* path = std::getenv("GPUQ_E2E_WAIT_LOG");
  if (path == nullptr || *path == '\0') return;
  std::string name;
  {
    std::lock_guard lock(current_test_mu);
    name = current_test;
  }
  // One short append per line: parallel test processes do not interleave.
  std::string line = name + "\t" + std::to_string(waited_s) + "\t" + std::to_string(bound_s) +
                     "\t" + (ok ? "ok" : "timeout") + "\n";
  if (FILE* f = std::fopen(path, "a")) {
    std::fwrite(line.data(), 1, line.size(), f);
    std::fclose(f);
  }
}

void print_daemon_log(const std::string& dir, const std::string& log) {
  constexpr std::size_t kMaxBytes = 256 * 1024;  // the end matters most
  std::string_view text = log;
  bool cut = text.size() > kMaxBytes;
  if (cut) text = text.substr(text.size() - kMaxBytes);
  std::cerr << "\n===== the daemon's log (" << dir << "/daemon.log" << (cut ? ", last 256 KiB" : "")
            << ") =====\n"
            << text << (text.empty() || text.back() == '\n' ? "" : "\n")
            << "===== end of the daemon's log =====\n";
}

}  // namespace gpuq::test

DOCTEST_REGISTER_LISTENER("gpuq-daemon-log", 1, gpuq::test::FailureListener);
