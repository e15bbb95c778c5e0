// Text that came from someone else (a name as typed, a server's message),
// made safe to show: its control characters written out rather than sent
// to a terminal or a log line. One implementation for the daemon's
// messages and the command line's.
//
// Pure function; thread-safe.
#ifndef GPUQ_CORE_PRINTABLE_H_
#define GPUQ_CORE_PRINTABLE_H_

#include <string>
#include <string_view>

namespace gpuq::core {

// `text` with every control character (below 0x20, and 0x7F) and every byte
// that is not part of valid UTF-8 (core/utf8.h) as \xNN, the C1 controls of
// UTF-8 (U+0080 to U+009F) as \u00NN, and newline and tab as \n and \t
// unless `keep_lines` keeps those two as they are (a message of several
// lines). The rest of UTF-8 passes.
std::string printable(std::string_view text, bool keep_lines = false);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_PRINTABLE_H_
