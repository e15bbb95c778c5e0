// The shim's side of the streams into its pod (pod_control.h,
// stream_frame.h): the connections on the control socket, the clients of
// `gpuq attach`, and what they type, on its way into the pod's input.
//
// A connection's first frame says what it is for. "attach" joins the
// clients that get the pod's output as it comes (and, with "stdin", whose
// input goes to the pod, and whose resize frames size its terminal).
// "exec" is handed to a child of the shim (run_exec_session), so that the
// command is one of the pod's processes and the shim goes on.
//
// Nothing here blocks: every descriptor is non-blocking, output a client is
// slow to read waits in a buffer, and a client that falls more than
// kClientBacklog behind is dropped; input the pod is slow to read waits in a
// buffer of kInputBacklog, then in the clients' sockets (they are not read
// meanwhile). Used by the shim's one thread.
#ifndef GPUQ_DAEMON_EXEC_SHIM_POD_STREAMS_H_
#define GPUQ_DAEMON_EXEC_SHIM_POD_STREAMS_H_

#include <poll.h>
#include <sys/types.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/stream_frame.h"

namespace gpuq::daemon {

class PodStreams {
 public:
  // `listen_fd`: the control socket (-1: none; owned). `input_fd`: where
  // the pod reads its input (a pipe's end or the terminal's master; -1:
  // none; owned). `terminal_fd`: the terminal's master for resizing (-1:
  // no terminal; not owned). `options` and `environment` outlive this.
  PodStreams(const PodShimOptions& options, const std::vector<std::string>& environment,
             int listen_fd, int input_fd, int terminal_fd);
  ~PodStreams();
  PodStreams(const PodStreams&) = delete;
  PodStreams& operator=(const PodStreams&) = delete;

  // Appends the descriptors to wait on to `fds` and remembers where.
  void add_to_poll(std::vector<pollfd>& fds);
  // Acts on what poll() said of them (the same `fds`, unchanged since).
  void on_poll(const std::vector<pollfd>& fds);
  // The pod's output, for every attached client.
  void broadcast(std::string_view output);
  // The pod's main process ended with `exit_code`: every client gets the
  // status frame and what is left of its output (waiting at most about a
  // second for slow ones), then the control socket and every connection close.
  void finish(int exit_code);

  static constexpr std::size_t kClientBacklog = 4 << 20;
  static constexpr std::size_t kInputBacklog = 1 << 20;

 private:
  struct Connection {
    int fd = -1;
    bool identified = false;  // its request frame has come
    bool attached = false;
    bool sends_input = false;
    FrameReader in;
    std::string out;
    bool closing = false;  // close once `out` is sent
  };

  void accept_connections();
  void read_from(Connection& c);
  void on_request(Connection& c, const StreamFrame& request);
  void on_attached_frame(Connection& c, const StreamFrame& f);
  void start_exec(Connection& c, const std::vector<std::string>& words);
  void write_to(Connection& c);
  void write_input();
  void close_input();
  void drop_closed();

  const PodShimOptions& options_;
  const std::vector<std::string>& environment_;
  int listen_fd_;
  int input_fd_;
  int terminal_fd_;
  std::string input_;
  bool input_ended_ = false;  // close the input once `input_` is written
  std::vector<Connection> connections_;
  // Where add_to_poll() put the listener, the input and each connection.
  std::size_t listen_at_ = 0;
  std::size_t input_at_ = 0;
  std::size_t first_connection_at_ = 0;
  std::size_t polled_connections_ = 0;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_POD_STREAMS_H_
