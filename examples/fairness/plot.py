#!/usr/bin/env python3
"""Plots a `gpuq simulate --timeline` CSV: allocated GPUs and fair share per
project over time, and prints who held the GPUs for how long and each
project's share of the GPU-time.

    gpuq simulate --timeline two-queues.csv examples/fairness/two-queues.yaml
    python3 examples/fairness/plot.py two-queues.csv --skip dept          # two-queues.png
    python3 examples/fairness/plot.py two-queues.csv --skip dept --text   # no matplotlib

Leave departments out with --skip (the examples' is "dept"): their
allocation is their projects' sum. The PNG
needs matplotlib (Debian: python3-matplotlib); without it the summary alone
is printed.
"""
import argparse
import collections
import csv
import sys


def read(path):
    rows = list(csv.DictReader(open(path, newline="")))
    if not rows:
        sys.exit(f"{path}: no rows (did the scenario have run steps?)")
    times = sorted({int(r["time_s"]) for r in rows})
    series = collections.defaultdict(dict)
    for r in rows:
        series[r["project"]][int(r["time_s"])] = r
    return times, series


def summary(times, series, names):
    held = collections.Counter()
    runs, current, length = [], None, 0
    for t in times:
        holding = [n for n in names if float(series[n][t]["allocated_gpu"]) > 0]
        for n in names:
            held[n] += float(series[n][t]["allocated_gpu"])
        who = "+".join(holding) if holding else "(idle)"
        if who == current:
            length += 1
        else:
            if current is not None:
                runs.append((current, length))
            current, length = who, 1
    runs.append((current, length))
    total = sum(held.values())
    print("holders, in order (project x cycles):")
    print("  " + ", ".join(f"{who} x{n}" for who, n in runs))
    print("share of the GPU-time:")
    for n in names:
        print(f"  {n}: {100 * held[n] / total:.1f}%" if total else f"  {n}: 0%")


def plot(path, times, series, names):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("(matplotlib is not installed: no PNG; apt-get install python3-matplotlib)")
        return
    fig, axes = plt.subplots(2, 1, sharex=True, figsize=(10, 6))
    for n in names:
        axes[0].plot(times, [float(series[n][t]["allocated_gpu"]) for t in times], label=n)
        axes[1].plot(times, [float(series[n][t]["fair_share_gpu"]) for t in times], label=n)
    axes[0].set_ylabel("allocated GPUs")
    axes[1].set_ylabel("fair share (GPUs)")
    axes[1].set_xlabel("time (s)")
    axes[0].legend()
    out = path.rsplit(".", 1)[0] + ".png"
    fig.savefig(out, dpi=100)
    print(f"wrote {out}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("csv")
    parser.add_argument("--text", action="store_true", help="the summary only, no PNG")
    parser.add_argument("--skip", action="append", default=[], metavar="PROJECT",
                        help="leave this project out (a department); may be repeated")
    args = parser.parse_args()
    times, series = read(args.csv)
    names = [n for n in series if n not in args.skip]
    summary(times, series, names)
    if not args.text:
        plot(args.csv, times, series, names)


if __name__ == "__main__":
    main()
