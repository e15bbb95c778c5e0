#!/usr/bin/env bash
# The serial part of a submit loop, in one run: task-spooler's loop of N `tsp true`; gpuq's
# loop of N submits to a project whose GPU limit is 0, so that no job ever runs (bash, the
# CLI and the daemon's request alone); the same loop whose jobs run; and a loop of
# `gpuq --version` (bash's fork and the exec alone). Round 17 of bench/README.md.
# usage: serial_part.sh BUILD_DIR [N=300]
set -u
B=$1 N=${2:-300}
G=$B/gpuq
w=$(mktemp -d -p "${GPUQ_BENCH_DIR:-/work}"); chmod 755 $w
printf 'devices:\n  - {model: NVIDIA H100 80GB HBM3, memory: 80Gi, count: 4}\n' >"$w/mock.yaml"
"$G" daemon --state-dir "$w/state" --socket "$w/s" --gpus "mock:$w/mock.yaml" 2>"$w/daemon.log" & dpid=$!
export GPUQ_SERVER=unix://$w/s XDG_CONFIG_HOME=$w/cfg
for _ in $(seq 50); do "$G" workload list -A >/dev/null 2>&1 && break; sleep 0.1; done
"$G" project create t --gpu-quota 4 >/dev/null; "$G" project create z --gpu-quota 0 --gpu-limit 0 >/dev/null
export TMPDIR=$w TS_SOCKET=$w/ts.sock TS_SLOTS=4 TS_MAXFINISHED=100000; tsp -S 4 >/dev/null
ms() { echo "scale=3; ($2 - $1) / $N / 1000000" | bc; }
s=$(date +%s%N); for i in $(seq $N); do tsp true >/dev/null; done; e=$(date +%s%N); tsp -w >/dev/null 2>&1; echo "tsp loop: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" submit -g 1 -p z -q --allow-pending -- true >/dev/null; done; e=$(date +%s%N); echo "gpuq loop, jobs never run: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" submit -g 1 -p t -q -- true >/dev/null; done; e=$(date +%s%N); echo "gpuq loop, jobs run: $(ms $s $e) ms a job"
s=$(date +%s%N); for i in $(seq $N); do "$G" --version >/dev/null; done; e=$(date +%s%N); echo "gpuq --version loop: $(ms $s $e) ms"
tsp -K >/dev/null 2>&1; kill $dpid; wait $dpid 2>/dev/null; rm -rf $w
