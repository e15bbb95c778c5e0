#!/usr/bin/env bash
# `gpuq simulate` of KAI's time-based fair-share examples as whole processes:
# start, load, 1,024 cycles with usage, the timeline, exit. Prints the median
# and the worst of N runs per example (default 11).
#
# Usage: bench/scripts/simulate_fairness.sh [BUILD_DIR] [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
runs=${2:-11}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for example in two-queues fifty-plus-one three-queues; do
  file=$root/examples/fairness/$example.yaml
  times=()
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$build/gpuq" simulate --timeline "$tmp/t.csv" -o json "$file" >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  jobs=$(grep -c 'submit:' "$file")
  cycles=$(($(wc -l <"$tmp/t.csv") - 1))
  printf '%-15s %3d jobs, %5d timeline rows: median %6.1f ms, worst %6.1f ms (%d runs)\n' \
    "$example" "$jobs" "$cycles" "$(awk "BEGIN {print ${sorted[$((runs / 2))]} / 1000}")" \
    "$(awk "BEGIN {print ${sorted[$((runs - 1))]} / 1000}")" "$runs"
done
