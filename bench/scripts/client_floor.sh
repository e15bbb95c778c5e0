#!/usr/bin/env bash
# How much of a submit's time in a shell loop is the CLI's: 300 trivial jobs
# through `gpuq submit` and through client_floor.c (the same request, sent by
# a 60-line C program), alternated, to the bench daemon; and a trivial GET
# through the same program for the loop without a submit. Needs gcc and
# python3. usage: client_floor.sh BUILD_DIR [N]
set -eu
B=$1 N=${2:-300}
G=$B/gpuq
here=$(cd "$(dirname "$0")" && pwd)
. "$here/bench_daemon.sh"
start_bench_daemon
floor=$w/client_floor
gcc -O2 -static -o "$floor" "$here/client_floor.c" 2>/dev/null || gcc -O2 -o "$floor" "$here/client_floor.c"
# The body a real submit sends from this shell: a one-shot server takes it.
python3 - "$w/capture.sock" "$w/body.json" <<'PY' &
import socket, sys
s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(1)
c, _ = s.accept(); data = b""
while b"\r\n\r\n" not in data: data += c.recv(65536)
head, body = data.split(b"\r\n\r\n", 1)
size = int([l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")][0])
while len(body) < size: body += c.recv(65536)
open(sys.argv[2], "wb").write(body); c.close()
PY
capture=$!
for _ in $(seq 50); do [[ -S $w/capture.sock ]] && break; sleep 0.1; done
GPUQ_SERVER=unix://$w/capture.sock "$G" submit -g 1 -p t -q -- true >/dev/null 2>&1 || true
wait "$capture"  # not a bare wait: the daemon is a child of this shell too
loop() {  # loop LABEL COMMAND...: ms a job over N runs
  local s e
  s=$(date +%s%N)
  for _ in $(seq "$N"); do "${@:2}" >/dev/null 2>&1 || true; done
  e=$(date +%s%N)
  printf '%-28s %s ms a job\n' "$1" "$(echo "scale=3; ($e - $s) / $N / 1000000" | bc)"
}
for round in 1 2; do
  loop "client_floor GET version" "$floor" "$w/s" GET /api/v1/version
  loop "client_floor submit" "$floor" "$w/s" POST /api/v1/workloads/trainings "$w/body.json"
  loop "gpuq submit" "$G" submit -g 1 -p t -q -- true
done
stop_bench_daemon
