#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test:
# the release build's whole suite, the client example built against the
# installed package, then the unit tests of the core, the client library, the
# scenario loader and the daemon, the command line and the end-to-end tests,
# every scenario, and a bounded fuzz run under AddressSanitizer and
# UndefinedBehaviorSanitizer; then the daemon's unit and end-to-end tests
# under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

scripts/setup.sh
scripts/build.sh release
ctest --test-dir build --output-on-failure -j "$jobs"

# The client library's package: install, then build examples/client against it.
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install build --prefix "$prefix" >/dev/null
cmake -S examples/client -B "$prefix/example-build" -G Ninja \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$prefix/example-build" -j "$jobs"

scripts/build.sh asan
ctest --test-dir build-asan --output-on-failure -j "$jobs" \
  -L 'core|scenario|client|cli|daemon|e2e|fuzz|shared|examples'

# ThreadSanitizer over the threads: the daemon's unit tests and the
# end-to-end tests, whose daemons and clients are the TSan-built binaries.
scripts/build.sh tsan
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}" \
  ctest --test-dir build-tsan --output-on-failure -j "$jobs" -L 'daemon|e2e'
