#!/usr/bin/env bash
# When the level's lost games were lost (issue 11), over a whole match log
# rather than one game (bench/run-turning-point.sh follows one game move
# by move). For every game the level lost in LOG (the output of
# `connect4-cli match --levels L --opponent classic:D -v`), the position
# where the level is to move with E cells empty (or one fewer, where the
# other side is to move at E), for each E of --at, is analysed for S
# seconds on one thread (`connect4-cli analyze --best-move`, as the level
# chooses a move). One Markdown row per game gives the level's best column
# and its score at each E; a last table counts, per E, the games whose
# score there was still a positive estimate, a negative one, a proved loss,
# or proved not lost (a win or a draw the level later let go).
#
# With --play-on N, the level instead plays on from each of those
# positions, N games against the classic engine at --depth D, T ms a move,
# keeping its side (`connect4-cli match --position MOVES --side SIDE`; the
# classic engine is deterministic, the level's clock is not). A cell gives
# the level's wins-draws-losses; the last table, per E, the games' total,
# the share won, and how many positions were lost in every game or won in
# at least half.
#
# With --each-column as well, the level plays N games after each column
# of the position (`--position MOVES,C`) instead: what each choice was
# worth in play. A cell lists the columns' wins-draws-losses, the one the
# level chose in the game marked with *; the last table gives, per E, the
# mean share won after the level's choice and after the best column, and
# how often its choice was (one of) the best.
#
# Usage: bench/run-lost-games.sh --size WxHxN --log LOG [--at E1,E2,...]
#          [--seconds S] [--play-on N [--each-column] [--level L] [--depth D]
#          [--time-ms T]] [--parallel P] [--cli PATH]
# Defaults: --at 86,78,70,62,54,50,46,42,38, 3 seconds a position; with
# --play-on level 10 against classic depth 8 at 150 ms a move; two
# positions at a time. Figures in docs/benchmark-history.md (nineteenth session).
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
size="" log="" at="86,78,70,62,54,50,46,42,38" seconds=3 parallel=2 play_on="" each_column="" level=10 depth=8 time_ms=150
while [ $# -gt 0 ]; do
  if [ "$1" = --each-column ]; then each_column=1; shift; continue; fi
  [ $# -ge 2 ] || { echo "run-lost-games.sh: option '$1' needs a value" >&2; exit 2; }
  case "$1" in
    --cli) cli="$2" ;;
    --size) size="$2" ;;
    --log) log="$2" ;;
    --at) at="$2" ;;
    --seconds) seconds="$2" ;;
    --parallel) parallel="$2" ;;
    --play-on) play_on="$2" ;;
    --level) level="$2" ;;
    --depth) depth="$2" ;;
    --time-ms) time_ms="$2" ;;
    *) echo "run-lost-games.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
  shift 2
done
fail() { echo "run-lost-games.sh: $*" >&2; exit 2; }
[ -x "$cli" ] || fail "no connect4-cli at $cli (build first, or pass --cli)"
[[ "$size" =~ ^([0-9]+)x([0-9]+)(x[0-9]+)?$ ]] || fail "--size '$size' is not WxH or WxHxN"
width=${BASH_REMATCH[1]} height=${BASH_REMATCH[2]}
cells=$((width * height))
[ -n "$log" ] || fail "--log LOG is required (a match log written with -v)"
[ -r "$log" ] || fail "cannot read the match log '$log'"
[[ "$at" =~ ^[0-9]+(,[0-9]+)*$ ]] || fail "--at '$at' is not a list of empty-cell counts such as 62,54,46"
[[ "$seconds" =~ ^[0-9]+(\.[0-9]+)?$ ]] && awk -v s="$seconds" 'BEGIN { exit !(s > 0) }' \
  || fail "--seconds '$seconds' is not a number of seconds above 0"
for pair in "parallel:$parallel" "level:$level" "depth:$depth" "time-ms:$time_ms" ${play_on:+"play-on:$play_on"}; do
  [[ "${pair#*:}" =~ ^[0-9]+$ ]] && [ "${pair#*:}" -ge 1 ] || fail "--${pair%%:*} '${pair#*:}' is not a count of 1 or more"
done
[ -z "$each_column" ] || [ -n "$play_on" ] || fail "--each-column needs --play-on N (the games after each column)"
IFS=, read -r -a empties <<<"$at"

# The lost games: "game N: level L first, ..., loss after K moves: MOVES"
# (the level moved first) or "game N: classic D first, ...".
mapfile -t lost < <(grep -E '^game [0-9]+: (level|classic) [0-9]+ first, .*loss after' "$log" || true)
[ ${#lost[@]} -gt 0 ] || fail "no lost game in '$log' (lines such as 'game 9: level 10 first, opening 8,2, loss after 107 moves: 8,2,...')"

logs=$(mktemp -d "${TMPDIR:-/tmp}/lost-games.XXXXXX")
# connect4-cli with its messages in English, which this script reads back.
c4cli() { "$cli" --lang en "$@"; }
# Marks a cell (files OUT.cell and OUT.class) as failed, with why.
failed() { echo "failed: $2" >"$1.cell"; echo "failed" >"$1.class"; }
# The level's games from MOVES, keeping SIDE: prints "WINS DRAWS LOSSES";
# on failure marks OUT failed (connect4-cli's own message) and returns 1.
play_from() {
  local moves=$1 side=$2 out=$3 result
  if ! c4cli match --levels "$level" --opponent "classic:$depth" --games "$play_on" --size "$size" \
       --time-ms "$time_ms" --position "$moves" --side "$side" >"$out.txt" 2>&1; then
    failed "$out" "$(grep -m1 . "$out.txt")"; return 1
  fi
  result=$(sed -n 's/^result of level [0-9]*: \([0-9]*\) wins, \([0-9]*\) draws, \([0-9]*\) losses.*/\1 \2 \3/p' "$out.txt")
  [ -n "$result" ] || { failed "$out" "no result in the match's output"; return 1; }
  echo "$result"
}
# The level's results after each open column of `position` (N games
# each, `empty` cells empty): the cell lists them, the chosen column
# marked, and the class file holds a line "COLUMN WINS DRAWS LOSSES
# CHOSEN" per column.
each_column_from() {
  local position=$1 empty=$2 side=$3 chosen=$4 out=$5 c filled result mark cell=""
  : >"$out.class"
  for ((c = 1; c <= width; c++)); do
    filled=$(tr ',' '\n' <<<"$position" | grep -cx "$c" || true)
    (( filled < height )) || continue
    result=$(play_from "$position,$c" "$side" "$out.column$c") \
      || { failed "$out" "column $c: $(sed "s/^failed: //" "$out.column$c.cell")"; return 0; }
    echo "$c $result $(( c == chosen ))" >>"$out.class"
    mark=""
    (( c == chosen )) && mark="*"
    cell+=" $c$mark:${result// /-}"
  done
  echo "E$empty$cell" >"$out.cell"
}

# One cell of the table: game g's position at (about) e empty cells, or
# "-" where the game ended before it; its class goes to a side file.
analyse() {
  local g=$1 e=$2 line=${lost[$1]} moves parity plies position out="$logs/$1-$2"
  moves=${line##* }
  [[ "$line" =~ ^game\ [0-9]+:\ level ]] && parity=0 || parity=1
  IFS=, read -r -a columns <<<"$moves"
  plies=$((cells - e))
  (( plies % 2 == parity )) || plies=$((plies + 1))
  if (( plies < 0 || plies >= ${#columns[@]} )); then
    echo "-" >"$out.cell"; echo "gone" >"$out.class"; return 0
  fi
  position=$(IFS=,; echo "${columns[*]:0:$plies}")
  if [ -n "$play_on" ]; then
    local side result
    (( parity == 0 )) && side=first || side=second
    if [ -n "$each_column" ]; then
      each_column_from "$position" "$((cells - plies))" "$side" "${columns[$plies]}" "$out"
      return 0
    fi
    result=$(play_from "$position" "$side" "$out") || return 0
    result=${result// /-}
    echo "E$((cells - plies)) $result" >"$out.cell"
    echo "$result" >"$out.class"
    return 0
  fi
  if ! c4cli analyze "$position" --size "$size" --time "$seconds" --threads 1 --best-move >"$out.txt" 2>&1; then
    failed "$out" "$(grep -m1 . "$out.txt")"; return 0
  fi
  local best
  best=$(sed -n 's/^best: column \([0-9]*\) (\(.*\))$/\1: \2/p' "$out.txt")
  [ -n "$best" ] || { failed "$out" "no best column in the analysis"; return 0; }
  echo "E$((cells - plies)) $best" >"$out.cell"
  case "$best" in
    *"loss in"*) echo "proved loss" ;;
    *"win in"* | *draw*) echo "proved win or draw" ;;
    *": -"*) echo "negative estimate" ;;
    *) echo "positive estimate" ;;
  esac >"$out.class"
}

if [ -n "$play_on" ]; then
  echo "The level's lost games of $log ($size): level $level's wins-draws-losses in $play_on games from each position against classic $depth, $time_ms ms a move; logs in $logs"
else
  echo "The level's lost games of $log ($size): best column and score, $seconds s a position, one thread; logs in $logs"
fi
echo
header="| game | level | moves |" rule="|---|---|---|"
for e in "${empties[@]}"; do header+=" $e empty |"; rule+="---|"; done
echo "$header"; echo "$rule"
running=0
for g in "${!lost[@]}"; do
  for e in "${empties[@]}"; do
    analyse "$g" "$e" &
    running=$((running + 1))
    if [ "$running" -ge "$parallel" ]; then wait -n; running=$((running - 1)); fi
  done
done
wait
for g in "${!lost[@]}"; do
  line=${lost[$g]}
  [[ "$line" =~ ^game\ ([0-9]+):\ (level|classic) ]]
  number=${BASH_REMATCH[1]}
  [ "${BASH_REMATCH[2]}" = level ] && who=first || who=second
  [[ "$line" =~ loss\ after\ ([0-9]+)\ moves ]]
  row="| $number | $who | ${BASH_REMATCH[1]} |"
  for e in "${empties[@]}"; do row+=" $(cat "$logs/$g-$e.cell") |"; done
  echo "$row"
done
echo
if [ -n "$each_column" ]; then
  echo "| cells empty | positions | share won after the level's choice | after the best column | the choice was (one of) the best | game over | play failed |"
  echo "|---|---|---|---|---|---|---|"
  for e in "${empties[@]}"; do
    gone=$(cat "$logs"/*-"$e".class | grep -cx gone || true)
    failures=$(cat "$logs"/*-"$e".class | grep -cx failed || true)
    for f in "$logs"/*-"$e".class; do
      grep -qx "gone\|failed" "$f" && continue
      # per position: the share won after the chosen column and the best one
      awk '{ share = $2 / ($2 + $3 + $4); if (share > best) best = share; if ($5 == 1) chosen = share }
           END { printf "%.4f %.4f\n", chosen, best }' "$f"
    done | awk -v e="$e" -v gone="$gone" -v failures="$failures" '{ n++; chosen += $1; best += $2; if ($1 >= $2) hit++ }
      END { if (n) printf "| %s | %d | %.0f%% | %.0f%% | %d | %d | %d |\n", e, n, 100 * chosen / n, 100 * best / n, hit, gone, failures;
            else printf "| %s | 0 | - | - | - | %d | %d |\n", e, gone, failures }'
  done
  exit 0
fi
if [ -n "$play_on" ]; then
  echo "| cells empty | games W-D-L | won | positions lost in every game | positions won in half or more | game over | play failed |"
  echo "|---|---|---|---|---|---|---|"
  for e in "${empties[@]}"; do
    cat "$logs"/*-"$e".class | awk -v e="$e" -v n="$play_on" '
      $0 == "gone" { gone++; next }
      $0 == "failed" { failed++; next }
      { split($0, r, "-"); w += r[1]; d += r[2]; l += r[3]; if (r[1] + r[2] == 0) lost++; if (2 * r[1] >= n) half++ }
      END { total = w + d + l; printf "| %s | %d-%d-%d | %s | %d | %d | %d | %d |\n", e, w, d, l,
            total ? sprintf("%.0f%%", 100 * w / total) : "-", lost, half, gone, failed }'
  done
  exit 0
fi
echo "| cells empty | positive estimate | negative estimate | proved loss | proved win or draw | game over | analysis failed |"
echo "|---|---|---|---|---|---|---|"
for e in "${empties[@]}"; do
  count() { cat "$logs"/*-"$e".class | grep -cx "$1" || true; }
  echo "| $e | $(count 'positive estimate') | $(count 'negative estimate') | $(count 'proved loss') | $(count 'proved win or draw') | $(count gone) | $(count failed) |"
done
