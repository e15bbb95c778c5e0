// Which connections the server keeps, so that no caller can lock the others
// out by holding connections open: at most `per_caller` at a time per caller
// (a uid on the Unix socket, an address on TCP, where no token is needed to
// hold one), and the last `reserve` of the `total` slots only for exempt
// callers (root and the daemon's own user, who must always get in to clean
// up). Above `busy` open connections, new ones get a short idle timeout.
//
// Pure bookkeeping, thread-safe; the server closes what it refuses.
#ifndef GPUQ_DAEMON_HTTP_CONNECTION_GATE_H_
#define GPUQ_DAEMON_HTTP_CONNECTION_GATE_H_

#include <cstddef>
#include <map>
#include <mutex>
#include <string>

namespace gpuq::daemon {

class ConnectionGate {
 public:
  struct Limits {
    std::size_t total = 512;
    std::size_t reserve = 32;
    std::size_t per_caller = 64;
    std::size_t busy = 256;
  };

  ConnectionGate() = default;
  explicit ConnectionGate(Limits limits) : limits_(limits) {}

  // A connection of `caller` opened. True: keep it; false: close it (it is
  // not counted, so do not call closed() for it).
  bool opened(const std::string& caller, bool exempt);
  // A connection that opened() kept has closed.
  void closed(const std::string& caller);
  // Whether new connections should get a short idle timeout.
  bool busy() const;
  std::size_t open_count() const;
  const Limits& limits() const { return limits_; }
  std::size_t open_count(const std::string& caller) const;

 private:
  Limits limits_;
  mutable std::mutex mu_;
  std::size_t open_ = 0;
  std::map<std::string, std::size_t> by_caller_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_HTTP_CONNECTION_GATE_H_
