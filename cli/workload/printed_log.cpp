#include "cli/workload/printed_log.h"

#include <algorithm>
#include <utility>

namespace gpuq::cli {

PrintedLog::PrintedLog(bool prefixed, std::function<bool(std::string_view)> print)
    : prefixed_(prefixed), print_(std::move(print)) {}

bool PrintedLog::pass(Count& count, std::string_view text) {
  if (dropping_ && count.seen < count.printed) {
    const auto repeated =
        static_cast<std::size_t>(std::min<int64_t>(count.printed - count.seen, text.size()));
    count.seen += static_cast<int64_t>(repeated);
    text.remove_prefix(repeated);
  }
  if (text.empty()) return true;
  count.seen += static_cast<int64_t>(text.size());
  count.printed += static_cast<int64_t>(text.size());
  if (!print_(text)) failed_ = true;
  return !failed_;
}

bool PrintedLog::take(std::string_view chunk) {
  if (failed_) return false;
  if (!prefixed_) return pass(whole_, chunk);
  // The daemon sends a prefixed stream in whole lines (a pod's last line
  // without a newline gets one), so a line is the unit that is counted.
  partial_.append(chunk);
  std::size_t start = 0;
  for (std::size_t nl; (nl = partial_.find('\n', start)) != std::string::npos; start = nl + 1) {
    const std::string_view line(partial_.data() + start, nl + 1 - start);
    const std::size_t close = line.starts_with('[') ? line.find("] ") : std::string_view::npos;
    const std::string prefix(close == std::string_view::npos ? std::string_view{}
                                                             : line.substr(0, close + 2));
    if (!pass(by_pod_[prefix], line)) return false;
  }
  partial_.erase(0, start);
  return true;
}

void PrintedLog::replay() {
  whole_.seen = 0;
  for (auto& [prefix, count] : by_pod_) count.seen = 0;
  partial_.clear();
}

void PrintedLog::follow_on() {
  replay();
  dropping_ = false;
}

}  // namespace gpuq::cli
