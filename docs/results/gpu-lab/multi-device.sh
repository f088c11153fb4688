#!/usr/bin/env bash
# The harness of lesson 08's GPU runs (docs/08-multi-device.md): the lesson
# on two GPUs, without and with the CPU, for one SIZE x SIZE picture of
# camera.png tiled (Sobel, sharpen and the histogram), and the Sobel stream
# of FRAME x FRAME frames on two GPUs. Every comparison is made within one
# run, since runs on the same machine differ by a few per cent: each run
# times every device alone, then the shares (and, with the CPU, the shares
# again without it). Each run's console output is OUTPUT_DIR/<run>.txt, its
# record OUTPUT_DIR/<run>/multi-device.json; summary.txt sets the records
# against the lesson's goals:
#   - the picture on two GPUs (shares by speed) in at most 0.55x the faster
#     GPU alone's whole-job time;
#   - the stream on two GPUs at least 1.9x the faster GPU alone's frames
#     per second;
#   - the CPU added never slower: the split the lesson picks against the
#     best without the CPU.
# CPU, GPU_A and GPU_B are what --devices takes (P:D or part of a name).
# STRIPS in the environment sets --strips, the strips of each device's share
# (unset: the lesson measures the fastest count for each job).
# Seven runs: the first version's fourteen (one GPU and two, each with and
# without the CPU, in runs of their own) took over 200 s at 8192 and 4096
# with 20 iterations on two H200s.
#
#   docs/results/gpu-lab/multi-device.sh CPU GPU_A GPU_B SIZE FRAME ITERATIONS OUTPUT_DIR
#   docs/results/gpu-lab/multi-device.sh 0:0 1:0 1:1 8192 4096 20 /tmp/lab08
set -euo pipefail
if [ $# -ne 7 ]; then
    echo "usage: $0 CPU GPU_A GPU_B SIZE FRAME ITERATIONS OUTPUT_DIR" >&2
    exit 2
fi
cpu=$1 gpu_a=$2 gpu_b=$3 size=$4 frame=$5 iterations=$6 out=$7
build=${OCLTUT_BUILD:-build/default}
lesson="$build/08-multi-device/08-multi-device"
mkdir -p "$out"
for picture_size in "$size" "$frame"; do
    "$build/tests/make-test-image" --size "${picture_size}x${picture_size}" --content photo:data/camera.png \
        --output "$out/camera-$picture_size.png" > /dev/null
done

# run NAME ARGS...: the lesson, its output kept beside its record.
run() {
    local name=$1
    shift
    echo "## $name: $*"
    "$lesson" --iterations "$iterations" ${STRIPS:+--strips "$STRIPS"} --output-dir "$out/$name" "$@" \
        > "$out/$name.txt"
}

# The picture: a stream of one small frame only, the picture's steps are
# what these runs measure.
for job in sobel sharpen histogram; do
    run "$job-2-gpus" --job "$job" --devices "$gpu_a,$gpu_b" --input "$out/camera-$size.png" --frames 1 \
        --frame-size 64x64
    run "$job-2-gpus-cpu" --job "$job" --devices "$cpu,$gpu_a,$gpu_b" --input "$out/camera-$size.png" --frames 1 \
        --frame-size 64x64
done
# The stream: 256 frames on two GPUs; the run also times the faster GPU
# alone.
run stream-2-gpus --devices "$gpu_a,$gpu_b" --input "$out/camera-$frame.png" --frames 256

python3 - "$out" > "$out/summary.txt" <<'PYTHON'
import json
import sys
from pathlib import Path

out = Path(sys.argv[1])


def record(name):
    return json.loads((out / name / "multi-device.json").read_text())


def verdict(met):
    return "met" if met else "NOT met"


def split_ms(run, name):
    """The median of the split `name` in `run`, None where it did not run."""
    return next((entry["median_ms"] for entry in run["splits"] if entry["split"] == name), None)


def best_without_cpu(run):
    """The fastest of the run's splits that give the CPU no rows: each device
    that is not a CPU alone, and the shares by speed without the CPU (run
    only when the devices mix CPUs and others). Where every device is a CPU,
    each device alone."""
    gpus = [d for d, device in enumerate(run["devices"]) if ", CPU," not in device["device"]]
    names = [f"device {d} alone" for d in (gpus or range(len(run["devices"])))] + ["shares by speed, no CPU"]
    return min(ms for ms in (split_ms(run, name) for name in names) if ms is not None)


for job in ("sobel", "sharpen", "histogram"):
    two = record(f"{job}-2-gpus")
    alone, shared = two["best"]["alone_ms"], split_ms(two, "shares by speed")
    strips = f"{two['strips']} strips a share{', measured' if two.get('strips_measured') else ''}"
    print(f"{job} {two['size']}, {strips}: the faster GPU alone {alone:.3f} ms, 2 GPUs (shares by speed) "
          f"{shared:.3f} ms, {shared / alone:.3f}x: goal at most 0.55x, {verdict(shared / alone <= 0.55)}")
    with_cpu = record(f"{job}-2-gpus-cpu")
    without = best_without_cpu(with_cpu)
    picked, everyone = with_cpu["best"], split_ms(with_cpu, "shares by speed")
    print(f"  with the CPU, in one run: every device {everyone:.3f} ms, the best without the CPU {without:.3f} ms; "
          f"picked {picked['split']}, {picked['median_ms']:.3f} ms, {picked['median_ms'] / without:.3f}x the best "
          f"without it: goal never slower, {verdict(picked['median_ms'] <= without)}")
stream = record("stream-2-gpus")["stream"]
ratio = stream["every_device_fps"] / stream["fastest_alone_fps"]
print(f"stream {stream['size']}: the faster GPU alone {stream['fastest_alone_fps']:.1f} fps, 2 GPUs "
      f"{stream['every_device_fps']:.1f} fps (frames taken {stream['frames_per_device']}), {ratio:.3f}x: "
      f"goal at least 1.9x, {verdict(ratio >= 1.9)}")
for name in sorted(path.name for path in out.iterdir() if (path / "multi-device.json").exists()):
    if not record(name)["verified"]:
        print(f"{name}: FAILED its verification")
PYTHON
cat "$out/summary.txt"
