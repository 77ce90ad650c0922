#!/usr/bin/env bash
# Time from launch until the main window is mapped on a virtual X display,
# and its resident memory once idle. Prints each run and the median.
#   bench/window-startup.sh [RUNS] [BINARY]
set -euo pipefail
runs=${1:-10}
bin=${2:-$(dirname "$0")/../build/bin/connect4}
command -v Xvfb >/dev/null && command -v xwininfo >/dev/null || {
  echo "window-startup: needs Xvfb and xwininfo (apt-get install xvfb x11-utils)" >&2; exit 2; }
d=97
while [ -e /tmp/.X$d-lock ]; do d=$((d + 1)); done
Xvfb ":$d" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X$d ] && break; sleep 0.1; done
export DISPLAY=":$d" QT_QPA_PLATFORM=xcb
# A separate settings/data folder, so a saved layout or autosave does not change what is measured.
export XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
# Whether a top-level window titled "... Connect Four" is mapped and viewable.
viewable() {
  local id
  for id in $(xwininfo -root -tree 2>/dev/null | awk '/Connect Four":/ {print $1}'); do
    xwininfo -id "$id" 2>/dev/null | grep -q 'IsViewable' && return 0
  done
  return 1
}
times=()
for i in $(seq "$runs"); do
  start=$(date +%s%N)
  "$bin" >/dev/null 2>&1 &
  pid=$!
  # Mapped and viewable: the window is on screen.
  until viewable; do sleep 0.002; done
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  times+=("$ms")
  sleep 2
  rss=$(awk '/VmRSS/ {printf "%.1f", $2 / 1024}' /proc/$pid/status)
  echo "run $i: on screen after ${ms} ms, idle rss ${rss} MiB"
  kill $pid; wait $pid 2>/dev/null || true
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print "median_ms=" a[int((NR+1)/2)]}'
