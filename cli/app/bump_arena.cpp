#include "cli/app/bump_arena.h"

namespace gpuq::cli {

void* BumpArena::allocate(std::size_t size) noexcept {
  if (size > size_) return nullptr;  // also keeps rounded() from wrapping
  const std::size_t need = rounded(size);
  std::size_t start = used_.load(std::memory_order_relaxed);
  do {
    if (need > size_ - start) return nullptr;
  } while (!used_.compare_exchange_weak(start, start + need, std::memory_order_acq_rel,
                                        std::memory_order_relaxed));
  return region_ + start;
}

void BumpArena::release(void* p, std::size_t size) noexcept {
  if (!owns(p) || size > size_) return;
  const std::size_t start = static_cast<std::size_t>(static_cast<std::byte*>(p) - region_);
  std::size_t end = start + rounded(size);
  // Only when nothing was handed out after it: then `end` is the mark.
  // Release order: this thread's last writes to the block come before the
  // next owner's, as free() and malloc() would order them.
  used_.compare_exchange_strong(end, start, std::memory_order_acq_rel, std::memory_order_relaxed);
}

}  // namespace gpuq::cli
