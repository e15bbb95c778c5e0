#include "cli/workload/detach_keys.h"

namespace gpuq::cli {

DetachKeys::Scan DetachKeys::scan(std::string_view input) {
  Scan out;
  out.forward.reserve(input.size() + 1);
  for (std::size_t i = 0; i < input.size(); ++i) {
    const char c = input[i];
    if (held_) {
      if (c == kDetachSecond) {
        held_ = false;
        out.detach = true;
        return out;
      }
      out.forward += kDetachFirst;
      held_ = false;
    }
    if (c == kDetachFirst) {
      held_ = true;
    } else {
      out.forward += c;
    }
  }
  return out;
}

}  // namespace gpuq::cli
