#include "cli/workload/port_forward_command.h"

#include <nlohmann/json.hpp>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "cli/app/output.h"
#include "cli/app/validators.h"
#include "cli/workload/signal_pipe.h"
#include "cli/workload/workload_describe.h"

namespace gpuq::cli {
namespace {

struct PortForwardFlags {
  std::string name;
  std::vector<std::string> ports;
  std::string address = "127.0.0.1";
  std::optional<std::string> pod;
  std::optional<client::WorkloadType> only;
};

std::unexpected<client::ApiError> usage(std::string message, std::string field) {
  return client::usage_error(std::move(message), std::move(field));
}

std::optional<int> port_number(const std::string& text, int lowest) {
  if (text.empty() || text.size() > 5 ||
      text.find_first_not_of("0123456789") != std::string::npos) {
    return std::nullopt;
  }
  const int n = std::stoi(text);
  if (n < lowest || n > 65535) return std::nullopt;
  return n;
}

// A listening socket on address:port, and the port it got.
struct Listener {
  int fd = -1;
  int local = 0;
  int pod = 0;
  std::string shown;  // "127.0.0.1:8888"
};

client::ApiResult<Listener> listen_on(const std::string& address, const PortPair& ports) {
  const std::string host = address == "localhost" ? "127.0.0.1" : address;
  sockaddr_storage storage{};
  socklen_t length = 0;
  int family = AF_INET;
  auto* v4 = reinterpret_cast<sockaddr_in*>(&storage);
  auto* v6 = reinterpret_cast<sockaddr_in6*>(&storage);
  if (::inet_pton(AF_INET, host.c_str(), &v4->sin_addr) == 1) {
    v4->sin_family = AF_INET;
    v4->sin_port = htons(static_cast<std::uint16_t>(ports.local));
    length = sizeof *v4;
  } else if (::inet_pton(AF_INET6, host.c_str(), &v6->sin6_addr) == 1) {
    family = AF_INET6;
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons(static_cast<std::uint16_t>(ports.local));
    length = sizeof *v6;
  } else {
    return usage("expected an IP address (127.0.0.1, ::1, 0.0.0.0), got \"" + address + "\"",
                 "--address");
  }
  Listener l;
  l.pod = ports.pod;
  l.fd = ::socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  const int on = 1;
  if (l.fd < 0 || ::setsockopt(l.fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0 ||
      ::bind(l.fd, reinterpret_cast<sockaddr*>(&storage), length) != 0 || ::listen(l.fd, 16) != 0) {
    const std::string why = std::strerror(errno);
    if (l.fd >= 0) ::close(l.fd);
    return std::unexpected(client::ApiError{
        client::ApiError::Kind::transport,
        0,
        "cannot listen on " + host + ":" + std::to_string(ports.local) + ": " + why,
        {},
        ports.local != 0 && ports.local < 1024 ? "ports below 1024 need root; pick another" : ""});
  }
  ::getsockname(l.fd, reinterpret_cast<sockaddr*>(&storage), &length);
  l.local = ntohs(family == AF_INET ? v4->sin_port : v6->sin6_port);
  l.shown = (family == AF_INET ? host : "[" + host + "]") + ":" + std::to_string(l.local);
  return l;
}

void send_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Copies between the accepted socket `local` (owned: closed here) and a new
// stream to the pod's port, until both sides are done or `stop_fd` is readable.
void forward(client::Client client, std::string name, std::string project, std::string pod,
             int pod_port, int local, int stop_fd) {
  auto connection = client.port_forward(name, project, pod, pod_port);
  if (!connection) {
    client::ApiError error = connection.error();
    error.message = "port " + std::to_string(pod_port) + ": " + error.message;
    report(error);
    ::close(local);
    return;
  }
  client::UpgradedConnection& remote = **connection;
  bool local_open = true;   // local still sends
  bool remote_open = true;  // the pod still sends
  std::array<char, 32 * 1024> buffer;
  while (local_open || remote_open) {
    std::array<pollfd, 3> fds = {pollfd{stop_fd, POLLIN, 0},
                                 pollfd{remote_open ? remote.poll_fd() : -1, POLLIN, 0},
                                 pollfd{local_open ? local : -1, POLLIN, 0}};
    const int ready = ::poll(fds.data(), fds.size(), remote.has_buffered() ? 0 : -1);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0 || fds[0].revents != 0) break;
    if (remote_open && (fds[1].revents != 0 || remote.has_buffered())) {
      auto n = remote.receive(buffer.data(), buffer.size(), std::chrono::milliseconds(0));
      if (!n) break;
      if (*n && **n == 0) {
        remote_open = false;
        ::shutdown(local, SHUT_WR);
      } else if (*n) {
        send_all(local, std::string_view(buffer.data(), **n));
      }
    }
    if (local_open && fds[2].revents != 0) {
      const ssize_t n = ::recv(local, buffer.data(), buffer.size(), 0);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        local_open = false;
        if (!remote.shutdown_write()) break;
      } else if (!remote.send_all(std::string_view(buffer.data(), static_cast<std::size_t>(n)))) {
        break;
      }
    }
  }
  ::close(local);
}

// An error naming the first of `pairs` whose pod port `w` did not publish
// (spec.ports), or nullopt when it published them all.
std::optional<client::ApiError> unpublished_port(const client::WorkloadDetail& w,
                                                 const std::vector<PortPair>& pairs) {
  const auto spec = nlohmann::json::parse(w.spec_json, nullptr, false);
  std::vector<int> published;
  if (spec.is_object() && spec.contains("ports") && spec["ports"].is_array()) {
    for (const auto& p : spec["ports"]) {
      if (p.is_object() && p.contains("container") && p["container"].is_number_integer()) {
        published.push_back(p["container"].get<int>());
      }
    }
  }
  for (const PortPair& pair : pairs) {
    if (std::find(published.begin(), published.end(), pair.pod) != published.end()) continue;
    std::string list;
    for (int p : published) list += (list.empty() ? "" : ", ") + std::to_string(p);
    // A fact of the workload's, not a usage error: exit 1, as a 404 is.
    return client::ApiError{
        client::ApiError::Kind::http,
        404,
        w.workload.name + " has no port " + std::to_string(pair.pod) +
            (list.empty() ? ": it was submitted without --port" : " (its ports: " + list + ")"),
        "--port",
        {}};
  }
  return std::nullopt;
}

struct Forwarder {
  std::thread thread;
  std::shared_ptr<std::atomic<bool>> done;
};

int run_port_forward(const PortForwardFlags& flags, const GlobalOptions& globals) {
  std::vector<PortPair> pairs;
  for (const std::string& text : flags.ports) {
    auto pair = parse_port_pair(text);
    if (!pair) return report(pair.error());
    pairs.push_back(*pair);
  }
  auto context = resolve(globals);
  if (!context) return report(context.error());
  auto client = open_client(globals, *context);
  if (!client) return report(client.error());
  // Said now rather than at the first connection: no such workload.
  auto detail = get_typed_workload(*client, flags.name, context->context.project, flags.only);
  if (!detail) return report(detail.error());
  const std::string name = detail->workload.name;
  const std::string project = detail->workload.project_name;
  // Said now too: a port the workload never asked for (--port at submit).
  if (auto unknown = unpublished_port(*detail, pairs)) return report(*unknown);
  // And another user's workload, before listening: the daemon refuses each
  // connection to it (its owner and administrators only), which would
  // otherwise show only once something connects.
  const std::string& owner = detail->workload.submitted_by;
  if (auto me = client->me(); me && !me->administrator && !owner.empty() && me->user != owner) {
    return report(
        client::ApiError{client::ApiError::Kind::http,
                         403,
                         "forwarding to " + name + " is for " + owner + " and administrators only",
                         {},
                         {}});
  }

  auto signals = SignalPipe::catch_signals({SIGINT, SIGTERM, SIGHUP});
  if (!signals) {
    return report(client::ApiError{
        client::ApiError::Kind::transport, 0, "cannot catch Ctrl-C (no pipe)", {}, {}});
  }
  std::vector<Listener> listeners;
  auto close_listeners = [&] {
    for (Listener& l : listeners) ::close(l.fd);
  };
  for (const PortPair& pair : pairs) {
    auto l = listen_on(flags.address, pair);
    if (!l) {
      close_listeners();
      return report(l.error());
    }
    std::cout << "Forwarding from " << l->shown << " -> " << l->pod << "\n";
    listeners.push_back(std::move(*l));
  }
  std::cout << std::flush;

  int stop[2];
  if (::pipe2(stop, O_CLOEXEC) != 0) {
    close_listeners();
    return report(
        client::ApiError{client::ApiError::Kind::transport, 0, "cannot make a pipe", {}, {}});
  }
  std::vector<Forwarder> forwarders;
  int code = kExitSuccess;
  for (;;) {
    std::vector<pollfd> fds{{signals->fd(), POLLIN, 0}};
    for (const Listener& l : listeners) fds.push_back({l.fd, POLLIN, 0});
    if (::poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;
      code = report(client::ApiError{client::ApiError::Kind::transport,
                                     0,
                                     std::string("poll: ") + std::strerror(errno),
                                     {},
                                     {}});
      break;
    }
    if (fds[0].revents != 0 && !signals->take().empty()) break;
    for (std::size_t i = 0; i < listeners.size(); ++i) {
      if (fds[i + 1].revents == 0) continue;
      const int accepted = ::accept4(listeners[i].fd, nullptr, nullptr, SOCK_CLOEXEC);
      if (accepted < 0) continue;
      // A client per connection: a Client is used by one thread at a time.
      auto own = open_client(globals, *context);
      if (!own) {
        report(own.error());
        ::close(accepted);
        continue;
      }
      auto done = std::make_shared<std::atomic<bool>>(false);
      std::thread thread([client = std::move(*own), name, project, pod = flags.pod.value_or(""),
                          port = listeners[i].pod, accepted, stop_fd = stop[0], done]() mutable {
        forward(std::move(client), name, project, pod, port, accepted, stop_fd);
        *done = true;
      });
      forwarders.push_back({std::move(thread), done});
    }
    // Those that finished are joined as they go.
    for (auto it = forwarders.begin(); it != forwarders.end();) {
      if (*it->done) {
        it->thread.join();
        it = forwarders.erase(it);
      } else {
        ++it;
      }
    }
  }
  close_listeners();
  (void)!::write(stop[1], "x", 1);
  for (Forwarder& f : forwarders) f.thread.join();
  ::close(stop[0]);
  ::close(stop[1]);
  return code;
}

}  // namespace

client::ApiResult<PortPair> parse_port_pair(const std::string& text) {
  const std::size_t colon = text.find(':');
  const std::string local = colon == std::string::npos ? text : text.substr(0, colon);
  const std::string pod = colon == std::string::npos ? text : text.substr(colon + 1);
  const auto pod_port = port_number(pod, 1);
  const auto local_port = local.empty() ? std::optional<int>(0) : port_number(local, 0);
  if (!pod_port || !local_port) {
    return usage("expected LOCAL:POD, POD or :POD with ports up to 65535 (LOCAL 0: any), got \"" +
                     text + "\"",
                 "--port");
  }
  return PortPair{*local_port, *pod_port};
}

void add_port_forward_verb(CLI::App* group, CommandRegistry& registry,
                           std::optional<client::WorkloadType> only) {
  auto flags = std::make_shared<PortForwardFlags>();
  flags->only = only;
  CLI::App* cmd = group->add_subcommand(
      "port-forward", "Forward local ports to a running pod's ports (until Ctrl-C)");
  cmd->add_option("NAME", flags->name, "The workload (a name or an id)")
      ->required()
      ->check(workload_ref());
  cmd->add_option("--port", flags->ports,
                  "LOCAL:POD (or POD, the same here; :POD or 0:POD, any port here); repeat the "
                  "flag")
      ->required()
      ->allow_extra_args(false);
  cmd->add_option("--address", flags->address,
                  "The local address to listen on (default 127.0.0.1; 0.0.0.0 opens it to "
                  "others)");
  cmd->add_option("--pod", flags->pod,
                  "The pod: its index (0, 1, ...) or its name (a1-0, worker-1); default: the first")
      ->check(not_empty());
  std::string p =
      only ? "gpuq " + std::string(client::to_string(*only))
           : (group->get_parent() == nullptr ? std::string("gpuq") : "gpuq " + group->get_name());
  cmd->footer("Examples:\n  " + p +
              " port-forward nb1 --port 8888:8888\n      open http://127.0.0.1:8888 to reach "
              "nb1's Jupyter\n  " +
              p +
              " port-forward nb1 --port :6006 --port 8080:80\n      two ports; the first "
              "one here is picked and printed\n"
              "The pod's port is one it asked for with --port when submitted.");
  registry.add(cmd, [flags, &registry] { return run_port_forward(*flags, registry.globals()); });
}

void add_port_forward_command(CLI::App& app, CommandRegistry& registry) {
  add_port_forward_verb(&app, registry, std::nullopt);
}

}  // namespace gpuq::cli
