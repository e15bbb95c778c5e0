// core::printable: control characters and bytes that are not UTF-8 written
// out, everything else as it is.
#include <doctest/doctest.h>

#include "core/printable.h"

namespace gpuq::core {

TEST_CASE("printable writes control characters out and leaves the rest") {
  CHECK(printable("team-a") == "team-a");
  CHECK(printable("bad\nname\t\x1b[2J\r\x7f") == "bad\\nname\\t\\x1b[2J\\x0d\\x7f");
  CHECK(printable(std::string_view("a\0b", 3)) == "a\\x00b");
  // UTF-8 is text, not control.
  CHECK(printable("\xc3\xb1"
                  "ame \xe5\x90\x8d") ==
        "\xc3\xb1"
        "ame \xe5\x90\x8d");
  // The C1 controls are UTF-8 too, but a terminal obeys them: CSI is U+009B.
  CHECK(printable("x\xc2\x9b"
                  "2J \xc2\xa0") == "x\\u009b2J \xc2\xa0");
  // Bytes that are not UTF-8 (a Latin-1 name, a stray byte) are written out.
  CHECK(printable("caf\xe9 \xff\xc3\xa9 \xe5\x90") == "caf\\xe9 \\xff\xc3\xa9 \\xe5\\x90");
  // A message of several lines keeps them; escapes still go.
  CHECK(printable("one\ntwo\tthree\x1b]0;x\x07", true) == "one\ntwo\tthree\\x1b]0;x\\x07");
}

}  // namespace gpuq::core
