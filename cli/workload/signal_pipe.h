// Signals turned into bytes on a pipe, so that a poll(2) loop (a stream
// session, port-forward's listener) handles them between its reads and
// writes: the self-pipe trick. The handler only write(2)s the signal's
// number; everything else happens in the loop.
//
// One SignalPipe at a time in a process (the handler writes to the pipe of
// the one alive). Not thread-safe, but the signals may arrive on any thread.
#ifndef GPUQ_CLI_WORKLOAD_SIGNAL_PIPE_H_
#define GPUQ_CLI_WORKLOAD_SIGNAL_PIPE_H_

#include <signal.h>

#include <initializer_list>
#include <memory>
#include <vector>

namespace gpuq::cli {

class SignalPipe {
 public:
  // Catches `signals` from now until destruction, which puts their former
  // dispositions back. Also ignores SIGPIPE meanwhile, so that writing to a
  // closed pipe or socket is an EPIPE error the loop sees. nullptr when the
  // pipe cannot be made or another SignalPipe is alive.
  static std::unique_ptr<SignalPipe> catch_signals(std::initializer_list<int> signals);
  ~SignalPipe();
  SignalPipe(const SignalPipe&) = delete;
  SignalPipe& operator=(const SignalPipe&) = delete;

  // Readable when a signal was caught (poll for POLLIN).
  int fd() const { return read_fd_; }
  // The signals caught since the last call, in order (without waiting).
  std::vector<int> take();

 private:
  SignalPipe() = default;

  int read_fd_ = -1;
  int write_fd_ = -1;
  std::vector<std::pair<int, struct sigaction>> saved_;
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SIGNAL_PIPE_H_
