#!/usr/bin/env bash
# A submit's POST as the client times it (gpuq -v prints it), p50 and p90 over
# N submits in a shell loop, and the daemon's CPU per submit (utime + stime of
# all its threads, from /proc, at the end of the loop). Starts its own daemon
# with 4 mock GPUs; the state lives under GPUQ_BENCH_DIR (default /work, see
# cpu_per_job.sh for why not /tmp). Round 11 of bench/README.md.
# usage: post_and_daemon_cpu.sh BUILD_DIR [N=300]
set -u
B=$1 N=${2:-300}
G=$B/gpuq
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
w=$(mktemp -d -p "$d"); chmod 755 "$w"
printf 'devices:\n  - {model: NVIDIA H100 80GB HBM3, memory: 80Gi, count: 4}\n' >"$w/mock.yaml"
"$G" daemon --state-dir "$w/state" --socket "$w/s" --gpus "mock:$w/mock.yaml" 2>"$w/daemon.log" &
dpid=$!
export GPUQ_SERVER=unix://$w/s XDG_CONFIG_HOME=$w/cfg
for _ in $(seq 50); do "$G" workload list -A >/dev/null 2>&1 && break; sleep 0.1; done
"$G" project create t --gpu-quota 4 >/dev/null
# The daemon is `gpuq daemon` exec'ing gpuq-daemon: the same pid.
ticks() { awk '{print $14 + $15}' "/proc/$dpid/stat"; }
a=$(ticks); s=$(date +%s%N)
for _ in $(seq "$N"); do
  "$G" -v submit -g 1 -p t -q -- true 2>&1 >/dev/null | sed -n 's/.*POST .*(\(.*\) ms)$/\1/p'
done >"$w/post_ms"
e=$(date +%s%N); b=$(ticks)
hz=$(getconf CLK_TCK)
sort -n "$w/post_ms" | awk -v n="$N" -v loop=$(( (e - s) / N / 1000 )) \
  -v cpu=$(( (b - a) * 1000000 / hz / N )) \
  '{v[NR] = $1} END {printf "POST p50 %.2f ms, p90 %.2f ms over %d; loop %d us a submit; daemon CPU %d us a submit\n", v[int(NR * 0.5)], v[int(NR * 0.9)], NR, loop, cpu}'
kill "$dpid"; wait "$dpid" 2>/dev/null
rm -rf "$w"
