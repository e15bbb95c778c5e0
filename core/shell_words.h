// Splitting a command line into words the way a POSIX shell does, without
// running a shell: for the API's `command` and `args` strings.
//
// Words are separated by unquoted spaces, tabs and newlines. Inside single
// quotes every character is literal. Inside double quotes a backslash
// escapes only $ ` " \ and newline (backslash-newline disappears); before
// any other character it stays. Outside quotes a backslash makes the next
// character literal (backslash-newline disappears; a backslash at the very
// end stays). Quotes join with what touches them ("a"'b'c is one word abc),
// and '' or "" alone is an empty word. Nothing is expanded: $HOME, `cmd`,
// *, ~ and | ; & < > are ordinary characters here.
//
// Pure function; thread-safe.
#ifndef GPUQ_DAEMON_API_SHELL_WORDS_H_
#define GPUQ_DAEMON_API_SHELL_WORDS_H_

#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon {

// "python train.py --name 'my run'" -> {"python", "train.py", "--name", "my run"}.
// Errors: invalid_argument for an unterminated quote; the message says which
// quote and its column (1-based, in bytes), e.g. "unterminated single quote
// (opened at column 9)", and `where` is "column 9".
core::Result<std::vector<std::string>> split_shell_words(std::string_view text);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_API_SHELL_WORDS_H_
