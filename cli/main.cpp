// The gpuq binary: every command lives in cli/ (see app.h). Built twice where
// glibc's archive is installed: `gpuq` statically (GPUQ_STATIC_CLI) and its
// twin `gpuq-dynamic` (see cli/app/dynamic_twin.h).
#include <cstdlib>

#include "cli/app/app.h"

int main(int argc, char** argv) {
#ifdef GPUQ_STATIC_CLI
  return gpuq::cli::run(argc, argv, gpuq::cli::Linkage::static_with_twin);
#else
  // Handed over by a static gpuq: the marker ends here, not in pods'
  // captured environments.
  ::unsetenv(gpuq::cli::kHandedOverVariable);
  return gpuq::cli::run(argc, argv);
#endif
}
