// Writing a whole buffer to a file descriptor, for the shim's log lines and
// messages: async-signal-safe (write(2) only), so it may run between fork
// and exec.
#ifndef GPUQ_DAEMON_EXEC_SHIM_WRITE_ALL_H_
#define GPUQ_DAEMON_EXEC_SHIM_WRITE_ALL_H_

#include <string_view>

namespace gpuq::daemon {

// Writes all of `text`, retrying short writes and EINTR. False when a write
// fails (the rest is dropped: there is nowhere better to say so).
bool write_all(int fd, std::string_view text);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_WRITE_ALL_H_
