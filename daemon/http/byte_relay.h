// Copying bytes both ways between two connected sockets: what an upgraded
// connection (attach, exec, port-forward) does between the client and the
// pod's side.
#ifndef GPUQ_DAEMON_HTTP_BYTE_RELAY_H_
#define GPUQ_DAEMON_HTTP_BYTE_RELAY_H_

#include <atomic>
#include <string>

namespace gpuq::daemon {

// Copies what `a` sends to `b` (`a_early` first: bytes already read from
// `a`) and what `b` sends to `a`, until both directions have ended or
// `stopping` turns true (looked at every 100 ms). A side that ends its
// sending (EOF) has the other side's write end shut down after what was
// read from it is delivered; a side that fails ends both directions. Never
// blocks on one side while the other has something to say: each direction
// buffers up to 256 KiB. Closes neither socket.
void relay_bytes(int a, int b, const std::atomic<bool>& stopping, const std::string& a_early = {});

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_HTTP_BYTE_RELAY_H_
