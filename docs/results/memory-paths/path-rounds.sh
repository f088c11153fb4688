#!/usr/bin/env bash
# The harness of memory-paths.md's rounds (pocl-rounds.txt): lesson 01 on
# a square picture of the astronaut photo tiled, on each memory path in
# turn, copy, zero copy, pinned, round after round, so that whatever else
# the machine does falls on all three paths alike.
#
#   docs/results/memory-paths/path-rounds.sh DEVICE SIZE ROUNDS OUTPUT_DIR
#   docs/results/memory-paths/path-rounds.sh pocl 4096 3 /tmp/paths
#
# DEVICE is what --device takes, or '' for the default device.
set -euo pipefail
if [ $# -ne 4 ]; then
    echo "usage: $0 DEVICE SIZE ROUNDS OUTPUT_DIR" >&2
    exit 2
fi
device=$1 size=$2 rounds=$3 out=$4
build=${OCLTUT_BUILD:-build/default}
mkdir -p "$out"
"$build/tests/make-test-image" --size "${size}x${size}" --content photo:data/astronaut.png \
    --output "$out/astronaut-$size.png" > /dev/null
for round in $(seq "$rounds"); do
    for path in copy zero-copy pinned; do
        echo "## round $round path $path load $(cut -d' ' -f1 /proc/loadavg)"
        "$build/01-sobel-scalar/01-sobel-scalar" ${device:+--device "$device"} --input "$out/astronaut-$size.png" \
            --memory "$path" --output-dir "$out/sobel"
    done
done > "$out/rounds.txt"
