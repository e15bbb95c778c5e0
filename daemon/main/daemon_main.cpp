#include "daemon/main/daemon_main.h"

#include <malloc.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <string_view>

#include "daemon/api/api.h"
#include "daemon/config/config.h"
#include "daemon/exec/process_runner.h"
#include "daemon/flags/install_layout.h"
#include "daemon/gpu/inventory.h"
#include "daemon/http/http_server.h"
#include "daemon/kube/api_client.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/kubeconfig.h"
#include "daemon/main/service_manager.h"
#include "daemon/sched/scheduler_loop.h"
#include "daemon/service/service.h"
#include "daemon/store/store.h"
#include "daemon/store/usage_store.h"

namespace gpuq::daemon {
namespace {

// The binary each pod's shim runs: gpuq-pod-shim where gpuq installs it
// (flags/install_layout.h), which starts a few ms faster (daemon/main/
// pod_shim_main.cpp says why), else the daemon's binary itself. A path
// given explicitly is kept.
std::string pod_shim_path(const std::string& configured) {
  if (configured != DaemonOptions().shim_path) return configured;
  const std::string shim = companion_binary("gpuq-pod-shim");
  return !shim.empty() && ::access(shim.c_str(), X_OK) == 0 ? shim : configured;
}

std::mutex log_mu;
// Set once at start, before any thread: whether stderr is the journal's
// stream (then the journal stamps each line).
bool log_to_journal = false;

// One line per event on stderr, in one write(): every pod's start and end
// logs a few lines, under the state's lock, and std::cerr with std::endl
// made four system calls of each.
void log_line(const std::string& line) {
  const std::string text = format_log_line(line, std::chrono::system_clock::now(), log_to_journal);
  std::lock_guard lock(log_mu);
  std::string_view rest = text;
  while (!rest.empty()) {
    const ssize_t n = ::write(STDERR_FILENO, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // nowhere to say it
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Tells the service manager, and logs when that fails (once is enough to
// see a unit file that says Type=notify where no socket is given).
void notify(const ServiceNotifier& notifier, std::string_view state) {
  if (auto sent = notifier.notify(state); !sent) {
    log_line("cannot notify the service manager: " + sent.error().to_string());
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
  if (gpus.rfind("mock:", 0) == 0) {
    auto mock = load_mock_inventory(gpus.substr(5));
    // Say which setting named the file: "4: cannot read" alone is a riddle.
    if (!mock && mock.error().code == core::Error::Code::io) {
      const core::Error& e = mock.error();
      return core::fail("mock inventory " + e.where + ": " + e.message +
                            " (a mock inventory is a file such as examples/mock-4gpu.yaml)",
                        "gpus", e.code);
    }
    return mock;
  }
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
  log_to_journal = is_journal_stream(STDERR_FILENO, std::getenv("JOURNAL_STREAM"));
  const ServiceNotifier notifier = ServiceNotifier::from_environment();
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
  if (options.check_config) {
    std::cout << (options.config_path.empty() ? std::string("the defaults") : options.config_path)
              << ": valid; state in " << config->state_dir << ", socket " << config->socket_path
              << ", GPUs from " << (*gpus)->source() << "\n";
    return 0;
  }
  std::error_code ec;
  std::filesystem::create_directories(config->state_dir, ec);
  if (ec) {
    std::cerr << "gpuq: error: cannot create state directory " << config->state_dir << ": "
              << ec.message() << "\n";
    return 1;
  }
  chmod(config->state_dir.c_str(), 0711);
  // Pods' logs and exit records are read through the daemon, never by path:
  // other users may not list them (which workloads ran, and when).
  const std::string logs_dir = config->state_dir + "/logs";
  if (mkdir(logs_dir.c_str(), 0700) != 0 && errno != EEXIST) {
    std::cerr << "gpuq: error: cannot create " << logs_dir << ": " << std::strerror(errno) << "\n";
    return 1;
  }
  if (chmod(logs_dir.c_str(), 0700) != 0) {
    std::cerr << "gpuq: warning: cannot make " << logs_dir
              << " private (mode 0700): " << std::strerror(errno) << "\n";
  }
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

  SystemClock system_clock;
  const char* test_clock = std::getenv("GPUQ_TEST_CLOCK_FILE");
  std::unique_ptr<Clock> offset_clock;
  if (test_clock != nullptr && test_clock[0] != '\0') {
    offset_clock = std::make_unique<FileOffsetClock>(test_clock);
  }
  const Clock& clock = offset_clock ? *offset_clock : static_cast<const Clock&>(system_clock);
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
    auto loop = std::make_unique<SchedulerLoop>(service, *runner, config->state_dir, log_line);
    if (config->policy.usage) {
      auto usage =
          open_usage_store(config->state_dir, clock.now_ms() / 1000, *config->policy.usage);
      if (!usage) {
        std::cerr << "gpuq: error: " << usage.error().to_string() << "\n";
        return 1;
      }
      loop->set_usage_store(std::move(*usage), *config->policy.usage);
      log_line("fairness over time: usage recorded in " + config->state_dir + "/usage.db");
    }
    backend = std::move(loop);
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
  notify(notifier, "READY=1\nSTATUS=listening on " + config->socket_path);

  for (;;) {
    int sig = 0;
    if (sigwait(&signals, &sig) != 0) continue;
    if (sig == SIGHUP) {
      if (options.config_path.empty()) {
        log_line("SIGHUP: no --config file to reload");
        continue;
      }
      notify(notifier, "RELOADING=1");
      auto reloaded = resolve_config(options);
      std::string outcome;
      if (!reloaded) {
        outcome = "config not reloaded: " + reloaded.error().to_string();
      } else if (auto r = service.reload(*reloaded); !r) {
        outcome = "config not reloaded: " + r.error().to_string();
      } else {
        outcome = "config reloaded from " + options.config_path;
      }
      log_line("SIGHUP: " + outcome);
      notify(notifier, "READY=1\nSTATUS=" + outcome);
      continue;
    }
    log_line(std::string("stopping on ") + (sig == SIGTERM ? "SIGTERM" : "SIGINT") +
             "; running pods keep running");
    notify(notifier, "STOPPING=1");
    break;
  }
  (*server)->stop();
  backend->stop();
  unlink(config->socket_path.c_str());
  log_line("stopped");
  return 0;
}

}  // namespace gpuq::daemon
