// core/utf8.h: strict UTF-8, as a JSON request needs it.
#include "core/utf8.h"

#include <doctest/doctest.h>

#include <string>

namespace gpuq::core {

TEST_CASE("valid_utf8 takes text and refuses bytes that are not UTF-8") {
  CHECK(valid_utf8(""));
  CHECK(valid_utf8("PATH=/usr/bin"));
  CHECK(valid_utf8("caf\xc3\xa9 \xe5\x90\x8d \xf0\x9f\x98\x80"));  // 2, 3 and 4 bytes
  CHECK(valid_utf8(std::string_view("a\0b", 3)));                  // NUL is ASCII
  CHECK(valid_utf8("\xf4\x8f\xbf\xbf"));                           // U+10FFFF, the last
  CHECK_FALSE(valid_utf8("caf\xe9"));                              // Latin-1
  CHECK_FALSE(valid_utf8("\xff\xfe"));
  CHECK_FALSE(valid_utf8("\x80"));              // a continuation byte alone
  CHECK_FALSE(valid_utf8("\xc3"));              // cut short
  CHECK_FALSE(valid_utf8("\xe5\x90"));          // cut short
  CHECK_FALSE(valid_utf8("\xc0\xaf"));          // overlong '/'
  CHECK_FALSE(valid_utf8("\xe0\x80\xaf"));      // overlong '/'
  CHECK_FALSE(valid_utf8("\xed\xa0\x80"));      // a surrogate, U+D800
  CHECK_FALSE(valid_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  CHECK_FALSE(valid_utf8("\xc3\x28"));          // a second byte that is ASCII
}

TEST_CASE("utf8_sequence_at gives the length of the sequence starting there") {
  const std::string text = "a\xc3\xa9\xe5\x90\x8d\xff";
  CHECK(utf8_sequence_at(text, 0) == 1);
  CHECK(utf8_sequence_at(text, 1) == 2);
  CHECK(utf8_sequence_at(text, 2) == 0);  // inside a sequence
  CHECK(utf8_sequence_at(text, 3) == 3);
  CHECK(utf8_sequence_at(text, 6) == 0);
}

}  // namespace gpuq::core
