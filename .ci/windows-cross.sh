#!/usr/bin/env bash
# Windows, from Debian: every target cross-built for 64-bit Windows with
# mingw-w64, warnings as errors (the windows-cross preset), then run under
# wine64 on PoCL: wine's opencl.dll forwards to the host's ICD loader, so
# the .exe files see the same device as the native build. Each lesson's
# output files are compared byte for byte with a native run's; compare
# runs at a small size; check gives its verdicts on the solutions and on a
# crashing and an endless kernel. Needs the native build (build/default).
# Installs mingw-w64 and wine64 if they are missing. Prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
start=$(date +%s)

packages=(g++-mingw-w64-x86-64-posix mingw-w64-tools wine64)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y "${missing[@]}"
fi

# The tree the toolchain file searches (cmake/mingw-w64.cmake): links to
# the header-only packages' headers and CMake files, and OpenCL.dll's import
# library, made from wine's own opencl.dll: its exports listed (gendef),
# then turned into what the linker takes (dlltool).
deps=build/windows-deps
rm -rf "$deps" && mkdir -p "$deps/include" "$deps/share/cmake" "$deps/lib/cmake"
for headers in CL CLI nlohmann doctest stb; do ln -s "/usr/include/$headers" "$deps/include/$headers"; done
for package in OpenCLHeaders OpenCLHeadersCpp CLI11 nlohmann_json; do
    ln -s "/usr/share/cmake/$package" "$deps/share/cmake/$package"
done
ln -s /usr/lib/cmake/doctest "$deps/lib/cmake/doctest"
wine_opencl=$(dpkg -L wine64 libwine 2>/dev/null | grep '/x86_64-windows/opencl.dll$' | head -n 1)
gendef - "$wine_opencl" > "$deps/OpenCL.def" 2> /dev/null
x86_64-w64-mingw32-dlltool -d "$deps/OpenCL.def" -D OpenCL.dll -l "$deps/lib/libOpenCL.dll.a"

cmake --preset windows-cross -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
cmake --build --preset windows-cross
built=$(date +%s)
echo "windows-cross: every target built in $(( built - start )) s"

export WINEPREFIX="$root/build/wine-prefix" WINEDEBUG=-all
wineboot --init > /dev/null 2>&1
native=build/default
cross=build/windows-cross
runs=build/windows-runs
rm -rf "$runs"
failed=0

# Lessons 00 to 07: RESULT: PASSED under wine, and the same files as natively.
# Three of lesson 07's files record the run's own timings, so they differ
# from run to run on any OS: they are left out of the comparison.
timed_files='timeline.png|timeline.json|pipeline.json'
for lesson in 00-primer 01-sobel-scalar 02-sobel-vector 03-histogram 04-sharpen-naive 05-sharpen-local \
              06-sobel-image 07-pipeline; do
    arguments=()
    [ "$lesson" = 00-primer ] || arguments=(--output-dir "$runs/native/$lesson")
    "$native/$lesson/$lesson" "${arguments[@]}" > "$runs.native.log" 2>&1 || true
    [ "$lesson" = 00-primer ] || arguments=(--output-dir "$runs/wine/$lesson")
    if ! wine "$cross/$lesson/$lesson.exe" "${arguments[@]}" > "$runs.$lesson.log" 2>&1 ||
       ! grep -q 'PASSED' "$runs.$lesson.log"; then
        echo "$lesson under wine: no PASSED"; cat "$runs.$lesson.log"; failed=1; continue
    fi
    [ "$lesson" = 00-primer ] && { echo "$lesson under wine: PASSED"; continue; }
    compared=0
    for file in "$runs/native/$lesson"/*; do
        name=$(basename "$file")
        if [[ "$name" =~ ^($timed_files)$ ]]; then continue; fi
        if ! cmp -s "$file" "$runs/wine/$lesson/$name"; then echo "$lesson: $name differs"; failed=1; fi
        compared=$((compared + 1))
    done
    echo "$lesson under wine: PASSED, $compared output files identical to the native run's"
done

# compare, at a small size.
wine "$cross/compare/compare.exe" --sizes 256x256 --output-dir "$runs/compare" > "$runs.compare.log" 2>&1 ||
    { echo "compare under wine failed:"; cat "$runs.compare.log"; failed=1; }

# check: every solution SOLVED; a crashing kernel CRASHED; an endless one DID NOT FINISH.
expect_check() {
    local what=$1 expected=$2 expected_exit=$3 status=0
    shift 3
    wine "$cross/check/check.exe" "$@" --output-dir "$runs/check" > "$runs.check.log" 2>&1 || status=$?
    if [ $status -ne "$expected_exit" ] || ! grep -q "$expected" "$runs.check.log"; then
        echo "check $what under wine: exit $status, not $expected_exit, or no '$expected' in:"
        cat "$runs.check.log"
        failed=1
    else
        echo "check $what under wine: $expected"
    fi
}
expect_check "--finished" "^\([0-9]*\)/\1 exercises solved" 0 --finished --no-races
expect_check "on a crashing kernel" "CRASHED" 1 01 --kernel tests/data/sobel_no_bounds_check.cl --no-races
expect_check "on an endless kernel" "DID NOT FINISH" 1 01 --kernel tests/data/crashing/sobel_endless_loop.cl \
    --time-limit 3 --no-races

echo "windows-cross: built in $(( built - start )) s, run in $(( $(date +%s) - built )) s"
exit $failed
