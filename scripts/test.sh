#!/usr/bin/env bash
# README command 2: install what is missing, build Release, run every test.
# Exits non-zero when anything fails. Extra arguments go to cmake.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh "$@"
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure --parallel 2
