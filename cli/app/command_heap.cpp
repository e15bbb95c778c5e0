// The gpuq command's operator new and delete: the first MiB a command
// allocates comes from a BumpArena (bump_arena.h says why), the rest from
// malloc. A command that runs long (logs -f, attach, a watch) soon uses
// malloc alone; what it allocated first stays taken until it exits, at most
// the region's MiB, which the kernel maps only as it is touched.
//
// Linked into the gpuq executables only (not the libraries, tests or the
// daemon), and not under the sanitizers, whose own operator new must see
// every block.
#include <cstddef>
#include <cstdlib>
#include <new>

#include "cli/app/bump_arena.h"

namespace {

alignas(gpuq::cli::BumpArena::kAlignment) constinit std::byte region[std::size_t{1} << 20];
// Constant-initialized: ready before any constructor that allocates.
constinit gpuq::cli::BumpArena arena(region, sizeof region);

void* from_malloc(std::size_t size) {
  while (true) {
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

}  // namespace

// The array and nothrow forms of the standard library call these two.
void* operator new(std::size_t size) {
  if (void* p = arena.allocate(size)) return p;
  return from_malloc(size);
}

void operator delete(void* p) noexcept {
  if (!arena.owns(p)) std::free(p);  // free(nullptr) does nothing
}

void operator delete(void* p, std::size_t size) noexcept {
  if (arena.owns(p)) {
    arena.release(p, size);
  } else {
    std::free(p);
  }
}
