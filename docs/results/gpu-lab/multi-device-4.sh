#!/usr/bin/env bash
# The harness of lesson 08's runs on four GPUs (docs/08-multi-device.md):
# one SIZE x SIZE picture of camera.png tiled on all four GPUs, for Sobel,
# sharpen and the histogram (each run prints and records the speed-up
# against N, the N fastest devices, N = 1 to 4), Sobel again with the CPU
# added, and the Sobel stream of FRAME x FRAME frames on the first two GPUs
# and on all four, ROUNDS times in turn, since the stream's rate moves by a
# few per cent from run to run. Each run's console output is
# OUTPUT_DIR/<run>.txt, its record OUTPUT_DIR/<run>/multi-device.json;
# summary.txt, in OUTPUT_DIR too, sums them up (multi-device-4-summary.py).
# STREAM_FRAMES in the environment sets the stream's frames (default 4096).
# CPU and GPU_A..GPU_D are what --devices takes (P:D or part of a name).
#
#   docs/results/gpu-lab/multi-device-4.sh CPU GPU_A GPU_B GPU_C GPU_D SIZE FRAME ITERATIONS ROUNDS OUTPUT_DIR
#   docs/results/gpu-lab/multi-device-4.sh 0:0 1:0 1:1 1:2 1:3 8192 4096 20 3 /tmp/lab08-4
set -euo pipefail
if [ $# -ne 10 ]; then
    echo "usage: $0 CPU GPU_A GPU_B GPU_C GPU_D SIZE FRAME ITERATIONS ROUNDS OUTPUT_DIR" >&2
    exit 2
fi
cpu=$1 gpus="$2,$3,$4,$5" two_gpus="$2,$3" size=$6 frame=$7 iterations=$8 rounds=$9 out=${10}
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
    "$lesson" --output-dir "$out/$name" "$@" > "$out/$name.txt"
}

# The picture: a stream of one small frame only, the picture's steps are
# what these runs measure.
for job in sobel sharpen histogram; do
    run "$job-4-gpus" --job "$job" --devices "$gpus" --input "$out/camera-$size.png" --iterations "$iterations" \
        --frames 1 --frame-size 64x64
done
run sobel-4-gpus-cpu --job sobel --devices "$cpu,$gpus" --input "$out/camera-$size.png" \
    --iterations "$iterations" --frames 1 --frame-size 64x64
# The stream: 4096 frames, 4 strips a frame (the count the two-GPU runs
# measured fastest at 4096x4096), 5 iterations of the picture steps that
# come first.
for round in $(seq "$rounds"); do
    for devices in "$two_gpus" "$gpus"; do
        count=$(($(tr -cd , <<< "$devices" | wc -c) + 1))
        run "stream-$count-gpus-round-$round" --devices "$devices" --input "$out/camera-$frame.png" \
            --frames "${STREAM_FRAMES:-4096}" --strips 4 --iterations 5
    done
done
python3 "$(dirname "$0")/multi-device-4-summary.py" "$out" > "$out/summary.txt"
cat "$out/summary.txt"
