#!/usr/bin/env python3
"""Submits acknowledged versus present after a kill -9 under load.

Starts a daemon (mock GPUs), creates a project, and has CLIENTS threads
submit SUBMITS unplaceable trainings each over the Unix socket. Half way
through, the daemon gets SIGKILL; the clients stop at their first failure.
A new daemon starts on the same state, and the script prints how many
submits were acknowledged (202), how many workloads are present, and any
acknowledged one missing or any name present twice.

  bench/scripts/kill9_under_load.py [BUILD_DIR] [CLIENTS] [SUBMITS]
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

build = sys.argv[1] if len(sys.argv) > 1 else "build"
clients = int(sys.argv[2]) if len(sys.argv) > 2 else 4
submits = int(sys.argv[3]) if len(sys.argv) > 3 else 500

work = tempfile.mkdtemp(prefix="gpuq-kill9-")
mock = os.path.join(work, "mock.yaml")
with open(mock, "w") as f:
    f.write("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 4}\n")
sock_path = os.path.join(work, "gpuq.sock")


def start():
    d = subprocess.Popen([os.path.join(build, "gpuq"), "daemon", "--state-dir",
                          os.path.join(work, "state"), "--socket", sock_path, "--gpus",
                          "mock:" + mock], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            if call("GET", "/api/v1/version")[0] == 200:
                return d
        except OSError:
            pass
        time.sleep(0.05)
    raise SystemExit("the daemon did not start")


def call(method, path, body=None):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(20)
    s.connect(sock_path)
    data = json.dumps(body).encode() if body is not None else b""
    s.sendall(f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
              f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n".encode()
              + data)
    reply = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        reply += chunk
    s.close()
    head, _, rest = reply.partition(b"\r\n\r\n")
    return int(head.split()[1]), rest


acknowledged = []
lock = threading.Lock()
count = [0]


def client(index):
    for i in range(submits):
        name = f"c{index}-{i}"
        body = {"name": name, "projectId": "team-a",
                "spec": {"command": "sleep 1", "compute": {"gpuDevicesRequest": 8}}}
        try:
            status, _ = call("POST", "/api/v1/workloads/trainings", body)
        except (OSError, IndexError, ValueError):  # the daemon died mid-request
            return
        if status != 202:
            return
        with lock:
            acknowledged.append(name)
            count[0] += 1


daemon = start()
try:
    call("POST", "/api/v1/org-unit/projects",
         {"name": "team-a", "resources": [{"nodePool": {"name": "default"},
                                           "gpu": {"deserved": 1}}]})
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    while count[0] < clients * submits // 2:
        time.sleep(0.005)
    daemon.send_signal(signal.SIGKILL)
    daemon.wait()
    for t in threads:
        t.join()
    daemon = start()
    names = []
    offset = 0
    while True:
        status, body = call("GET", f"/api/v1/workloads?limit=500&offset={offset}")
        page = json.loads(body)["workloads"]
        names += [w["name"] for w in page]
        if len(page) < 500:
            break
        offset += 500
    present = set(names)
    missing = [n for n in acknowledged if n not in present]
    print(f"{clients} clients, kill -9 after {clients * submits // 2} acknowledged submits")
    print(f"acknowledged: {len(acknowledged)}, present: {len(names)}, "
          f"acknowledged but missing: {len(missing)}, present twice: {len(names) - len(present)}")
finally:
    daemon.send_signal(signal.SIGTERM)
    daemon.wait()
    shutil.rmtree(work, ignore_errors=True)
