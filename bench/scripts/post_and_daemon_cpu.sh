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
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
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
stop_bench_daemon
