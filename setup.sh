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
libopencv-imgproc-dev clang-format"

# Elsewhere, say what to install instead: the same packages under other
# names (docs/setup.md; these lists have not been tried here).
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    cat >&2 <<'EOF'
setup.sh installs Debian's and Ubuntu's packages with apt-get, which this system lacks. Install these, then run the cmake commands of README.md:
  Fedora:  sudo dnf install cmake ninja-build gcc-c++ ocl-icd-devel opencl-headers pocl clinfo cli11-devel json-devel doctest-devel python3
  Arch:    sudo pacman -S cmake ninja gcc ocl-icd opencl-headers opencl-clhpp pocl clinfo cli11 nlohmann-json doctest python
  macOS:   brew install cmake ninja opencl-icd-loader opencl-headers opencl-clhpp-headers pocl cli11 nlohmann-json doctest
  Windows: Visual Studio Build Tools, vcpkg, and a GPU driver or a CPU runtime for OpenCL
and stb_image 2.27 with stb_image_write 1.16: docs/setup.md says where to get them and why that release.
EOF
    exit 1
fi

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
