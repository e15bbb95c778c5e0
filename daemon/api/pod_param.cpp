#include "daemon/api/pod_param.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace gpuq::daemon::api {

core::Result<std::optional<int>> pod_index(const ApiContext& c, const Workload& w) {
  const std::string* v = c.query("pod");
  if (v == nullptr || v->empty()) return std::nullopt;
  // A distributed training's pods go by role too: a1-worker-1, worker-1.
  std::string by_role;  // their names, for the error
  for (const Pod& p : w.pods) {
    const std::string role = pod_role(w, p);
    if (role.empty()) break;
    const std::string short_name = role + "-" + std::to_string(pod_role_index(w, p));
    if (*v == pod_name(w, p) || *v == short_name) return p.completion_index;
    by_role += (by_role.empty() ? "" : ", ") + pod_name(w, p);
  }
  std::string digits = *v;
  if (digits.starts_with(w.name + "-")) digits = digits.substr(w.name.size() + 1);
  const int count = std::max(w.completions, static_cast<int>(w.pods.size()));
  const std::string pods = !by_role.empty() ? by_role
                           : count == 1
                               ? w.name + "-0"
                               : w.name + "-0 to " + w.name + "-" + std::to_string(count - 1);
  char* end = nullptr;
  long n = std::strtol(digits.c_str(), &end, 10);
  if (digits.empty() || *end != '\0' || n < 0 || digits.size() > 9) {
    return core::fail(
        "no pod \"" + *v + "\" in " + w.name + ": give an index or a name (" + pods + ")", "pod");
  }
  if (n >= count) {
    return core::fail(w.name + " has no pod " + std::to_string(n) + " (its pods are " + pods + ")",
                      "pod", core::Error::Code::not_found);
  }
  return static_cast<int>(n);
}

}  // namespace gpuq::daemon::api
