#!/usr/bin/env bash
# The harness of lesson 06's recorded sweep (h100-sobel-image-sweep.txt):
# `06-sobel-image --sweep` (every variant verified, then timed) on square
# pictures of camera.png tiled, each size run REPEATS times.
#
#   docs/results/gpu-lab/sobel-image-sweep.sh DEVICE SIZES REPEATS ITERATIONS OUTPUT_DIR
#   docs/results/gpu-lab/sobel-image-sweep.sh nvidia "4096 8192" 2 100 /tmp/lab
#
# DEVICE is what --device takes, or '' for the default device.
set -euo pipefail
if [ $# -ne 5 ]; then
    echo "usage: $0 DEVICE SIZES REPEATS ITERATIONS OUTPUT_DIR" >&2
    exit 2
fi
device=$1 sizes=$2 repeats=$3 iterations=$4 out=$5
build=${OCLTUT_BUILD:-build/default}
mkdir -p "$out"
for size in $sizes; do
    "$build/tests/make-test-image" --size "${size}x${size}" --content photo:data/camera.png \
        --output "$out/camera-$size.png" > /dev/null
    for repeat in $(seq "$repeats"); do
        echo "## size ${size}x${size} rep $repeat"
        "$build/06-sobel-image/06-sobel-image" ${device:+--device "$device"} --input "$out/camera-$size.png" --sweep \
            --iterations "$iterations" --output-dir "$out/sobel-image"
    done
done > "$out/sweep.txt"
