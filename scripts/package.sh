#!/usr/bin/env bash
# Builds the Debian packages from this tree with CPack: gpuq (CLI, daemon,
# systemd unit, /etc/gpuq/daemon.yaml, man pages, completions) and gpuq-dev
# (the client library, headers and CMake package), into build/package/.
#
#   scripts/package.sh            # then: sudo apt install ./build/package/gpuq_*.deb
#
# Idempotent: installs what is missing (scripts/setup.sh), builds the release
# tree's programs if needed (not its tests), and packs them.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
scripts/setup.sh
werror=OFF
[[ -n "${CI:-}" ]] && werror=ON
[[ -f build/CMakeCache.txt ]] ||
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUQ_WERROR=$werror >/dev/null
targets=(gpuq gpuq-daemon gpuq-pod-shim gpuq_client gpuq-man-pages gpuq-package-changelog)
cmake --build build -j "$jobs" --target "${targets[@]}"
(cd build && cpack -G DEB >/dev/null)
ls -1 build/package/*.deb
