// The wait an HTTP answer's Retry-After header asks for (RFC 9110 section
// 10.2.3), for the API client's retries of 429 and 503. Pure: "now" is given.
#ifndef GPUQ_DAEMON_KUBE_RETRY_AFTER_H_
#define GPUQ_DAEMON_KUBE_RETRY_AFTER_H_

#include <chrono>
#include <string_view>

namespace gpuq::daemon::kube {

// The seconds `value` asks to wait: its delay-seconds, or its HTTP-date less
// the answer's own `date` header (less `now` when that is missing or
// unreadable, so that the server's clock and ours need not agree), at least
// 0. -1 when the value is neither.
int retry_after_seconds(std::string_view value, std::string_view date,
                        std::chrono::system_clock::time_point now);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_RETRY_AFTER_H_
