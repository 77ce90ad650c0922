#!/usr/bin/env bash
# Compare our exact solver (connect4-cli solve) with ChristopheSteininger/c4
# on 7x6 positions, same thread count and table memory.
#
# Usage:
#   run-c4-compare.sh THREADS TABLE_MB [POSITION...]
#     POSITION: columns played as digits 1-7 (Pons notation); "" = empty board.
#     With no POSITION arguments, positions are read from stdin, one a line.
#
# Environment:
#   R=3                 repetitions per position and solver (median is reported)
#   OURS=build/bin/connect4-cli   our CLI (default: this project's build)
#   C4_BUILD_ROOT=${TMPDIR:-/tmp}/c4-builds   c4 builds (outside the repository),
#                       one dir per THREADS/TABLE_MB
#   C4_MIRROR=/work/.mirror/ChristopheSteininger+c4/repo   bare git mirror of c4
#                       (if absent: git clone https://github.com/ChristopheSteininger/c4)
#   C4_REF=HEAD         commit of c4 to build
#   NICE=10             niceness of the c4 build (the timed runs are not reniced)
#   ONLY_BUILD=1        build c4 for THREADS/TABLE_MB, print the binary path, exit
#
# c4 fixes threads and table size at compile time (src/solver/settings.h:
# NUM_THREADS, NUM_TABLE_ENTRIES; 8-byte entries, the count must be odd), so each
# THREADS/TABLE_MB pair gets its own build: NUM_TABLE_ENTRIES = the largest prime
# <= TABLE_MB*2^20/8. c4's own CLI (src/c4.cpp) only solves the empty board and
# waits for Enter, so we add a driver (c4pos, embedded below) that reads Pons
# positions on stdin and prints "<pos> <score> <solve-seconds>". c4's score is
# for the side to move and equals Pons' score (score_win_at(n) = 1 + (42-n)/2 with
# n the winning move's number == (43 - moves before it)/2), so no conversion.
#
# Output, per position: both scores (must agree; check=MISMATCH otherwise, exit
# status 1), median wall time of the whole process for each solver (start-up and
# table allocation included) and the ratio ours/c4; the same minus each solver's
# process overhead (median wall on the trivial position 4455443) and its ratio;
# and c4's median solve-only time as its driver reports it. For positions that
# solve in well under 0.1 s the wall ratio measures start-up, not search.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    sed -n '2,34p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
THREADS=$1
TABLE_MB=$2
shift 2

R=${R:-3}
OURS=${OURS:-$(cd "$(dirname "$0")/.." && pwd)/build/bin/connect4-cli}
C4_BUILD_ROOT=${C4_BUILD_ROOT:-${TMPDIR:-/tmp}/c4-builds}
C4_MIRROR=${C4_MIRROR:-/work/.mirror/ChristopheSteininger+c4/repo}
C4_REF=${C4_REF:-HEAD}
NICE=${NICE:-10}

log() { echo "$*" >&2; }

largest_prime_at_most() {
    awk -v n="$1" 'BEGIN {
        if (n % 2 == 0) n--;
        for (; n > 2; n -= 2) {
            p = 1;
            for (d = 3; d * d <= n; d += 2) if (n % d == 0) { p = 0; break }
            if (p) { print n; exit }
        }
        print 3
    }'
}

write_driver() {
    cat >"$1" <<'EOF'
// Driver for ChristopheSteininger/c4 (added by run-c4-compare.sh): one Pons
// position a line on stdin (digits 1-7, empty line = empty board); prints
// "<pos> <score> <seconds>", score for the side to move (Pons convention),
// seconds = wall time of solve_strong() only. The table is cleared (untimed)
// between lines unless C4_KEEP_TABLE is set. "--settings" prints the compiled settings.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "solver/position.h"
#include "solver/settings.h"
#include "solver/solver.h"

int main(int argc, char **argv) {
    Solver solver{};
    if (argc > 1 && std::string(argv[1]) == "--settings") {
        std::cout << solver.get_settings_string();
        return 0;
    }
    const bool keep = std::getenv("C4_KEEP_TABLE") != nullptr;
    bool used = false;  // the constructor hands over a cleared table
    std::string line;
    int status = 0;
    while (std::getline(std::cin, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        Position pos{};
        bool ok = true;
        for (char ch : line) {
            int col = ch - '1';
            if (col < 0 || col >= BOARD_WIDTH || pos.is_game_over() || !pos.is_move_valid(col)) {
                ok = false;
                break;
            }
            pos.move(col);
        }
        if (!ok || pos.is_game_over()) {
            std::printf("%s invalid\n", line.c_str());
            std::fflush(stdout);
            status = 1;
            continue;
        }
        if (!keep && used) solver.clear_state();
        used = true;
        auto t0 = std::chrono::steady_clock::now();
        int score = solver.solve_strong(pos);
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        std::printf("%s %d %.6f\n", line.c_str(), score, secs);
        std::fflush(stdout);
    }
    return status;
}
EOF
}

# Builds c4 for THREADS/TABLE_MB if needed; prints the binary's path.
build_c4() {
    local dir="$C4_BUILD_ROOT/t${THREADS}-m${TABLE_MB}"
    local bin="$dir/build/c4pos"
    if [[ -x "$bin" ]]; then
        echo "$bin"
        return
    fi
    local entries
    entries=$(largest_prime_at_most $((TABLE_MB * 1024 * 1024 / 8)))
    log "building c4 in $dir (NUM_THREADS=$THREADS, NUM_TABLE_ENTRIES=$entries = $((entries * 8 / 1024)) KiB)"
    rm -rf "$dir"
    mkdir -p "$dir/src-tree"
    if [[ -d "$C4_MIRROR" ]]; then
        git -C "$C4_MIRROR" archive "$C4_REF" | tar -x -C "$dir/src-tree"
    else
        git clone -q https://github.com/ChristopheSteininger/c4 "$dir/clone"
        git -C "$dir/clone" archive "$C4_REF" | tar -x -C "$dir/src-tree"
        rm -rf "$dir/clone"
    fi
    local s="$dir/src-tree/src/solver/settings.h"
    grep -q 'NUM_THREADS = ' "$s" && grep -q 'NUM_TABLE_ENTRIES = ' "$s" || {
        log "unexpected settings.h layout in $s"
        exit 1
    }
    sed -i -E \
        -e "s/(BOARD_WIDTH = )[0-9]+;/\17;/" \
        -e "s/(BOARD_HEIGHT = )[0-9]+;/\16;/" \
        -e "s/(NUM_THREADS = )[0-9]+;/\1${THREADS};/" \
        -e "s/(NUM_TABLE_ENTRIES = )[0-9]+;/\1${entries};/" \
        -e "s/(ENABLE_HUGE_PAGES = )(true|false);/\1false;/" \
        -e "s/(LOAD_BOOK_FILE = )(true|false);/\1false;/" \
        -e "s/(LOAD_TABLE_FILE = )(true|false);/\1false;/" \
        -e "s/(UPDATE_TABLE_FILE = )(true|false);/\1false;/" "$s"
    write_driver "$dir/src-tree/src/c4pos.cpp"
    cat >>"$dir/src-tree/CMakeLists.txt" <<'EOF'

# Added by run-c4-compare.sh: stdin-driven position solver.
add_executable(c4pos "${CMAKE_SOURCE_DIR}/src/c4pos.cpp")
target_link_libraries(c4pos PRIVATE solver)
EOF
    local gen=()
    command -v ninja >/dev/null && gen=(-G Ninja)
    # c4's CMakeLists adds -O3 -flto (and -flto=full at link, a clang spelling),
    # so build with clang++ when available, as its CI does.
    local cxx=()
    command -v clang++ >/dev/null && cxx=(-DCMAKE_CXX_COMPILER=clang++)
    nice -n "$NICE" cmake -S "$dir/src-tree" -B "$dir/build" "${gen[@]}" "${cxx[@]}" \
        -DMODE=OPTIMISE -DCMAKE_BUILD_TYPE=Release >"$dir/configure.log" 2>&1 || {
        cat "$dir/configure.log" >&2
        exit 1
    }
    nice -n "$NICE" cmake --build "$dir/build" --target c4pos -j 2 >"$dir/build.log" 2>&1 || {
        cat "$dir/build.log" >&2
        exit 1
    }
    echo "$bin"
}

C4_BIN=$(build_c4)
if [[ -n "${ONLY_BUILD:-}" ]]; then
    echo "$C4_BIN"
    exit 0
fi

[[ -x "$OURS" ]] || { log "our CLI not found: $OURS"; exit 1; }
OURS_ARGS=(solve --table-mb "$TABLE_MB")
if "$OURS" solve --help 2>&1 | grep -q -- '--threads'; then
    OURS_ARGS+=(--threads "$THREADS")
elif [[ "$THREADS" != 1 ]]; then
    log "warning: $OURS solve has no --threads; ours runs with its default"
fi

POSITIONS=()
if [[ $# -gt 0 ]]; then
    POSITIONS=("$@")
else
    while IFS= read -r line || [[ -n "$line" ]]; do POSITIONS+=("$line"); done
fi

now_ns() { date +%s%N; }
median() { sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.6f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Sets RUN_SCORE, RUN_WALL (s), RUN_INNER (s, c4 only).
run_ours() {
    local t0 t1 out
    t0=$(now_ns)
    out=$(printf '%s\n' "$1" | "$OURS" "${OURS_ARGS[@]}")
    t1=$(now_ns)
    RUN_SCORE=$(awk '{ print $NF }' <<<"$out")
    RUN_WALL=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')
    RUN_INNER=
}
run_c4() {
    local t0 t1 out
    t0=$(now_ns)
    out=$(printf '%s\n' "$1" | "$C4_BIN")
    t1=$(now_ns)
    RUN_SCORE=$(awk '{ print $(NF - 1) }' <<<"$out")
    RUN_INNER=$(awk '{ print $NF }' <<<"$out")
    RUN_WALL=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')
}

log "ours: $OURS ${OURS_ARGS[*]}"
log "c4:   $C4_BIN ($("$C4_BIN" --settings | head -1))"
log "R=$R repetitions, alternating which solver goes first"

# Process overhead (start-up, table allocation/clearing, exit): the median wall
# time of each solver on a position decided in a handful of nodes.
BASELINE_POS=4455443
base_ours=()
base_c4=()
for ((r = 0; r < R; r++)); do
    run_ours "$BASELINE_POS"; base_ours+=("$RUN_WALL")
    run_c4 "$BASELINE_POS"; base_c4+=("$RUN_WALL")
done
OURS_BASE=$(printf '%s\n' "${base_ours[@]}" | median)
C4_BASE=$(printf '%s\n' "${base_c4[@]}" | median)
log "process overhead (median wall on \"$BASELINE_POS\"): ours ${OURS_BASE}s, c4 ${C4_BASE}s; net = wall - overhead"

printf '%6s %6s %9s %9s %7s %9s %9s %7s %9s %-6s %s\n' \
    ours c4 ours_wall c4_wall ratio ours_net c4_net ratio c4_solve check position
idx=0
status=0
for pos in "${POSITIONS[@]}"; do
    ours_times=()
    c4_times=()
    c4_inner=()
    ours_score=
    c4_score=
    check=ok
    for ((r = 0; r < R; r++)); do
        for k in 0 1; do
            if (((idx + r + k) % 2 == 0)); then
                run_ours "$pos"
                ours_times+=("$RUN_WALL")
                [[ -z "$ours_score" || "$ours_score" == "$RUN_SCORE" ]] || check="ours-unstable"
                ours_score=$RUN_SCORE
            else
                run_c4 "$pos"
                c4_times+=("$RUN_WALL")
                c4_inner+=("$RUN_INNER")
                [[ -z "$c4_score" || "$c4_score" == "$RUN_SCORE" ]] || check="c4-unstable"
                c4_score=$RUN_SCORE
            fi
        done
    done
    [[ "$ours_score" == "$c4_score" ]] || check=MISMATCH
    [[ "$check" == ok ]] || status=1
    om=$(printf '%s\n' "${ours_times[@]}" | median)
    cm=$(printf '%s\n' "${c4_times[@]}" | median)
    ci=$(printf '%s\n' "${c4_inner[@]}" | median)
    awk -v os="$ours_score" -v cs="$c4_score" -v om="$om" -v cm="$cm" -v ob="$OURS_BASE" -v cb="$C4_BASE" \
        -v ci="$ci" -v check="$check" -v pos="\"$pos\"" 'BEGIN {
        on = om - ob; if (on < 0) on = 0
        cn = cm - cb; if (cn < 0) cn = 0
        r1 = cm > 0 ? sprintf("%.2f", om / cm) : "-"
        r2 = cn > 0.0005 ? sprintf("%.2f", on / cn) : "-"
        printf "%6s %6s %9.4f %9.4f %7s %9.4f %9.4f %7s %9.4f %-6s %s\n", os, cs, om, cm, r1, on, cn, r2, ci, check, pos
    }'
    idx=$((idx + 1))
done
exit $status
