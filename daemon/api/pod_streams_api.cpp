// POST /api/v1/workloads/{id}/attach, /exec and /portforward: streams into
// a running pod over a connection upgraded from HTTP (README.md, "The
// streams protocol"). Everything that can be refused is refused before the
// 101, as an ordinary JSON error; after it, the connection is relayed to the
// pod's shim (attach, exec) or to the pod's port on this host (portforward).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <memory>

#include "daemon/api/json_read.h"
#include "daemon/api/pod_param.h"
#include "daemon/api/routes.h"
#include "daemon/exec/shim/stream_frame.h"
#include "daemon/http/byte_relay.h"

namespace gpuq::daemon::api {
namespace {

constexpr const char* kStreamProtocol = "gpuq-stream.v1";
constexpr const char* kTcpProtocol = "gpuq-tcp.v1";

// An fd closed when the last holder lets go (the route's handler, then the
// upgrade handler or the body stream that takes it over).
class SharedFd {
 public:
  explicit SharedFd(int fd) : fd_(fd) {}
  SharedFd(const SharedFd&) = delete;
  SharedFd& operator=(const SharedFd&) = delete;
  ~SharedFd() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }

 private:
  int fd_;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Whether the request asks to switch to `protocol` (Connection: Upgrade,
// Upgrade: protocol).
bool asks_upgrade(const HttpRequest& r, const std::string& protocol) {
  auto connection = r.headers.find("connection");
  auto upgrade = r.headers.find("upgrade");
  if (connection == r.headers.end() || upgrade == r.headers.end()) return false;
  return lower(connection->second).find("upgrade") != std::string::npos &&
         lower(upgrade->second) == protocol;
}

HttpResponse upgrade_required(const std::string& what, const std::string& protocol) {
  HttpResponse r = status_response(
      426, what + " needs an upgraded connection: send 'Connection: Upgrade' and 'Upgrade: " +
               protocol + "' (gpuq attach, exec and port-forward do)");
  r.headers["Upgrade"] = protocol;
  return r;
}

// The workload and its running pod named by ?pod (default 0), for the
// owner and administrators only.
struct Target {
  Workload workload;
  Pod pod;
  std::string pod_name;
};

// For a daemon whose pods run in a Kubernetes cluster, which gpuq does not
// reach yet: the kubectl command that does ("" for the local backend).
std::string kubectl_instead(const ApiContext& c, const Workload& w, const std::string& what) {
  const DaemonConfig& config = c.service.config();
  if (config.backend != "kubernetes") return {};
  auto project = c.service.project(std::to_string(w.project_id));
  const std::string ns =
      config.kubernetes.namespace_prefix + (project ? project->name : std::string("PROJECT"));
  // The object the backend made for it (a Job, a workspace's Pod, a
  // Deployment), which kubectl picks a pod of.
  const std::string object = (w.type == core::WorkloadType::workspace   ? "pod/"
                              : w.type == core::WorkloadType::inference ? "deployment/"
                                                                        : "job/") +
                             w.name;
  std::string command;
  if (what == "attaching to") {
    command = "kubectl attach -n " + ns + " -it " + object;
  } else if (what == "exec in") {
    command = "kubectl exec -n " + ns + " -it " + object + " -- COMMAND";
  } else {
    command = "kubectl port-forward -n " + ns + " " + object + " LOCAL_PORT:POD_PORT";
  }
  return "the pods of " + w.name +
         " run in a Kubernetes cluster, which gpuq does not reach for this yet; use: " + command;
}

core::Result<Target> running_pod(const ApiContext& c, const std::string& what) {
  const std::string* project = c.query("project");
  GPUQ_TRY(w,
           c.service.workload(c.params.at(0), project != nullptr ? *project : "", c.caller.user));
  if (!may_read_private(c.caller, w)) {
    return core::fail(
        what + " " + w.name + " is for " + w.submitted_by + " and administrators only", "",
        core::Error::Code::permission_denied);
  }
  if (auto elsewhere = kubectl_instead(c, w, what); !elsewhere.empty()) {
    return core::fail(elsewhere, "", core::Error::Code::conflict);
  }
  GPUQ_TRY(index, pod_index(c, w));
  const int wanted = index.value_or(0);
  for (const Pod& p : w.pods) {
    if (p.completion_index != wanted) continue;
    if (p.phase != PodPhase::running || p.pid <= 0) break;
    Target t{w, p, pod_name(w, p)};
    return t;
  }
  const std::string name = w.name + "-" + std::to_string(wanted);
  return core::fail(name + " is not running (" + w.phase + "), so there is nothing to " + what,
                    "pod", core::Error::Code::conflict);
}

// A yes/no parameter with a default for when it is absent.
core::Result<bool> flag_or(const ApiContext& c, std::string_view key, bool fallback) {
  if (c.query(key) == nullptr) return fallback;
  return c.flag(key);
}

// The pod's side of a stream, opened through the runner.
core::Result<std::shared_ptr<SharedFd>> open_stream(const ApiContext& c, const Target& t,
                                                    const std::vector<std::string>& words) {
  ProcessRunner* runner = c.service.runner();
  if (runner == nullptr) {
    return core::fail("this daemon runs no pods here", "", core::Error::Code::conflict);
  }
  core::Result<int> fd = runner->open_pod_stream(ProcessId{t.pod.pid, t.pod.start_ticks}, words);
  if (!fd) {
    return core::fail(t.pod_name + ": " + fd.error().message, "", fd.error().code);
  }
  return std::make_shared<SharedFd>(*fd);
}

HttpResponse switch_to(const std::string& protocol, std::shared_ptr<SharedFd> pod_side) {
  HttpResponse r;
  r.headers["Upgrade"] = protocol;
  r.headers["Connection"] = "Upgrade";
  r.upgrade = [pod_side](int fd, std::string early, const std::atomic<bool>& stopping) {
    relay_bytes(fd, pod_side->get(), stopping, early);
  };
  return r;
}

core::Result<HttpResponse> attach(ApiContext& c) {
  GPUQ_TRY(t, running_pod(c, "attaching to"));
  GPUQ_TRY(input, flag_or(c, "stdin", t.workload.run.stdin_open));
  GPUQ_TRY(tty, flag_or(c, "tty", t.workload.run.tty));
  if (!asks_upgrade(c.request, kStreamProtocol)) return upgrade_required("attach", kStreamProtocol);
  if (input && !t.workload.run.stdin_open) {
    return core::fail(t.workload.name +
                          " was submitted without --stdin, so it reads no input (attach with "
                          "--no-stdin to see its output)",
                      "stdin", core::Error::Code::conflict);
  }
  (void)tty;  // the pod has its terminal or not; the client decides how to show it
  std::vector<std::string> words = {"attach"};
  if (input) words.emplace_back("stdin");
  GPUQ_TRY(pod_side, open_stream(c, t, words));
  return switch_to(kStreamProtocol, pod_side);
}

// Reads the frames of a plain (not upgraded) exec and passes on its output.
class ExecOutput {
 public:
  explicit ExecOutput(std::shared_ptr<SharedFd> fd) : fd_(std::move(fd)) {}

  bool pull(std::string& out) {
    pollfd p{fd_->get(), POLLIN, 0};
    if (::poll(&p, 1, 100) <= 0) return true;  // nothing yet: called again shortly
    char buffer[65536];
    const ssize_t n = ::read(fd_->get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) return true;
    if (n <= 0) return false;
    frames_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    while (std::optional<StreamFrame> f = frames_.next()) {
      const auto channel = static_cast<StreamChannel>(f->channel);
      if (channel == StreamChannel::stdout_data || channel == StreamChannel::stderr_data) {
        out += f->payload;
      } else if (channel == StreamChannel::status) {
        return false;
      }
    }
    return !frames_.bad();
  }

 private:
  std::shared_ptr<SharedFd> fd_;
  FrameReader frames_;
};

core::Result<HttpResponse> exec(ApiContext& c) {
  GPUQ_TRY(t, running_pod(c, "exec in"));
  std::vector<std::string> command;
  for (auto [it, end] = c.request.query.equal_range("command"); it != end; ++it) {
    command.push_back(it->second);
  }
  if (command.empty() || command.front().empty()) {
    return core::fail("no command to run: give it as command=WORD, once per word", "command");
  }
  for (const std::string& word : command) {
    if (word.find('\0') != std::string::npos) {
      return core::fail("a word of the command holds a NUL character", "command");
    }
  }
  const bool upgraded = asks_upgrade(c.request, kStreamProtocol);
  GPUQ_TRY(input, flag_or(c, "stdin", false));
  GPUQ_TRY(tty, flag_or(c, "tty", false));
  std::vector<std::string> words = {"exec"};
  if (upgraded && input) words.emplace_back("stdin");
  if (upgraded && tty) words.emplace_back("tty");
  words.emplace_back("--");
  words.insert(words.end(), command.begin(), command.end());
  GPUQ_TRY(pod_side, open_stream(c, t, words));
  if (upgraded) return switch_to(kStreamProtocol, pod_side);
  // curl's form: no input, the output as the answer's body.
  HttpResponse r;
  r.content_type = "text/plain; charset=utf-8";
  auto output = std::make_shared<ExecOutput>(pod_side);
  r.stream = [output](std::string& out) { return output->pull(out); };
  return r;
}

// A connection to 127.0.0.1:`port`. Errors: conflict when nothing listens.
core::Result<std::shared_ptr<SharedFd>> connect_local(int port, const std::string& what) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return core::fail(std::strerror(errno), "", core::Error::Code::io);
  auto holder = std::make_shared<SharedFd>(fd);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int rc = 0;
  do {
    rc = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
  } while (rc != 0 && errno == EINTR);
  if (rc != 0) {
    return core::fail(what + ": " + std::strerror(errno) + " (is the pod listening yet?)", "",
                      core::Error::Code::conflict);
  }
  return holder;
}

core::Result<HttpResponse> port_forward(ApiContext& c) {
  GPUQ_TRY(t, running_pod(c, "forwarding to"));
  const std::string* text = c.query("port");
  if (text == nullptr || text->empty()) {
    return core::fail("which of the pod's ports: give port=N (a port it asked for with --port)",
                      "port");
  }
  char* end = nullptr;
  const long port = std::strtol(text->c_str(), &end, 10);
  if (*end != '\0' || port < 1 || port > 65535) {
    return core::fail("expected a port from 1 to 65535, got \"" + *text + "\"", "port");
  }
  const auto binding = std::find_if(t.pod.ports.begin(), t.pod.ports.end(),
                                    [&](const PortBinding& b) { return b.container == port; });
  if (binding == t.pod.ports.end()) {
    std::string asked;
    for (const PortBinding& b : t.pod.ports) {
      asked += (asked.empty() ? "" : ", ") + std::to_string(b.container);
    }
    return core::fail(t.pod_name + " has no port " + *text +
                          (asked.empty() ? std::string(" (it asked for none with --port)")
                                         : " (its ports: " + asked + ")"),
                      "port", core::Error::Code::not_found);
  }
  if (!asks_upgrade(c.request, kTcpProtocol)) return upgrade_required("portforward", kTcpProtocol);
  GPUQ_TRY(pod_side, connect_local(binding->host, t.pod_name + " port " + *text + " (host port " +
                                                      std::to_string(binding->host) + ")"));
  return switch_to(kTcpProtocol, pod_side);
}

}  // namespace

void add_pod_stream_routes(Router& router) {
  router.add("POST", "/api/v1/workloads/{id}/attach", attach);
  router.add("POST", "/api/v1/workloads/{id}/exec", exec);
  router.add("POST", "/api/v1/workloads/{id}/portforward", port_forward);
}

}  // namespace gpuq::daemon::api
