#!/usr/bin/env bash
# The harness of two recorded GPU measurements kept here: lesson 03's access
# orders (h100-order.txt) and the PTX of the Sobel kernels (ptx/). It runs
# the project's own programs, built as the README builds them.
#
#   docs/results/gpu-lab/order-and-ptx.sh DEVICE SIZES REPEATS OUTPUT_DIR
#   docs/results/gpu-lab/order-and-ptx.sh nvidia "4096 8192" 3 /tmp/lab
#
# DEVICE is what --device takes, or '' for the default device.
#
# For each size (a square picture, camera.png tiled), each repeat, each
# order and each variant of lesson 03: one run of 100 timed launches. Then
# the binary the driver makes of four Sobel kernel files (program-binary:
# PTX on an NVIDIA GPU) and, in load-counts.txt, its global loads and
# stores by width (ld.global.u8: one byte; ld.global.v4.u32: sixteen).
set -euo pipefail
if [ $# -ne 4 ]; then
    echo "usage: $0 DEVICE SIZES REPEATS OUTPUT_DIR" >&2
    exit 2
fi
device=$1 sizes=$2 repeats=$3 out=$4
build=${OCLTUT_BUILD:-build/default}
mkdir -p "$out/ptx"

for size in $sizes; do
    "$build/tests/make-test-image" --size "${size}x${size}" --content photo:data/camera.png \
        --output "$out/camera-$size.png" > /dev/null
done
for size in $sizes; do
    for repeat in $(seq "$repeats"); do
        for order in strided contiguous; do
            for variant in lesson fast; do
                echo "## size ${size}x${size} order $order variant $variant rep $repeat"
                "$build/03-histogram/03-histogram" ${device:+--device "$device"} --input "$out/camera-$size.png" \
                    --order "$order" --variant "$variant" --iterations 100 --output-dir "$out/histogram"
            done
        done
    done
done > "$out/order.txt"

binary() {  # binary NAME KERNEL_FILE [BUILD_OPTIONS]
    "$build/compare/program-binary" ${device:+--device "$device"} --kernel "$2" --options "${3:-}" -o "$out/ptx/$1.ptx"
}
binary sobel_scalar 01-sobel-scalar/sobel_scalar.cl
binary sobel_vector 02-sobel-vector/sobel_vector.cl
binary sobel_packed 02-sobel-vector/going-further/sobel_packed.cl "-D ROWS=4 -D ALIGNED_ROWS=1"
binary sobel_image 06-sobel-image/sobel_image.cl
for file in "$out"/ptx/*.ptx; do
    echo "== $(basename "$file")"
    grep -aoE '\b(ld|st)\.global(\.nc)?(\.v[24])?\.[a-z][0-9]+|\btex\.[a-z0-9.]+' "$file" | sort | uniq -c || true
done > "$out/ptx/load-counts.txt"
