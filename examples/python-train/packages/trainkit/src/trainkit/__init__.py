"""Helpers for train.py: data, one gradient step, checkpoints."""

import json
import os
import random


def dataset(samples, seed):
    rng = random.Random(seed)
    points = []
    for _ in range(samples):
        x = rng.uniform(-1.0, 1.0)
        points.append((x, 3.0 * x + 2.0 + rng.gauss(0.0, 0.01)))
    return points


def step(w, b, data, rate):
    """One step of gradient descent on the mean squared error."""
    n = len(data)
    grad_w = sum(2.0 * (w * x + b - y) * x for x, y in data) / n
    grad_b = sum(2.0 * (w * x + b - y) for x, y in data) / n
    w, b = w - rate * grad_w, b - rate * grad_b
    loss = sum((w * x + b - y) ** 2 for x, y in data) / n
    return w, b, loss


def load(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        return {"epoch": 0, "w": 0.0, "b": 0.0}


def save(path, state):
    # Write then rename: a pod killed mid-write leaves the last good checkpoint.
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(state, f)
    os.replace(tmp, path)
