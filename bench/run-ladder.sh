#!/usr/bin/env bash
# The skill-level ladder on one board (7x6 by default): level L+1 against
# level L for L = 1..9,
# each pair over GAMES games from random 2-4 move openings (each opening
# twice, colours swapped). A level "beats the one below" when its score,
# (wins + draws / 2) / games, is above 60%. --seeds A-B plays GAMES games
# with each seed from A to B and pools them: one seed's 100 games put a
# step's score within about five points, ten seeds within about 1.5, which
# is what tuning the levels needs.
#
# Usage: bench/run-ladder.sh [--cli PATH] [--size WxHxN] [--games N] [--time-ms T | --time-scale F]
#                            [--seed S | --seeds A-B] [--jobs J] [--from L] [--to L]
# Defaults: build/bin/connect4-cli, 7x6x4, 100 games, 100 ms per move, seed 1,
# 2 jobs, pairs from 2 vs 1 to 10 vs 9. --time-scale F gives each level its own time per
# move (as with no time set: 1 s at level 1, 5 s at level 10) times F, the
# proportions a user meets; --time-ms gives both the same time.
# Prints a Markdown table and exits non-zero if a step of the ladder fails.
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
size=7x6x4
games=100
time_ms=100
time_scale=
from=1
to=9
seed=1
last_seed=
jobs=2
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli="$2"; shift 2 ;;
    --size) size="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --time-ms) time_ms="$2"; shift 2 ;;
    --time-scale) time_scale="$2"; shift 2 ;;
    --from) from="$2"; shift 2 ;;
    --seed) seed="$2"; last_seed=""; shift 2 ;;  # the last of --seed and --seeds wins
    --seeds)
      [[ "$2" =~ ^([0-9]+)-([0-9]+)$ ]] && [ "${BASH_REMATCH[1]}" -le "${BASH_REMATCH[2]}" ] \
        || { echo "run-ladder.sh: --seeds '$2' is not a range A-B with A <= B" >&2; exit 2; }
      seed="${BASH_REMATCH[1]}"; last_seed="${BASH_REMATCH[2]}"; shift 2 ;;
    --to) to="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    *) echo "run-ladder.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[[ "$from" =~ ^[1-9]$ ]] || { echo "run-ladder.sh: --from '$from' is not a level from 1 to 9" >&2; exit 2; }
[[ "$to" =~ ^[1-9]$ ]] && [ "$to" -ge "$from" ] \
  || { echo "run-ladder.sh: --to '$to' is not a level from --from ($from) to 9" >&2; exit 2; }
last_seed=${last_seed:-$seed}
[ -x "$cli" ] || { echo "run-ladder.sh: no connect4-cli at $cli (build first, or pass --cli)" >&2; exit 2; }

if [ -n "$time_scale" ]; then
  timing=(--time-scale "$time_scale"); timing_text="each level its own time x $time_scale"
else
  timing=(--time-ms "$time_ms"); timing_text="at most $time_ms ms per move"
fi
if [ "$last_seed" = "$seed" ]; then seed_text="seed $seed"; else seed_text="seeds $seed-$last_seed pooled"; fi
echo "Ladder on $size: $games games per pair and seed, $timing_text, $seed_text, $jobs jobs"
echo
echo "| pair | wins | draws | losses | score of the stronger | mean ms per move (stronger / weaker) | longest move ms | wall s | holds |"
echo "|---|---|---|---|---|---|---|---|---|"
start=$(date +%s)
failed=0
for low in $(seq "$from" "$to"); do
  high=$((low + 1))
  w=0 d=0 l=0 ms_strong=0 ms_weak=0 longest=0 wall=0 runs=0
  for s in $(seq "$seed" "$last_seed"); do
    out=$("$cli" match --levels "$high,$low" --size "$size" --games "$games" "${timing[@]}" --seed "$s" --jobs "$jobs")
    strong=$(printf '%s\n' "$out" | grep "^level $high:" | head -1)
    weak=$(printf '%s\n' "$out" | grep "^level $low:" | tail -1)
    w=$((w + $(sed -E 's/.*: ([0-9]+) wins.*/\1/' <<<"$strong")))
    d=$((d + $(sed -E 's/.* ([0-9]+) draws.*/\1/' <<<"$strong")))
    l=$((l + $(sed -E 's/.* ([0-9]+) losses.*/\1/' <<<"$strong")))
    # Sums of the per-seed means (each seed plays the same number of games)
    # and the longest move and wall time over the seeds.
    read -r ms_strong ms_weak longest wall < <(awk -v a="$ms_strong" -v b="$ms_weak" -v c="$longest" -v e="$wall" \
      -v sa="$(sed -E 's/.*mean ([0-9.]+) ms.*/\1/' <<<"$strong")" \
      -v sb="$(sed -E 's/.*mean ([0-9.]+) ms.*/\1/' <<<"$weak")" \
      -v sc="$(printf '%s\n' "$out" | sed -nE 's/^longest move ([0-9.]+) ms.*/\1/p')" \
      -v se="$(printf '%s\n' "$out" | sed -nE 's/.*wall time ([0-9.]+) s.*/\1/p')" \
      'BEGIN { print a + sa, b + sb, (sc > c ? sc : c), e + se }')
    runs=$((runs + 1))
  done
  read -r pct ms_strong ms_weak < <(awk -v w="$w" -v d="$d" -v l="$l" -v a="$ms_strong" -v b="$ms_weak" -v n="$runs" \
    'BEGIN { printf "%.1f %.1f %.1f\n", 100 * (w + d / 2) / (w + d + l), a / n, b / n }')
  holds=yes
  if ! awk -v p="$pct" 'BEGIN { exit !(p > 60) }'; then holds=NO; failed=1; fi
  echo "| $high vs $low | $w | $d | $l | $pct% | $ms_strong / $ms_weak | $longest | $wall | $holds |"
done
echo
echo "total wall time $(( $(date +%s) - start )) s"
exit $failed
