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
w=$(mktemp -d); chmod 755 "$w"
printf 'devices:\n  - {model: NVIDIA H100 80GB HBM3, memory: 80Gi, count: 4}\n' >"$w/mock.yaml"
"$G" daemon --state-dir "$w/state" --socket "$w/s" --gpus "mock:$w/mock.yaml" 2>"$w/daemon.log" &
dpid=$!
export GPUQ_SERVER=unix://$w/s XDG_CONFIG_HOME=$w/cfg
for _ in $(seq 50); do "$G" workload list -A >/dev/null 2>&1 && break; sleep 0.1; done
"$G" project create t --gpu-quota 4 >/dev/null
for i in $(seq "$V"); do export "GPUQ_BENCH_VAR_$i=value-of-variable-number-$i"; done
l=()
for i in $(seq "$M"); do
  t0=$(date +%s%N); "$G" submit -g 1 -p t -q -- sh -c "date +%s%N > $w/start" >/dev/null
  for _ in $(seq 2000); do [[ -s $w/start ]] && break; sleep 0.001; done
  l+=($(( ($(cat "$w/start") - t0) / 1000 ))); rm -f "$w/start"
done
kill "$dpid"; wait "$dpid" 2>/dev/null
python3 - "$V" "${l[*]}" <<'PY'
import sys
l=sorted(int(x)/1000 for x in sys.argv[2].split())
p=lambda q: l[min(len(l)-1,int(q*len(l)))]
print(f"submit->start with {sys.argv[1]} extra variables: p50 {p(.5):.2f} ms, p90 {p(.9):.2f} ms over {len(l)}")
PY
rm -rf "$w"
