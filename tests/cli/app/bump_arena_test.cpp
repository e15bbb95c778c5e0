// The arena behind the gpuq command's operator new (cli/app/bump_arena.h):
// aligned blocks that never overlap, a full region that says so and still
// serves what fits, the most recent block taken back, and threads that
// allocate at once.
#include "cli/app/bump_arena.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <thread>
#include <utility>
#include <vector>

namespace {

using gpuq::cli::BumpArena;

// A region of `size` bytes aligned as the arena needs, and its arena.
struct Region {
  explicit Region(std::size_t size)
      : bytes(static_cast<std::byte*>(std::aligned_alloc(BumpArena::kAlignment, size))),
        arena(bytes.get(), size) {}
  struct Free {
    void operator()(std::byte* p) const { std::free(p); }
  };
  std::unique_ptr<std::byte, Free> bytes;
  BumpArena arena;
};

bool aligned(const void* p) {
  return reinterpret_cast<std::uintptr_t>(p) % BumpArena::kAlignment == 0;
}

}  // namespace

TEST_CASE("bump arena: blocks are aligned, apart, and keep what was written") {
  Region r(4096);
  std::vector<std::pair<std::byte*, std::size_t>> blocks;
  for (std::size_t size : {1, 15, 16, 17, 0, 100, 3}) {
    auto* p = static_cast<std::byte*>(r.arena.allocate(size));
    REQUIRE(p != nullptr);
    CHECK(aligned(p));
    CHECK(r.arena.owns(p));
    std::memset(p, static_cast<int>(blocks.size() + 1), std::max<std::size_t>(size, 1));
    blocks.emplace_back(p, std::max<std::size_t>(size, 1));
  }
  // A zero-byte block is a block of its own too, as operator new(0) must be.
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    for (std::size_t k = 0; k < blocks[i].second; ++k) {
      REQUIRE(blocks[i].first[k] == std::byte(i + 1));
    }
    for (std::size_t j = i + 1; j < blocks.size(); ++j) {
      const bool apart = blocks[i].first + blocks[i].second <= blocks[j].first ||
                         blocks[j].first + blocks[j].second <= blocks[i].first;
      CHECK(apart);
    }
  }
  // Rounded up to the alignment: 16+16+16+32+16+112+16.
  CHECK(r.arena.used() == 224);
}

TEST_CASE("bump arena: a full region returns nullptr and still serves what fits") {
  Region r(256);
  void* big = r.arena.allocate(200);
  REQUIRE(big != nullptr);
  CHECK(r.arena.allocate(100) == nullptr);  // 208 + 112 > 256
  CHECK(r.arena.used() == 208);             // the refusal took nothing
  void* small = r.arena.allocate(40);
  CHECK(small != nullptr);
  CHECK(r.arena.allocate(1) == nullptr);  // 208 + 48 == 256: full
  CHECK(r.arena.allocate(SIZE_MAX) == nullptr);
  CHECK(r.arena.allocate(SIZE_MAX - 8) == nullptr);  // would wrap when rounded
  CHECK(r.arena.used() == 256);
}

TEST_CASE("bump arena: owns() is true for its region only") {
  Region r(1024);
  void* p = r.arena.allocate(32);
  int on_stack = 0;
  void* elsewhere = std::malloc(32);
  CHECK(r.arena.owns(p));
  CHECK(r.arena.owns(r.bytes.get() + 1023));
  CHECK_FALSE(r.arena.owns(r.bytes.get() + 1024));  // one past the end
  CHECK_FALSE(r.arena.owns(&on_stack));
  CHECK_FALSE(r.arena.owns(elsewhere));
  CHECK_FALSE(r.arena.owns(nullptr));
  std::free(elsewhere);
}

TEST_CASE("bump arena: the most recent block is taken back, an earlier one stays taken") {
  Region r(1024);
  void* a = r.arena.allocate(40);
  void* b = r.arena.allocate(24);
  REQUIRE(r.arena.used() == 80);
  r.arena.release(a, 40);  // not the most recent: nothing changes
  CHECK(r.arena.used() == 80);
  r.arena.release(b, 24);
  CHECK(r.arena.used() == 48);
  CHECK(r.arena.allocate(8) == b);  // its place is handed out again
  int on_stack = 0;
  r.arena.release(&on_stack, sizeof on_stack);  // not the arena's: ignored
  CHECK(r.arena.used() == 64);
}

TEST_CASE("bump arena: threads allocating and releasing at once get blocks of their own") {
  constexpr int kThreads = 4;
  constexpr int kBlocks = 2000;
  Region r(std::size_t{kThreads} * kBlocks * 64);
  std::vector<std::vector<unsigned char*>> kept(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&r, &kept, t] {
      for (int i = 0; i < kBlocks; ++i) {
        auto* p = static_cast<unsigned char*>(r.arena.allocate(48));
        if (p == nullptr) return;
        std::memset(p, t + 1, 48);
        if (i % 3 == 0) {
          r.arena.release(p, 48);  // a temporary: maybe taken back
        } else {
          kept[t].push_back(p);
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  std::vector<unsigned char*> all;
  for (int t = 0; t < kThreads; ++t) {
    CHECK(kept[t].size() == std::size_t{kBlocks} - (kBlocks + 2) / 3);
    for (unsigned char* p : kept[t]) {
      CHECK(std::all_of(p, p + 48, [t](unsigned char c) { return c == t + 1; }));
      all.push_back(p);
    }
  }
  std::sort(all.begin(), all.end());
  for (std::size_t i = 1; i < all.size(); ++i) REQUIRE(all[i - 1] + 48 <= all[i]);
}
