#include "core/shell_words.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using gpuq::core::shell_join;
using gpuq::core::split_shell_words;
using Words = std::vector<std::string>;

namespace {

Words split(std::string_view text) {
  auto words = split_shell_words(text);
  REQUIRE_MESSAGE(words.has_value(), std::string(text)
                                         << ": " << (words ? "" : words.error().to_string()));
  return *words;
}

std::string error_of(std::string_view text) {
  auto words = split_shell_words(text);
  REQUIRE_FALSE(words.has_value());
  return words.error().to_string();
}

}  // namespace

TEST_CASE("shell words: spaces, tabs and newlines separate words") {
  CHECK(split("python train.py --epochs 3") == Words{"python", "train.py", "--epochs", "3"});
  CHECK(split("  a \t b\n\nc  ") == Words{"a", "b", "c"});
  CHECK(split("").empty());
  CHECK(split(" \t\n ").empty());
}

TEST_CASE("shell words: single quotes keep everything literal") {
  CHECK(split("echo 'my run'") == Words{"echo", "my run"});
  CHECK(split(R"('a\b "c" $HOME')") == Words{R"(a\b "c" $HOME)"});
  CHECK(split("''") == Words{""});
  CHECK(split("a '' b") == Words{"a", "", "b"});
}

TEST_CASE("shell words: double quotes escape only $ ` \" \\ and newline") {
  CHECK(split(R"("a \$b \`c\` \"d\" \\e")") == Words{R"(a $b `c` "d" \e)"});
  CHECK(split(R"("\n \t \x")") == Words{R"(\n \t \x)"});
  CHECK(split("\"one\\\ntwo\"") == Words{"onetwo"});
  CHECK(split(R"("it's")") == Words{"it's"});
  CHECK(split(R"("")") == Words{""});
}

TEST_CASE("shell words: a backslash outside quotes makes the next character literal") {
  CHECK(split(R"(my\ run)") == Words{"my run"});
  CHECK(split(R"(\'a\' \"b\" \\)") == Words{"'a'", "\"b\"", "\\"});
  CHECK(split("a\\\nb") == Words{"ab"});
  CHECK(split("a \\\n b") == Words{"a", "b"});
  CHECK(split("a\\") == Words{"a\\"});
}

TEST_CASE("shell words: quoted parts join what touches them") {
  CHECK(split(R"(--name="my run"x'y z')") == Words{"--name=my runxy z"});
  CHECK(split(R"(a"b"'c' d)") == Words{"abc", "d"});
}

TEST_CASE("shell words: nothing is expanded") {
  CHECK(split("echo $HOME `id` * ~ a|b ; c&&d > out") ==
        Words{"echo", "$HOME", "`id`", "*", "~", "a|b", ";", "c&&d", ">", "out"});
}

TEST_CASE("shell words: an unterminated quote is an error naming its column") {
  CHECK(error_of("echo 'abc") == "column 6: unterminated single quote (opened at column 6)");
  CHECK(error_of(R"(a "b\" c)") == "column 3: unterminated double quote (opened at column 3)");
  auto words = split_shell_words("x '");
  REQUIRE_FALSE(words.has_value());
  CHECK(words.error().code == gpuq::core::Error::Code::invalid_argument);
  CHECK(words.error().message == "unterminated single quote (opened at column 3)");
}

TEST_CASE("shell_join: quotes what needs it, and splitting gives the words back") {
  CHECK(shell_join({"echo", "it's", ""}) == "echo 'it'\\''s' ''");
  CHECK(shell_join({"python", "train.py", "--lr=0.1"}) == "python train.py --lr=0.1");
  CHECK(shell_join({"sh", "-c", "echo $HOME; ls *"}, 1) == "-c 'echo $HOME; ls *'");
  CHECK(shell_join({}) == "");
  const std::vector<std::vector<std::string>> cases = {
      {"a b", "c\"d", "e'f", "", "\\", "$x", "`y`", "tab\there", "new\nline", "~", "*"},
      {"'", "''", "\"'\""},
  };
  for (const auto& words : cases) {
    auto back = split_shell_words(shell_join(words));
    REQUIRE(back.has_value());
    CHECK(*back == words);
  }
}
