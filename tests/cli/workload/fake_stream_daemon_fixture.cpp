// FakeStreamDaemon: see fake_stream_daemon.h. Every wait polls the stop
// pipe too, so that no thread outlives a test.
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

#include "fake_stream_daemon.h"
#include "gpuq/stream_frame.h"

namespace gpuq::test {
namespace {

using namespace gpuq::client;

void send_all(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

// Reads into `pending` until it holds `size` bytes or a "\r\n\r\n" (size 0);
// false when the peer closed or the daemon stops.
bool read_more(int fd, int stop_fd, std::string& pending) {
  pollfd p[2] = {{fd, POLLIN, 0}, {stop_fd, POLLIN, 0}};
  while (::poll(p, 2, -1) < 0) {
  }
  if (p[1].revents != 0) return false;
  char buffer[4096];
  const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
  if (n <= 0) return false;
  pending.append(buffer, static_cast<std::size_t>(n));
  return true;
}

std::string reply(int status, const std::string& body) {
  return "HTTP/1.1 " + std::to_string(status) +
         " X\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
         "\r\n\r\n" + body;
}

const char k101[] =
    "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: gpuq-stream.v1\r\n\r\n";
const char k101Tcp[] =
    "HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: gpuq-tcp.v1\r\n\r\n";

}  // namespace

FakeStreamDaemon::FakeStreamDaemon(std::string path) : path_(std::move(path)) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::strncpy(address.sun_path, path_.c_str(), sizeof(address.sun_path) - 1);
  ::unlink(path_.c_str());
  listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (::bind(listen_fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::listen(listen_fd_, 16) != 0 || ::pipe(stop_pipe_) != 0) {
    return;
  }
  acceptor_ = std::thread([this] { accept_loop(); });
}

FakeStreamDaemon::~FakeStreamDaemon() {
  if (stop_pipe_[1] >= 0) (void)!::write(stop_pipe_[1], "x", 1);
  if (acceptor_.joinable()) acceptor_.join();
  for (std::thread& t : threads_) t.join();
  for (int fd : {listen_fd_, stop_pipe_[0], stop_pipe_[1]}) {
    if (fd >= 0) ::close(fd);
  }
  ::unlink(path_.c_str());
}

std::vector<std::string> FakeStreamDaemon::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void FakeStreamDaemon::accept_loop() {
  for (;;) {
    pollfd p[2] = {{listen_fd_, POLLIN, 0}, {stop_pipe_[0], POLLIN, 0}};
    while (::poll(p, 2, -1) < 0) {
    }
    if (p[1].revents != 0) return;
    const int fd = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd >= 0) threads_.emplace_back([this, fd] { serve(fd); });
  }
}

void FakeStreamDaemon::serve(int fd) {
  const int stop = stop_pipe_[0];
  std::string pending;
  for (;;) {  // one request after another (kept alive)
    std::size_t end;
    while ((end = pending.find("\r\n\r\n")) == std::string::npos) {
      if (!read_more(fd, stop, pending)) {
        ::close(fd);
        return;
      }
    }
    const std::string line = pending.substr(0, pending.find("\r\n"));
    pending.erase(0, end + 4);
    const std::string method = line.substr(0, line.find(' '));
    const std::string target = line.substr(method.size() + 1, line.rfind(' ') - method.size() - 1);
    {
      std::lock_guard lock(mutex_);
      requests_.push_back(method + " " + target);
    }
    if (method == "GET" && target == "/api/v1/me") {
      send_all(fd, reply(200, R"({"user":"tester","administrator":false,"groups":[],)"
                              R"("authenticatedBy":"unixSocket","projects":["team-a"]})"));
      continue;
    }
    const std::string prefix = "/api/v1/workloads/";
    if (!target.starts_with(prefix)) {
      send_all(fd, reply(404, R"({"code":404,"message":"no such endpoint"})"));
      continue;
    }
    const std::string rest = target.substr(prefix.size());
    const std::string name = rest.substr(0, rest.find_first_of("/?"));
    if (name != "a1") {
      send_all(fd, reply(404, R"({"code":404,"message":"no workload )" + name + R"("})"));
      continue;
    }
    const std::string verb = rest.substr(name.size(), rest.find('?') - name.size());
    if (method == "GET") {
      send_all(
          fd,
          reply(
              200,
              R"({"id":"w-1","name":"a1","type":"Workspace","phase":"Running","submittedBy":"tester",)"
              R"("projectName":"team-a","spec":{"stdin":true,"tty":false,"ports":[{"container":8888}]}})"));
      continue;
    }
    if (verb == "/exec") {
      send_all(fd, k101 + encode_frame(kStdoutChannel, "ran: " + target + "\n") +
                       encode_frame(kStderrChannel, "warn\n") +
                       encode_frame(kStatusChannel, R"({"exitCode":7})"));
    } else if (verb == "/attach") {
      send_all(fd, k101);
      FrameDecoder decoder;
      bool ended = target.find("stdin=false") != std::string::npos;
      if (ended) send_all(fd, encode_frame(kStatusChannel, R"({"exitCode":0})"));
      while (!ended) {
        if (!decoder.feed(pending)) break;
        pending.clear();
        while (auto frame = decoder.next()) {
          if (frame->channel != kStdinChannel) continue;
          if (frame->payload.empty()) {
            send_all(fd, encode_frame(kStatusChannel, R"({"exitCode":0})"));
            ended = true;
            break;
          }
          send_all(fd, encode_frame(kStdoutChannel, frame->payload));
        }
        if (!ended && !read_more(fd, stop, pending)) break;
      }
    } else if (verb == "/portforward") {
      send_all(fd, k101Tcp + pending);
      pending.clear();
      while (read_more(fd, stop, pending)) {
        send_all(fd, pending);
        pending.clear();
      }
      ::shutdown(fd, SHUT_WR);
    }
    // After a stream: until the client closes (or the daemon stops).
    while (read_more(fd, stop, pending)) pending.clear();
    ::close(fd);
    return;
  }
}

}  // namespace gpuq::test
