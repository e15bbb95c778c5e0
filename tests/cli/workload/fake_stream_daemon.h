// A stand-in for the daemon's side of the streams, for the CLI's tests of
// attach, exec, bash and port-forward through the real gpuq binary: a Unix
// socket served by a thread per connection.
//
//   GET  /api/v1/me                  the caller: tester, not an administrator
//   GET  /api/v1/workloads/a1...     a running workspace a1 of tester (spec: stdin, no tty,
//                                    port 8888)
//   GET  /api/v1/workloads/OTHER     404 {"message": "no workload OTHER"}
//   POST .../exec?...                101, then stdout "ran: TARGET\n", stderr "warn\n",
//                                    status {"exitCode": 7}
//   POST .../attach?...              101, then each stdin frame back on stdout; at
//                                    stdin's EOF (at once with stdin=false), status
//                                    {"exitCode": 0}
//   POST .../portforward?...         101, then every byte back until the client's end
//   POST for another workload        404 as for GET
#ifndef GPUQ_TESTS_CLI_WORKLOAD_FAKE_STREAM_DAEMON_H_
#define GPUQ_TESTS_CLI_WORKLOAD_FAKE_STREAM_DAEMON_H_

#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace gpuq::test {

class FakeStreamDaemon {
 public:
  explicit FakeStreamDaemon(std::string path);  // listens at once
  ~FakeStreamDaemon();                          // stops every thread, removes the socket
  FakeStreamDaemon(const FakeStreamDaemon&) = delete;
  FakeStreamDaemon& operator=(const FakeStreamDaemon&) = delete;

  std::string server() const { return "unix://" + path_; }
  // "METHOD TARGET" of every request, in the order they came.
  std::vector<std::string> requests() const;

 private:
  void accept_loop();
  void serve(int fd);

  std::string path_;
  int listen_fd_ = -1;
  int stop_pipe_[2] = {-1, -1};
  mutable std::mutex mutex_;
  std::vector<std::string> requests_;
  std::vector<std::thread> threads_;
  std::thread acceptor_;
};

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_CLI_WORKLOAD_FAKE_STREAM_DAEMON_H_
