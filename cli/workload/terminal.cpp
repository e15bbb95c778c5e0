#include "cli/workload/terminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>

namespace gpuq::cli {

bool is_terminal(int fd) { return ::isatty(fd) == 1; }

std::optional<TerminalSize> terminal_size(int fd) {
  winsize size{};
  if (::ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) {
    return std::nullopt;
  }
  return TerminalSize{size.ws_col, size.ws_row};
}

std::optional<RawTerminal> RawTerminal::enter(int fd) {
  termios saved{};
  if (!is_terminal(fd) || ::tcgetattr(fd, &saved) != 0) return std::nullopt;
  termios raw = saved;
  ::cfmakeraw(&raw);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  while (::tcsetattr(fd, TCSADRAIN, &raw) != 0) {
    if (errno != EINTR) return std::nullopt;
  }
  return RawTerminal(fd, saved);
}

void RawTerminal::restore() {
  if (fd_ < 0) return;
  while (::tcsetattr(fd_, TCSADRAIN, &saved_) != 0 && errno == EINTR) {
  }
  fd_ = -1;
}

}  // namespace gpuq::cli
