#include "daemon_fixture.h"

#include <curl/curl.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace gpuq::test {
namespace {

size_t append(char* data, size_t size, size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// A process's command line, empty once it is gone. Plain read(): a stream's
// iterator throws when the process ends between open and read (ESRCH).
std::string read_command_line(const std::filesystem::path& path) {
  std::string text;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, n);
  ::close(fd);
  return text;
}

}  // namespace

Daemon::Daemon(const std::string& mock, const std::string& config) {
  char tmpl[] = "/tmp/gpuq-e2e-XXXXXX";
  dir_ = mkdtemp(tmpl);
  chmod(dir_.c_str(), 0755);
  socket_ = dir_ + "/gpuq.sock";
  mock_path_ = dir_ + "/mock.yaml";
  log_path_ = dir_ + "/daemon.log";
  write_file(mock_path_, mock);
  if (!config.empty()) {
    config_path_ = dir_ + "/daemon.yaml";
    write_file(config_path_, config);
  }
}

Daemon::~Daemon() {
  if (pid_ > 0) stop();
  if (test_has_failed()) print_daemon_log(dir_, log());
  // Pods outlive their daemon by design: end the groups of this test's pod
  // shims (their command lines name files under dir_).
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    const std::string cmdline = read_command_line(entry.path() / "cmdline");
    if (cmdline.find("__pod-shim") != std::string::npos &&
        cmdline.find(dir_) != std::string::npos) {
      kill(-std::stoi(name), SIGKILL);
    }
  }
  std::filesystem::remove_all(dir_, ec);
}

void Daemon::start() {
  const pid_t test = getpid();
  pid_ = fork();
  if (pid_ == 0) {
    // A test that crashes takes its daemon with it (its pods end on their
    // own): the signal comes when the forking thread ends, and every test
    // starts its daemon from its main thread.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != test) _exit(127);
    int fd = ::open(log_path_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    dup2(fd, 2);
    dup2(fd, 1);
    for (const auto& [name, value] : env_) setenv(name.c_str(), value.c_str(), 1);
    std::vector<std::string> args = {GPUQ_BINARY, "daemon", "--state-dir", dir_ + "/state",
                                     "--socket",  socket_,  "--gpus",      "mock:" + mock_path_};
    if (!config_path_.empty()) {
      args.push_back("--config");
      args.push_back(config_path_);
    }
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(GPUQ_BINARY, argv.data());
    _exit(127);
  }
  bool up = eventually([&] { return get("/api/v1/version").status == 200; }, 15);
  if (!up) throw std::runtime_error("the daemon did not start:\n" + log());
}

void Daemon::set_env(const std::string& name, const std::string& value) {
  std::erase_if(env_, [&](const auto& e) { return e.first == name; });
  if (!value.empty()) env_.emplace_back(name, value);
}

int Daemon::exit_code() {
  if (pid_ <= 0) return -1;
  int status = 0;
  if (waitpid(pid_, &status, WNOHANG) != pid_) return -1;
  pid_ = 0;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

void Daemon::stop() {
  if (pid_ <= 0) return;
  kill(pid_, SIGTERM);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = 0;
}

void Daemon::kill9() {
  if (pid_ <= 0) return;
  kill(pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = 0;
}

std::string Daemon::log() const {
  std::ifstream in(log_path_);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Reply Daemon::call(const std::string& method, const std::string& path,
                   const std::string& body) const {
  Reply reply;
  CURL* curl = curl_easy_init();
  curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json");
  curl_easy_setopt(curl, CURLOPT_UNIX_SOCKET_PATH, socket_.c_str());
  curl_easy_setopt(curl, CURLOPT_URL, ("http://localhost" + path).c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, append);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &reply.body);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, 20L);
  if (!body.empty()) {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  }
  if (curl_easy_perform(curl) == CURLE_OK) {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &reply.status);
  }
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  reply.json = nlohmann::json::parse(reply.body, nullptr, false);
  return reply;
}

void Daemon::project(const std::string& name, double gpus,
                     const std::vector<std::string>& members) {
  nlohmann::json body = {
      {"name", name},
      {"resources",
       {{{"nodePool", {{"name", "default"}}},
         {"gpu", {{"deserved", gpus}, {"limit", -1}, {"overQuotaWeight", 1}}}}}}};
  if (!members.empty()) body["members"] = members;
  Reply r = post("/api/v1/org-unit/projects", body);
  if (r.status != 201) throw std::runtime_error("create project " + name + ": " + r.body);
}

std::string Daemon::submit(const std::string& name, const std::string& project, double gpus,
                           const std::string& command, const nlohmann::json& extra) {
  nlohmann::json compute = {{"gpuDevicesRequest", gpus >= 1 ? static_cast<int>(gpus) : 1}};
  if (gpus > 0 && gpus < 1) {
    compute["gpuRequestType"] = "portion";
    compute["gpuPortionRequest"] = gpus;
  }
  if (gpus == 0) compute["gpuDevicesRequest"] = 0;
  nlohmann::json body = {{"name", name},
                         {"projectId", project},
                         {"spec", {{"command", command}, {"compute", compute}}}};
  for (auto& [k, v] : extra.items()) body["spec"][k] = v;
  Reply r = post("/api/v1/workloads/trainings", body);
  if (r.status != 202) throw std::runtime_error("submit " + name + ": " + r.body);
  return r.json.value("id", r.json.value("workloadId", ""));
}

nlohmann::json Daemon::workload(const std::string& id) const {
  return get("/api/v1/workloads/" + id).json;
}

std::string Daemon::phase(const std::string& id) const {
  nlohmann::json w = workload(id);
  return w.is_object() ? w.value("phase", "") : "";
}

bool Daemon::eventually(const std::function<bool()>& ready, double seconds) {
  const auto start = std::chrono::steady_clock::now();
  const auto deadline = start + std::chrono::duration<double>(seconds);
  bool ok = false;
  while (!ok && std::chrono::steady_clock::now() < deadline) {
    ok = ready();
    if (!ok) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  if (!ok) ok = ready();
  const double waited =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  record_wait(waited, seconds, ok);
  return ok;
}

int as_nobody(const std::function<int()>& fn) {
  pid_t pid = fork();
  if (pid == 0) {
    if (setgid(65534) != 0 || setuid(65534) != 0) _exit(99);
    _exit(fn());
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace gpuq::test
