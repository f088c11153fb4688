#!/usr/bin/env bash
# The harness of lesson 08's GPU runs (docs/08-multi-device.md): the lesson
# on one and on two GPUs, with and without the CPU, for one SIZE x SIZE
# picture of camera.png tiled (Sobel, sharpen and the histogram), and the Sobel stream of
# FRAME x FRAME frames on one and on two GPUs. Each run's console output is
# OUTPUT_DIR/<run>.txt, its record OUTPUT_DIR/<run>/multi-device.json;
# summary.txt sets the records against the lesson's goals:
#   - the picture on two GPUs in at most 0.55x one GPU's whole-job time;
#   - the stream on two GPUs at least 1.9x one GPU's frames per second;
#   - the CPU added never slower than without it.
# CPU, GPU_A and GPU_B are what --devices takes (P:D or part of a name).
# STRIPS in the environment sets --strips, the strips of each device's share
# (the lesson's default when unset).
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
    run "$job-1-gpu" --job "$job" --devices "$gpu_a" --input "$out/camera-$size.png" --frames 1 --frame-size 64x64
    run "$job-2-gpus" --job "$job" --devices "$gpu_a,$gpu_b" --input "$out/camera-$size.png" --frames 1 \
        --frame-size 64x64
    run "$job-1-gpu-cpu" --job "$job" --devices "$cpu,$gpu_a" --input "$out/camera-$size.png" --frames 1 \
        --frame-size 64x64
    run "$job-2-gpus-cpu" --job "$job" --devices "$cpu,$gpu_a,$gpu_b" --input "$out/camera-$size.png" --frames 1 \
        --frame-size 64x64
done
# The stream: 256 frames, on one GPU and on two (the second run also times
# the faster GPU alone).
run stream-1-gpu --devices "$gpu_a" --input "$out/camera-$frame.png" --frames 256
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


for job in ("sobel", "sharpen", "histogram"):
    one, two = record(f"{job}-1-gpu"), record(f"{job}-2-gpus")
    ratio = two["best"]["median_ms"] / one["best"]["median_ms"]
    print(f"{job} {one['size']}: 1 GPU {one['best']['median_ms']:.3f} ms, 2 GPUs {two['best']['median_ms']:.3f} ms "
          f"({two['best']['split']}), {ratio:.2f}x: goal at most 0.55x, {verdict(ratio <= 0.55)}")
    for gpus in ("1-gpu", "2-gpus"):
        without, with_cpu = record(f"{job}-{gpus}"), record(f"{job}-{gpus}-cpu")
        ratio = with_cpu["best"]["median_ms"] / without["best"]["median_ms"]
        print(f"  {gpus} with the CPU: {with_cpu['best']['median_ms']:.3f} ms ({with_cpu['best']['split']}), "
              f"{ratio:.2f}x without it: goal never slower, {verdict(ratio <= 1.0)}")
one, two = record("stream-1-gpu")["stream"], record("stream-2-gpus")["stream"]
ratio = two["every_device_fps"] / one["every_device_fps"]
same_run = two["every_device_fps"] / two["fastest_alone_fps"]
print(f"stream {two['size']}: 1 GPU {one['every_device_fps']:.1f} fps, 2 GPUs {two['every_device_fps']:.1f} fps "
      f"(frames taken {two['frames_per_device']}), {ratio:.2f}x ({same_run:.2f}x the faster GPU alone in the same "
      f"run): goal at least 1.9x, {verdict(ratio >= 1.9)}")
for name in sorted(path.name for path in out.iterdir() if (path / "multi-device.json").exists()):
    if not record(name)["verified"]:
        print(f"{name}: FAILED its verification")
PYTHON
cat "$out/summary.txt"
