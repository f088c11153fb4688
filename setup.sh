#!/bin/sh
# Installs the Debian packages this tutorial builds and runs with, and only
# those that are missing: on a machine where everything is there it does
# nothing. Runs apt-get as root, or through sudo for another user.
# Two OpenCL implementations run on the CPU: PoCL, the default, and Mesa's
# rusticl (mesa-opencl-icd; RUSTICL_ENABLE=llvmpipe turns its device on),
# which the tests run on too (docs/setup.md).
set -eu

packages="cmake ninja-build g++ pkg-config
ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers pocl-opencl-icd mesa-opencl-icd clinfo
libstb-dev libcli11-dev nlohmann-json3-dev doctest-dev oclgrind python3
libopencv-imgproc-dev"

missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "setup.sh: missing packages:$missing; run this script as root (or install sudo)" >&2
    exit 1
fi
echo "setup.sh: installing$missing"
$as_root apt-get update
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
