// What a request's target may not say in percent-encoding: libmicrohttpd
// decodes the target before the server sees it, and a decoded NUL ends the
// C string there (".../workloads/a%00b" would reach workload "a"), while a
// decoded '/' splits a path segment (".../workloads/a%2Flogs" would reach
// a's logs). No name, id or value of the API holds either, so both are
// refused. Pure.
#ifndef GPUQ_DAEMON_HTTP_REFUSED_TARGET_H_
#define GPUQ_DAEMON_HTTP_REFUSED_TARGET_H_

#include <optional>
#include <string>
#include <string_view>

namespace gpuq::daemon {

// Why `target` (path and query, as sent) is refused, or nullopt: an encoded
// NUL (%00) anywhere, an encoded '/' (%2F) in the path.
std::optional<std::string> refused_target(std::string_view target);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_HTTP_REFUSED_TARGET_H_
