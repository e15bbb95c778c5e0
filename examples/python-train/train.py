"""A small training job for gpuq: fits y = 3x + 2 by gradient descent.

Run it from this directory with its virtualenv active (see README.md):

    gpuq submit fit -p team-a -g 1 -e EPOCHS=20 -- python train.py

It needs `trainkit`, which is installed into the virtualenv only, so it runs
under gpuq exactly when the pod gets the submitting shell's environment and
directory. It saves a checkpoint after every epoch and resumes from the last
one, so a preempted or restarted pod goes on where it stopped.
"""

import json
import os
import sys

import trainkit


def main() -> int:
    epochs = int(os.environ.get("EPOCHS", "10"))
    checkpoint = os.environ.get("CHECKPOINT", "checkpoint.json")
    devices = os.environ.get("CUDA_VISIBLE_DEVICES", "(none)")
    print(f"python {sys.version.split()[0]} from {sys.prefix}", flush=True)
    print(f"workload {os.environ.get('GPUQ_WORKLOAD', '?')} on GPUs {devices}", flush=True)

    state = trainkit.load(checkpoint)
    data = trainkit.dataset(samples=64, seed=7)
    for epoch in range(state["epoch"], epochs):
        state["w"], state["b"], loss = trainkit.step(state["w"], state["b"], data, rate=0.5)
        state["epoch"] = epoch + 1
        trainkit.save(checkpoint, state)
        print(f"epoch {epoch + 1}/{epochs} loss {loss:.6f}", flush=True)
    print(json.dumps({"w": round(state["w"], 3), "b": round(state["b"], 3)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
