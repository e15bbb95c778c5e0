#include "daemon/main/daemon_main.h"

#include <malloc.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <string_view>

#include "daemon/api/api.h"
#include "daemon/config/config.h"
#include "daemon/exec/process_runner.h"
#include "daemon/gpu/inventory.h"
#include "daemon/http/http_server.h"
#include "daemon/kube/api_client.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/kubeconfig.h"
#include "daemon/sched/scheduler_loop.h"
#include "daemon/service/service.h"
#include "daemon/store/store.h"

namespace gpuq::daemon {
namespace {

// The binary each pod's shim runs: gpuq-pod-shim beside the daemon's own
// binary when it is there (it starts a few ms faster, daemon/main/
// pod_shim_main.cpp says why), else the daemon's binary itself. A path
// given explicitly is kept.
std::string pod_shim_path(const std::string& configured) {
  if (configured != DaemonOptions().shim_path) return configured;
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return configured;
  const std::string beside = (self.parent_path() / "gpuq-pod-shim").string();
  return ::access(beside.c_str(), X_OK) == 0 ? beside : configured;
}

std::mutex log_mu;

// One line per event on stderr: "2026-11-22T10:00:00.123Z message", in one
// write(): every pod's start and end logs a few lines, under the state's
// lock, and std::cerr with std::endl made four system calls of each.
void log_line(const std::string& line) {
  auto now = std::chrono::system_clock::now();
  std::time_t t = std::chrono::system_clock::to_time_t(now);
  auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char stamp[64];
  std::snprintf(stamp, sizeof stamp, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
  std::string text;
  text.reserve(std::strlen(stamp) + line.size() + 2);
  text.append(stamp).append(" ").append(line).append("\n");
  std::lock_guard lock(log_mu);
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t n = ::write(STDERR_FILENO, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // nowhere to say it
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
}

core::Result<DaemonConfig> resolve_config(const DaemonOptions& options) {
  DaemonConfig config;
  if (!options.config_path.empty()) {
    auto loaded = load_config(options.config_path);
    if (!loaded) return loaded;
    config = std::move(*loaded);
  }
  if (!options.state_dir.empty()) config.state_dir = options.state_dir;
  if (!options.socket_path.empty()) config.socket_path = options.socket_path;
  if (!options.listen.empty()) config.listen = options.listen;
  if (!options.gpus.empty()) config.gpus = options.gpus;
  if (!options.backend.empty()) config.backend = options.backend;
  if (!options.kubeconfig.empty()) config.kubernetes.kubeconfig = options.kubeconfig;
  if (!options.context.empty()) config.kubernetes.context = options.context;
  if (config.state_dir.empty()) config.state_dir = default_state_dir();
  if (config.socket_path.empty()) config.socket_path = default_socket_path();
  config.state_dir = std::filesystem::absolute(config.state_dir).lexically_normal().string();
  return config;
}

core::Result<std::unique_ptr<GpuInventory>> open_inventory(const std::string& gpus) {
  if (gpus == "auto" || gpus.empty()) return open_nvml_inventory();
  if (gpus == "none") return make_empty_inventory();
  if (gpus.rfind("mock:", 0) == 0) return load_mock_inventory(gpus.substr(5));
  return core::fail("expected auto, none or mock:FILE, got " + gpus, "--gpus");
}

}  // namespace

int run_daemon(const DaemonOptions& options) {
  // Blocks of 256 KiB and more (each cycle's snapshot and decisions at
  // thousands of workloads) are mapped on their own and unmapped when freed.
  // glibc would otherwise raise this threshold as such blocks are freed and
  // carve them from the heap, where the workloads submitted meanwhile pin
  // them: 11% less memory at 30,000 workloads.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
  auto config = resolve_config(options);
  if (!config) {
    std::cerr << "gpuq: error: " << config.error().to_string() << "\n";
    return 2;
  }
  // A cluster's GPUs are its nodes' (the backend reads them): none here.
  if (config->backend == "kubernetes") config->gpus = "none";
  auto gpus = open_inventory(config->gpus);
  if (!gpus) {
    std::cerr << "gpuq: error: " << gpus.error().to_string() << "\n";
    return 2;
  }
  std::error_code ec;
  std::filesystem::create_directories(config->state_dir, ec);
  if (ec) {
    std::cerr << "gpuq: error: cannot create state directory " << config->state_dir << ": "
              << ec.message() << "\n";
    return 1;
  }
  chmod(config->state_dir.c_str(), 0711);
  auto store = open_sqlite_store(config->state_dir);
  if (!store) {
    std::cerr << "gpuq: error: " << store.error().to_string() << "\n";
    return 1;
  }
  // Signals are handled by the main thread alone: block them before any
  // thread starts, so every thread inherits the mask.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);

  SystemClock clock;
  const std::string gpu_source = (*gpus)->source();
  const std::size_t gpu_count = (*gpus)->devices().size();
  Service service(*config, std::move(*store), std::move(*gpus), clock);
  service.set_logger(log_line);
  std::string_view unknown_step;
  service.set_crash_points(CrashPoints::from_environment(unknown_step));
  if (!unknown_step.empty()) {
    std::cerr << "gpuq: error: GPUQ_CRASH_AT: no step '" << unknown_step << "'\n";
    return 2;
  }
  if (auto opened = service.open(); !opened) {
    std::cerr << "gpuq: error: " << opened.error().to_string() << "\n";
    return 2;
  }
  log_line("gpuq daemon " GPUQ_VERSION " starting; state in " + config->state_dir);
  // The backend: this machine's processes, or a Kubernetes cluster.
  std::unique_ptr<ProcessRunner> runner;
  std::unique_ptr<kube::ApiClient> kube_client;
  std::unique_ptr<Backend> backend;
  if (config->backend == "kubernetes") {
    auto credentials =
        kube::load_credentials({config->kubernetes.kubeconfig, config->kubernetes.context},
                               kube::KubeEnvironment::from_process());
    if (!credentials) {
      std::cerr << "gpuq: error: " << credentials.error().to_string() << "\n";
      return 2;
    }
    kube_client = std::make_unique<kube::ApiClient>(std::move(*credentials));
    kube::KubeNaming naming;
    naming.instance = config->kubernetes.instance;
    naming.namespace_prefix = config->kubernetes.namespace_prefix;
    naming.queue_label = config->kubernetes.queue_label;
    auto cluster = std::make_unique<kube::KubeBackend>(service, *kube_client, naming, log_line);
    if (auto connected = cluster->connect(); !connected) {
      std::cerr << "gpuq: error: " << connected.error().to_string() << "\n";
      return 1;
    }
    log_line("backend: kubernetes, " + kube_client->describe_server() + "; instance " +
             naming.instance + ", namespaces " + naming.namespace_prefix + "<project>");
    backend = std::move(cluster);
  } else {
    LinuxRunnerOptions runner_options;
    runner_options.shim_path = pod_shim_path(options.shim_path);
    runner = make_linux_process_runner(config->state_dir, runner_options);
    log_line("GPUs: " + std::to_string(gpu_count) + " from " + gpu_source);
    log_line("limits: " + runner->limits_mode());
    log_line("pod shim: " + runner_options.shim_path + ", " + runner->shim_mode());
    service.attach_runner(runner.get());
    backend = std::make_unique<SchedulerLoop>(service, *runner, config->state_dir, log_line);
  }
  backend->recover();
  service.read([&](const State& state) {
    std::string where;
    if (config->backend == "kubernetes") {
      int gpus = 0;
      for (const NodeInfo& n : state.nodes) gpus += n.spec.gpu_count;
      where = "cluster: " + std::to_string(state.nodes.size()) + " nodes, " + std::to_string(gpus) +
              " GPUs; ";
    } else {
      where = "machine: " + std::to_string(state.machine.cpu / 1000) + " CPUs, " +
              std::to_string(state.machine.memory >> 20) + " MiB memory; ";
    }
    log_line(where + std::to_string(state.projects.size()) + " projects, " +
             std::to_string(state.workloads.size()) + " workloads in the store");
  });
  backend->start();

  HttpServerOptions http;
  http.socket_path = config->socket_path;
  http.socket_group = config->socket_group;
  http.listen = config->listen;
  auto server = start_http_server(http, api::make_api_handler(service));
  if (!server) {
    backend->stop();
    std::cerr << "gpuq: error: " << server.error().to_string() << "\n";
    return 1;
  }
  log_line("listening on unix://" + config->socket_path +
           ((*server)->tcp_address().empty() ? "" : " and http://" + (*server)->tcp_address()));

  for (;;) {
    int sig = 0;
    if (sigwait(&signals, &sig) != 0) continue;
    if (sig == SIGHUP) {
      if (options.config_path.empty()) {
        log_line("SIGHUP: no --config file to reload");
        continue;
      }
      auto reloaded = resolve_config(options);
      if (!reloaded) {
        log_line("SIGHUP: config not reloaded: " + reloaded.error().to_string());
        continue;
      }
      if (auto r = service.reload(*reloaded); !r) {
        log_line("SIGHUP: config not reloaded: " + r.error().to_string());
      } else {
        log_line("SIGHUP: config reloaded from " + options.config_path);
      }
      continue;
    }
    log_line(std::string("stopping on ") + (sig == SIGTERM ? "SIGTERM" : "SIGINT") +
             "; running pods keep running");
    break;
  }
  (*server)->stop();
  backend->stop();
  unlink(config->socket_path.c_str());
  log_line("stopped");
  return 0;
}

}  // namespace gpuq::daemon
