#include "daemon/service/identity.h"

#include <grp.h>
#include <pwd.h>
#include <sys/random.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <nettle/memops.h>
#include <nettle/sha2.h>

#include "core/printable.h"

namespace gpuq::daemon {

std::string user_name(uid_t uid) {
  std::vector<char> buf(16384);
  passwd pw{};
  passwd* out = nullptr;
  if (getpwuid_r(uid, &pw, buf.data(), buf.size(), &out) == 0 && out != nullptr) {
    return out->pw_name;
  }
  return "uid:" + std::to_string(uid);
}

std::optional<std::pair<uid_t, gid_t>> user_ids(const std::string& name) {
  std::vector<char> buf(16384);
  passwd pw{};
  passwd* out = nullptr;
  if (getpwnam_r(name.c_str(), &pw, buf.data(), buf.size(), &out) == 0 && out != nullptr) {
    return std::pair{out->pw_uid, out->pw_gid};
  }
  return std::nullopt;
}

bool group_exists(const std::string& name) {
  std::vector<char> buf(16384);
  group gr{};
  group* out = nullptr;
  return getgrnam_r(name.c_str(), &gr, buf.data(), buf.size(), &out) == 0 && out != nullptr;
}

std::vector<std::string> group_names(const std::string& user, gid_t gid) {
  std::vector<gid_t> gids(64);
  int n = static_cast<int>(gids.size());
  if (getgrouplist(user.c_str(), gid, gids.data(), &n) < 0) {
    gids.resize(static_cast<std::size_t>(n));
    getgrouplist(user.c_str(), gid, gids.data(), &n);
  }
  gids.resize(static_cast<std::size_t>(std::max(n, 0)));
  if (gids.empty()) gids.push_back(gid);
  std::vector<std::string> names;
  std::vector<char> buf(16384);
  for (gid_t g : gids) {
    group gr{};
    group* out = nullptr;
    if (getgrgid_r(g, &gr, buf.data(), buf.size(), &out) == 0 && out != nullptr) {
      names.emplace_back(out->gr_name);
    }
  }
  return names;
}

namespace {

// The kernel's CSPRNG, one getrandom(2) call per value: std::random_device
// costs a fresh device (and one RDRAND a byte) on every API thread, which
// was a fifth of a submit's time on a VM.
std::string random_hex(std::size_t bytes) {
  std::array<unsigned char, 64> raw{};
  std::size_t got = 0;
  while (got < bytes) {
    const ssize_t n = ::getrandom(raw.data() + got, bytes - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      // Only before the pool is initialised at boot, or without the syscall:
      // never hand out a predictable identifier or secret.
      std::perror("getrandom");
      std::abort();
    }
    got += static_cast<std::size_t>(n);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * bytes);
  for (std::size_t i = 0; i < bytes; ++i) {
    out += kHex[raw[i] >> 4];
    out += kHex[raw[i] & 15];
  }
  return out;
}

}  // namespace

std::string random_uuid() {
  std::string h = random_hex(16);
  h[12] = '4';                                                  // version 4
  h[16] = "89ab"[std::stoi(h.substr(16, 1), nullptr, 16) & 3];  // variant 10xx
  return h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) +
         "-" + h.substr(20, 12);
}

std::string random_secret() { return random_hex(32); }

std::string sha256_hex(std::string_view data) {
  sha256_ctx ctx;
  sha256_init(&ctx);
  sha256_update(&ctx, data.size(), reinterpret_cast<const uint8_t*>(data.data()));
  std::array<uint8_t, SHA256_DIGEST_SIZE> digest{};
  sha256_digest(&ctx, digest.size(), digest.data());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * digest.size());
  for (uint8_t b : digest) {
    out += kHex[b >> 4];
    out += kHex[b & 0xf];
  }
  return out;
}

bool equal_in_constant_time(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;  // sizes are not secret: both are digests
  return nettle_memeql_sec(a.data(), b.data(), a.size()) != 0;
}

core::Result<void> check_name(std::string_view name, std::string_view what) {
  auto bad = [&](const std::string& why) {
    // The field names itself ("name: ..."): the message starts with the value.
    return core::fail("\"" + core::printable(name.substr(0, 80)) + "\" " + why +
                          " (use lower-case letters, digits and '-', 1 to 63 characters, "
                          "starting and ending with a letter or digit)",
                      std::string(what));
  };
  if (name.empty()) return bad("is empty");
  if (name.size() > 63) return bad("is longer than 63 characters");
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') continue;
    // The whole character as typed: a UTF-8 sequence, not its first byte.
    std::size_t length = 1;
    const auto lead = static_cast<unsigned char>(c);
    if (lead >= 0xC0) length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    const std::string_view shown = name.substr(i, length);
    if (c >= 'A' && c <= 'Z') return bad("has the upper-case letter '" + std::string(shown) + "'");
    if (lead < 0x20 || lead == 0x7F) return bad("has a control character");
    return bad("has the character '" + std::string(shown) + "'");
  }
  if (name.front() == '-' || name.back() == '-') return bad("starts or ends with '-'");
  return {};
}

}  // namespace gpuq::daemon
