#!/usr/bin/env bash
# macOS's compiler, as near as Debian gets: every target built with Clang
# and its own C++ library, libc++, warnings as errors (the clang-libcxx
# preset). Clang warns where GCC does not, and libc++ includes less through
# its headers than libstdc++ does, so a missing #include shows here first.
# Installs clang and libc++ if they are missing. Prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(clang libc++-dev libc++abi-dev)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y "${missing[@]}"
fi

start=$(date +%s)
cmake --preset clang-libcxx
cmake --build --preset clang-libcxx
echo "clang-libcxx: every target built in $(( $(date +%s) - start )) s"
