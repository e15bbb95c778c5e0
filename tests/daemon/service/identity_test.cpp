// Identity helpers: SHA-256 against the known answers of FIPS 180-2, the
// constant-time comparison, UUIDs and name checks.
#include "daemon/service/identity.h"

#include <doctest/doctest.h>

#include <string>

namespace gpuq::daemon {

TEST_CASE("sha256_hex: the known answers of FIPS 180-2") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1'000'000, 'a')) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // Bytes that are not text, and a NUL inside the data.
  CHECK(sha256_hex(std::string("\0\xff", 2)).size() == 64);
  CHECK(sha256_hex(std::string("a\0b", 3)) != sha256_hex("a"));
}

TEST_CASE("equal_in_constant_time: equal only when every byte is") {
  const std::string a = sha256_hex("secret");
  std::string b = a;
  CHECK(equal_in_constant_time(a, b));
  b.back() = b.back() == '0' ? '1' : '0';
  CHECK_FALSE(equal_in_constant_time(a, b));
  b = a;
  b.front() = b.front() == '0' ? '1' : '0';
  CHECK_FALSE(equal_in_constant_time(a, b));
  CHECK_FALSE(equal_in_constant_time(a, a.substr(1)));
  CHECK(equal_in_constant_time("", ""));
}

TEST_CASE("random_uuid and random_secret: version 4, fresh each time") {
  const std::string u = random_uuid();
  REQUIRE(u.size() == 36);
  CHECK(u[14] == '4');
  CHECK(std::string("89ab").find(u[19]) != std::string::npos);
  CHECK(random_uuid() != u);
  CHECK(random_secret().size() == 64);
  CHECK(random_secret() != random_secret());
}

TEST_CASE("check_name: DNS-label names, with the field in the error") {
  CHECK(check_name("team-a", "name"));
  CHECK(check_name("a", "name"));
  auto upper = check_name("Team", "projectId");
  REQUIRE_FALSE(upper);
  CHECK(upper.error().where == "projectId");
  CHECK(upper.error().message.find("'T'") != std::string::npos);
  CHECK_FALSE(check_name("", "name"));
  CHECK_FALSE(check_name("-a", "name"));
  CHECK_FALSE(check_name(std::string(64, 'a'), "name"));
  CHECK_FALSE(check_name("../etc", "name"));
  // Non-ASCII names are reported as typed, whole characters, not bytes.
  auto accented = check_name(
      "\xc3\xb1"
      "ame",
      "name");  // "ñame"
  REQUIRE_FALSE(accented);
  CHECK(
      accented.error().message.starts_with("\"\xc3\xb1"
                                           "ame\" has the character '\xc3\xb1'"));
  auto cjk = check_name("\xe5\x90\x8d", "name");  // "名"
  REQUIRE_FALSE(cjk);
  CHECK(cjk.error().message.find("'\xe5\x90\x8d'") != std::string::npos);
  CHECK(check_name("a\tb", "name").error().message.find("a control character") !=
        std::string::npos);
  // Control characters are shown escaped: the message stays one line and
  // cannot drive the terminal it is printed on.
  const std::string shown = check_name("bad\nname\x1b[2J", "name").error().message;
  CHECK(shown.starts_with("\"bad\\nname\\x1b[2J\" has a control character"));
  CHECK(shown.find('\n') == std::string::npos);
  CHECK(shown.find('\x1b') == std::string::npos);
}

}  // namespace gpuq::daemon
