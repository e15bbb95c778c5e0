#!/usr/bin/env bash
# CPU per trivial job, all processes together (user + system + irq from /proc/stat), for
# task-spooler and gpuq in one run: N jobs submitted in a shell loop and drained with 4 slots /
# 4 mock GPUs, as ../shared/tools/side_by_side.sh does. CPU time varies much less than wall time
# on a shared 2-core machine. The state lives under /work (set GPUQ_BENCH_DIR to move it): on
# this VM /tmp's ext4 group holds many recently deleted inodes, which makes creating files slow.
# usage: cpu_per_job.sh BUILD_DIR [N]
set -u
B=$1 N=${2:-300}
G=$B/gpuq
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
export TMPDIR=$w TS_SOCKET=$w/ts.sock TS_SLOTS=4 TS_MAXFINISHED=100000
tsp -S 4 >/dev/null
cpu() { awk '/^cpu /{print $2+$3+$4+$7+$8}' /proc/stat; }
sleep 0.5
a=$(cpu); s=$(date +%s%N); for i in $(seq "$N"); do tsp true >/dev/null; done; tsp -w >/dev/null 2>&1; e=$(date +%s%N); b=$(cpu)
echo "tsp : $(( (b-a)*10000/N )) us CPU/job, $(( (e-s)/1000/N )) us wall/job"
sleep 0.5
a=$(cpu); s=$(date +%s%N); for i in $(seq "$N"); do "$G" submit -g 1 -p t -q -- true >/dev/null; done
while (( $("$G" workload list -A --status Completed -q 2>/dev/null | wc -l) < N )); do sleep 0.02; done; e=$(date +%s%N); b=$(cpu)
echo "gpuq: $(( (b-a)*10000/N )) us CPU/job, $(( (e-s)/1000/N )) us wall/job"
tsp -K >/dev/null 2>&1
stop_bench_daemon
