// Variables a submit names that no pod will see as given: every pod gets
// HOME, USER, LOGNAME and SHELL from its user's passwd entry, and its GPUs,
// its index and gpuq's own GPUQ_* variables from the daemon
// (sched/scheduling_input.cpp sets them, over the spec's). A value given
// for one explicitly (-e, spec.environmentVariables) is said to be unused
// in a Warning header, rather than dropped without a word. Captured
// variables are not named: every shell has a HOME. Pure.
#ifndef GPUQ_DAEMON_API_RESERVED_ENVIRONMENT_H_
#define GPUQ_DAEMON_API_RESERVED_ENVIRONMENT_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuq::daemon::api {

// Where the pod's value of `name` comes from when the daemon sets it in
// every pod ("the user's passwd entry", "gpuq"); empty when a spec's value
// is used.
std::string_view reserved_variable_source(std::string_view name);

// One warning per variable of `environment` that is not among `captured`
// (the names the client took from the submitting shell) and whose value the
// daemon replaces, in their order.
std::vector<std::string> ignored_variable_warnings(
    const std::vector<std::pair<std::string, std::string>>& environment,
    const std::vector<std::string>& captured);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_RESERVED_ENVIRONMENT_H_
