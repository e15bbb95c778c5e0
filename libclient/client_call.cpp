#include "libclient/client_call.h"

namespace gpuq::client::detail {

ApiResult<json> call_json(Transport& transport, std::string method, std::string target,
                          std::string body) {
  return call_json(transport, HttpCall{std::move(method), std::move(target), std::move(body)});
}

ApiResult<json> call_json(Transport& transport, HttpCall call) {
  const std::string what = call.method + " " + call.target;
  auto answer = transport.call(call);
  if (!answer) return std::unexpected(answer.error());
  if (answer->status >= 400) return std::unexpected(error_from_answer(*answer, what));
  json out = json::parse(answer->body, nullptr, /*allow_exceptions=*/false);
  if (out.is_discarded()) return std::unexpected(protocol_error(what, "not JSON"));
  if (!out.is_object()) return std::unexpected(protocol_error(what, "not a JSON object"));
  return out;
}

ApiResult<void> call_void(Transport& transport, std::string method, std::string target,
                          std::string body) {
  const std::string what = method + " " + target;
  auto answer = transport.call({std::move(method), std::move(target), std::move(body)});
  if (!answer) return std::unexpected(answer.error());
  if (answer->status >= 400) return std::unexpected(error_from_answer(*answer, what));
  return {};
}

std::string project_query(std::string_view project) {
  if (project.empty()) return {};
  return "?project=" + url_escape(project);
}

}  // namespace gpuq::client::detail
