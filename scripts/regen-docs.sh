#!/bin/sh
# Regenerates the man pages (man/) and shell completions (completions/) from
# gpuq's command definitions; commit the result. The CTest test
# cli/docs-up-to-date fails while they are out of date.
#
# Usage: scripts/regen-docs.sh [BUILD_DIR]    (default: build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
cmake --build "$build" --target gpuq
"$build/gpuq" __generate-docs "$root"
git -C "$root" status --short -- man completions
