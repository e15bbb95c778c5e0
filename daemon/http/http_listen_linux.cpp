#include <arpa/inet.h>
#include <grp.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <system_error>
#include <vector>

#include "daemon/http/http_listen.h"

namespace gpuq::daemon {
namespace {

constexpr int kBacklog = 128;

std::string errno_text(int e) { return std::error_code(e, std::generic_category()).message(); }

core::Error io_error(const std::string& what, int e) {
  return core::Error{core::Error::Code::io, what + ": " + errno_text(e), {}};
}

// mkdir -p: every missing directory of `dir`, mode 0755.
core::Result<void> make_dirs(const std::string& dir) {
  if (dir.empty()) return {};
  std::string prefix;
  std::size_t pos = 0;
  while (pos != std::string::npos) {
    pos = dir.find('/', pos + 1);
    prefix = dir.substr(0, pos);
    if (prefix.empty() || prefix == "/") continue;
    if (mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) {
      return std::unexpected(io_error("cannot create directory " + prefix, errno));
    }
  }
  return {};
}

core::Result<sockaddr_un> unix_address(const std::string& path) {
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (path.empty() || path.size() >= sizeof addr.sun_path) {
    return core::fail("a socket path must have 1 to " + std::to_string(sizeof addr.sun_path - 1) +
                          " characters: " + path,
                      "socket_path");
  }
  std::memcpy(addr.sun_path, path.c_str(), path.size() + 1);
  return addr;
}

// Removes `path` when it is a socket nobody answers on; fails when a live
// server answers or the path is something else.
core::Result<void> clear_stale_socket(const std::string& path, const sockaddr_un& addr) {
  struct stat st {};
  if (lstat(path.c_str(), &st) != 0) {
    if (errno == ENOENT) return {};
    return std::unexpected(io_error("cannot inspect " + path, errno));
  }
  if (!S_ISSOCK(st.st_mode)) {
    return core::fail(path + " exists and is not a socket; remove it or choose another path",
                      "socket_path");
  }
  int probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (probe < 0) return std::unexpected(io_error("socket", errno));
  int rc = connect(probe, reinterpret_cast<const sockaddr*>(&addr), sizeof addr);
  int e = errno;
  close(probe);
  if (rc == 0) {
    return core::fail("another daemon is listening on " + path, "socket_path",
                      core::Error::Code::conflict);
  }
  if (e != ECONNREFUSED) return std::unexpected(io_error("cannot probe " + path, e));
  if (unlink(path.c_str()) != 0 && errno != ENOENT) {
    return std::unexpected(io_error("cannot remove the stale socket " + path, errno));
  }
  return {};
}

core::Result<gid_t> group_id(const std::string& group) {
  for (std::size_t size = 16384; size <= (1u << 22); size *= 4) {
    std::vector<char> buffer(size);
    struct group g {};
    struct group* found = nullptr;
    int rc = getgrnam_r(group.c_str(), &g, buffer.data(), buffer.size(), &found);
    if (rc == ERANGE) continue;
    if (rc != 0 || found == nullptr) break;
    return g.gr_gid;
  }
  return core::fail("no group " + group, "socket_group");
}

SocketFileId file_id(const struct stat& st) {
  return SocketFileId{st.st_dev, st.st_ino,
                      static_cast<int64_t>(st.st_ctim.tv_sec) * 1'000'000'000 + st.st_ctim.tv_nsec};
}

}  // namespace

core::Result<UnixListener> listen_unix(const std::string& path, const std::string& group) {
  auto addr = unix_address(path);
  if (!addr) return std::unexpected(addr.error());
  std::optional<gid_t> gid;
  if (!group.empty()) {
    auto g = group_id(group);
    if (!g) return std::unexpected(g.error());
    gid = *g;
  }
  if (auto slash = path.rfind('/'); slash != std::string::npos && slash > 0) {
    if (auto ok = make_dirs(path.substr(0, slash)); !ok) return std::unexpected(ok.error());
  }
  if (auto ok = clear_stale_socket(path, *addr); !ok) return std::unexpected(ok.error());
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return std::unexpected(io_error("socket", errno));
  auto fail_with = [&](const std::string& what) {
    int e = errno;
    close(fd);
    return std::unexpected(io_error(what, e));
  };
  if (bind(fd, reinterpret_cast<const sockaddr*>(&*addr), sizeof *addr) != 0) {
    return fail_with("cannot bind " + path);
  }
  struct stat st {};
  if (chmod(path.c_str(), 0660) != 0) return fail_with("cannot chmod " + path);
  if (gid && chown(path.c_str(), static_cast<uid_t>(-1), *gid) != 0) {
    return fail_with("cannot give " + path + " to group " + group);
  }
  if (lstat(path.c_str(), &st) != 0) return fail_with("cannot inspect " + path);
  if (listen(fd, kBacklog) != 0) return fail_with("cannot listen on " + path);
  return UnixListener{fd, file_id(st)};
}

core::Result<int> listen_tcp(const std::string& host_port) {
  auto colon = host_port.rfind(':');
  if (colon == std::string::npos || colon + 1 == host_port.size()) {
    return core::fail("expected HOST:PORT, got \"" + host_port + "\"", "listen");
  }
  std::string host = host_port.substr(0, colon);
  const std::string port = host_port.substr(colon + 1);
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
  }
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* list = nullptr;
  int rc = getaddrinfo(host.empty() ? nullptr : host.c_str(), port.c_str(), &hints, &list);
  if (rc != 0) {
    return core::fail("cannot resolve " + host_port + ": " + gai_strerror(rc), "listen");
  }
  int last_errno = 0;
  int fd = -1;
  for (addrinfo* a = list; a != nullptr && fd < 0; a = a->ai_next) {
    fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0) {
      last_errno = errno;
      continue;
    }
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, a->ai_addr, a->ai_addrlen) != 0 || listen(fd, kBacklog) != 0) {
      last_errno = errno;
      close(fd);
      fd = -1;
    }
  }
  freeaddrinfo(list);
  if (fd < 0) return std::unexpected(io_error("cannot listen on " + host_port, last_errno));
  return fd;
}

std::string bound_address(int fd) {
  sockaddr_storage ss{};
  socklen_t len = sizeof ss;
  if (getsockname(fd, reinterpret_cast<sockaddr*>(&ss), &len) != 0) return {};
  char text[INET6_ADDRSTRLEN] = {};
  if (ss.ss_family == AF_INET) {
    const auto* in = reinterpret_cast<const sockaddr_in*>(&ss);
    inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
    return std::string(text) + ":" + std::to_string(ntohs(in->sin_port));
  }
  if (ss.ss_family == AF_INET6) {
    const auto* in6 = reinterpret_cast<const sockaddr_in6*>(&ss);
    inet_ntop(AF_INET6, &in6->sin6_addr, text, sizeof text);
    return "[" + std::string(text) + "]:" + std::to_string(ntohs(in6->sin6_port));
  }
  return {};
}

void remove_unix_socket(const std::string& path, const SocketFileId& file) {
  struct stat st {};
  if (lstat(path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode) && file_id(st) == file) {
    unlink(path.c_str());
  }
}

}  // namespace gpuq::daemon
