// A tiny HTTP server on a Unix socket or loopback TCP, for the tests of the
// HTTP clients (libclient's transports, the daemon's Kubernetes client): a thread that
// accepts one connection at a time and answers each request it reads with
// the next step of a script, written as raw bytes, so that a test decides
// exactly what goes on the wire (chunks, closes, silence).
#ifndef GPUQ_TESTS_SUPPORT_SCRIPTED_SERVER_H_
#define GPUQ_TESTS_SUPPORT_SCRIPTED_SERVER_H_

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace gpuq::test {

struct Step {
  enum class Then {
    keep,        // write `reply`, keep the connection for the next request
    close,       // write `reply`, then close the connection
    hang,        // write `reply` and say nothing more until the server stops
    drop_early,  // close as soon as the request's headers are read, unread body and all
  };
  std::string reply{};
  Then then = Then::keep;
  int delay_ms = 0;  // silence before the reply
};

// "HTTP/1.1 <status> X" with a Content-Length body.
std::string reply_with(int status, const std::string& body, const std::string& extra = {});

class ScriptedServer {
 public:
  // Listens on `path` at once; the thread serves `script` in order and
  // closes every connection once the script is done.
  ScriptedServer(std::string path, std::vector<Step> script);
  // The same on 127.0.0.1, on a port of the kernel's choosing (port()).
  explicit ScriptedServer(std::vector<Step> script);
  ~ScriptedServer();  // stops the thread and removes the socket
  ScriptedServer(const ScriptedServer&) = delete;
  ScriptedServer& operator=(const ScriptedServer&) = delete;

  std::vector<std::string> requests() const;  // each request's bytes as read (headers, body)
  int connections() const { return connections_; }
  int port() const { return port_; }  // TCP only

 private:
  void start();
  void serve();
  // Serves one connection; false when the server is stopping.
  bool serve_connection(int fd, std::size_t& step);
  // Reads one request; false when the client closed first or the server stops.
  bool read_request(int fd, std::string& pending, std::string& request, bool headers_only);

  std::string path_;
  std::vector<Step> script_;
  int listen_fd_ = -1;
  int port_ = 0;
  int stop_pipe_[2] = {-1, -1};
  std::atomic<int> connections_{0};
  mutable std::mutex mutex_;
  std::vector<std::string> requests_;
  std::thread thread_;
};

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_SUPPORT_SCRIPTED_SERVER_H_
