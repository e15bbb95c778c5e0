// Listening sockets for the HTTP server (internal to http_server_mhd.cpp):
// the daemon's Unix socket, created with care for stale files, permissions
// and group, and an optional TCP socket. Linux-specific
// (http_listen_linux.cpp).
#ifndef GPUQ_DAEMON_HTTP_HTTP_LISTEN_H_
#define GPUQ_DAEMON_HTTP_HTTP_LISTEN_H_

#include <sys/types.h>

#include <cstdint>
#include <string>

#include "core/error.h"

namespace gpuq::daemon {

// Which file a socket path held when we bound it. The inode alone is not
// enough: once the file is deleted (its directory removed by hand), a new
// file can get the same inode number; its change time tells them apart.
struct SocketFileId {
  dev_t device = 0;
  ino_t inode = 0;
  int64_t ctime_ns = 0;
  bool operator==(const SocketFileId&) const = default;
};

struct UnixListener {
  int fd = -1;
  SocketFileId file;  // the socket file we bound, so that stop() removes only ours
};

// Creates the parent directories of `path` (mode 0755), replaces a stale
// socket file (one nobody answers on), binds, sets mode 0660 and, when
// `group` is not empty, that group, and listens. Errors: conflict when a
// live daemon answers on `path`; invalid_argument for a path that is too
// long, exists as something else than a socket, or an unknown group; io
// for system call failures. The caller owns the returned descriptor.
core::Result<UnixListener> listen_unix(const std::string& path, const std::string& group);

// Binds and listens on "HOST:PORT" ("[::1]:0", "127.0.0.1:8080", ":8080"
// for every interface; port 0 picks one). The caller owns the descriptor.
core::Result<int> listen_tcp(const std::string& host_port);

// "127.0.0.1:PORT" or "[::1]:PORT": the address `fd` is bound to.
std::string bound_address(int fd);

// Removes the socket file at `path` when it is still `file`.
void remove_unix_socket(const std::string& path, const SocketFileId& file);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_HTTP_HTTP_LISTEN_H_
