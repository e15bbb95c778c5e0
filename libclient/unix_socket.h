// A connected AF_UNIX stream socket whose every wait is bounded by a
// deadline: connect, send and receive return a timeout instead of blocking
// past it. Sends use MSG_NOSIGNAL, so a server that went away is an EPIPE
// error, never a SIGPIPE that kills the process.
//
// Owns its descriptor (closed on destruction, close-on-exec). Not
// thread-safe; one user at a time.
#ifndef GPUQ_LIBCLIENT_UNIX_SOCKET_H_
#define GPUQ_LIBCLIENT_UNIX_SOCKET_H_

#include <chrono>
#include <cstddef>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

namespace gpuq::client {

// When waiting must stop; nullopt: never (streams).
using Deadline = std::optional<std::chrono::steady_clock::time_point>;

struct SocketError {
  enum class Kind {
    cannot_connect,  // connect() failed: nothing listens, no such file, permission
    path_too_long,   // the path does not fit in sockaddr_un
    timed_out,       // the deadline passed
    closed,          // the peer has gone: EPIPE or ECONNRESET
    other,
  };
  Kind kind = Kind::other;
  std::string detail{};  // strerror's words, for messages
};

class UnixSocket {
 public:
  // Connects to the socket at `path`, waiting at most until `deadline` when
  // the server's backlog is full.
  static std::expected<UnixSocket, SocketError> connect(const std::string& path, Deadline deadline);
  // Takes `fd`, a connected stream socket of any family (owned from now on),
  // and makes it non-blocking and close-on-exec.
  static UnixSocket adopt(int fd);

  UnixSocket(UnixSocket&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  UnixSocket& operator=(UnixSocket&& other) noexcept;
  UnixSocket(const UnixSocket&) = delete;
  UnixSocket& operator=(const UnixSocket&) = delete;
  ~UnixSocket();

  // Sends all of `data`.
  std::expected<void, SocketError> send_all(std::string_view data, Deadline deadline);
  // Reads what has arrived into `buffer`, waiting for at least one byte;
  // 0 when the peer closed the connection.
  std::expected<std::size_t, SocketError> receive(char* buffer, std::size_t size,
                                                  Deadline deadline);
  // Whether the peer closed (or reset) the connection while it sat idle: an
  // idle kept-alive connection has nothing to read unless the server left.
  bool peer_left() const;
  // Tells the peer nothing more is sent (shutdown SHUT_WR).
  std::expected<void, SocketError> shutdown_write();
  // Waits until there is something to read (or the peer left). Errors:
  // timed_out when the deadline passes.
  std::expected<void, SocketError> wait_readable(Deadline deadline) const;
  int fd() const { return fd_; }  // for poll(2); still owned here
  // Gives up the descriptor (the caller owns it); this socket is then empty.
  int release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }

 private:
  explicit UnixSocket(int fd) : fd_(fd) {}
  // Waits for `events` on the socket. Errors: timed_out when the deadline passes.
  std::expected<void, SocketError> wait(short events, Deadline deadline) const;

  int fd_ = -1;
};

}  // namespace gpuq::client

#endif  // GPUQ_LIBCLIENT_UNIX_SOCKET_H_
