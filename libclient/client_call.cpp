#include "libclient/client_call.h"

#include <optional>

#include "libclient/compact_json.h"

namespace gpuq::client::detail {
namespace {

bool dumps(const json& value) {
  try {
    (void)value.dump();
    return true;
  } catch (const json::type_error&) {
    return false;
  }
}

// The path of the first string (key or value) in `value` that is not UTF-8.
std::optional<std::string> first_not_utf8(const json& value, const std::string& path) {
  if (value.is_string()) {
    if (dumps(value)) return std::nullopt;
    return path.empty() ? "body" : path;
  }
  if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i) {
      if (auto at = first_not_utf8(value[i], path + "[" + std::to_string(i) + "]")) return at;
    }
  } else if (value.is_object()) {
    for (const auto& [key, item] : value.items()) {
      const std::string at = path.empty() ? key : path + "." + key;
      if (!dumps(json(key))) return path.empty() ? "body" : path;
      if (auto found = first_not_utf8(item, at)) return found;
    }
  }
  return std::nullopt;
}

}  // namespace

ApiResult<json> call_json(Transport& transport, std::string method, std::string target,
                          std::string body) {
  return call_json(transport, HttpCall{std::move(method), std::move(target), std::move(body)});
}

ApiResult<std::string> call_text(Transport& transport, HttpCall call) {
  auto answer = transport.call(call);
  if (!answer) return std::unexpected(answer.error());
  if (answer->status >= 400) {
    return std::unexpected(error_from_answer(*answer, call.method + " " + call.target));
  }
  transport.report_warnings(*answer);
  return std::move(answer->body);
}

ApiResult<json> call_json(Transport& transport, HttpCall call) {
  const std::string what = call.method + " " + call.target;
  auto body = call_text(transport, std::move(call));
  if (!body) return std::unexpected(body.error());
  json out = json::parse(*body, nullptr, /*allow_exceptions=*/false);
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
  transport.report_warnings(*answer);
  return {};
}

ApiResult<std::string> request_text(const json& body) {
  if (std::optional<std::string> text = compact_json(body)) return std::move(*text);
  // Only strings can fail to be written: invalid UTF-8.
  return usage_error("not valid UTF-8 (a request carries text only)",
                     first_not_utf8(body, "").value_or("body"));
}

std::string project_query(std::string_view project) {
  if (project.empty()) return {};
  return "?project=" + url_escape(project);
}

}  // namespace gpuq::client::detail
