// The exit record a pod's shim leaves for the daemon: "CODE\n" in one file.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <string>

#include "daemon/exec/shim/pod_shim.h"

namespace gpuq::daemon {

core::Result<void> write_exit_file(const std::string& path, int exit_code) {
  const std::string temporary = path + ".tmp";
  const std::string text = std::to_string(exit_code) + "\n";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    return core::fail(std::strerror(errno), temporary, core::Error::Code::io);
  }
  const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int write_errno = errno;
  ::fsync(fd);
  ::close(fd);
  if (!written) {
    ::unlink(temporary.c_str());
    return core::fail(std::strerror(write_errno), temporary, core::Error::Code::io);
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_errno = errno;
    ::unlink(temporary.c_str());
    return core::fail(std::strerror(rename_errno), path, core::Error::Code::io);
  }
  return {};
}

std::optional<int> read_exit_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  char buffer[32];
  const ssize_t n = ::read(fd, buffer, sizeof buffer);
  ::close(fd);
  if (n <= 0) return std::nullopt;
  std::string_view text(buffer, static_cast<std::size_t>(n));
  if (text.ends_with('\n')) text.remove_suffix(1);
  int code = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), code);
  if (error != std::errc() || end != text.data() + text.size() || code < 0 || code > 255) {
    return std::nullopt;
  }
  return code;
}

}  // namespace gpuq::daemon
