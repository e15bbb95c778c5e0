// The pump of an interactive session (`gpuq attach`, `gpuq exec`): one
// poll(2) loop between the local descriptors and a PodStream, until the pod
// side sends its status, the connection drops, the detach keys are typed or
// a signal ends it.
//
// Input read from `input_fd` goes to the pod's stdin (its end sends the EOF
// frame); channel 1 goes to `output_fd`, channel 2 to `error_fd`. With a
// terminal, the session sends its size at the start and after every
// SIGWINCH, and watches the input for the detach keys (detach_keys.h). The
// caller puts the terminal in raw mode (terminal.h) and makes the
// SignalPipe; the session never touches either's state.
#ifndef GPUQ_CLI_WORKLOAD_STREAM_SESSION_H_
#define GPUQ_CLI_WORKLOAD_STREAM_SESSION_H_

#include <string>

#include "cli/workload/signal_pipe.h"
#include "gpuq/pod_stream.h"

namespace gpuq::cli {

struct SessionOptions {
  int input_fd = -1;  // forwarded to the pod's stdin; -1: none
  int output_fd = 1;
  int error_fd = 2;
  // A terminal in raw mode: its size is sent, detach keys are watched
  // (-1: none).
  int terminal_fd = -1;
  // SIGWINCH resizes; any other signal it caught ends the session. nullptr: none.
  SignalPipe* signals = nullptr;
};

struct SessionEnd {
  enum class Kind {
    exited,       // the process ended: exit_code
    failed,       // the server's {"error"}, a dropped connection, a write that failed: message
    detached,     // the detach keys were typed
    interrupted,  // a signal: signal
  };
  Kind kind = Kind::failed;
  int exit_code = 0;
  int signal = 0;
  std::string message{};
};

// Runs the session until it ends. Never throws; never closes a descriptor
// it was given.
SessionEnd run_stream_session(client::PodStream& stream, const SessionOptions& options);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_STREAM_SESSION_H_
