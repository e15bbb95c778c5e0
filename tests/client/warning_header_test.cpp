// warning_texts: the warn-text of each warning-value of a Warning header, as
// Kubernetes' API server and the daemon write them, and nothing of what is
// malformed.
#include "libclient/warning_header.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using gpuq::client::warning_texts;
using Texts = std::vector<std::string>;

TEST_CASE("Warning header: each warn-text, unquoted, in order") {
  CHECK(warning_texts(R"(299 - "no user bob on this machine")") ==
        Texts{"no user bob on this machine"});
  CHECK(warning_texts(R"(299 - "a, with a comma", 299 gpuq:8080 "b")") ==
        Texts{"a, with a comma", "b"});
  // Escaped quotes and backslashes; a warn-date after the text.
  CHECK(warning_texts(R"(299 - "say \"hi\" \\ bye" "Mon, 30 Nov 2026 05:00:00 GMT", 199 - "c")") ==
        Texts{R"(say "hi" \ bye)", "c"});
  CHECK(warning_texts("").empty());
}

TEST_CASE("Warning header: what is malformed costs its own warning only") {
  CHECK(warning_texts(R"(no code "x", 299 - "kept")") == Texts{"kept"});
  CHECK(warning_texts(R"(2999 - "four digits", 299 "no agent", 299 - "kept")") == Texts{"kept"});
  CHECK(warning_texts(R"(299 - "never closed)").empty());
  CHECK(warning_texts(R"(299 - unquoted, 299 - "kept")") == Texts{"kept"});
}
