#!/usr/bin/env bash
# Configures and builds one build directory:
#   scripts/build.sh [release|asan|tsan] [TARGET...]
# release -> build/, asan -> build-asan/ (AddressSanitizer + UBSan, no benchmarks),
# tsan -> build-tsan/ (ThreadSanitizer: the programs and the daemon's and
# end-to-end tests only, which is where the threads are). TARGETs build only
# those, e.g. `scripts/build.sh release gpuq` for the programs without the
# tests.
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}
targets=("${@:2}")
only=()
((${#targets[@]} == 0)) || only=(--target "${targets[@]}")
jobs=$(nproc 2>/dev/null || echo 2)
werror=OFF
[[ -n "${CI:-}" ]] && werror=ON
case "$kind" in
  release)
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUQ_WERROR=$werror >/dev/null
    cmake --build build -j "$jobs" "${only[@]}" ;;
  asan)
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGPUQ_SANITIZE=ON \
      -DGPUQ_BUILD_BENCH=OFF -DGPUQ_WERROR=$werror >/dev/null
    cmake --build build-asan -j "$jobs" "${only[@]}" ;;
  tsan)
    cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGPUQ_TSAN=ON \
      -DGPUQ_BUILD_BENCH=OFF -DGPUQ_WERROR=$werror >/dev/null
    ((${#targets[@]} > 0)) || only=(--target gpuq gpuq-daemon gpuq_daemon_tests gpuq_e2e_tests)
    cmake --build build-tsan -j "$jobs" "${only[@]}" ;;
  *) echo "usage: scripts/build.sh [release|asan|tsan] [TARGET...]" >&2; exit 2 ;;
esac
