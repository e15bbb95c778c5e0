#!/usr/bin/env bash
# The drain of ../shared/tools/side_by_side.sh taken apart: the loop of N submits whose jobs
# run, then its 50 ms poll of `workload list` until all N completed, timed apart, and when
# the last job completed against the loop's end. Round 19 of bench/README.md.
# usage: drain_tail.sh BUILD_DIR [N=300]   (GPUQ_BENCH_DIR: where the state lives)
set -u
B=$1 N=${2:-300}
G=$B/gpuq
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
s=$(date +%s%N)
for i in $(seq "$N"); do "$G" submit -g 1 -p t -q -- true >/dev/null; done
e=$(date +%s%N)
polls=0 first=
while :; do
  c=$("$G" workload list -A --status Completed -q 2>/dev/null | wc -l)
  polls=$((polls + 1)); [[ -n $first ]] || first=$c
  (( c < N )) || break
  sleep 0.05
done
f=$(date +%s%N)
last=$("$G" workload list -A --json 2>/dev/null |
  python3 -c 'import json, sys; print(max(w.get("completedAt") or "" for w in json.load(sys.stdin)))')
echo "loop $(( (e - s) / 1000000 )) ms ($(( (e - s) / 1000 / N )) us a job); drain $(( (f - s) / 1000000 )) ms," \
  "$(( (f - e) / 1000000 )) ms after the loop; $polls polls, the first saw $first completed"
echo "last job completed at $last; the loop ended at $(date -u -d "@$((e / 1000000000))" +%T).$(printf %03d $(( (e / 1000000) % 1000 )))"
stop_bench_daemon
