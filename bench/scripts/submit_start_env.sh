#!/usr/bin/env bash
# Submit -> process started, in ms (p50 and p90 over M jobs), for a submit
# from a shell that exports V extra variables of ~30 bytes each: the CLI
# sends the submitting shell's environment to a local daemon, which writes it
# for the pod. Starts its own daemon with 4 mock GPUs, as
# /work/shared/tools/side_by_side.sh does.
# usage: submit_start_env.sh GPUQ_BUILD_DIR [M=40] [V=100]
set -u
B=$1 M=${2:-40} V=${3:-100}
G=$B/gpuq
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon
for i in $(seq "$V"); do export "GPUQ_BENCH_VAR_$i=value-of-variable-number-$i"; done
l=()
for i in $(seq "$M"); do
  t0=$(date +%s%N); "$G" submit -g 1 -p t -q -- sh -c "date +%s%N > $w/start" >/dev/null
  for _ in $(seq 2000); do [[ -s $w/start ]] && break; sleep 0.001; done
  l+=($(( ($(cat "$w/start") - t0) / 1000 ))); rm -f "$w/start"
done
stop_bench_daemon
python3 - "$V" "${l[*]}" <<'PY'
import sys
l=sorted(int(x)/1000 for x in sys.argv[2].split())
p=lambda q: l[min(len(l)-1,int(q*len(l)))]
print(f"submit->start with {sys.argv[1]} extra variables: p50 {p(.5):.2f} ms, p90 {p(.9):.2f} ms over {len(l)}")
PY
