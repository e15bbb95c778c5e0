// The local terminal during `gpuq attach|exec -t`: raw mode while a
// session runs (every key goes to the pod, Ctrl-C included), and its size.
#ifndef GPUQ_CLI_WORKLOAD_TERMINAL_H_
#define GPUQ_CLI_WORKLOAD_TERMINAL_H_

#include <termios.h>

#include <cstdint>
#include <optional>

namespace gpuq::cli {

struct TerminalSize {
  std::uint16_t columns = 0;
  std::uint16_t rows = 0;
};

// Whether `fd` is a terminal.
bool is_terminal(int fd);
// The size of the terminal on `fd`; nullopt when it is none or tells none.
std::optional<TerminalSize> terminal_size(int fd);

// Raw mode on a terminal for as long as it lives: no echo, no line editing,
// no signals from keys, no output processing (the pod's pseudo-terminal
// does that). The settings found are put back by restore(), on destruction,
// and on any other exit path the session takes (signals end the session
// through its SignalPipe, which unwinds to here). Not copyable; one at a time.
class RawTerminal {
 public:
  // Raw mode on `fd`; nullopt (and nothing changed) when `fd` is not a
  // terminal or its settings cannot be changed.
  static std::optional<RawTerminal> enter(int fd);

  RawTerminal(RawTerminal&& other) noexcept : fd_(other.fd_), saved_(other.saved_) {
    other.fd_ = -1;
  }
  RawTerminal& operator=(RawTerminal&&) = delete;
  RawTerminal(const RawTerminal&) = delete;
  RawTerminal& operator=(const RawTerminal&) = delete;
  ~RawTerminal() { restore(); }

  // Puts the saved settings back (once; later calls do nothing).
  void restore();

 private:
  RawTerminal(int fd, const termios& saved) : fd_(fd), saved_(saved) {}

  int fd_ = -1;
  termios saved_{};
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_TERMINAL_H_
