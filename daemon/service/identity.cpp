#include "daemon/service/identity.h"

#include <grp.h>
#include <pwd.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <random>

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

std::string random_hex(std::size_t bytes) {
  static thread_local std::random_device device;
  std::string out;
  static constexpr char kHex[] = "0123456789abcdef";
  for (std::size_t i = 0; i < bytes; ++i) {
    unsigned v = device() & 0xffu;
    out += kHex[v >> 4];
    out += kHex[v & 15];
  }
  return out;
}

constexpr std::array<uint32_t, 64> kRound = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2};

constexpr uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

}  // namespace

std::string random_uuid() {
  std::string h = random_hex(16);
  h[12] = '4';                                            // version 4
  h[16] = "89ab"[std::stoi(h.substr(16, 1), nullptr, 16) & 3];  // variant 10xx
  return h.substr(0, 8) + "-" + h.substr(8, 4) + "-" + h.substr(12, 4) + "-" + h.substr(16, 4) +
         "-" + h.substr(20, 12);
}

std::string random_secret() { return random_hex(32); }

std::string sha256_hex(std::string_view data) {
  std::array<uint32_t, 8> h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                               0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  std::string msg(data);
  const uint64_t bits = static_cast<uint64_t>(data.size()) * 8;
  msg += static_cast<char>(0x80);
  while (msg.size() % 64 != 56) msg += '\0';
  for (int i = 7; i >= 0; --i) msg += static_cast<char>((bits >> (8 * i)) & 0xff);
  for (std::size_t chunk = 0; chunk < msg.size(); chunk += 64) {
    std::array<uint32_t, 64> w{};
    for (int i = 0; i < 16; ++i) {
      const auto* p = reinterpret_cast<const unsigned char*>(msg.data() + chunk + 4 * i);
      w[i] = (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
    }
    for (int i = 16; i < 64; ++i) {
      uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::array<uint32_t, 8> v = h;
    for (int i = 0; i < 64; ++i) {
      uint32_t s1 = rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25);
      uint32_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
      uint32_t t1 = v[7] + s1 + ch + kRound[i] + w[i];
      uint32_t s0 = rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22);
      uint32_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
      uint32_t t2 = s0 + maj;
      v = {t1 + t2, v[0], v[1], v[2], v[3] + t1, v[4], v[5], v[6]};
    }
    for (int i = 0; i < 8; ++i) h[i] += v[i];
  }
  char out[65];
  for (int i = 0; i < 8; ++i) std::snprintf(out + 8 * i, 9, "%08x", h[i]);
  return std::string(out, 64);
}

core::Result<void> check_name(std::string_view name, std::string_view what) {
  auto bad = [&](const std::string& why) {
    return core::fail(std::string(what) + " \"" + std::string(name.substr(0, 80)) + "\" " + why +
                          " (use lower-case letters, digits and '-', 1 to 63 characters, "
                          "starting and ending with a letter or digit)",
                      std::string(what));
  };
  if (name.empty()) return bad("is empty");
  if (name.size() > 63) return bad("is longer than 63 characters");
  for (char c : name) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
      return bad("has the character '" + std::string(1, c) + "'");
    }
  }
  if (name.front() == '-' || name.back() == '-') return bad("starts or ends with '-'");
  return {};
}

}  // namespace gpuq::daemon
