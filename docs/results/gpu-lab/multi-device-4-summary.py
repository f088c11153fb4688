#!/usr/bin/env python3
"""Sums up a folder of multi-device-4.sh (lesson 08 on four GPUs): for each
job, the speed-up at N = 4 and the bytes it moved over the buses a second
there, against the buses' and the host copy's rates; for each stream run,
its frames a second against the faster GPU alone's and its bytes over the
buses a second; then the ranges over the rounds. A folder's variant runs
in a subfolder (host-thread-per-device/) are summed up too.

    docs/results/gpu-lab/multi-device-4-summary.py FOLDER > FOLDER/summary.txt
"""
import json
import sys
from pathlib import Path


def record(path):
    return json.loads((path / "multi-device.json").read_text())


def pixels(size):
    width, height = size.split("x")
    return int(width) * int(height)


def gb_per_s(bytes_per_ms):
    return bytes_per_ms / 1e6


def jobs(folder):
    for job in ("sobel", "sharpen", "histogram"):
        run = record(folder / f"{job}-4-gpus")
        floor = run["bus_floors"][0]
        bytes_moved = floor["gb_per_s"] * floor["median_ms"] * 1e6
        last = run["speed_up"][-1]
        print(f"{job} {run['size']}, {last['devices']} GPUs: {last['median_ms']:.3f} ms, {last['speed_up']:.2f}x one GPU; "
              f"over the buses {gb_per_s(bytes_moved / last['median_ms']):.0f} GB/s; the buses together "
              f"{run['bus_sum_gb_per_s']:.1f} GB/s; the host copy {run['host_copy']['gb_per_s']:.1f} GB/s")


def streams(folder, label):
    rates = {}
    for path in sorted(p for p in folder.glob("stream-*-gpus-round-*") if p.is_dir()):
        stream = record(path)["stream"]
        gpus = len(stream["frames_per_device"])
        bytes_per_frame = 3 * pixels(stream["size"])  # luminance in, dX and dY out
        ratio = stream["every_device_fps"] / stream["fastest_alone_fps"]
        together = gb_per_s(bytes_per_frame * stream["every_device_fps"] / 1000)
        alone = gb_per_s(bytes_per_frame * stream["fastest_alone_fps"] / 1000)
        rates.setdefault(gpus, []).append((ratio, together, alone))
        print(f"{label} {path.name}: the faster GPU alone {stream['fastest_alone_fps']:.1f} fps ({alone:.0f} GB/s), "
              f"{gpus} GPUs {stream['every_device_fps']:.1f} fps ({together:.0f} GB/s), {ratio:.2f}x; frames taken "
              f"{stream['frames_per_device']}")
    for gpus, values in sorted(rates.items()):
        ratios, together, alone = zip(*values)
        print(f"{label} on {gpus} GPUs, every round: {min(ratios):.2f}x to {max(ratios):.2f}x one GPU, "
              f"{min(together):.0f} to {max(together):.0f} GB/s over the buses; one GPU alone {min(alone):.0f} to "
              f"{max(alone):.0f} GB/s")


folder = Path(sys.argv[1])
jobs(folder)
streams(folder, "stream")
variant = folder / "host-thread-per-device"
if variant.is_dir():
    streams(variant, "host thread per GPU:")
