#include "cli/workload/stream_session.h"

#include <poll.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>

#include "cli/workload/detach_keys.h"
#include "cli/workload/terminal.h"

namespace gpuq::cli {
namespace {

using client::StreamFrame;

SessionEnd failed(std::string message) {
  return SessionEnd{SessionEnd::Kind::failed, 0, 0, std::move(message)};
}

// Writes all of `bytes`; false when the descriptor is closed or fails.
bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      pollfd p{fd, POLLOUT, 0};
      ::poll(&p, 1, -1);
      continue;
    }
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// The end that a frame brings (a status), or nullopt when it was output.
std::optional<SessionEnd> on_frame(const StreamFrame& frame, const SessionOptions& options) {
  if (frame.channel == client::kStatusChannel) {
    auto status = client::parse_stream_status(frame.payload);
    if (!status) return failed(status.error().message);
    if (status->exit_code) return SessionEnd{SessionEnd::Kind::exited, *status->exit_code, 0, {}};
    return failed(status->error);
  }
  const int fd = frame.channel == client::kStderrChannel ? options.error_fd : options.output_fd;
  if (!write_all(fd, frame.payload)) {
    return failed(std::string("cannot write the pod's output: ") + std::strerror(errno));
  }
  return std::nullopt;
}

std::optional<SessionEnd> send_size(client::PodStream& stream, int terminal_fd) {
  const auto size = terminal_size(terminal_fd);
  if (!size) return std::nullopt;
  if (auto sent = stream.send_resize(size->columns, size->rows); !sent) {
    return failed(sent.error().message);
  }
  return std::nullopt;
}

}  // namespace

SessionEnd run_stream_session(client::PodStream& stream, const SessionOptions& options) {
  const bool terminal = options.terminal_fd >= 0;
  if (terminal) {
    if (auto end = send_size(stream, options.terminal_fd)) return *end;
  }
  DetachKeys keys;
  bool input_open = options.input_fd >= 0;
  std::array<char, 32 * 1024> buffer;
  for (;;) {
    std::array<pollfd, 3> fds{};
    nfds_t count = 0;
    fds[count++] = {stream.poll_fd(), POLLIN, 0};
    const nfds_t signal_at = options.signals != nullptr ? count++ : 0;
    if (options.signals != nullptr) fds[signal_at] = {options.signals->fd(), POLLIN, 0};
    const nfds_t input_at = input_open ? count++ : 0;
    if (input_open) fds[input_at] = {options.input_fd, POLLIN, 0};
    const int ready = ::poll(fds.data(), count, stream.has_buffered() ? 0 : -1);
    if (ready < 0 && errno != EINTR) return failed(std::string("poll: ") + std::strerror(errno));
    if (ready < 0) continue;

    if (options.signals != nullptr && fds[signal_at].revents != 0) {
      for (int s : options.signals->take()) {
        if (s == SIGWINCH) {
          if (terminal) {
            if (auto end = send_size(stream, options.terminal_fd)) return *end;
          }
          continue;
        }
        return SessionEnd{SessionEnd::Kind::interrupted, 0, s, {}};
      }
    }

    if (fds[0].revents != 0 || stream.has_buffered()) {
      // Every frame that has arrived, without waiting for more.
      for (;;) {
        auto frame = stream.read_frame(std::chrono::milliseconds(0));
        if (!frame) return failed(frame.error().message);
        if (!*frame) break;
        if (auto end = on_frame(**frame, options)) return *end;
      }
    }

    if (input_open && fds[input_at].revents != 0) {
      const ssize_t n = ::read(options.input_fd, buffer.data(), buffer.size());
      if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
      if (n <= 0) {  // the end of the input (or a terminal gone: EIO)
        input_open = false;
        if (auto sent = stream.send_eof(); !sent) return failed(sent.error().message);
        continue;
      }
      std::string_view typed(buffer.data(), static_cast<std::size_t>(n));
      DetachKeys::Scan scan;
      if (terminal) {
        scan = keys.scan(typed);
        typed = scan.forward;
      }
      if (!typed.empty()) {
        if (auto sent = stream.send_stdin(typed); !sent) return failed(sent.error().message);
      }
      if (scan.detach) return SessionEnd{SessionEnd::Kind::detached, 0, 0, {}};
    }
  }
}

}  // namespace gpuq::cli
