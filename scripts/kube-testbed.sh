#!/usr/bin/env bash
# A real Kubernetes API server on loopback, for the Kubernetes backend's tests
# and for trying it by hand: etcd, kube-apiserver and kube-controller-manager
# 1.20.2, built once from Debian's `kubernetes` source package with Debian's
# Go 1.19 (../shared/reference/k8s/README.md), with KAI's CRDs installed and
# fake GPU nodes. KAI itself does not run here: tests play its part (bind
# pods, write their status and the PodGroups' conditions).
#
# Usage:
#   scripts/kube-testbed.sh build     build and cache the two binaries only
#   scripts/kube-testbed.sh start     build if needed, start, print `export KUBECONFIG=...`
#   scripts/kube-testbed.sh stop      stop what start started, remove its directory
#   scripts/kube-testbed.sh status    say whether it runs, and where
#   eval "$(scripts/kube-testbed.sh start)"; kubectl get nodes
#
# Environment:
#   GPUQ_KUBE_CACHE    where the source and binaries are kept between runs
#                      (default: $XDG_CACHE_HOME/gpuq/kube-1.20.2, ~/.cache/...)
#   GPUQ_KUBE_TESTBED  the running testbed's directory (default:
#                      /tmp/gpuq-kube-testbed-$UID): kubeconfig, certificates,
#                      etcd's data, logs, pids
#   GPUQ_KUBE_NODES    fake GPU nodes to create (default 2, 8 GPUs each)
#
# Build: about 6 minutes and 1.3 GB of memory on 2 cores, once. Installs
# golang-1.19-go, golang-1.19-src, etcd-server, rsync and
# golang-github-modern-go-reflect2-dev with apt-get when missing (root or
# sudo); the source comes through a private apt configuration with deb-src
# lines, so the system's sources stay untouched.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${GPUQ_KUBE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gpuq/kube-1.20.2}
run=${GPUQ_KUBE_TESTBED:-/tmp/gpuq-kube-testbed-$(id -u)}
nodes=${GPUQ_KUBE_NODES:-2}
crds=${GPUQ_KAI_CRDS:-$root/../shared/reference/k8s/kai-crds}
version=v1.20.2

say() { echo "kube-testbed: $*" >&2; }
die() {
  say "$*"
  exit 1
}

as_root() {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root (or sudo) to run: $*"
  fi
}

install_tools() {
  local wanted=(golang-1.19-go golang-1.19-src etcd-server rsync golang-github-modern-go-reflect2-dev
    openssl curl)
  local missing=()
  for p in "${wanted[@]}"; do
    [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true) == "install ok installed" ]] ||
      missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >&2
}

# The upstream tree (with vendor/) from Debian's source package, unpacked
# into $cache/src/kubernetes.
fetch_source() {
  [[ -f $cache/src/kubernetes/Makefile ]] && return 0
  local apt=$cache/apt
  mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$cache/src"
  cat >"$apt/sources.list" <<'EOF'
deb-src http://deb.debian.org/debian bookworm main
deb-src http://deb.debian.org/debian bookworm-updates main
deb-src http://deb.debian.org/debian-security bookworm-security main
EOF
  local opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt" -o "Debug::NoLocking=1"
    -o "APT::Sandbox::User=$(id -un)")
  say "fetching Debian's kubernetes source package"
  apt-get "${opts[@]}" update -qq >&2
  (cd "$cache/src" && apt-get "${opts[@]}" source --download-only kubernetes >&2)
  local orig
  orig=$(find "$cache/src" -maxdepth 1 -name 'kubernetes_*.orig.tar.*' | head -1)
  [[ -n $orig ]] || die "no orig tarball of kubernetes in $cache/src"
  local unpack=$cache/src/unpack
  rm -rf "$unpack" && mkdir -p "$unpack"
  tar -xf "$orig" -C "$unpack"
  local tree
  tree=$(find "$unpack" -mindepth 1 -maxdepth 1 -type d | head -1)
  [[ -f $tree/Makefile ]] || die "unexpected layout in $orig"
  rm -rf "$cache/src/kubernetes"
  mv "$tree" "$cache/src/kubernetes"
  rm -rf "$unpack"
}

build() {
  if [[ -x $cache/bin/kube-apiserver && -x $cache/bin/kube-controller-manager ]]; then
    return 0
  fi
  install_tools
  fetch_source
  local src=$cache/src/kubernetes
  # reflect2 1.0.1 crashes under Go >= 1.18 (modern-go/reflect2#26): Debian's 1.0.2.
  local reflect2=/usr/share/gocode/src/github.com/modern-go/reflect2
  [[ -d $reflect2 ]] || die "no $reflect2 (package golang-github-modern-go-reflect2-dev)"
  rm -rf "$src/vendor/github.com/modern-go/reflect2"
  cp -r "$reflect2" "$src/vendor/github.com/modern-go/reflect2"
  say "building kube-apiserver and kube-controller-manager $version (about 6 minutes, once)"
  (
    cd "$src"
    export PATH=/usr/lib/go-1.19/bin:$PATH GOPROXY=off GOFLAGS=-mod=vendor CGO_ENABLED=0
    export GOCACHE=$cache/go-build GOPATH=$cache/gopath
    export KUBE_GIT_VERSION=$version KUBE_GIT_MAJOR=1 KUBE_GIT_MINOR=20 KUBE_GIT_TREE_STATE=clean
    make WHAT=cmd/kube-apiserver >&2
    make WHAT=cmd/kube-controller-manager >&2
  )
  mkdir -p "$cache/bin"
  local out=$src/_output/local/bin/linux/amd64
  cp "$out/kube-apiserver" "$out/kube-controller-manager" "$cache/bin/"
  say "cached in $cache/bin"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Whether the process `name` started is alive, and still that program (a pid
# can be reused once it is gone).
running() {
  local name=$1 pid
  [[ -f $run/$name.pid ]] || return 1
  pid=$(cat "$run/$name.pid")
  [[ -r /proc/$pid/cmdline ]] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$name"
}

# The testbed's directory is ours to remove only when it says so.
marker=.gpuq-kube-testbed

# Starts `name` in the background, its output in $run/logs/name.log.
launch() {
  local name=$1
  shift
  setsid "$@" >"$run/logs/$name.log" 2>&1 </dev/null &
  echo $! >"$run/$name.pid"
}

token() { cat "$run/admin.token"; }

# Waits up to `seconds` for `url` to answer 200; shows the log's end when not.
wait_ready() {
  local url=$1 seconds=$2 log=$3
  for _ in $(seq $((seconds * 5))); do
    if curl -fsS --cacert "$run/certs/apiserver.crt" -H "@$run/auth.header" \
      "$url" >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.2
  done
  tail -20 "$log" >&2
  die "no answer from $url after ${seconds}s (log: $log)"
}

# api METHOD PATH [CONTENT-TYPE] < BODY
api() {
  local method=$1 path=$2 type=${3:-application/json}
  curl -fsS --cacert "$run/certs/apiserver.crt" -H "@$run/auth.header" \
    -X "$method" -H "Content-Type: $type" --data-binary @- \
    "https://127.0.0.1:$(cat "$run/port")$path"
}

write_kubeconfig() {
  local port=$1
  cat >"$run/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: gpuq-testbed
  cluster:
    server: https://127.0.0.1:$port
    certificate-authority: $run/certs/apiserver.crt
users:
- name: admin
  user:
    token: $(token)
contexts:
- name: gpuq-testbed
  context:
    cluster: gpuq-testbed
    user: admin
current-context: gpuq-testbed
EOF
  chmod 600 "$run/kubeconfig"
}

# Fake GPU nodes, labelled as NVIDIA's GPU feature discovery labels them; Ready.
create_nodes() {
  local now
  now=$(date -u +%FT%TZ)
  for i in $(seq 1 "$nodes"); do
    local name=gpu-node-$i
    api POST /api/v1/nodes >/dev/null <<EOF
{"apiVersion": "v1", "kind": "Node",
 "metadata": {"name": "$name", "labels": {"kubernetes.io/hostname": "$name",
   "nvidia.com/gpu.product": "NVIDIA-H100-80GB-HBM3", "nvidia.com/gpu.memory": "81559",
   "nvidia.com/gpu.count": "8", "nvidia.com/gpu.present": "true"}}}
EOF
    api PATCH "/api/v1/nodes/$name/status" application/merge-patch+json >/dev/null <<EOF
{"status": {
  "capacity": {"cpu": "64", "memory": "512Gi", "pods": "110", "nvidia.com/gpu": "8"},
  "allocatable": {"cpu": "64", "memory": "512Gi", "pods": "110", "nvidia.com/gpu": "8"},
  "conditions": [{"type": "Ready", "status": "True", "reason": "KubeletReady",
    "message": "a fake node of gpuq's testbed", "lastHeartbeatTime": "$now",
    "lastTransitionTime": "$now"}]}}
EOF
  done
}

start() {
  if running kube-apiserver && [[ -f $run/ready ]]; then
    say "already running in $run"
    echo "export KUBECONFIG=$run/kubeconfig"
    return 0
  fi
  build
  command -v etcd >/dev/null || die "no etcd (package etcd-server)"
  [[ -d $crds ]] || die "no KAI CRDs in $crds (set GPUQ_KAI_CRDS)"
  stop_quietly
  if [[ -e $run ]]; then
    die "$run exists and is not a testbed's directory: remove it, or set GPUQ_KUBE_TESTBED"
  fi
  (umask 077 && mkdir "$run")
  touch "$run/$marker"
  mkdir -p "$run/logs" "$run/certs" "$run/etcd"
  # Half started is stopped: nothing is left running when a step fails.
  trap 'if [[ ! -f $run/ready ]]; then say "start failed; stopping what was started"; stop_quietly; fi' EXIT
  head -c 24 /dev/urandom | base64 | tr -d '/+=' >"$run/admin.token"
  echo "Authorization: Bearer $(token)" >"$run/auth.header"
  # A second user with no role at all, for tests of what a refusal says.
  head -c 24 /dev/urandom | base64 | tr -d '/+=' >"$run/norole.token"
  {
    echo "$(token),admin,admin,system:masters"
    echo "$(cat "$run/norole.token"),norole,norole"
  } >"$run/tokens.csv"
  openssl genrsa -out "$run/certs/sa.key" 2048 2>/dev/null
  openssl rsa -in "$run/certs/sa.key" -pubout -out "$run/certs/sa.pub" 2>/dev/null
  # A serving certificate for 127.0.0.1 and localhost, its own CA.
  openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
    -keyout "$run/certs/apiserver.key" -out "$run/certs/apiserver.crt" 2>/dev/null

  local etcd_port peer_port port
  etcd_port=$(free_port)
  peer_port=$(free_port)
  port=$(free_port)
  echo "$port" >"$run/port"
  launch etcd etcd --data-dir "$run/etcd" --listen-client-urls "http://127.0.0.1:$etcd_port" \
    --advertise-client-urls "http://127.0.0.1:$etcd_port" \
    --listen-peer-urls "http://127.0.0.1:$peer_port" \
    --initial-advertise-peer-urls "http://127.0.0.1:$peer_port" \
    --initial-cluster "default=http://127.0.0.1:$peer_port"
  launch kube-apiserver "$cache/bin/kube-apiserver" \
    --etcd-servers "http://127.0.0.1:$etcd_port" --bind-address 127.0.0.1 \
    --secure-port "$port" --insecure-port 0 --cert-dir "$run/certs" \
    --tls-cert-file "$run/certs/apiserver.crt" --tls-private-key-file "$run/certs/apiserver.key" \
    --service-account-issuer https://kubernetes.default.svc.cluster.local \
    --service-account-key-file "$run/certs/sa.pub" \
    --service-account-signing-key-file "$run/certs/sa.key" \
    --service-cluster-ip-range 10.0.0.0/24 --token-auth-file "$run/tokens.csv" \
    --authorization-mode RBAC --disable-admission-plugins ServiceAccount
  write_kubeconfig "$port"
  wait_ready "https://127.0.0.1:$port/readyz" 90 "$run/logs/kube-apiserver.log"
  launch kube-controller-manager "$cache/bin/kube-controller-manager" \
    --kubeconfig "$run/kubeconfig" --controllers job,deployment,replicaset,garbagecollector,namespace,pvc-protection \
    --leader-elect=false --bind-address 127.0.0.1 --secure-port 0 --port 0
  for f in "$crds"/*.yaml; do
    api POST /apis/apiextensions.k8s.io/v1/customresourcedefinitions application/yaml \
      <"$f" >/dev/null || die "could not install the CRD $f"
  done
  create_nodes
  touch "$run/ready"
  say "running in $run: https://127.0.0.1:$port, $nodes fake GPU nodes, KAI's CRDs"
  echo "export KUBECONFIG=$run/kubeconfig"
}

# Stops what a start started (if anything) and removes its directory; sets
# `stopped` to 1 when something was running.
stop_quietly() {
  stopped=0
  [[ -f $run/$marker ]] || return 0
  for name in kube-controller-manager kube-apiserver etcd; do
    if running "$name"; then
      kill "$(cat "$run/$name.pid")" 2>/dev/null || true
      stopped=1
    fi
  done
  for name in kube-controller-manager kube-apiserver etcd; do
    for _ in $(seq 50); do running "$name" || break; sleep 0.1; done
    if running "$name"; then kill -9 "$(cat "$run/$name.pid")" 2>/dev/null || true; fi
  done
  rm -rf "$run"
}

stop() {
  stop_quietly
  if [[ $stopped -eq 1 ]]; then say "stopped"; else say "was not running"; fi
}

status() {
  if running kube-apiserver && [[ -f $run/ready ]]; then
    echo "running: https://127.0.0.1:$(cat "$run/port") (KUBECONFIG=$run/kubeconfig)"
  else
    echo "not running"
    return 1
  fi
}

case ${1:-} in
  build) build ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed -e 's/^# \{0,1\}//' -e '$d' >&2
    exit 2
    ;;
esac
