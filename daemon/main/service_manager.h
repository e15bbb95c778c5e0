// What the daemon tells the service manager that runs it, and how its log
// reaches the journal. Under systemd (gpuq-daemon.service, Type=notify) the
// daemon says READY=1 when it serves, RELOADING=1 around a SIGHUP and
// STOPPING=1 on its way out, over the datagram socket in $NOTIFY_SOCKET:
// the protocol of sd_notify(3), which systemd documents as stable for
// programs that do not link libsystemd. Elsewhere it does nothing.
#ifndef GPUQ_DAEMON_MAIN_SERVICE_MANAGER_H_
#define GPUQ_DAEMON_MAIN_SERVICE_MANAGER_H_

#include <chrono>
#include <string>
#include <string_view>

#include "core/error.h"

namespace gpuq::daemon {

class ServiceNotifier {
 public:
  // From $NOTIFY_SOCKET ("/path", or "@name" for the abstract namespace),
  // which it then unsets so that no child inherits it. Disabled when unset.
  static ServiceNotifier from_environment();
  explicit ServiceNotifier(std::string socket) : socket_(std::move(socket)) {}

  bool enabled() const { return !socket_.empty(); }
  // Sends `state` ("READY=1\nSTATUS=...") in one datagram. Ok and nothing
  // sent when disabled; an error names the socket otherwise.
  core::Result<void> notify(std::string_view state) const;

 private:
  std::string socket_;
};

// Whether `fd` is the journal's stream: systemd sets JOURNAL_STREAM to
// "DEVICE:INODE" of the stdout and stderr it connects to journald.
// `journal_stream` is that variable's value (null when unset).
bool is_journal_stream(int fd, const char* journal_stream);

// One line of the daemon's log: "2026-11-22T10:00:00.123Z message\n", or,
// for the journal (which stamps each line itself), "message\n".
std::string format_log_line(std::string_view message, std::chrono::system_clock::time_point now,
                            bool for_journal);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MAIN_SERVICE_MANAGER_H_
