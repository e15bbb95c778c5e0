#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <optional>

#include "daemon/exec/shim/pod_control.h"
#include "daemon/exec/shim/pod_streams.h"

namespace gpuq::daemon {
namespace {

constexpr std::size_t kNotPolled = static_cast<std::size_t>(-1);
// Connections at once; more are refused (closed) until some end.
constexpr std::size_t kMaxConnections = 64;
// A request frame must come within this many bytes.
constexpr std::size_t kMaxRequest = 64 * 1024;

bool would_block(int error) { return error == EAGAIN || error == EWOULDBLOCK || error == EINTR; }

}  // namespace

PodStreams::PodStreams(const PodShimOptions& options, const std::vector<std::string>& environment,
                       int listen_fd, int input_fd, int terminal_fd)
    : options_(options),
      environment_(environment),
      listen_fd_(listen_fd),
      input_fd_(input_fd),
      terminal_fd_(terminal_fd) {
  if (input_fd_ >= 0) ::fcntl(input_fd_, F_SETFL, ::fcntl(input_fd_, F_GETFL) | O_NONBLOCK);
}

PodStreams::~PodStreams() {
  for (Connection& c : connections_) ::close(c.fd);
  if (listen_fd_ >= 0) ::close(listen_fd_);
  if (input_fd_ >= 0) ::close(input_fd_);
}

void PodStreams::add_to_poll(std::vector<pollfd>& fds) {
  listen_at_ = input_at_ = kNotPolled;
  if (listen_fd_ >= 0 && connections_.size() < kMaxConnections) {
    listen_at_ = fds.size();
    fds.push_back({listen_fd_, POLLIN, 0});
  }
  if (input_fd_ >= 0 && !input_.empty()) {
    input_at_ = fds.size();
    fds.push_back({input_fd_, POLLOUT, 0});
  }
  first_connection_at_ = fds.size();
  polled_connections_ = connections_.size();
  // While the pod's input is full, connections that send input are not
  // read: what they send waits in the sockets (and in the client), instead
  // of being dropped.
  const bool input_full = input_.size() >= kInputBacklog;
  for (const Connection& c : connections_) {
    short events = c.closing || (input_full && c.sends_input) ? 0 : POLLIN;
    if (!c.out.empty()) events |= POLLOUT;
    fds.push_back({c.fd, events, 0});
  }
}

void PodStreams::on_poll(const std::vector<pollfd>& fds) {
  if (input_at_ != kNotPolled && fds[input_at_].revents != 0) write_input();
  for (std::size_t i = 0; i < polled_connections_; ++i) {
    const short revents = fds[first_connection_at_ + i].revents;
    Connection& c = connections_[i];
    if ((revents & POLLOUT) != 0) write_to(c);
    if ((revents & (POLLIN | POLLHUP | POLLERR)) != 0 && !c.closing) read_from(c);
    if ((revents & (POLLHUP | POLLERR | POLLNVAL)) != 0 && c.closing) c.out.clear();
  }
  if (listen_at_ != kNotPolled && fds[listen_at_].revents != 0) accept_connections();
  drop_closed();
}

void PodStreams::accept_connections() {
  while (connections_.size() < kMaxConnections) {
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) return;
    if (!control_peer_allowed(fd)) {
      ::close(fd);
      continue;
    }
    connections_.push_back({});
    connections_.back().fd = fd;
  }
}

void PodStreams::read_from(Connection& c) {
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(c.fd, buffer, sizeof buffer);
    if (n < 0 && would_block(errno)) break;
    if (n <= 0) {  // the client went away
      c.closing = true;
      c.out.clear();
      return;
    }
    c.in.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    if (!c.identified && c.in.pending() > kMaxRequest) {
      c.closing = true;  // no request frame is that long
      return;
    }
    while (!c.closing) {
      std::optional<StreamFrame> f = c.in.next();
      if (!f) break;
      if (!c.identified) {
        on_request(c, *f);
      } else if (c.attached) {
        on_attached_frame(c, *f);
      }
    }
    if (c.in.bad()) {
      c.closing = true;
      c.out.clear();
      return;
    }
    if (static_cast<std::size_t>(n) < sizeof buffer) break;
  }
}

void PodStreams::on_request(Connection& c, const StreamFrame& request) {
  c.identified = true;
  const std::vector<std::string> words =
      request.channel == static_cast<uint8_t>(StreamChannel::request)
          ? read_request(request.payload)
          : std::vector<std::string>{};
  if (!words.empty() && words.front() == "exec") {
    start_exec(c, words);
    return;
  }
  if (words.empty() || words.front() != "attach") {
    append_frame(c.out, StreamChannel::status, error_status_payload("unknown request"));
    c.closing = true;
    return;
  }
  c.attached = true;
  c.sends_input = std::find(words.begin(), words.end(), "stdin") != words.end();
}

void PodStreams::on_attached_frame(Connection& c, const StreamFrame& f) {
  switch (static_cast<StreamChannel>(f.channel)) {
    case StreamChannel::stdin_data:
      if (!c.sends_input || input_fd_ < 0 || input_ended_) return;
      if (f.payload.empty()) {
        // The end of a client's input ends a pipe; a terminal's end of input
        // is the user's Ctrl-D, which comes as a byte.
        if (terminal_fd_ < 0) {
          input_ended_ = true;
          if (input_.empty()) close_input();
        }
        return;
      }
      input_ += f.payload;  // add_to_poll() stops reading input while this is full
      write_input();
      return;
    case StreamChannel::resize:
      if (terminal_fd_ >= 0) {
        if (auto size = read_resize(f.payload); size && size->columns > 0 && size->rows > 0) {
          winsize w{};
          w.ws_col = size->columns;
          w.ws_row = size->rows;
          ::ioctl(terminal_fd_, TIOCSWINSZ, &w);
        }
      }
      return;
    default:
      return;
  }
}

void PodStreams::start_exec(Connection& c, const std::vector<std::string>& words) {
  const std::string early_input = c.in.take_pending();
  const pid_t child = ::fork();
  if (child == 0) run_exec_session(options_, environment_, c.fd, words, early_input);
  if (child < 0) {
    append_frame(
        c.out, StreamChannel::status,
        error_status_payload("the pod's shim cannot fork: " + std::string(std::strerror(errno))));
  }
  // The child holds the connection now (or it failed and says so).
  c.closing = true;
}

void PodStreams::write_to(Connection& c) {
  while (!c.out.empty()) {
    const ssize_t n = ::send(c.fd, c.out.data(), c.out.size(), MSG_NOSIGNAL);
    if (n < 0 && would_block(errno)) return;
    if (n <= 0) {
      c.out.clear();
      c.closing = true;
      return;
    }
    c.out.erase(0, static_cast<std::size_t>(n));
  }
}

void PodStreams::write_input() {
  while (!input_.empty() && input_fd_ >= 0) {
    const ssize_t n = ::write(input_fd_, input_.data(), input_.size());
    if (n < 0 && would_block(errno)) return;
    if (n <= 0) {  // nobody reads the pod's input any more
      input_.clear();
      close_input();
      return;
    }
    input_.erase(0, static_cast<std::size_t>(n));
  }
  if (input_ended_ && input_.empty()) close_input();
}

void PodStreams::close_input() {
  if (input_fd_ >= 0) ::close(input_fd_);
  input_fd_ = -1;
}

void PodStreams::broadcast(std::string_view output) {
  for (Connection& c : connections_) {
    if (!c.attached || c.closing) continue;
    if (c.out.size() + output.size() + kFrameHeader > kClientBacklog) {
      c.out.clear();  // too slow a reader: it can read the log instead
      c.closing = true;
      continue;
    }
    for (std::size_t at = 0; at < output.size(); at += kMaxFramePayload) {
      append_frame(c.out, StreamChannel::stdout_data, output.substr(at, kMaxFramePayload));
    }
    write_to(c);
  }
  // Closed connections are dropped by on_poll() and finish(), never here:
  // broadcast() runs between add_to_poll() and on_poll(), which go by the
  // positions add_to_poll() saw.
}

void PodStreams::drop_closed() {
  std::erase_if(connections_, [](const Connection& c) {
    if (!c.closing || !c.out.empty()) return false;
    ::close(c.fd);
    return true;
  });
}

void PodStreams::finish(int exit_code) {
  if (listen_fd_ >= 0) ::close(listen_fd_);
  listen_fd_ = -1;
  for (Connection& c : connections_) {
    if (c.attached && !c.closing) {
      append_frame(c.out, StreamChannel::status, exit_status_payload(exit_code));
      c.closing = true;
    } else if (!c.closing) {
      c.out.clear();
      c.closing = true;
    }
    write_to(c);
  }
  drop_closed();
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (!connections_.empty() && std::chrono::steady_clock::now() < until) {
    std::vector<pollfd> fds;
    add_to_poll(fds);
    if (::poll(fds.data(), fds.size(), 100) < 0 && errno != EINTR) break;
    on_poll(fds);
  }
}

}  // namespace gpuq::daemon
