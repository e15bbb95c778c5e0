#!/usr/bin/env bash
# Runs clang-tidy with the project's .clang-tidy over the sources of the
# libraries and programs (not tests or benchmarks), on build/'s compile
# commands: scripts/lint.sh [FILE-REGEX]. Exit 1 on any finding.
#
# clang-tidy-16, not Debian's default 14: GCC 12's <expected> defines
# std::expected only for compilers that announce C++20 concepts in full
# (__cpp_concepts >= 202002L). Clang 16 implements what it needs
# (conditionally trivial special members) without announcing it, so the
# macro is set here; clang 14 cannot parse it at all.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v run-clang-tidy-16 >/dev/null; then
  echo "lint: installing clang-tidy-16" >&2
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends clang-tidy-16 </dev/null
fi
[[ -f build/compile_commands.json ]] || scripts/build.sh release
jobs=$(nproc 2>/dev/null || echo 2)
exec run-clang-tidy-16 -quiet -p build -j "$jobs" \
  -extra-arg=-std=c++2b -extra-arg=-U__cpp_concepts -extra-arg=-D__cpp_concepts=202002L \
  -extra-arg=-Wno-builtin-macro-redefined "${1:-/(core|daemon|cli|libclient)/}"
