#!/usr/bin/env bash
# Where a lost game turned (issue 11): plays the level on against the
# seeds' classic engine from the game's positions, GAMES games from each
# position where the level's side is to move (`connect4-cli match
# --position MOVES --side SIDE`), and prints one Markdown row per position:
# the moves played, the cells still empty and the level's wins, draws and
# losses from there. Where the level's results fall from mostly wins to
# mostly losses, a move in between lost the game (the sixteenth session's
# figures in docs/benchmark-history.md came this way).
#
# With --prove S, each position is analysed instead (`connect4-cli analyze
# --time S`, one thread; --depth, --level, --games and --time-ms are then
# not used), and the row gives the level's best column with
# its score: proved ("-7 loss in 17", "+5 win in 9", "draw") or an estimate.
# Where the rows turn from estimates to proved losses, the game was lost;
# the last position whose best column is not proved lost is the latest
# the level could still have saved it in S seconds (the eighteenth
# session's figures in docs/benchmark-history.md came this way).
#
# Usage: bench/run-turning-point.sh --size WxHxN --side first|second
#          --game MOVES [--depth D] [--level L] [--games N] [--time-ms T]
#          [--from P] [--every K] [--parallel P] [--prove S] [--cli PATH]
# MOVES: the game's 1-based columns separated by commas, or a whole line of
# a match log ("game 9: level 10 first, ...: 2,4,7,..."), whose last word
# they are. --side: the colour the level played (first: the odd moves).
# Defaults: classic depth 8, level 10, 8 games, 150 ms a move, from 10
# moves on, every position of the level's side (--every K: every K-th of
# them), two at a time.
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
size="" side="" game="" depth=8 level=10 games=8 time_ms=150 from=10 every=1 parallel=2 prove=""
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || { echo "run-turning-point.sh: option '$1' needs a value" >&2; exit 2; }
  case "$1" in
    --cli) cli="$2" ;;
    --size) size="$2" ;;
    --side) side="$2" ;;
    --game) game="$2" ;;
    --depth) depth="$2" ;;
    --level) level="$2" ;;
    --games) games="$2" ;;
    --time-ms) time_ms="$2" ;;
    --from) from="$2" ;;
    --every) every="$2" ;;
    --parallel) parallel="$2" ;;
    --prove) prove="$2" ;;
    *) echo "run-turning-point.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
  shift 2
done
fail() { echo "run-turning-point.sh: $*" >&2; exit 2; }
[ -x "$cli" ] || fail "no connect4-cli at $cli (build first, or pass --cli)"
[ -n "$size" ] || fail "--size WxHxN is required (the board of the game)"
case "$side" in first) parity=0 ;; second) parity=1 ;; *) fail "--side '$side' is neither first nor second" ;; esac
[ -n "$game" ] || fail "--game MOVES is required (the lost game's columns, or its line of a match log)"
moves=${game##* }
[[ "$moves" =~ ^[0-9]+(,[0-9]+)*$ ]] || fail "--game: '$moves' is not a list of columns such as 4,4,10,3"
for pair in "from:$from" "every:$every" "parallel:$parallel"; do
  [[ "${pair#*:}" =~ ^[0-9]+$ ]] && [ "${pair#*:}" -ge 1 ] || fail "--${pair%%:*} '${pair#*:}' is not a count of 1 or more"
done
if [ -n "$prove" ]; then
  [[ "$prove" =~ ^[0-9]+(\.[0-9]+)?$ ]] && awk -v s="$prove" 'BEGIN { exit !(s > 0) }' \
    || fail "--prove '$prove' is not a number of seconds above 0"
fi
IFS=, read -r -a columns <<<"$moves"
played=${#columns[@]}
[[ "$size" =~ ^([0-9]+)x([0-9]+)(x[0-9]+)?$ ]] || fail "--size '$size' is not WxH or WxHxN"
cells=$((BASH_REMATCH[1] * BASH_REMATCH[2]))

# One position: its row, or the match's error (a bad size or move list
# stops at the first position with connect4-cli's own message).
# connect4-cli runs with --lang en: its lines are read back here.
run_from() {
  local plies=$1 log="$logs/$1.txt" position
  position=$(IFS=,; echo "${columns[*]:0:$plies}")
  if [ -n "$prove" ]; then
    if ! "$cli" --lang en analyze "$position" --size "$size" --time "$prove" --threads 1 >"$log" 2>&1; then
      echo "| $plies | $((cells - plies)) | analysis failed: $(grep -m1 . "$log") |" >"$log.row"
      return 0
    fi
    echo "| $plies | $((cells - plies)) | $(sed -n 's/^best: //p' "$log") |" >"$log.row"
    return 0
  fi
  if ! "$cli" --lang en match --levels "$level" --opponent "classic:$depth" --games "$games" --size "$size" \
       --time-ms "$time_ms" --position "$position" --side "$side" >"$log" 2>&1; then
    echo "| $plies | $((cells - plies)) | match failed: $(grep -m1 . "$log") |" >"$log.row"
    return 0
  fi
  local result
  result=$(sed -n 's/^result of level [0-9]*: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses.*/\1-\2-\3/p' "$log")
  echo "| $plies | $((cells - plies)) | $result |" >"$log.row"
}

starts=()
turn=0  # the level's positions so far, for --every
for ((plies = from; plies < played; plies++)); do
  (( plies % 2 == parity )) || continue
  (( turn++ % every == 0 )) && starts+=("$plies")
done
[ ${#starts[@]} -gt 0 ] || fail "no position from move $from on where the $side player is to move ($played moves in the game)"
logs=$(mktemp -d "${TMPDIR:-/tmp}/turning-point.XXXXXX")
if [ -n "$prove" ]; then
  echo "Each position of the $side player on $size analysed for $prove s (one thread); logs in $logs"
  echo
  echo "| moves played | cells empty | the level's best column and its score |"
else
  echo "Level $level against classic $depth on $size, $games games from each position, $time_ms ms a move, level $side; logs in $logs"
  echo
  echo "| moves played | cells empty | level W-D-L |"
fi
echo "|---|---|---|"
running=0
for plies in "${starts[@]}"; do
  run_from "$plies" &
  running=$((running + 1))
  if [ "$running" -ge "$parallel" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait
for plies in "${starts[@]}"; do
  cat "$logs/$plies.txt.row"
done
