#!/usr/bin/env bash
# CPU of the pod side of a trivial job: the launcher's utime + stime + cutime + cstime
# (/proc/PID/stat) over N submits of `true`, divided by N. The launcher reaps the shims and
# each shim its pod, so this is the launcher, every shim and every pod's `true` together,
# free of the CLI's, the shell's and the daemon's CPU. Starts its own daemon with 4 mock GPUs,
# its state under /work (see cpu_per_job.sh). Round 17 of bench/README.md.
# usage: shim_cpu_per_job.sh BUILD_DIR [N=500]
set -u
B=$1 N=${2:-500}
G=$B/gpuq
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
"$G" submit -g 1 -p t -q --wait-for completion -- true >/dev/null
l=$(pgrep -P $dpid | head -1)
t() { awk '{print $14+$15+$16+$17}' /proc/$l/stat; }
a=$(t)
for i in $(seq "$N"); do "$G" submit -g 1 -p t -q -- true >/dev/null; done
while (( $("$G" workload list -A --status Completed -q 2>/dev/null | wc -l) < N+1 )); do sleep 0.1; done; sleep 0.3
b=$(t)
echo "$B: launcher+shims+pods $(( (b-a)*10000/N )) us a job (launcher $l)"
stop_bench_daemon
