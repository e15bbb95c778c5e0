// One exchange with the server for Client's calls (client*.cpp): sends the
// request, turns a status >= 400 into the server's ApiError and parses the
// JSON answer. Internal to libclient.
#ifndef GPUQ_LIBCLIENT_CLIENT_CALL_H_
#define GPUQ_LIBCLIENT_CLIENT_CALL_H_

#include <string>
#include <string_view>

#include "gpuq/transport.h"
#include "libclient/json_mapping.h"

namespace gpuq::client::detail {

// The answer's JSON object. Errors: the transport's, the server's (kind
// http), or protocol when the answer is not a JSON object. `what` names the
// request in messages ("GET /api/v1/workloads").
ApiResult<json> call_json(Transport& transport, std::string method, std::string target,
                          std::string body = {});
// The same for a call with more than a method, a target and a body.
ApiResult<json> call_json(Transport& transport, HttpCall call);
// As call_json, with the answer's body as the server sent it (not parsed).
ApiResult<std::string> call_text(Transport& transport, HttpCall call);
// As call_json, ignoring the answer's body.
ApiResult<void> call_void(Transport& transport, std::string method, std::string target,
                          std::string body = {});

// The array `key` of a list answer, each item read by `read`.
template <class T, class Read>
ApiResult<std::vector<T>> read_list(const ApiResult<json>& answer, std::string_view key,
                                    std::string_view what, Read read) {
  if (!answer) return std::unexpected(answer.error());
  auto it = answer->find(key);
  if (it == answer->end() || !it->is_array()) {
    return std::unexpected(protocol_error(what, "no \"" + std::string(key) + "\" list"));
  }
  std::vector<T> out;
  out.reserve(it->size());
  for (const json& item : *it) out.push_back(read(item));
  return out;
}

// `body` as a request's text. Errors: usage when a string in it is not
// UTF-8 (a JSON request carries text only; a file name or a variable of the
// caller's shell may be any bytes), naming its field ("spec.command").
ApiResult<std::string> request_text(const json& body);

// "?project=P" (escaped), or "" when `project` is empty.
std::string project_query(std::string_view project);

}  // namespace gpuq::client::detail

#endif  // GPUQ_LIBCLIENT_CLIENT_CALL_H_
