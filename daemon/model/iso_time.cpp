#include "daemon/model/iso_time.h"

namespace gpuq::daemon {

nlohmann::json iso_or_null(int64_t ms) {
  if (ms == 0) return nullptr;
  return format_iso8601(ms);
}

}  // namespace gpuq::daemon
