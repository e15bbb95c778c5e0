// The main of every doctest binary. Beyond doctest's own: a run that was
// asked for test cases by name (-tc=..., as CTest runs each one) and ran
// none fails, so that a test CTest lists but doctest cannot find (a name
// that CTest's list syntax cut at a ';') is an error, not a silent pass.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <atomic>
#include <cstdio>
#include <string_view>

namespace {

std::atomic<int> started{0};

struct CountingListener : doctest::IReporter {
  explicit CountingListener(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats&) override {}
  void test_case_start(const doctest::TestCaseData&) override { ++started; }
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};

}  // namespace

DOCTEST_REGISTER_LISTENER("gpuq-count-test-cases", 0, CountingListener);

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  const int code = context.run();
  if (context.shouldExit()) return code;
  bool named = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    named = named || arg.starts_with("-tc=") || arg.starts_with("--test-case=") ||
            arg.starts_with("-dt-tc=") || arg.starts_with("--dt-test-case=");
  }
  if (code == 0 && named && started == 0) {
    std::fprintf(stderr, "no test case matched the name given (a ';' in a test's name?)\n");
    return 1;
  }
  return code;
}
