#include "daemon/main/service_manager.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "daemon/model/iso_time.h"

namespace gpuq::daemon {

ServiceNotifier ServiceNotifier::from_environment() {
  const char* socket = std::getenv("NOTIFY_SOCKET");
  std::string path = socket != nullptr ? socket : "";
  ::unsetenv("NOTIFY_SOCKET");
  return ServiceNotifier(std::move(path));
}

core::Result<void> ServiceNotifier::notify(std::string_view state) const {
  if (!enabled()) return {};
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if (socket_.size() >= sizeof address.sun_path ||
      (socket_.front() != '/' && socket_.front() != '@')) {
    return core::fail("not a socket path: " + socket_, "NOTIFY_SOCKET");
  }
  std::memcpy(address.sun_path, socket_.data(), socket_.size());
  if (socket_.front() == '@') address.sun_path[0] = '\0';  // the abstract namespace
  const socklen_t length = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + socket_.size());
  const int fd = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return core::fail(std::strerror(errno), "NOTIFY_SOCKET", core::Error::Code::io);
  ssize_t sent = -1;
  do {
    sent = ::sendto(fd, state.data(), state.size(), MSG_NOSIGNAL,
                    reinterpret_cast<const sockaddr*>(&address), length);
  } while (sent < 0 && errno == EINTR);
  const int error = errno;
  ::close(fd);
  if (sent < 0) {
    return core::fail(socket_ + ": " + std::strerror(error), "NOTIFY_SOCKET",
                      core::Error::Code::io);
  }
  return {};
}

bool is_journal_stream(int fd, const char* journal_stream) {
  if (journal_stream == nullptr) return false;
  uintmax_t device = 0;
  uintmax_t inode = 0;
  if (std::sscanf(journal_stream, "%" SCNuMAX ":%" SCNuMAX, &device, &inode) != 2) return false;
  struct stat st {};
  if (::fstat(fd, &st) != 0) return false;
  return static_cast<uintmax_t>(st.st_dev) == device && static_cast<uintmax_t>(st.st_ino) == inode;
}

std::string format_log_line(std::string_view message, std::chrono::system_clock::time_point now,
                            bool for_journal) {
  std::string text;
  if (!for_journal) {
    char stamp[64];
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch());
    const std::size_t length = format_iso8601(ms.count(), stamp);
    text.reserve(length + 1 + message.size() + 1);
    text.append(stamp, length).append(" ");
  }
  text.append(message).append("\n");
  return text;
}

}  // namespace gpuq::daemon
