#!/bin/bash
# Client timings (issue 4): gpuq --version, workload list -A with 10,000 workloads, first page of 50.
set -u
R=${GPUQ_DEV_DIR:-$PWD/build-dev}  # stripped gpuq, spawn (from spawn.c) and libs/
cp -n $R/libs/* /usr/local/lib/ 2>/dev/null; ldconfig; unset LD_LIBRARY_PATH
G=$R/gpuq
D=$(mktemp -d)
$G daemon --gpus mock:examples/mock-4gpu.yaml --state-dir $D/state --socket $D/s.sock > $D/log 2>&1 &
DP=$!
export GPUQ_SERVER=unix://$D/s.sock
for i in $(seq 100); do [ -S $D/s.sock ] && break; sleep 0.1; done
$G project create team-a --gpu-quota 2 || { cat $D/log; exit 1; }
t0=$(date +%s.%N)
seq 10000 | xargs -P 16 -I{} $G training submit w{} -p team-a -g 1 -- sleep 1000 > /dev/null
t1=$(date +%s.%N); python3 -c "print(\"submitted in\", $t1 - $t0, \"s\")" 2>/dev/null
echo "count: $($G workload list -A -q | wc -l)"
$G workload list -A | head -3
echo "host: $(nproc) cores, load $(cut -d" " -f1-3 /proc/loadavg)"
echo "--version:";               $R/spawn 500 $G --version
echo "workload list -A (10k):";  $R/spawn 100 $G workload list -A
echo "workload list -A -q (10k):";  $R/spawn 30 $G workload list -A -q
echo "workload list -A --json (10k):";  $R/spawn 10 $G workload list -A --json
echo "workload list -A --limit 50:"; $R/spawn 300 $G workload list -A --limit 50
echo "workload list -A --limit 50, GPUQ_TRANSPORT=curl:"; GPUQ_TRANSPORT=curl $R/spawn 100 $G workload list -A --limit 50
echo "workload list -p team-a --limit 50:"; $R/spawn 100 $G workload list -p team-a --limit 50
echo "project list:"; $R/spawn 100 $G project list
kill $DP; wait $DP
