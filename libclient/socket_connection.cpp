// UpgradedConnection over a stream socket that libclient reads itself (the
// Unix-socket transport's upgrades, and make_socket_connection()).
#include <algorithm>
#include <cstring>

#include "gpuq/upgraded_connection.h"
#include "libclient/unix_socket.h"

namespace gpuq::client {
namespace {

ApiError connection_error(const SocketError& error) {
  return ApiError{ApiError::Kind::transport,
                  0,
                  error.kind == SocketError::Kind::closed
                      ? "the stream's connection was closed by the server"
                      : "the stream's connection failed: " + error.detail,
                  {},
                  {}};
}

Deadline deadline_after(std::optional<std::chrono::milliseconds> timeout) {
  if (!timeout) return std::nullopt;
  return std::chrono::steady_clock::now() + *timeout;
}

class SocketConnection : public UpgradedConnection {
 public:
  SocketConnection(UnixSocket socket, std::string already_read)
      : socket_(std::move(socket)), buffered_(std::move(already_read)) {}

  ApiResult<void> send_all(std::string_view data) override {
    if (auto sent = socket_.send_all(data, std::nullopt); !sent) {
      return std::unexpected(connection_error(sent.error()));
    }
    return {};
  }

  ApiResult<std::optional<std::size_t>> receive(
      char* buffer, std::size_t size, std::optional<std::chrono::milliseconds> timeout) override {
    if (size == 0) return std::optional<std::size_t>(0);
    if (taken_ < buffered_.size()) {
      const std::size_t n = std::min(size, buffered_.size() - taken_);
      std::memcpy(buffer, buffered_.data() + taken_, n);
      taken_ += n;
      if (taken_ == buffered_.size()) {
        buffered_.clear();
        taken_ = 0;
      }
      return std::optional<std::size_t>(n);
    }
    if (auto ready = socket_.wait_readable(deadline_after(timeout)); !ready) {
      if (ready.error().kind == SocketError::Kind::timed_out) {
        return std::optional<std::size_t>();
      }
      return std::unexpected(connection_error(ready.error()));
    }
    // Readable: a zero deadline only stops receive() from waiting again when
    // the readiness was an error it then reports.
    auto n = socket_.receive(buffer, size, std::chrono::steady_clock::now());
    if (!n) {
      if (n.error().kind == SocketError::Kind::timed_out) return std::optional<std::size_t>();
      return std::unexpected(connection_error(n.error()));
    }
    return std::optional<std::size_t>(*n);
  }

  ApiResult<void> shutdown_write() override {
    if (auto done = socket_.shutdown_write(); !done) {
      return std::unexpected(connection_error(done.error()));
    }
    return {};
  }

  int poll_fd() const override { return socket_.fd(); }
  bool has_buffered() const override { return taken_ < buffered_.size(); }

 private:
  UnixSocket socket_;
  std::string buffered_;  // bytes read with the 101, handed out first
  std::size_t taken_ = 0;
};

}  // namespace

std::unique_ptr<UpgradedConnection> make_socket_connection(int fd, std::string already_read) {
  return std::make_unique<SocketConnection>(UnixSocket::adopt(fd), std::move(already_read));
}

}  // namespace gpuq::client
