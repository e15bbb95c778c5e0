// RunExtras as the JSON text the store keeps in a run spec's "extras" key.
//
// Pure functions, thread-safe; run_extras_from_json fails with
// invalid_argument on malformed text.
#ifndef GPUQ_DAEMON_STORE_RUN_EXTRAS_JSON_H_
#define GPUQ_DAEMON_STORE_RUN_EXTRAS_JSON_H_

#include <string>
#include <string_view>

#include "core/error.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon {

// "" when `extras` is empty.
std::string run_extras_to_json(const RunExtras& extras);
// "" gives an empty RunExtras.
core::Result<RunExtras> run_extras_from_json(std::string_view text);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_RUN_EXTRAS_JSON_H_
