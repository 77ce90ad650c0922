#!/usr/bin/env bash
# Each skill level in the seeds' terms (issue 11): for every level 1-10 on a
# board, the deepest classic-engine depth it beats, where "beats" means more
# wins than half of GAMES games (`connect4-cli match --opponent classic:D`,
# random 2-move openings, colours alternating).
#
# The levels go up in order and each starts from the depth the level below
# reached: a level that beats that depth goes on to the next one until it
# fails or reaches --max-depth; one that does not goes down until it beats
# one (or reaches depth 1). Every match tried is printed, then one summary
# row. Boards run one after the other; give several sizes to --sizes and
# they run PARALLEL at a time (each match is one thread).
#
# Usage: bench/run-calibration.sh [--cli PATH] [--sizes WxHxN,...] [--games N]
#          [--time-ms T] [--max-depth D] [--seed S] [--parallel P] [--logs DIR]
# Defaults: build/bin/connect4-cli, 7x6x4,12x10x5, 10 games, 1000 ms per
# move, max depth 12, seed 1, 2 at a time, logs in a new temporary folder.
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
sizes=7x6x4,12x10x5
games=10
time_ms=1000
max_depth=12
seed=1
parallel=2
logs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --time-ms) time_ms="$2"; shift 2 ;;
    --max-depth) max_depth="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --parallel) parallel="$2"; shift 2 ;;
    --logs) logs="$2"; shift 2 ;;
    *) echo "run-calibration.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[ -x "$cli" ] || { echo "run-calibration.sh: no connect4-cli at $cli (build first, or pass --cli)" >&2; exit 2; }
[ "$max_depth" -ge 1 ] 2>/dev/null || { echo "run-calibration.sh: --max-depth '$max_depth' is not a depth" >&2; exit 2; }
[ -n "$logs" ] || logs=$(mktemp -d "${TMPDIR:-/tmp}/calibration.XXXXXX")
mkdir -p "$logs"

# Plays LEVEL against classic DEPTH on SIZE; prints "W D L" (level's view).
play() {
  local size=$1 level=$2 depth=$3 log="$logs/$1-level$2-classic$3.txt"
  "$cli" match --levels "$level" --opponent "classic:$depth" --games "$games" --size "$size" \
    --time-ms "$time_ms" --seed "$seed" --jobs 1 >"$log" 2>&1 || { echo "match failed: $(tail -1 "$log")" >&2; exit 1; }
  sed -nE "s/^result of level $level: ([0-9]+) wins, ([0-9]+) draws, ([0-9]+) losses.*/\1 \2 \3/p" "$log"
}

beats() {  # wins above half the games
  [ $(( $1 * 2 )) -gt "$games" ]
}

# One board: every level in turn; the trail of matches, then the summary.
calibrate() {
  local size=$1 depth=1 summary=""
  local out="$logs/$size.md"
  : >"$out"
  for level in 1 2 3 4 5 6 7 8 9 10; do
    local deepest=0 result w d l
    while :; do
      read -r w d l <<<"$(play "$size" "$level" "$depth")"
      echo "| $size | $level | $depth | $w-$d-$l |" >>"$out"
      if beats "$w"; then
        deepest=$depth
        [ "$depth" -lt "$max_depth" ] || break
        # Going down, the first depth beaten is the answer.
        [ -z "${going_down:-}" ] || break
        depth=$((depth + 1))
      else
        [ "$deepest" -eq 0 ] || break   # went up as far as it could
        [ "$depth" -gt 1 ] || break     # beats no depth
        going_down=1
        depth=$((depth - 1))
      fi
    done
    unset going_down
    local shown=$deepest
    [ "$deepest" -ne "$max_depth" ] || shown="$deepest (highest tried)"
    [ "$deepest" -ne 0 ] || shown="none"
    summary+="$level:$shown;"
    depth=$(( deepest > 0 ? deepest : 1 ))
  done
  echo "$summary" >"$logs/$size.summary"
}

echo "Calibration against the classic engine: $games games a match, $time_ms ms a move," \
     "2-move openings, colours alternating, seed $seed, max depth $max_depth; logs in $logs"
start=$(date +%s)
IFS=, read -r -a size_list <<<"$sizes"
for size in "${size_list[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do
    wait -n || true
  done
  calibrate "$size" &
done
wait
echo
echo "| size | level | classic depth | W-D-L of the level |"
echo "|---|---|---|---|"
for size in "${size_list[@]}"; do cat "$logs/$size.md"; done
echo
echo -n "| level |"
for size in "${size_list[@]}"; do echo -n " deepest classic depth beaten, $size |"; done
echo
echo -n "|---|"
for size in "${size_list[@]}"; do echo -n "---|"; done
echo
for level in 1 2 3 4 5 6 7 8 9 10; do
  echo -n "| $level |"
  for size in "${size_list[@]}"; do
    echo -n " $(tr ';' '\n' <"$logs/$size.summary" | sed -n "s/^$level://p") |"
  done
  echo
done
echo
echo "total wall time $(( $(date +%s) - start )) s"
