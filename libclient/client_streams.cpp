// Client: the streams into running pods (attach, exec, portforward), each
// an HTTP upgrade on a connection of its own.
#include <cctype>
#include <string>

#include "gpuq/client.h"
#include "libclient/json_mapping.h"

namespace gpuq::client {
namespace {

constexpr std::string_view kStreamProtocol = "gpuq-stream.v1";
constexpr std::string_view kTcpProtocol = "gpuq-tcp.v1";

// A target's query, built a parameter at a time.
class Query {
 public:
  explicit Query(std::string path) : target_(std::move(path)) {}
  void add(std::string_view key, std::string_view value) {
    target_ += separator_;
    target_ += key;
    target_ += '=';
    target_ += url_escape(value);
    separator_ = '&';
  }
  void add_bool(std::string_view key, bool value) { add(key, value ? "true" : "false"); }
  const std::string& target() const { return target_; }

 private:
  std::string target_;
  char separator_ = '?';
};

Query stream_query(std::string_view name_or_id, std::string_view verb, std::string_view project,
                   const std::optional<std::string>& pod) {
  Query q("/api/v1/workloads/" + url_escape(name_or_id) + "/" + std::string(verb));
  if (!project.empty()) q.add("project", project);
  if (pod && !pod->empty()) q.add("pod", *pod);
  return q;
}

// The connection of a 101 in `protocol`; the server's error otherwise.
ApiResult<std::unique_ptr<UpgradedConnection>> open_upgrade(Transport& transport,
                                                            const std::string& target,
                                                            std::string_view protocol) {
  const std::string what = "POST " + target;
  auto upgraded = transport.upgrade({"POST", target, {}}, protocol);
  if (!upgraded) return std::unexpected(upgraded.error());
  const HttpAnswer& answer = upgraded->answer;
  if (answer.status >= 400) return std::unexpected(error_from_answer(answer, what));
  if (answer.status != 101 || !upgraded->connection) {
    return std::unexpected(protocol_error(what, "HTTP " + std::to_string(answer.status) +
                                                    " instead of switching to " +
                                                    std::string(protocol) + " (101)"));
  }
  // Header values are compared without regard to case (RFC 9110).
  std::string said = upgraded->protocol;
  for (char& c : said) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (said != protocol) {
    return std::unexpected(protocol_error(
        what, "switched to \"" + upgraded->protocol + "\", not " + std::string(protocol)));
  }
  return std::move(upgraded->connection);
}

}  // namespace

ApiResult<PodStream> Client::attach(std::string_view name_or_id, std::string_view project,
                                    const AttachOptions& options) {
  Query q = stream_query(name_or_id, "attach", project, options.pod);
  if (options.with_stdin) q.add_bool("stdin", *options.with_stdin);
  if (options.tty) q.add_bool("tty", *options.tty);
  auto connection = open_upgrade(*transport_, q.target(), kStreamProtocol);
  if (!connection) return std::unexpected(connection.error());
  return PodStream(std::move(*connection));
}

ApiResult<PodStream> Client::exec(std::string_view name_or_id, std::string_view project,
                                  const ExecOptions& options) {
  if (options.command.empty()) return usage_error("exec needs a command", "command");
  Query q = stream_query(name_or_id, "exec", project, options.pod);
  if (options.with_stdin) q.add_bool("stdin", true);
  if (options.tty) q.add_bool("tty", true);
  for (const std::string& word : options.command) q.add("command", word);
  auto connection = open_upgrade(*transport_, q.target(), kStreamProtocol);
  if (!connection) return std::unexpected(connection.error());
  return PodStream(std::move(*connection));
}

ApiResult<std::unique_ptr<UpgradedConnection>> Client::port_forward(std::string_view name_or_id,
                                                                    std::string_view project,
                                                                    std::string_view pod,
                                                                    int port) {
  if (port < 1 || port > 65535) {
    return usage_error("a port is from 1 to 65535, not " + std::to_string(port), "port");
  }
  Query q = stream_query(name_or_id, "portforward", project,
                         pod.empty() ? std::nullopt : std::optional<std::string>(pod));
  q.add("port", std::to_string(port));
  return open_upgrade(*transport_, q.target(), kTcpProtocol);
}

}  // namespace gpuq::client
