# Sourced by the bench scripts: a gpuq daemon of their own, with 4 mock H100s
# and a project t with 4 GPUs of quota, its state in a new directory under
# $1 (default: $TMPDIR or /tmp). Needs G (the gpuq binary); sets w (that
# directory), dpid, GPUQ_SERVER and XDG_CONFIG_HOME. stop_bench_daemon ends
# it and removes the directory.
start_bench_daemon() {
  w=$(mktemp -d -p "${1:-${TMPDIR:-/tmp}}"); chmod 755 "$w"
  printf 'devices:\n  - {model: NVIDIA H100 80GB HBM3, memory: 80Gi, count: 4}\n' >"$w/mock.yaml"
  "$G" daemon --state-dir "$w/state" --socket "$w/s" --gpus "mock:$w/mock.yaml" 2>"$w/daemon.log" &
  dpid=$!
  export GPUQ_SERVER=unix://$w/s XDG_CONFIG_HOME=$w/cfg
  for _ in $(seq 50); do "$G" workload list -A >/dev/null 2>&1 && break; sleep 0.1; done
  "$G" project create t --gpu-quota 4 >/dev/null
}

stop_bench_daemon() {
  kill "$dpid"; wait "$dpid" 2>/dev/null
  rm -rf "$w"
}
