// Hears at once that a process ended, instead of at the next poll: one pidfd
// per watched process in an epoll set, and a thread of its own that waits on
// it and calls a listener. A pidfd works for any process, not only for our
// children, so pods adopted after a restart of the daemon are heard too.
//
// It wakes the listener and says which processes it heard end
// (take_ended()); whoever listens still finds out how each ended itself
// (ProcessRunner::collect_exits()). A process it could not watch (no pidfd:
// a kernel before 5.3, or no fds left) is merely heard later, by a poll.
// Thread-safe.
#ifndef GPUQ_DAEMON_EXEC_EXIT_WATCH_H_
#define GPUQ_DAEMON_EXEC_EXIT_WATCH_H_

#include <sys/types.h>

#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace gpuq::daemon {

class ExitWatch {
 public:
  // Starts the thread (none when epoll or eventfd cannot be had: then
  // watch() says false).
  ExitWatch();
  // Stops the thread and closes every pidfd.
  ~ExitWatch();
  ExitWatch(const ExitWatch&) = delete;
  ExitWatch& operator=(const ExitWatch&) = delete;

  // Calls `listener` from the watch's thread each time a watched process
  // ends (a process that had already ended when watched: at once). nullptr
  // stops the calls; when it returns, no call is in progress. The listener
  // must not call set_listener().
  void set_listener(std::function<void()> listener);

  // Watches `pid` until forget(pid); one that is gone already (its parent
  // reaped it) is heard at once. False when it cannot (then poll).
  bool watch(pid_t pid);
  void forget(pid_t pid);

  // The processes heard to end since the last call, each once: a hint of
  // which to look at. A pid may be named that did not end (its pidfd's
  // number was reused meanwhile); a check of it costs nothing but the check.
  std::vector<pid_t> take_ended();

 private:
  void run();

  int epoll_fd_ = -1;
  int stop_fd_ = -1;  // an eventfd: written to end run()
  int gone_fd_ = -1;  // an eventfd: written when a process was gone before watch()
  std::mutex fds_mu_;
  std::map<pid_t, int> pidfds_;
  std::map<int, pid_t> pids_by_fd_;
  std::vector<pid_t> ended_;  // heard, not yet taken
  std::mutex listener_mu_;    // held while the listener runs
  std::function<void()> listener_;
  std::thread thread_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_EXIT_WATCH_H_
