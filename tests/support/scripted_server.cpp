// ScriptedServer: poll on the socket and on a pipe that the destructor
// writes, so that the thread never blocks past the end of a test.
#include "tests/support/scripted_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstring>

namespace gpuq::test {
namespace {

// Waits until `fd` has `events` (fd -1: for `ms`) or the stop pipe is
// written; false on stop.
bool wait_for(int fd, short events, int stop_fd, int ms = -1) {
  pollfd p[2] = {{fd, events, 0}, {stop_fd, POLLIN, 0}};
  while (::poll(p, 2, ms) < 0) {
  }
  return p[1].revents == 0;
}

void write_all(int fd, const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::send(fd, data.data() + done, data.size() - done, MSG_NOSIGNAL);
    if (n <= 0) return;  // the client left; the test sees what it sees
    done += static_cast<std::size_t>(n);
  }
}

std::size_t content_length(const std::string& head) {
  std::string lower = head;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const std::size_t at = lower.find("\r\ncontent-length:");
  return at == std::string::npos ? 0 : std::stoul(head.substr(at + 17));
}

}  // namespace

std::string reply_with(int status, const std::string& body, const std::string& extra) {
  return "HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Type: application/json\r\n" + extra +
         "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

ScriptedServer::ScriptedServer(std::string path, std::vector<Step> script)
    : path_(std::move(path)), script_(std::move(script)) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path_.c_str(), sizeof(address.sun_path) - 1);
  listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) return;
  start();
}

ScriptedServer::ScriptedServer(std::vector<Step> script) : script_(std::move(script)) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  listen_fd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  socklen_t length = sizeof address;
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::getsockname(listen_fd_, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    return;
  }
  port_ = ntohs(address.sin_port);
  start();
}

void ScriptedServer::start() {
  if (::listen(listen_fd_, 8) != 0 || ::pipe(stop_pipe_) != 0) {
    return;  // the test's request then fails with "no daemon"
  }
  thread_ = std::thread([this] { serve(); });
}

ScriptedServer::~ScriptedServer() {
  if (stop_pipe_[1] >= 0) (void)::write(stop_pipe_[1], "x", 1);
  if (thread_.joinable()) thread_.join();
  for (int fd : {listen_fd_, stop_pipe_[0], stop_pipe_[1]}) {
    if (fd >= 0) ::close(fd);
  }
  if (!path_.empty()) ::unlink(path_.c_str());
}

std::vector<std::string> ScriptedServer::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void ScriptedServer::serve() {
  std::size_t step = 0;
  while (wait_for(listen_fd_, POLLIN, stop_pipe_[0])) {
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    ++connections_;
    const bool go_on = serve_connection(fd, step);
    ::close(fd);
    if (!go_on) return;
  }
}

bool ScriptedServer::serve_connection(int fd, std::size_t& step) {
  std::string pending;
  while (step < script_.size()) {
    const Step& s = script_[step];
    std::string request;
    if (!read_request(fd, pending, request, s.then == Step::Then::drop_early)) return true;
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(request);
    }
    ++step;
    if (s.then == Step::Then::drop_early) return true;
    if (s.delay_ms > 0 && !wait_for(-1, 0, stop_pipe_[0], s.delay_ms)) return false;
    write_all(fd, s.reply);
    if (s.then == Step::Then::close) return true;
    if (s.then == Step::Then::hang) {
      // Until the test ends or the client hangs up (a stream stopped early).
      char byte = 0;
      while (wait_for(fd, POLLIN, stop_pipe_[0])) {
        if (::recv(fd, &byte, 1, 0) <= 0) return true;
      }
      return false;
    }
  }
  return true;
}

bool ScriptedServer::read_request(int fd, std::string& pending, std::string& request,
                                  bool headers_only) {
  std::size_t end = 0;
  char buffer[4096];
  for (;;) {
    end = pending.find("\r\n\r\n");
    if (end != std::string::npos) {
      const std::size_t whole =
          end + 4 + (headers_only ? 0 : content_length(pending.substr(0, end)));
      if (pending.size() >= whole) {
        request = pending.substr(0, whole);
        pending.erase(0, whole);
        return true;
      }
    }
    if (!wait_for(fd, POLLIN, stop_pipe_[0])) return false;
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) return false;
    pending.append(buffer, static_cast<std::size_t>(n));
  }
}

}  // namespace gpuq::test
