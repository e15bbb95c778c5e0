// Splitting a command line into words the way a POSIX shell does, without
// running a shell (for the API's `command` and `args` strings), and joining
// words back into one line that such a split gives back (for the command a
// client sends and the `arguments` the API shows).
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
#ifndef GPUQ_CORE_SHELL_WORDS_H_
#define GPUQ_CORE_SHELL_WORDS_H_

#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace gpuq::core {

// "python train.py --name 'my run'" -> {"python", "train.py", "--name", "my run"}.
// Errors: invalid_argument for an unterminated quote; the message says which
// quote and its column (1-based, in bytes), e.g. "unterminated single quote
// (opened at column 9)", and `where` is "column 9".
Result<std::vector<std::string>> split_shell_words(std::string_view text);

// {"echo", "it's", ""} -> "echo 'it'\\''s' ''": words of safe characters as they
// are, every other word in single quotes (a quote inside as '\\''), an empty
// word as ''. split_shell_words() of the result gives the words back.
// `from` skips the first words.
std::string shell_join(const std::vector<std::string>& words, std::size_t from = 0);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_SHELL_WORDS_H_
