#!/usr/bin/env bash
# Tunes the evaluation's threat weight by matches (issue 11): for each
# factor (EvaluationWeights::kThreatFactor, passed through C4_EVAL_THREAT so no
# rebuild is needed) level 10 plays the seeds' classic engine on the given
# boards from the same random 2-move openings (both colours, same seeds for
# every factor) and the script prints level 10's score per factor. Keep the
# factor that scores best over all rows; use several seeds, since 8 games
# are a noisy sample. Runs one match at a time (each is one thread).
#
# Usage: bench/tune-evaluation.sh [--cli PATH] [--factors 1,2,3] [--sizes 12x10x5]
#          [--depth D] [--games N] [--time-ms T] [--seeds 11,12]
# Defaults: factors 1,2,3,4; 12x10x5; classic depth 4; 8 games; 100 ms a
# move; seeds 11,12 (about 15 minutes).
set -euo pipefail

cli="$(dirname "$0")/../build/bin/connect4-cli"
factors=1,2,3,4
sizes=12x10x5
depth=4
games=8
time_ms=100
seeds=11,12
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli="$2"; shift 2 ;;
    --factors) factors="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --depth) depth="$2"; shift 2 ;;
    --games) games="$2"; shift 2 ;;
    --time-ms) time_ms="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    *) echo "tune-evaluation.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[ -x "$cli" ] || { echo "tune-evaluation.sh: no connect4-cli at $cli (build first, or pass --cli)" >&2; exit 2; }

echo "| threat factor | board | seed | level 10 vs classic $depth (W-D-L) | score |"
echo "|---|---|---|---|---|"
for factor in ${factors//,/ }; do
  for size in ${sizes//,/ }; do
    for seed in ${seeds//,/ }; do
      line=$(C4_EVAL_THREAT=$factor "$cli" match --levels 10 --opponent "classic:$depth" --size "$size" \
               --games "$games" --time-ms "$time_ms" --seed "$seed" | grep "^result of")
      wdl=$(echo "$line" | sed -E 's/.*: ([0-9]+) wins, ([0-9]+) draws, ([0-9]+) losses, score (.*)/\1-\2-\3|\4/')
      echo "| $factor | $size | $seed | ${wdl%%|*} | ${wdl##*|} |"
    done
  done
done
