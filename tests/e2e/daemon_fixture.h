// A real gpuq daemon for end-to-end tests: started from the built binary on
// a temporary socket and state directory with a mock GPU inventory, driven
// over HTTP with libcurl, stopped (or killed) at the end. When the test has
// failed, its log is printed as the Daemon goes.
#ifndef GPUQ_TESTS_E2E_DAEMON_FIXTURE_H_
#define GPUQ_TESTS_E2E_DAEMON_FIXTURE_H_

#include <sys/types.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace gpuq::test {

struct Reply {
  long status = 0;
  std::string body;
  nlohmann::json json;  // parsed body; discarded value when not JSON
};

class Daemon {
 public:
  static constexpr const char* kFourGpus =
      "devices:\n  - {model: Mock GPU, memory: 80Gi, count: 4}\n";

  // `mock` is a mock inventory's YAML text; `config` an optional daemon config.
  explicit Daemon(const std::string& mock = kFourGpus, const std::string& config = "");
  ~Daemon();

  void start();  // waits until the API answers
  // An environment variable for the daemons start() starts from now on
  // (GPUQ_CRASH_AT, say); an empty value unsets it again.
  void set_env(const std::string& name, const std::string& value);
  // The daemon's exit code once it has ended by itself (it is reaped then);
  // -1 while it runs or when none was started.
  int exit_code();
  void stop();   // SIGTERM, waits for the exit
  void kill9();  // SIGKILL, no clean-up
  const std::string& dir() const { return dir_; }
  const std::string& socket() const { return socket_; }
  pid_t pid() const { return pid_; }  // the process `gpuq daemon` started; 0 when stopped
  std::string log() const;            // the daemon's stderr so far

  Reply call(const std::string& method, const std::string& path,
             const std::string& body = "") const;
  Reply get(const std::string& path) const { return call("GET", path); }
  Reply post(const std::string& path, const nlohmann::json& body) const {
    return call("POST", path, body.dump());
  }

  // Creates a project with a GPU quota (deserved) in the default pool.
  void project(const std::string& name, double gpus, const std::vector<std::string>& members = {});
  // Submits a training; returns its id (fails the test on an error).
  std::string submit(const std::string& name, const std::string& project, double gpus,
                     const std::string& command, const nlohmann::json& extra = {});
  nlohmann::json workload(const std::string& id) const;
  std::string phase(const std::string& id) const;
  // Polls `ready` every 50 ms for up to `seconds`; true once it holds.
  static bool eventually(const std::function<bool()>& ready, double seconds = 10);

 private:
  std::string dir_, socket_, mock_path_, config_path_, log_path_;
  std::vector<std::pair<std::string, std::string>> env_;
  pid_t pid_ = 0;
};

// Whether the running test has failed so far (a failed check, or an
// exception on its way out); kept by a doctest listener.
bool test_has_failed();
// Appends "test<TAB>waited_s<TAB>bound_s<TAB>ok" for one eventually() to the
// file named by GPUQ_E2E_WAIT_LOG, when set: how close the waits of the
// end-to-end tests come to their bounds (scripts/e2e_waits.sh sums them).
void record_wait(double waited_s, double bound_s, bool ok);
// Prints a daemon's log to stderr between markers (the end, when long).
void print_daemon_log(const std::string& dir, const std::string& log);

// Runs `fn` in a child process as uid/gid 65534 (nobody) and returns its
// exit status; used for requests from a user who is not an administrator.
int as_nobody(const std::function<int()>& fn);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_E2E_DAEMON_FIXTURE_H_
