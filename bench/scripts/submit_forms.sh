#!/usr/bin/env bash
# A submit as each of its command forms costs it, in a shell loop: `gpuq submit`,
# `gpuq training submit`, `gpuq training pytorch submit`, `gpuq workspace submit`, N
# submits of each to a project whose GPU limit is 0 (no job ever runs: bash, the CLI and
# the daemon's request alone), for each gpuq CLI given (default BUILD_DIR/gpuq), the CLIs
# alternating in R rounds. The daemon is BUILD_DIR's. Round 21 of bench/README.md.
# usage: submit_forms.sh BUILD_DIR [GPUQ...]   (env: N=200 R=2)
set -u
N=${N:-200} R=${R:-2}
B=$1
shift
G=$B/gpuq
(($# > 0)) || set -- "$G"
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
if ! "$G" project create z --gpu-quota 0 --gpu-limit 0 >/dev/null; then
  echo "submit_forms.sh: the daemon did not start (its log: $w/daemon.log)" >&2
  exit 1
fi
forms=("submit" "training submit" "training pytorch submit" "workspace submit")
for r in $(seq "$R"); do
  for cli in "$@"; do
    "$cli" submit -g 1 -p z -q --allow-pending -- true >/dev/null || exit 1
    line="round $r $cli:"
    for f in "${forms[@]}"; do
      s=$(date +%s%N)
      for _ in $(seq "$N"); do $cli $f -g 1 -p z -q --allow-pending -- true >/dev/null 2>&1; done
      e=$(date +%s%N)
      line+="  $f $(echo "scale=2; ($e - $s) / $N / 1000000" | bc) ms"
    done
    echo "$line"
  done
done
stop_bench_daemon
