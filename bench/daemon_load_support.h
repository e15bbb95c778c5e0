// The pieces of daemon_load that are not its measurements: small helpers,
// an HTTP client over the Unix socket, the daemon as a child process, and
// the API calls the phases share. Header-only: daemon_load.cpp includes it once.
#ifndef GPUQ_BENCH_DAEMON_LOAD_SUPPORT_H_
#define GPUQ_BENCH_DAEMON_LOAD_SUPPORT_H_

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

namespace gpuq::load {

using json = nlohmann::json;
using Steady = std::chrono::steady_clock;

void progress(const std::string& line);  // daemon_load.cpp: -v output

// ---------------------------------------------------------------- small helpers

inline std::atomic<bool> g_interrupted{false};
inline std::atomic<pid_t> g_daemon_pid{0};

struct Interrupted : std::runtime_error {
  Interrupted() : std::runtime_error("interrupted") {}
};

inline void check_interrupted() {
  if (g_interrupted) throw Interrupted();
}

inline double ms_since(Steady::time_point t) {
  return std::chrono::duration<double, std::milli>(Steady::now() - t).count();
}

inline double s_since(Steady::time_point t) { return ms_since(t) / 1000.0; }

// Wall clock in milliseconds since the epoch, with sub-millisecond precision.
inline double wall_ms() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

inline void sleep_ms(double ms) {
  std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(ms));
}

inline std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

inline std::string with_commas(long long n) {
  std::string s = std::to_string(n), out;
  int k = 0;
  for (auto it = s.rbegin(); it != s.rend(); ++it) {
    if (k > 0 && k % 3 == 0 && *it != '-') out += ',';
    out += *it;
    ++k;
  }
  return {out.rbegin(), out.rend()};
}

// Nearest-rank percentile, p in [0, 1].
inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  std::size_t rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
  rank = std::clamp<std::size_t>(rank, 1, v.size());
  return v[rank - 1];
}

inline std::string load_average() {
  std::ifstream in("/proc/loadavg");
  double a = 0, b = 0, c = 0;
  in >> a >> b >> c;
  return fmt("%.2f", a) + " " + fmt("%.2f", b) + " " + fmt("%.2f", c);
}

inline double load1() {
  std::ifstream in("/proc/loadavg");
  double a = 0;
  in >> a;
  return a;
}

inline std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("model name", 0) == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(colon + 2);
    }
  }
  return "?";
}

// "2026-11-22T10:00:00.123Z" -> milliseconds since the epoch; nullopt otherwise.
inline std::optional<double> parse_iso_ms(const json& v) {
  if (!v.is_string()) return std::nullopt;
  const std::string s = v.get<std::string>();
  std::tm tm{};
  int ms = 0;
  if (std::sscanf(s.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d.%3dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                  &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &ms) != 7) {
    return std::nullopt;
  }
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  return static_cast<double>(timegm(&tm)) * 1000.0 + ms;
}

// ---------------------------------------------------------------- HTTP client

inline size_t append_body(char* data, size_t size, size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

// One libcurl easy handle, reused: one keep-alive connection to the socket.
class Client {
 public:
  explicit Client(const std::string& socket) : socket_(socket) {
    curl_ = curl_easy_init();
    if (curl_ == nullptr) throw std::runtime_error("curl_easy_init failed");
    headers_ = curl_slist_append(nullptr, "Content-Type: application/json");
    headers_ = curl_slist_append(headers_, "Expect:");
    curl_easy_setopt(curl_, CURLOPT_UNIX_SOCKET_PATH, socket_.c_str());
    curl_easy_setopt(curl_, CURLOPT_HTTPHEADER, headers_);
    curl_easy_setopt(curl_, CURLOPT_WRITEFUNCTION, append_body);
    curl_easy_setopt(curl_, CURLOPT_WRITEDATA, &body_);
    curl_easy_setopt(curl_, CURLOPT_TIMEOUT_MS, 30000L);
    curl_easy_setopt(curl_, CURLOPT_CONNECTTIMEOUT_MS, 2000L);
    curl_easy_setopt(curl_, CURLOPT_NOSIGNAL, 1L);
  }
  ~Client() {
    curl_slist_free_all(headers_);
    curl_easy_cleanup(curl_);
  }
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  // Status (0 when no answer); the body is in body(); the time in last_ms().
  long get(const std::string& path) {
    curl_easy_setopt(curl_, CURLOPT_HTTPGET, 1L);
    return perform(path);
  }
  long post(const std::string& path, const std::string& payload) {
    payload_ = payload;
    curl_easy_setopt(curl_, CURLOPT_POSTFIELDS, payload_.c_str());
    curl_easy_setopt(curl_, CURLOPT_POSTFIELDSIZE, static_cast<long>(payload_.size()));
    return perform(path);
  }
  const std::string& body() const { return body_; }
  double last_ms() const { return last_ms_; }
  long connects() const { return connects_; }  // connections opened so far

 private:
  long perform(const std::string& path) {
    body_.clear();
    const std::string url = "http://localhost" + path;
    curl_easy_setopt(curl_, CURLOPT_URL, url.c_str());
    auto t0 = Steady::now();
    CURLcode rc = curl_easy_perform(curl_);
    last_ms_ = ms_since(t0);
    if (rc != CURLE_OK) return 0;
    long status = 0, opened = 0;
    curl_easy_getinfo(curl_, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_getinfo(curl_, CURLINFO_NUM_CONNECTS, &opened);
    connects_ += opened;
    return status;
  }

  std::string socket_;
  CURL* curl_ = nullptr;
  curl_slist* headers_ = nullptr;
  std::string body_, payload_;
  double last_ms_ = 0;
  long connects_ = 0;
};

// ---------------------------------------------------------------- the daemon

struct Memory {
  double rss_mb = NAN;  // VmRSS, 10^6 bytes
  double hwm_mb = NAN;  // VmHWM (peak RSS)
};

class DaemonProcess {
 public:
  DaemonProcess(std::string gpuq, std::string dir) : gpuq_(std::move(gpuq)), dir_(std::move(dir)) {
    socket_ = dir_ + "/gpuq.sock";
    mock_ = dir_ + "/mock.yaml";
    log_ = dir_ + "/daemon.log";
    std::ofstream(mock_) << "devices:\n  - {model: Mock GPU, memory: 80Gi, count: 4}\n";
  }
  const std::string& socket() const { return socket_; }
  pid_t pid() const { return pid_; }

  void start() {
    if (pid_ > 0) throw std::runtime_error("daemon already running");
    pid_t child = fork();
    if (child < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (child == 0) {
      sigset_t none;
      sigemptyset(&none);
      sigprocmask(SIG_SETMASK, &none, nullptr);
      setpgid(0, 0);  // a terminal's ^C reaches only this program, which stops the daemon
      int fd = ::open(log_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (fd >= 0) {
        dup2(fd, 1);
        dup2(fd, 2);
      }
      std::vector<std::string> args = {gpuq_,      "daemon", "--state-dir", dir_ + "/state",
                                       "--socket", socket_,  "--gpus",      "mock:" + mock_};
      std::vector<char*> argv;
      for (std::string& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(gpuq_.c_str(), argv.data());
      _exit(127);
    }
    pid_ = child;
    g_daemon_pid = child;
  }

  bool alive() {
    if (pid_ <= 0) return false;
    int status = 0;
    pid_t r = waitpid(pid_, &status, WNOHANG);
    if (r == pid_) {
      pid_ = 0;
      g_daemon_pid = 0;
      return false;
    }
    return true;
  }

  void require_alive() {
    if (!alive()) throw std::runtime_error("the daemon exited; its log:\n" + log_tail());
  }

  // SIGTERM, wait up to `timeout_s`, then SIGKILL. Returns the milliseconds to exit.
  double stop(double timeout_s = 30) {
    if (pid_ <= 0) return 0;
    auto t0 = Steady::now();
    kill(pid_, SIGTERM);
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) == 0) {
      if (s_since(t0) > timeout_s) {
        kill(pid_, SIGKILL);
        waitpid(pid_, &status, 0);
        break;
      }
      sleep_ms(1);
    }
    pid_ = 0;
    g_daemon_pid = 0;
    return ms_since(t0);
  }

  Memory memory() const {
    Memory m;
    if (pid_ <= 0) return m;
    std::ifstream in("/proc/" + std::to_string(pid_) + "/status");
    std::string line;
    while (std::getline(in, line)) {
      long kb = 0;
      if (std::sscanf(line.c_str(), "VmRSS: %ld kB", &kb) == 1) m.rss_mb = kb * 1024.0 / 1e6;
      if (std::sscanf(line.c_str(), "VmHWM: %ld kB", &kb) == 1) m.hwm_mb = kb * 1024.0 / 1e6;
    }
    return m;
  }

  std::string log_tail() const {
    std::ifstream in(log_);
    std::stringstream s;
    s << in.rdbuf();
    std::string text = s.str();
    return text.size() > 4000 ? text.substr(text.size() - 4000) : text;
  }

 private:
  std::string gpuq_, dir_, socket_, mock_, log_;
  pid_t pid_ = 0;
};

// Kills the daemon, then every process whose command line names `dir` (the pod
// shims: `gpuq __pod-shim --exit-file DIR/state/...`), with its process group
// (the shim leads its pod's group).
inline void kill_leftovers(DaemonProcess* daemon, const std::string& dir) {
  if (daemon != nullptr) daemon->stop(10);
  if (dir.empty()) return;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || !std::all_of(name.begin(), name.end(), ::isdigit)) continue;
    pid_t pid = static_cast<pid_t>(std::stol(name));
    if (pid == getpid()) continue;
    // Plain read(): a stream's iterator throws when the process ends
    // between open and read (ESRCH).
    std::string cmdline;
    if (const int fd = ::open((entry.path() / "cmdline").c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
      char buffer[4096];
      for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) cmdline.append(buffer, n);
      ::close(fd);
    }
    if (cmdline.find(dir) == std::string::npos) continue;
    if (getpgid(pid) == pid) kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
  }
}

// ---------------------------------------------------------------- API calls

inline std::string submit_body(const std::string& name, const std::string& project,
                               const std::string& command, int gpus) {
  json body = {{"name", name},
               {"projectId", project},
               {"spec", {{"command", command}, {"compute", {{"gpuDevicesRequest", gpus}}}}}};
  return body.dump();
}

inline constexpr const char* kSubmitPath = "/api/v1/workloads/trainings";
// For the workloads that never fit (8 GPUs on the 4-GPU mock): the daemon
// refuses them at submit unless told they may wait.
inline constexpr const char* kWaitingSubmitPath = "/api/v1/workloads/trainings?allowPending=true";

inline void create_project(Client& c, const std::string& name, double gpus) {
  json body = {{"name", name},
               {"resources",
                {{{"nodePool", {{"name", "default"}}},
                  {"gpu", {{"deserved", gpus}, {"limit", -1}, {"overQuotaWeight", 1}}}}}}};
  long s = c.post("/api/v1/org-unit/projects", body.dump());
  if (s != 201)
    throw std::runtime_error("create project " + name + ": " + std::to_string(s) + " " + c.body());
}

inline long long store_total(Client& c) {
  long s = c.get("/api/v1/workloads?limit=1");
  if (s != 200)
    throw std::runtime_error("GET /api/v1/workloads?limit=1: " + std::to_string(s) + " " +
                             c.body());
  return json::parse(c.body()).value("total", -1LL);
}

// The last scheduling cycle's duration in milliseconds, from /metrics.
inline double last_cycle_ms(Client& c) {
  if (c.get("/metrics") != 200) return NAN;
  std::istringstream in(c.body());
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("gpuq_cycle_seconds ", 0) == 0) return std::stod(line.substr(19)) * 1000.0;
  }
  return NAN;
}

// Waits until `ready` holds, polling every `every_ms`, for up to `seconds`.
inline bool wait_until(const std::function<bool()>& ready, double seconds, double every_ms = 2) {
  auto t0 = Steady::now();
  while (s_since(t0) < seconds) {
    check_interrupted();
    if (ready()) return true;
    sleep_ms(every_ms);
  }
  return ready();
}

// ---------------------------------------------------------------- unplaceable submits

// Submits unplaceable workloads (8 GPUs on a 4-GPU machine) named q-<n> from
// `threads` clients until `count` are acknowledged or `budget_s` passes.
// Returns the latencies of the acknowledged ones; `elapsed_s` the wall time;
// `on_done(k)` is called (under a lock) after the k-th acknowledgement.
struct SubmitRun {
  std::vector<double> latencies_ms;
  double elapsed_s = 0;
  long long acknowledged = 0;
  long long errors = 0;
  long connects = 0;
  bool out_of_time = false;
};

inline std::atomic<long long> g_next_name{0};

inline SubmitRun submit_unplaceable(const std::string& socket, int threads, long long count,
                                    double budget_s,
                                    const std::function<void(long long)>& on_done = {}) {
  SubmitRun run;
  std::atomic<long long> claimed{0}, done{0}, errors{0};
  std::atomic<bool> stop{false};
  std::mutex mu;
  std::string first_error;
  auto t0 = Steady::now();
  auto worker = [&] {
    Client c(socket);
    std::vector<double> mine;
    mine.reserve(static_cast<std::size_t>(count / threads + 1));
    while (!stop && !g_interrupted) {
      if (claimed.fetch_add(1) >= count) break;
      if (s_since(t0) > budget_s) {
        stop = true;
        break;
      }
      long long n = g_next_name.fetch_add(1);
      char name[32];
      std::snprintf(name, sizeof name, "q-%07lld", n);
      long s = c.post(kWaitingSubmitPath, submit_body(name, "load", "sleep 3600", 8));
      if (s != 202) {
        std::lock_guard lock(mu);
        if (first_error.empty()) first_error = std::to_string(s) + " " + c.body();
        if (++errors > 10 || s == 0) stop = true;  // the daemon is gone or broken
        continue;
      }
      mine.push_back(c.last_ms());
      long long k = done.fetch_add(1) + 1;
      if (on_done) {
        std::lock_guard lock(mu);
        on_done(k);
      }
    }
    std::lock_guard lock(mu);
    run.latencies_ms.insert(run.latencies_ms.end(), mine.begin(), mine.end());
    run.connects += c.connects();
  };
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
  for (std::thread& t : pool) t.join();
  run.elapsed_s = s_since(t0);
  run.acknowledged = done;
  run.errors = errors;
  run.out_of_time = run.acknowledged < count && s_since(t0) > budget_s;
  check_interrupted();
  if (run.errors > 0 && run.acknowledged < count) {
    throw std::runtime_error("submits failed (" + std::to_string(run.errors) +
                             "), first: " + first_error);
  }
  return run;
}

}  // namespace gpuq::load

#endif  // GPUQ_BENCH_DAEMON_LOAD_SUPPORT_H_
