// The exit record a pod's shim leaves for the daemon: "CODE\n", then
// "not started: REASON\n" when the command never ran. A record of an older
// shim (the code alone) still reads. It is kept as an extended attribute of
// the pod's log where the log's file system has them, else in a file of its
// own beside the log.
#include <fcntl.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <string>

#include "daemon/exec/shim/pod_shim.h"

namespace gpuq::daemon {
namespace {

constexpr std::string_view kNotStarted = "not started: ";

// The longest record read back: a code and one line of reason.
constexpr std::size_t kMaxRecord = 4096;

std::string record_text(const PodExitRecord& record) {
  std::string text = std::to_string(record.exit_code) + "\n";
  if (!record.not_started.empty()) {
    // One line, and short enough to read back whole.
    std::string reason = record.not_started.substr(0, kMaxRecord - 64);
    std::replace(reason.begin(), reason.end(), '\n', ' ');
    text += std::string(kNotStarted) + reason + "\n";
  }
  return text;
}

std::optional<PodExitRecord> parse_record(std::string_view text) {
  const std::size_t line_end = std::min(text.find('\n'), text.size());
  const std::string_view code_text = text.substr(0, line_end);
  std::string_view rest = text.substr(std::min(line_end + 1, text.size()));
  PodExitRecord record;
  const auto [end, error] =
      std::from_chars(code_text.data(), code_text.data() + code_text.size(), record.exit_code);
  if (error != std::errc() || end != code_text.data() + code_text.size() || record.exit_code < 0 ||
      record.exit_code > 255) {
    return std::nullopt;
  }
  if (rest.starts_with(kNotStarted)) {
    rest.remove_prefix(kNotStarted.size());
    record.not_started = std::string(rest.substr(0, rest.find('\n')));
  }
  return record;
}

}  // namespace

core::Result<void> write_exit_file(const std::string& path, const PodExitRecord& record) {
  const std::string text = record_text(record);
  // Straight to FILE: the daemon reads it only after the shim ended (see
  // pod_shim.h), so no temporary and rename are needed, and no fsync. Only
  // the daemon's user may read it: it lies beside the log, which may be
  // readable by more, and its reason names the command.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) {
    return core::fail(std::strerror(errno), path, core::Error::Code::io);
  }
  const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int write_errno = errno;
  ::close(fd);
  if (!written) {
    ::unlink(path.c_str());
    return core::fail(std::strerror(write_errno), path, core::Error::Code::io);
  }
  return {};
}

std::optional<PodExitRecord> read_exit_record(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  char buffer[kMaxRecord];
  std::size_t size = 0;
  for (;;) {
    const ssize_t n = ::read(fd, buffer + size, sizeof buffer - size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    size += static_cast<std::size_t>(n);
    if (size == sizeof buffer) break;
  }
  ::close(fd);
  return parse_record(std::string_view(buffer, size));
}

std::optional<int> read_exit_file(const std::string& path) {
  const std::optional<PodExitRecord> record = read_exit_record(path);
  if (!record) return std::nullopt;
  return record->exit_code;
}

core::Result<void> record_pod_exit(int log_fd, const std::string& exit_file,
                                   const PodExitRecord& record) {
  // An attribute of a log the pod's user cannot write: only the daemon's
  // user can set it, and it creates no file (on ext4 without a journal,
  // every file created per pod slows the next creations down).
  const std::string text = record_text(record);
  if (::fsetxattr(log_fd, kPodExitAttribute, text.data(), text.size(), 0) == 0) return {};
  return write_exit_file(exit_file, record);
}

void forget_pod_exit(int log_fd) { (void)::fremovexattr(log_fd, kPodExitAttribute); }

void forget_recorded_pod_exit(const std::string& log_path, const std::string& exit_file) {
  if (!log_path.empty()) (void)::removexattr(log_path.c_str(), kPodExitAttribute);
  // Only where the log keeps no attributes is there a file to remove.
  if (!exit_file.empty()) (void)::unlink(exit_file.c_str());
}

std::optional<PodExitRecord> recorded_pod_exit(const std::string& log_path,
                                               const std::string& exit_file) {
  if (!log_path.empty()) {
    char buffer[kMaxRecord];
    const ssize_t size = ::getxattr(log_path.c_str(), kPodExitAttribute, buffer, sizeof buffer);
    if (size >= 0) return parse_record(std::string_view(buffer, static_cast<std::size_t>(size)));
  }
  if (exit_file.empty()) return std::nullopt;
  return read_exit_record(exit_file);  // none when it cannot be opened
}

}  // namespace gpuq::daemon
