#!/usr/bin/env bash
# The 7x6 solver benchmark: the six public test sets (../shared/testsets
# beside the project folder, or --sets DIR), each solved with a fresh 64 MiB table per position, one
# `FILE positions=N correct=C mean_us=X mean_nodes=Y knodes_per_s=Z` line a
# set; then (with --empty-board) the strong solve of the empty board.
#
# Usage: bench/run-solver-bench.sh [--cli PATH] [--sets DIR] [--max-seconds S]
#                                  [--l1r3-lines N] [--cpu-time] [--empty-board]
#                                  [--threads N]
# The sets are Pascal Pons' (Test_L3_R1, Test_L2_R1, Test_L2_R2, Test_L1_R1,
# Test_L1_R2, Test_L1_R3: "moves score" lines), published with his test
# protocol at http://blog.gamesolver.org/solving-connect-four/02-test-protocol/;
# tests/data/testsets holds only the three small ones.
# Defaults: build/bin/connect4-cli, ../shared/testsets, 900 s per file for
# L1_R2 and L1_R3 (the others run whole), the first 100 lines of L1_R3.
# --cpu-time times the process's CPU time instead of the wall clock: use it
# on a machine shared with other work. --threads N (default 1, as the other
# solvers it is compared with) sets the solver's threads.
# Exits non-zero if any score is wrong.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
cli="$here/../build/bin/connect4-cli"
sets="$here/../../shared/testsets"
max_seconds=900
l1r3_lines=100
cpu=()
threads=1
empty_board=0
while [ $# -gt 0 ]; do
  case "$1" in
    --cli) cli="$2"; shift 2 ;;
    --sets) sets="$2"; shift 2 ;;
    --max-seconds) max_seconds="$2"; shift 2 ;;
    --l1r3-lines) l1r3_lines="$2"; shift 2 ;;
    --cpu-time) cpu=(--cpu-time); shift ;;
    --empty-board) empty_board=1; shift ;;
    --threads) threads="$2"; shift 2 ;;
    *) echo "run-solver-bench.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done

for set in Test_L3_R1 Test_L2_R1 Test_L2_R2 Test_L1_R1 Test_L1_R2 Test_L1_R3; do
  [ -f "$sets/$set" ] || {
    echo "run-solver-bench.sh: no $set in $sets: pass --sets DIR with Pons' six test sets" \
         "(http://blog.gamesolver.org/solving-connect-four/02-test-protocol/)" >&2
    exit 2
  }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
head -n "$l1r3_lines" "$sets/Test_L1_R3" > "$tmp/Test_L1_R3_first$l1r3_lines"

status=0
"$cli" bench --threads "$threads" "${cpu[@]}" "$sets/Test_L3_R1" "$sets/Test_L2_R1" "$sets/Test_L2_R2" "$sets/Test_L1_R1" || status=1
"$cli" bench --threads "$threads" "${cpu[@]}" --max-seconds "$max_seconds" "$sets/Test_L1_R2" "$tmp/Test_L1_R3_first$l1r3_lines" || status=1

if [ "$empty_board" = 1 ]; then
  # The empty board (an empty line), strong solve, no opening book.
  start=$(date +%s.%N)
  score=$(echo "" | "$cli" solve --threads "$threads" --table-mb 64)
  end=$(date +%s.%N)
  echo "empty board: score=$(echo "$score" | tr -d ' ') seconds=$(echo "$end - $start" | bc)"
fi
exit $status
