#!/usr/bin/env python3
"""A hostile caller holds idle connections; is everyone else still served?

Starts a daemon (mock GPUs) listening on TCP, opens FLOOD idle connections
from 127.0.0.1, then times PROBES requests of GET /api/v1/version from
127.0.0.2 (another caller) and PROBES on the Unix socket, and prints how
many flood connections the server kept and the probes' p50/p99.

  bench/scripts/connection_flood.py [BUILD_DIR] [FLOOD] [PROBES]
"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

build = sys.argv[1] if len(sys.argv) > 1 else "build"
flood = int(sys.argv[2]) if len(sys.argv) > 2 else 600
probes = int(sys.argv[3]) if len(sys.argv) > 3 else 200
port = 20000 + os.getpid() % 20000

work = tempfile.mkdtemp(prefix="gpuq-flood-")
mock = os.path.join(work, "mock.yaml")
with open(mock, "w") as f:
    f.write("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 4}\n")
sock_path = os.path.join(work, "gpuq.sock")
daemon = subprocess.Popen(
    [os.path.join(build, "gpuq"), "daemon", "--state-dir", os.path.join(work, "state"),
     "--socket", sock_path, "--gpus", "mock:" + mock, "--listen", f"127.0.0.1:{port}"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def request_tcp(source):
    s = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    s.sendall(b"GET /api/v1/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    data = s.recv(4096)
    s.close()
    return data.startswith(b"HTTP/1.1 200")


def request_unix():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(10)
    s.connect(sock_path)
    s.sendall(b"GET /api/v1/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    data = s.recv(4096)
    s.close()
    return data.startswith(b"HTTP/1.1 200")


def timed(fn, n):
    times, failures = [], 0
    for _ in range(n):
        start = time.perf_counter()
        try:
            ok = fn()
        except OSError:
            ok = False
        times.append((time.perf_counter() - start) * 1000)
        failures += not ok
    times.sort()
    return times[len(times) // 2], times[min(len(times) - 1, int(len(times) * 0.99))], failures


try:
    for _ in range(100):
        if os.path.exists(sock_path):
            break
        time.sleep(0.1)
    time.sleep(0.5)
    held = []
    for _ in range(flood):
        try:
            held.append(socket.create_connection(("127.0.0.1", port), timeout=5,
                                                 source_address=("127.0.0.1", 0)))
        except OSError:
            break
    time.sleep(1.0)
    kept = 0
    for s in held:
        s.setblocking(False)
        try:
            kept += s.recv(1) != b""
        except BlockingIOError:
            kept += 1  # still open: nothing to read
        except OSError:
            pass
    p50_tcp, p99_tcp, fail_tcp = timed(lambda: request_tcp("127.0.0.2"), probes)
    p50_unix, p99_unix, fail_unix = timed(request_unix, probes)
    print(f"flood: {len(held)} idle connections opened from 127.0.0.1, {kept} kept by the server")
    print(f"probe over TCP from 127.0.0.2: p50 {p50_tcp:.2f} ms, p99 {p99_tcp:.2f} ms, "
          f"{fail_tcp} of {probes} failed")
    print(f"probe on the Unix socket:      p50 {p50_unix:.2f} ms, p99 {p99_unix:.2f} ms, "
          f"{fail_unix} of {probes} failed")
finally:
    for s in locals().get("held", []):
        s.close()
    daemon.terminate()
    daemon.wait()
    shutil.rmtree(work, ignore_errors=True)
