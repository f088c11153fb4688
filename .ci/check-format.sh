#!/usr/bin/env bash
# The host code's layout: every C++ file git knows is as clang-format 14
# (Debian 12's, which setup.sh installs) writes it with .clang-format. The
# kernels (*.cl) keep their own layout. Another clang-format version may
# lay out a few lines differently, so only version 14 is asked.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! clang-format --version | grep -q "version 14\."; then
    echo "check-format: needs clang-format 14 (found: $(clang-format --version 2>&1 | head -1))" >&2
    exit 1
fi
git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run --Werror
echo "check-format: $(git ls-files '*.cpp' '*.hpp' | wc -l) files laid out as .clang-format says"
