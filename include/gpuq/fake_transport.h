// A Transport that answers from a table, for tests of code above libclient.
// Records every call. Not thread-safe.
#ifndef GPUQ_FAKE_TRANSPORT_H_
#define GPUQ_FAKE_TRANSPORT_H_

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gpuq/transport.h"

namespace gpuq::client {

class FakeTransport : public Transport {
 public:
  // The answer to "METHOD target" (target with its query). Unanswered calls
  // get 404 {"code":404,"message":"no fake answer for ..."}.
  void answer(std::string method, std::string target, HttpAnswer answer) {
    answers_[{std::move(method), std::move(target)}] = std::move(answer);
  }
  // Every call made so far, in order.
  const std::vector<HttpCall>& calls() const { return calls_; }

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
  std::string server_name() const override { return "fake"; }

 private:
  std::map<std::pair<std::string, std::string>, HttpAnswer> answers_;
  std::vector<HttpCall> calls_;
};

}  // namespace gpuq::client

#endif  // GPUQ_FAKE_TRANSPORT_H_
