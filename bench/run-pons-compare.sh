#!/usr/bin/env bash
# Compare our exact solver with Pascal Pons' (PascalPons/connect4) on the
# public 7x6 sets, both on one thread at the same time, each pinned to its
# own core, so both see the same machine.
#
# Usage:
#   run-pons-compare.sh [--lines N] [--swap] SET_FILE...
#     SET_FILE: "moves score" lines (../shared/testsets/Test_L*).
#     --lines N: only the first N lines of each set (0 = all; default 0).
#     --swap: run each set a second time with the cores swapped.
#
# Environment:
#   OURS=build/bin/connect4-cli   our CLI (default: this project's build)
#   PONS_BUILD=${TMPDIR:-/tmp}/pons-build   Pons' solver is built here,
#                       outside the repository (his code is not ours to copy)
#   PONS_MIRROR=/work/.mirror/PascalPons+connect4/repo   bare git mirror
#                       (if absent: git clone https://github.com/PascalPons/connect4)
#
# Both programs solve each position with a fresh table (the reset not
# timed) and no opening book; ours with `connect4-cli bench FILE --threads 1`
# (64 MiB), Pons' through a small driver of ours (embedded below) around
# his Solver class (his table, 2^24 entries). Output a set: both programs'
# lines (mean time and nodes a position, correct scores) and the ratio of
# the mean times, ours / Pons'. Exit status 1 if a score is wrong.
set -euo pipefail
# The solver is built inside $(...), where errexit is otherwise off.
shopt -s inherit_errexit

lines=0
swap=0
fail() {
    echo "run-pons-compare.sh: $*" >&2
    exit 2
}
while [[ $# -gt 0 && $1 == --* ]]; do
    case "$1" in
        --lines)
            [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || fail "--lines needs a whole number of lines, got '${2-}'"
            lines=$2
            shift 2
            ;;
        --swap) swap=1; shift ;;
        *) fail "unknown option '$1'" ;;
    esac
done
if [[ $# -eq 0 ]]; then
    sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
for set in "$@"; do
    [[ -f $set && -r $set ]] || fail "cannot read the set file '$set'"
done

OURS=${OURS:-$(cd "$(dirname "$0")/.." && pwd)/build/bin/connect4-cli}
PONS_BUILD=${PONS_BUILD:-${TMPDIR:-/tmp}/pons-build}
PONS_MIRROR=${PONS_MIRROR:-/work/.mirror/PascalPons+connect4/repo}

# Builds Pons' solver and our driver around it if needed; prints the binary.
build_pons() {
    local bin="$PONS_BUILD/pons-bench"
    if [[ -x "$bin" ]]; then
        echo "$bin"
        return
    fi
    echo "building Pons' solver in $PONS_BUILD" >&2
    rm -rf "$PONS_BUILD"
    mkdir -p "$PONS_BUILD/src"
    if [[ -d "$PONS_MIRROR" ]]; then
        git -C "$PONS_MIRROR" archive HEAD | tar -x -C "$PONS_BUILD/src"
    else
        git clone -q https://github.com/PascalPons/connect4 "$PONS_BUILD/clone" || {
            echo "run-pons-compare.sh: no mirror at $PONS_MIRROR and cloning Pons' solver failed; set PONS_MIRROR" >&2
            exit 2
        }
        git -C "$PONS_BUILD/clone" archive HEAD | tar -x -C "$PONS_BUILD/src"
        rm -rf "$PONS_BUILD/clone"
    fi
    cat >"$PONS_BUILD/src/pons-bench.cpp" <<'EOF'
// Driver for Pons' solver (added by run-pons-compare.sh): reads "moves score"
// lines, solves each with a fresh table (the reset not timed) and prints
// "positions=N correct=C mean_us=X mean_nodes=Y".
#include "Solver.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

using namespace GameSolver::Connect4;

int main(int argc, char **argv) {
    std::ifstream in(argv[1]);
    std::string moves;
    int expected;
    Solver solver;
    long n = 0, correct = 0;
    double totalUs = 0;
    unsigned long long nodes = 0;
    while (in >> moves >> expected) {
        Position p;
        if (p.play(moves) != moves.size()) continue;
        solver.reset();
        auto t0 = std::chrono::steady_clock::now();
        int score = solver.solve(p);
        totalUs += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
        nodes += solver.getNodeCount();
        ++n;
        correct += score == expected;
    }
    std::printf("positions=%ld correct=%ld mean_us=%.1f mean_nodes=%.1f\n", n, correct, totalUs / n,
                double(nodes) / n);
}
EOF
    g++ -std=c++11 -O3 -DNDEBUG -o "$bin" "$PONS_BUILD/src/pons-bench.cpp" "$PONS_BUILD/src/Solver.cpp" \
        -I"$PONS_BUILD/src" >&2
    echo "$bin"
}

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" <<<"$2"; }

pons=$(build_pons)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for set in "$@"; do
    file=$set
    if [[ $lines -gt 0 ]]; then
        file="$tmp/$(basename "$set")"
        head -n "$lines" "$set" >"$file"
    fi
    for cores in "0 1" "1 0"; do
        read -r oursCore ponsCore <<<"$cores"
        taskset -c "$oursCore" "$OURS" bench "$file" --threads 1 >"$tmp/ours" &
        taskset -c "$ponsCore" "$pons" "$file" >"$tmp/pons"
        # Ours exits 1 on a wrong score: the check below reports it.
        wait $! || true
        ours=$(<"$tmp/ours")
        theirs=$(<"$tmp/pons")
        ratio=$(awk -v a="$(field mean_us "$ours")" -v b="$(field mean_us "$theirs")" 'BEGIN { printf "%.2f", a / b }')
        echo "$(basename "$set") (ours on core $oursCore): ratio $ratio"
        echo "  ours: ${ours#* }"
        echo "  Pons: $theirs"
        for out in "$ours" "$theirs"; do
            [[ $(field positions "$out") == "$(field correct "$out")" ]] || status=1
        done
        [[ $swap -eq 1 ]] || break
    done
done
exit $status
