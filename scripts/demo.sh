#!/usr/bin/env bash
# The main job: installs what is missing, builds gpuq, starts a daemon in a
# temporary directory (a mock inventory of 4 GPUs unless this machine has a
# multiple of 4 real ones), creates team-a and team-b, and plays the Run:ai
# over-quota quick start with gpuq commands, printing `gpuq workload list -A`
# after each step. Everything it started (daemon, workloads, files) is gone
# when it ends, however it ends. Needs no input; run it as often as you like.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The programs only: the tests are the test command's (scripts/test.sh).
scripts/build.sh release gpuq gpuq-daemon gpuq-pod-shim >/dev/null

root=$(pwd)
gpuq_bin=$root/build/gpuq
work=$(mktemp -d /tmp/gpuq-demo-XXXXXX)
chmod 755 "$work"
socket=$work/gpuq.sock
daemon_pid=

# Talk to this daemon only, with a client config of our own.
export GPUQ_SERVER=unix://$socket XDG_CONFIG_HOME=$work/config NO_COLOR=1
unset GPUQ_CONTEXT GPUQ_PROJECT

gpuq() { "$gpuq_bin" "$@"; }

cleanup() {
  set +e
  if [[ -n "$daemon_pid" ]] && kill -0 "$daemon_pid" 2>/dev/null; then
    # Pods outlive their daemon by design: delete the workloads first.
    mapfile -t names < <(gpuq -q workload list -A 2>/dev/null)
    if ((${#names[@]} > 0)); then
      gpuq -q workload delete -y "${names[@]}" >/dev/null 2>&1
      for _ in $(seq 100); do
        [[ -z "$(gpuq -q workload list -A 2>/dev/null)" ]] && break
        sleep 0.1
      done
    fi
    kill -TERM "$daemon_pid" 2>/dev/null
    wait "$daemon_pid" 2>/dev/null
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# GPUs: the machine's when it has a multiple of 4 (each "GPU" of the quick
# start is then a quarter of them), else a mock inventory of 4.
real=0
if command -v nvidia-smi >/dev/null 2>&1; then
  real=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
fi
if ((real > 0 && real % 4 == 0)); then
  gpus=auto
  unit=$((real / 4))
  echo "Using this machine's $real GPUs (the quick start's 1 GPU is $unit here)."
else
  gpus=mock:$root/examples/mock-4gpu.yaml
  unit=1
  echo "Using a mock inventory of 4 GPUs (examples/mock-4gpu.yaml); pods are real processes."
fi

"$gpuq_bin" daemon --state-dir "$work/state" --socket "$socket" --gpus "$gpus" \
  2>"$work/daemon.log" &
daemon_pid=$!
for _ in $(seq 100); do
  gpuq workload list -A >/dev/null 2>&1 && break
  if ! kill -0 "$daemon_pid" 2>/dev/null; then
    echo "the daemon did not start:" >&2
    cat "$work/daemon.log" >&2
    exit 1
  fi
  sleep 0.1
done

show() {  # prints a command, then runs it
  echo "\$ gpuq $*"
  gpuq "$@"
}

step() {
  echo
  echo "== $*"
}

# Waits until the scheduler has settled: the same Workload/Status/Node table
# three times in a row, 0.3 s apart, with nothing being deleted or stopped.
settle() {
  local last= same=0 now
  for _ in $(seq 100); do
    now=$(gpuq workload list -A --columns Workload,Status,Node --no-headers 2>/dev/null || true)
    if [[ "$now" == "$last" && "$now" != *Deleting* && "$now" != *Stopping* ]]; then
      same=$((same + 1))
      ((same >= 3)) && return 0
    else
      same=0
    fi
    last=$now
    sleep 0.3
  done
}

list() {
  settle
  echo
  show workload list -A
}

project() {  # NAME GPUS: `gpuq project create` where this build has it, else the API
  if gpuq project create --help >/dev/null 2>&1; then
    show project create "$1" --gpu-quota "$2"
  else
    echo "\$ curl --unix-socket $socket -X POST http://localhost/api/v1/org-unit/projects ..."
    curl -sf --unix-socket "$socket" -X POST http://localhost/api/v1/org-unit/projects \
      -d "{\"name\": \"$1\", \"resources\": [{\"nodePool\": {\"name\": \"default\"},
           \"gpu\": {\"deserved\": $2, \"limit\": -1, \"overQuotaWeight\": 1}}]}" >/dev/null
    echo "project $1 created with a quota of $2 GPUs"
  fi
}

step "Two projects, team-a and team-b, with a quota of $((2 * unit)) GPUs each"
project team-a $((2 * unit))
project team-b $((2 * unit))

step "Over quota: team-a takes 3 of the 4 GPUs while they are idle"
show submit a2 -g $((2 * unit)) -p team-a -- sleep 600
show submit a1 -g "$unit" -p team-a -- sleep 600
show submit b1 -g "$unit" -p team-b -- sleep 600
list

step "Fairness: team-b claims its quota back; a1, over team-a's quota, is reclaimed"
show submit b2 -g "$unit" -p team-b -- sleep 600
list
echo
echo "\$ gpuq workload describe a1 -p team-a    (its status, and why it waits)"
gpuq workload describe a1 -p team-a | sed -n '/^Status:/,/^Priority:/p' | grep -v '^Submitted\|^Created'

step "a2 ends: a1 runs again"
show workload delete -y a2 -p team-a
list

step "Done: stopping the workloads and the daemon"
