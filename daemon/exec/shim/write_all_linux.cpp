#include "daemon/exec/shim/write_all.h"

#include <errno.h>
#include <unistd.h>

namespace gpuq::daemon {

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

}  // namespace gpuq::daemon
