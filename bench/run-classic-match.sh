#!/usr/bin/env bash
# Our level against the seeds' classic engine (issue 11): for every board
# size and classic depth, one `connect4-cli match --opponent classic:DEPTH`
# of GAMES games from random 2-move openings, colours alternating over each
# pair. Matches run PARALLEL at a time (each on THREADS threads for our
# level, one by default; the classic engine has one), and each prints
# one Markdown table row when it ends, so rows come in the order matches
# finish. Every match's full report (one line per game) stays in the log
# folder. The issue's goal is no loss: the script exits 1 if any match has one.
#
# Usage: bench/run-classic-match.sh [--cli PATH] [--level L] [--games N] [--time-ms T]
#          [--depths D,D] [--sizes WxHxN,...] [--seed S] [--parallel P] [--logs DIR]
#          [--table-mb M] [--threads T]
# Defaults: build/bin/connect4-cli, level 10, 10 games, 1000 ms per move,
# depths 8,10, sizes 7x6x4,9x7x4,8x8x4,12x10x5,20x20x5, seed 1, 2 at a time,
# logs in a new temporary folder, a 256 MiB table (the window's default on
# most machines, engine/machine.h). The defaults take about an hour.
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
level=10
games=10
time_ms=1000
depths=8,10
sizes=7x6x4,9x7x4,8x8x4,12x10x5,20x20x5
seed=1
parallel=2
logs=""
table_mb=256
threads=1
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli="$2"; shift 2 ;;
    --level) level="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --table-mb) table_mb="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --time-ms) time_ms="$2"; shift 2 ;;
    --depths) depths="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --parallel) parallel="$2"; shift 2 ;;
    --logs) logs="$2"; shift 2 ;;
    *) echo "run-classic-match.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[ -x "$cli" ] || { echo "run-classic-match.sh: no connect4-cli at $cli (build first, or pass --cli)" >&2; exit 2; }
[ "$parallel" -ge 1 ] 2>/dev/null || { echo "run-classic-match.sh: --parallel '$parallel' is not a count" >&2; exit 2; }
[ -n "$logs" ] || logs=$(mktemp -d "${TMPDIR:-/tmp}/classic-match.XXXXXX")
mkdir -p "$logs"

# One match, then its row: | size | depth | W | D | L | score | level mean / longest ms |
# classic mean / longest ms | wall s | no loss |. A failed match prints its error.
run_match() {
  local size=$1 depth=$2 log="$logs/$1-classic$2.txt"
  if ! "$cli" match --levels "$level" --opponent "classic:$depth" --games "$games" --size "$size" \
       --time-ms "$time_ms" --seed "$seed" --jobs 1 --table-mb "$table_mb" --threads "$threads" >"$log" 2>&1; then
    echo "| $size | $depth | match failed: $(tail -1 "$log") |"
    return 0
  fi
  local result ours theirs wall
  result=$(grep "^result of level $level:" "$log")
  ours=$(grep "^level $level: mean" "$log")
  theirs=$(grep "^classic $depth: mean" "$log")
  wall=$(sed -nE 's/^wall time ([0-9.]+) s.*/\1/p' "$log")
  local w d l pct
  w=$(sed -E 's/.*: ([0-9]+) wins.*/\1/' <<<"$result")
  d=$(sed -E 's/.* ([0-9]+) draws.*/\1/' <<<"$result")
  l=$(sed -E 's/.* ([0-9]+) losses.*/\1/' <<<"$result")
  pct=$(sed -E 's/.*score ([0-9.]+)%.*/\1/' <<<"$result")
  local times='s/.*mean ([0-9.]+) ms per move, longest move ([0-9.]+) ms.*/\1 \/ \2/'
  local holds=yes
  [ "$l" -eq 0 ] || holds=NO
  echo "| $size | $depth | $w | $d | $l | $pct% | $(sed -E "$times" <<<"$ours") | $(sed -E "$times" <<<"$theirs") | $wall | $holds |"
}

echo "Level $level at $time_ms ms a move against the classic engine: $games games a match," \
     "2-move openings, colours alternating, seed $seed, $threads thread(s) for the level, $parallel matches at a time; logs in $logs"
echo
echo "| size | classic depth | wins | draws | losses | score | level mean / longest ms | classic mean / longest ms | wall s | no loss |"
echo "|---|---|---|---|---|---|---|---|---|---|"
start=$(date +%s)
IFS=, read -r -a size_list <<<"$sizes"
IFS=, read -r -a depth_list <<<"$depths"
for size in "${size_list[@]}"; do
  for depth in "${depth_list[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do
      wait -n || true
    done
    run_match "$size" "$depth" &
  done
done
wait
echo
echo "total wall time $(( $(date +%s) - start )) s"
# The verdict from the logs (a job's own status is lost once `wait -n` reaps it).
failed=0
for size in "${size_list[@]}"; do
  for depth in "${depth_list[@]}"; do
    grep -qE "^result of level $level: [0-9]+ wins, [0-9]+ draws, 0 losses" "$logs/$size-classic$depth.txt" || failed=1
  done
done
exit $failed
