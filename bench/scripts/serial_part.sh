#!/usr/bin/env bash
# The serial part of a submit loop, in one run: task-spooler's loop of N `tsp true`; gpuq's
# loop of N submits to a project whose GPU limit is 0, so that no job ever runs (bash, the
# CLI and the daemon's request alone); the same loop whose jobs run; and a loop of
# `gpuq --version` (bash's fork and the exec alone). Round 17 of bench/README.md.
# usage: serial_part.sh BUILD_DIR [N=300]
set -u
command -v tsp >/dev/null || { echo "serial_part.sh: needs tsp (Debian package task-spooler)" >&2; exit 2; }
B=$1 N=${2:-300}
G=$B/gpuq
d=${GPUQ_BENCH_DIR:-/work}; [[ -d $d ]] || d=${TMPDIR:-/tmp}
. "$(dirname "$0")/bench_daemon.sh"
start_bench_daemon "$d"
"$G" project create z --gpu-quota 0 --gpu-limit 0 >/dev/null
export TMPDIR=$w TS_SOCKET=$w/ts.sock TS_SLOTS=4 TS_MAXFINISHED=100000; tsp -S 4 >/dev/null
ms() { echo "scale=3; ($2 - $1) / $N / 1000000" | bc; }
s=$(date +%s%N); for i in $(seq $N); do tsp true >/dev/null; done; e=$(date +%s%N); tsp -w >/dev/null 2>&1; echo "tsp loop: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" submit -g 1 -p z -q --allow-pending -- true >/dev/null; done; e=$(date +%s%N); echo "gpuq loop, jobs never run: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" submit -g 1 -p t -q -- true >/dev/null; done; e=$(date +%s%N); echo "gpuq loop, jobs run: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" --version >/dev/null; done; e=$(date +%s%N); echo "gpuq --version loop: $(ms $s $e) ms"
tsp -K >/dev/null 2>&1; stop_bench_daemon
