#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test:
# the release build's whole suite, then the unit tests of the core, the
# scenario loader and the daemon, every scenario, and a bounded fuzz run
# under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

scripts/setup.sh
scripts/build.sh release
ctest --test-dir build --output-on-failure -j "$jobs"

scripts/build.sh asan
ctest --test-dir build-asan --output-on-failure -j "$jobs" -L 'core|scenario|daemon|fuzz|shared|examples'
