// A byte connection that an HTTP upgrade left behind: once the server
// answered `101 Switching Protocols`, the request's connection carries
// another protocol (gpuq-stream.v1 frames, or gpuq-tcp.v1's raw bytes) in
// both directions until one side closes.
//
// Transport::upgrade() makes one (transport.h); make_socket_connection()
// wraps a connected stream socket (tests use one end of a socketpair).
//
// Owns its connection, closed on destruction. Not thread-safe: one thread
// at a time (sending from one thread while another receives is not
// supported either). No call raises SIGPIPE.
#ifndef GPUQ_UPGRADED_CONNECTION_H_
#define GPUQ_UPGRADED_CONNECTION_H_

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "gpuq/error.h"

namespace gpuq::client {

class UpgradedConnection {
 public:
  virtual ~UpgradedConnection() = default;

  // Sends all of `data`, waiting while the peer is slow to read. Errors
  // (transport): the peer closed the connection, or it failed.
  virtual ApiResult<void> send_all(std::string_view data) = 0;

  // Reads what has arrived (at most `size` bytes into `buffer`), waiting at
  // most `timeout` for a first byte (nullopt: as long as it takes; zero: not
  // at all). Bytes that came with the 101 answer come first. Returns the
  // number of bytes, 0 when the peer closed its side, nullopt when the
  // timeout passed with nothing to read. Errors (transport): the connection
  // failed or was reset.
  virtual ApiResult<std::optional<std::size_t>> receive(
      char* buffer, std::size_t size, std::optional<std::chrono::milliseconds> timeout) = 0;

  // Tells the peer this side sends nothing more (a half close); receiving
  // goes on. Over TLS (https://) it does nothing: TLS has no half close that
  // keeps the session, so the peer learns the end when the connection closes.
  virtual ApiResult<void> shutdown_write() = 0;

  // A descriptor to poll(2) for POLLIN with other descriptors; receive() is
  // the only way to read it. Valid while the connection lives.
  virtual int poll_fd() const = 0;

  // Whether receive() has bytes without reading the descriptor (those that
  // came with the 101, or read ahead): poll_fd() may then not become
  // readable, so poll with a zero timeout.
  virtual bool has_buffered() const = 0;
};

// Wraps `fd`, a connected stream socket (owned from now on: closed on
// destruction, made non-blocking and close-on-exec), whose first bytes
// were read already as `already_read`.
std::unique_ptr<UpgradedConnection> make_socket_connection(int fd, std::string already_read = {});

}  // namespace gpuq::client

#endif  // GPUQ_UPGRADED_CONNECTION_H_
