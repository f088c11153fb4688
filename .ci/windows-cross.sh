#!/usr/bin/env bash
# Windows, from Debian: the lessons, compare, check and the doctest programs
# that run on any OS cross-built for 64-bit Windows with mingw-w64, warnings
# as errors (the windows-cross preset, unoptimised), then run under wine64
# on PoCL: wine's opencl.dll forwards to the host's ICD loader, so the .exe
# files see the same device as the native build. Each lesson runs on a small
# photo, and its output files are compared byte for byte with a native
# run's (the lessons built in build/default for it); compare runs at 64x64;
# check gives its verdicts on the solutions and on a crashing and an endless
# kernel; the doctest programs' cases run through CTest, each under wine
# (the windows-cross test preset: label windows, less the sweeps). Exits
# with 1 on any failure or difference.
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
# Debian's doctest names /usr/include in its CMake files, where the host's C
# library is: a copy of them names this tree instead.
cp -r /usr/lib/cmake/doctest "$deps/lib/cmake/doctest"
sed -i "s|set(_IMPORT_PREFIX \"/usr\")|set(_IMPORT_PREFIX \"$root/$deps\")|" "$deps/lib/cmake/doctest/doctestTargets.cmake"
wine_opencl=$(dpkg -L wine64 libwine 2>/dev/null | grep '/x86_64-windows/opencl.dll$' | head -n 1)
gendef - "$wine_opencl" > "$deps/OpenCL.def" 2> /dev/null
x86_64-w64-mingw32-dlltool -d "$deps/OpenCL.def" -D OpenCL.dll -l "$deps/lib/libOpenCL.dll.a"

# wine's own files, made once in a prefix of the build's: the build runs
# each doctest program under wine to list its cases (doctest_discover_tests).
export WINEPREFIX="$root/build/wine-prefix" WINEDEBUG=-all
# wineserver works in the prefix's folder: on a fresh clone it must be made
# first (wineboot fills it below).
mkdir -p "$WINEPREFIX"
# One wine server for the whole script, started first and stopped at its
# end: left to itself it exits once no program runs, and a program started
# in that moment (CTest starts one after another) failed with "recvmsg:
# Connection reset by peer".
wineserver --kill > /dev/null 2>&1 || true
wineserver --wait || true
wineserver --persistent
trap 'wineserver --kill > /dev/null 2>&1 || true' EXIT
wineboot --init > /dev/null 2>&1

# What the runs below use, and only that (a subset, for CI's time: compare's
# sweep and program-binary tools are not cross-built), without optimisation
# and without debug information: compiled without mingw-w64's -O3 they take
# about half the CPU time, and mingw-w64's linker spent a large part of a
# Debug build on the debug information (about 11 min here with it, 9 min
# without). The warnings that only the optimizer finds are the native GCC
# build's to catch.
cross_programs=(00-primer 01-sobel-scalar 02-sobel-vector 03-histogram 04-sharpen-naive 05-sharpen-local 06-sobel-image
                07-pipeline 08-multi-device compare check
                test-common test-image-io test-01-sobel-scalar test-02-sobel-vector test-03-histogram
                test-04-sharpen-naive test-05-sharpen-local test-06-sobel-image test-07-pipeline test-08-multi-device
                test-compare test-memory-paths)
cmake --preset windows-cross -DCMAKE_COMPILE_WARNING_AS_ERROR=ON -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0
# Once more on a failure: wine has failed to start a program to list its
# cases (exit code 1, no output) while the same program listed them at once
# when run again. A compile or link error fails the second time too.
if ! cmake --build --preset windows-cross --target "${cross_programs[@]}"; then
    echo "windows-cross: the build failed; building once more, in case wine failed to start a program"
    cmake --build --preset windows-cross --target "${cross_programs[@]}"
fi

# The native build the runs are compared with: the same programs, built
# here (ccache makes this quick where CI has built them already).
native=build/default
lessons=(00-primer 01-sobel-scalar 02-sobel-vector 03-histogram 04-sharpen-naive 05-sharpen-local 06-sobel-image
         07-pipeline 08-multi-device)
[ -f "$native/CMakeCache.txt" ] || cmake --preset default
cmake --build --preset default --target "${lessons[@]}"
built=$(date +%s)
echo "windows-cross: the programs built in $(( built - start )) s"

cross=build/windows-cross
runs=build/windows-runs
rm -rf "$runs" && mkdir -p "$runs"
# check keeps its progress here, not in the learner's file.
export OCLTUT_CHECK_STATE="$root/$runs/check-state.json"
failed=0

# Every lesson on a small photo of odd width (451x300), natively and under
# wine: RESULT: PASSED from both, and the same output files, byte for byte.
# The files that record a run's own timings differ from run to run on any
# OS: they are left out of the comparison (but must exist on both sides).
timed_files='timeline.png|timeline.json|pipeline.json|multi-device.json'
for lesson in "${lessons[@]}"; do
    case $lesson in
        00-primer) arguments=() ;;  # its own picture, no options
        07-pipeline | 08-multi-device) arguments=(--input data/chelsea.png --iterations 2 --frames 4) ;;
        *) arguments=(--input data/chelsea.png --iterations 2) ;;
    esac
    for side in native wine; do
        output=()
        [ "$lesson" = 00-primer ] || output=(--output-dir "$runs/$side/$lesson")
        program=("$native/$lesson/$lesson")
        [ $side = native ] || program=(wine "$cross/$lesson/$lesson.exe")
        log="$runs/$side-$lesson.log"
        if ! "${program[@]}" "${arguments[@]}" "${output[@]}" > "$log" 2>&1 || ! grep -q 'PASSED' "$log"; then
            echo "$lesson, $side: no PASSED"; cat "$log"; failed=1; continue 2
        fi
    done
    [ "$lesson" = 00-primer ] && { echo "$lesson under wine: PASSED"; continue; }
    if ! diff <(ls "$runs/native/$lesson") <(ls "$runs/wine/$lesson") > "$runs/$lesson.files.diff"; then
        echo "$lesson: the two runs wrote different files (< native, > wine):"; cat "$runs/$lesson.files.diff"
        failed=1
    fi
    compared=0 differing=0
    for file in "$runs/native/$lesson"/*; do
        name=$(basename "$file")
        if [[ "$name" =~ ^($timed_files)$ ]]; then continue; fi
        compared=$((compared + 1))
        if ! cmp -s "$file" "$runs/wine/$lesson/$name"; then
            echo "$lesson: $name differs"; differing=$((differing + 1)); failed=1
        fi
    done
    echo "$lesson under wine: PASSED; of its $compared output files compared, $differing differ from the native run's"
done

# compare, at a small size: every stage verified, its three files written.
if wine "$cross/compare/compare.exe" --sizes 64x64 --iterations 2 --output-dir "$runs/compare" \
        > "$runs/compare.log" 2>&1 &&
   [ -s "$runs/compare/results.json" ] && [ -s "$runs/compare/results.csv" ] && [ -s "$runs/compare/chart.svg" ]; then
    echo "compare under wine: ran, results.json, results.csv and chart.svg written"
else
    echo "compare under wine failed:"; cat "$runs/compare.log"; failed=1
fi

# check: every solution SOLVED; a crashing kernel CRASHED; an endless one DID NOT FINISH.
expect_check() {
    local what=$1 expected=$2 expected_exit=$3 status=0
    shift 3
    local log="$runs/check-${what// /-}.log"
    wine "$cross/check/check.exe" "$@" --no-races --output-dir "$runs/check" > "$log" 2>&1 || status=$?
    if [ $status -ne "$expected_exit" ] || ! grep -q "$expected" "$log"; then
        echo "check $what under wine: exit $status, not $expected_exit, or no '$expected' in:"
        cat "$log"
        failed=1
    else
        echo "check $what under wine: $(grep -m 1 "$expected" "$log")"
    fi
}
expect_check "--finished" "^\([0-9]*\)/\1 exercises solved" 0 --finished
expect_check "on a crashing kernel" "CRASHED" 1 01 --kernel tests/data/crashing/sobel_writes_far_away.cl
expect_check "on an endless kernel" "DID NOT FINISH" 1 01 --kernel tests/data/crashing/sobel_endless_loop.cl \
    --time-limit 3

# The doctest programs, each case a run of its program under wine (CTest
# puts the toolchain's CMAKE_CROSSCOMPILING_EMULATOR, wine, before it).
if ctest --preset windows-cross > "$runs/ctest.log" 2>&1; then
    echo "doctest programs under wine: $(grep -m 1 'tests passed' "$runs/ctest.log")"
else
    echo "doctest programs under wine failed:"; cat "$runs/ctest.log"; failed=1
fi

echo "windows-cross: built in $(( built - start )) s, run in $(( $(date +%s) - built )) s"
exit $failed
