// A Transport that answers from a table, for tests of code above libclient.
// Records every call. Upgrades it accepts hand the client one end of a
// socketpair and keep the other for the test, which plays the server on it.
// Not thread-safe.
#ifndef GPUQ_FAKE_TRANSPORT_H_
#define GPUQ_FAKE_TRANSPORT_H_

#include <sys/socket.h>
#include <unistd.h>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gpuq/transport.h"

namespace gpuq::client {

class FakeTransport : public Transport {
 public:
  FakeTransport() = default;
  FakeTransport(const FakeTransport&) = delete;
  FakeTransport& operator=(const FakeTransport&) = delete;
  ~FakeTransport() override {
    for (int fd : server_ends_) ::close(fd);
  }

  // The answer to "METHOD target" (target with its query). Unanswered calls
  // get 404 {"code":404,"message":"no fake answer for ..."}.
  void answer(std::string method, std::string target, HttpAnswer answer) {
    answers_[{std::move(method), std::move(target)}] = std::move(answer);
  }
  // Every call made so far, in order (upgrades included).
  const std::vector<HttpCall>& calls() const { return calls_; }

  // Upgrades of "METHOD target" are answered 101 with `protocol` (empty:
  // the one asked for); the client's connection delivers `with_101` (bytes
  // that came with the answer's head) before what the server end sends.
  // Upgrades neither accepted here nor answered by answer() get its 404.
  void accept_upgrade(std::string method, std::string target, std::string with_101 = {},
                      std::string protocol = {}) {
    upgrades_[{std::move(method), std::move(target)}] = {std::move(with_101), std::move(protocol)};
  }
  // The server's end of the last accepted upgrade's socketpair (-1 when
  // none): owned here, closed by close_server_end() or on destruction.
  int server_end() const { return last_server_end_; }
  void close_server_end(int fd) {
    if (server_ends_.erase(fd) > 0) ::close(fd);
    if (fd == last_server_end_) last_server_end_ = -1;
  }
  // The protocol of every upgrade asked for, in order.
  const std::vector<std::string>& upgrade_protocols() const { return protocols_; }

  ApiResult<HttpAnswer> call(const HttpCall& call) override {
    calls_.push_back(call);
    auto it = answers_.find({call.method, call.target});
    if (it != answers_.end()) return it->second;
    return HttpAnswer{
        404,
        R"({"code":404,"message":"no fake answer for )" + call.method + " " + call.target + "\"}",
        "application/json"};
  }
  ApiResult<HttpAnswer> stream(const HttpCall& call,
                               const std::function<bool(std::string_view)>& sink) override {
    auto answer = this->call(call);
    if (!answer || answer->status >= 400) return answer;
    sink(answer->body);
    return HttpAnswer{answer->status, {}, answer->content_type};
  }
  ApiResult<UpgradeAnswer> upgrade(const HttpCall& call, std::string_view protocol) override {
    protocols_.emplace_back(protocol);
    auto it = upgrades_.find({call.method, call.target});
    if (it == upgrades_.end()) {
      auto answer = this->call(call);
      if (!answer) return std::unexpected(answer.error());
      return UpgradeAnswer{std::move(*answer), {}, {}};
    }
    calls_.push_back(call);
    int fds[2] = {-1, -1};
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
      return std::unexpected(
          ApiError{ApiError::Kind::transport, 0, "fake: socketpair failed", {}, {}});
    }
    server_ends_.insert(fds[1]);
    last_server_end_ = fds[1];
    const auto& [with_101, answered] = it->second;
    return UpgradeAnswer{HttpAnswer{101, {}, {}},
                         answered.empty() ? std::string(protocol) : answered,
                         make_socket_connection(fds[0], with_101)};
  }
  std::string server_name() const override { return "fake"; }

 private:
  std::map<std::pair<std::string, std::string>, HttpAnswer> answers_;
  std::map<std::pair<std::string, std::string>, std::pair<std::string, std::string>> upgrades_;
  std::vector<HttpCall> calls_;
  std::vector<std::string> protocols_;
  std::set<int> server_ends_;
  int last_server_end_ = -1;
};

}  // namespace gpuq::client

#endif  // GPUQ_FAKE_TRANSPORT_H_
