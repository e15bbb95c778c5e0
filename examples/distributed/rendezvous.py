"""Two or more ranks find each other over TCP, as torch.distributed's env://
rendezvous does, with Python's standard library only.

Rank 0 (the master) listens on MASTER_ADDR:MASTER_PORT and waits for the other
WORLD_SIZE - 1 ranks; each sends its rank, and the master answers all of them
with the ranks that came. Every rank prints what it found.
"""
import os
import socket
import time

addr = os.environ["MASTER_ADDR"]
port = int(os.environ["MASTER_PORT"])
rank = int(os.environ["RANK"])
size = int(os.environ["WORLD_SIZE"])
role = os.environ.get("GPUQ_ROLE", "?")

if rank == 0:
    server = socket.create_server(("", port))
    peers, ranks = [], [0]
    while len(peers) < size - 1:
        conn, _ = server.accept()
        ranks.append(int(conn.recv(16).decode()))
        peers.append(conn)
    found = ",".join(str(r) for r in sorted(ranks))
    for conn in peers:
        conn.sendall(found.encode())
        conn.close()
else:
    deadline = time.time() + 60
    while True:
        try:
            conn = socket.create_connection((addr, port), timeout=5)
            break
        except OSError:
            if time.time() > deadline:
                raise
            time.sleep(0.1)
    conn.sendall(str(rank).encode())
    found = conn.recv(64).decode()
print(f"rank {rank} of {size} ({role}) found ranks {found}", flush=True)
