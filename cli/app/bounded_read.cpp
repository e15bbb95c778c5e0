#include "cli/app/bounded_read.h"

namespace gpuq::cli {

BoundedText read_bounded(std::istream& in, std::size_t limit) {
  BoundedText out;
  char buffer[16384];
  while (in) {
    in.read(buffer, sizeof buffer);
    const auto got = static_cast<std::size_t>(in.gcount());
    if (got > limit - out.text.size()) {
      out.status = BoundedText::Status::too_large;
      out.text.clear();
      return out;
    }
    out.text.append(buffer, got);
  }
  // read() sets failbit with eofbit at the end; badbit alone is an error.
  if (in.bad()) {
    out.status = BoundedText::Status::unreadable;
    out.text.clear();
  }
  return out;
}

std::string upload_limit_text() { return std::to_string(kMaxUploadBytes >> 20) + " MiB"; }

}  // namespace gpuq::cli
