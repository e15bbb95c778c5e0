// A fixed region handed out front to back: the heap of a short-lived
// command's first allocations (command_heap.cpp replaces gpuq's operator
// new with it).
//
// A `gpuq submit` makes about 900 small allocations and exits. glibc's
// malloc, in a process whose caches are all empty, spends ~400 instructions
// on each allocate and free (29% of the command's instructions); here an
// allocation is one compare-and-swap. Blocks are not reused, except the most
// recent one when it is released at once (a temporary): the region is given
// back with the process. Safe to use from several threads.
//
//   alignas(BumpArena::kAlignment) constinit std::byte region[1 << 20];
//   constinit BumpArena arena(region, sizeof region);
//   void* p = arena.allocate(48);  // nullptr once the region is full
//   if (arena.owns(p)) arena.release(p, 48);
#ifndef GPUQ_CLI_APP_BUMP_ARENA_H_
#define GPUQ_CLI_APP_BUMP_ARENA_H_

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace gpuq::cli {

class BumpArena {
 public:
  // What operator new promises (__STDCPP_DEFAULT_NEW_ALIGNMENT__ on x86-64).
  static constexpr std::size_t kAlignment = 16;

  // `region` must be aligned to kAlignment and outlive the arena.
  constexpr BumpArena(std::byte* region, std::size_t size) : region_(region), size_(size) {}
  BumpArena(const BumpArena&) = delete;
  BumpArena& operator=(const BumpArena&) = delete;

  // A block of `size` bytes (at least 1) aligned to kAlignment, apart from
  // every other block; nullptr when the rest of the region is too small
  // (which leaves the rest for smaller blocks).
  void* allocate(std::size_t size) noexcept;

  // Whether `p` points into the region: a block of this arena.
  bool owns(const void* p) const noexcept {
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    const auto begin = reinterpret_cast<std::uintptr_t>(region_);
    return at >= begin && at - begin < size_;
  }

  // Takes back block `p` of `size` bytes (as allocated) if it is the most
  // recent one; any other block stays taken.
  void release(void* p, std::size_t size) noexcept;

  // Bytes handed out (rounded up to kAlignment), released ones excluded.
  std::size_t used() const noexcept { return used_.load(std::memory_order_relaxed); }

 private:
  static constexpr std::size_t rounded(std::size_t size) noexcept {
    return size == 0 ? kAlignment : (size + kAlignment - 1) & ~(kAlignment - 1);
  }

  std::byte* region_;
  std::size_t size_;
  std::atomic<std::size_t> used_{0};
};

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_APP_BUMP_ARENA_H_
