#!/usr/bin/env bash
# macOS's compiler, as near as Debian gets: the learner's path (the
# lessons, their doctest programs and the tools their tests run: a subset,
# for CI's time) built with Clang and its own C++ library, libc++, warnings
# as errors; Clang warns where GCC does not, and libc++ includes less
# through its headers than libstdc++ does, so a missing #include shows here
# first. The same build is the sanitizers' (a Debug build, host code under
# Clang's AddressSanitizer and UndefinedBehaviorSanitizer), so the tests of
# what it built then run on it as the asan preset runs them: one build
# serves both (the clang-libcxx workflow).
# Installs clang, libc++ and Clang's sanitizer runtime if they are missing.
# Prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(clang libc++-dev libc++abi-dev libclang-rt-dev)
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
cmake --workflow --preset clang-libcxx
echo "clang-libcxx: the subset built and its tests run in $(( $(date +%s) - start )) s"
