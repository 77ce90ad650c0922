#!/usr/bin/env bash
# README command 1: install what is missing, build Release, start the window.
# With no display, says so and starts the terminal game instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open."
  echo "run: starting the terminal game instead: build/bin/connect4-cli play"
  exec build/bin/connect4-cli play "$@"
fi
exec build/bin/connect4 "$@"
