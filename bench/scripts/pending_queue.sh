#!/usr/bin/env bash
# What a long queue costs everyone else: K non-preemptible workspaces wait in
# project z (quota 0) while 200 trivial jobs go through `gpuq submit` to
# project t (4 GPUs) in a shell loop. Prints the loop's time per submit for
# each K. usage: pending_queue.sh BUILD_DIR [K...] (default: 0 500 1000)
set -eu
B=$1
shift
G=$B/gpuq
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon
"$G" project create z --gpu-quota 0 >/dev/null
queued=0
(($# > 0)) || set -- 0 500 1000
for k in "$@"; do
  while ((queued < k)); do
    "$G" submit -p z -g 1 --interactive -q -- true >/dev/null
    queued=$((queued + 1))
  done
  s=$(date +%s%N)
  for _ in $(seq 200); do "$G" submit -g 1 -p t -q -- true >/dev/null; done
  e=$(date +%s%N)
  echo "pending $k: $(((e - s) / 200000)) us a submit"
done
stop_bench_daemon
