#pragma once

#include "engine/boardspec.h"
#include "engine/transpositiontable.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace c4 {

// The value scale of the depth-limited searches (Search, WindowSearch), for
// the side to move:
//   proven win with exact score s > 0   kWin + s
//   proven loss with exact score s < 0  -kWin + s
//   draw at the end of the board        0
//   heuristic                           inside (-Evaluation::kMax, kMax)
// An exact score only depends on the position (the winner's stone count is
// absolute), so proven values are stored in the table as they are.
struct SearchValue {
    static constexpr int kWin = 10000;
    static constexpr int kInfinity = 30000;

    static bool isProven(int value) { return value > kWin || value < -kWin; }
    // The exact score of a proven value (0 for a draw).
    static int exactOf(int value) { return value > kWin ? value - kWin : value < -kWin ? value + kWin : 0; }
    static int provenWin(int score) { return kWin + score; }
    // The value of the side to move that wins with its next stone, or that
    // cannot stop the opponent's next stone, with n stones on a board of
    // `cells` cells.
    static int winNow(int cells, int n) { return kWin + (cells + 1) / 2 - n / 2; }
    static int lostNow(int cells, int n) { return -(kWin + (cells + 1) / 2 - (n + 1) / 2); }
    // How many plies from a position with n stones on `cells` the proven
    // value decides the game: the stone that wins is that many plies away.
    static int pliesToEnd(int value, int cells, int n)
    {
        const int half = (cells + 1) / 2;
        if (value > kWin)  // the mover's k-th stone wins; it has n / 2 now
            return 2 * (half + 1 - exactOf(value) - n / 2) - 1;
        // the opponent's k-th stone wins; it has (n + 1) / 2 now
        return 2 * (half + 1 + exactOf(value) - (n + 1) / 2);
    }
    // Whether a proven value that a search `depth` plies deep found at a
    // position with n stones is its exact score. Only within the search's
    // reach (the leaves see a win with the next stone): a proof from further
    // away came from the table, found by a deeper search, and the moves
    // beside it were only searched `depth` deep, so one of them may still
    // hide a faster win. Such a win is a lower bound, such a loss an upper
    // one. (Taken as exact, they once gave the review a loss one move too
    // slow on 5x4: the previous position's proofs, or a helper thread's
    // deeper ones, were in the table.)
    static bool isExactAt(int value, int cells, int n, int depth)
    {
        return isProven(value) && pliesToEnd(value, cells, n) <= depth + 1;
    }
    // Narrows (alpha, beta) to the values possible when nobody wins with
    // their next stone, n stones on `cells`; true when the window closes
    // (the value is then alpha).
    static bool closesWithoutQuickWin(int cells, int n, int& alpha, int& beta)
    {
        const int half = (cells + 1) / 2;
        beta = std::min(beta, kWin + half - 1 - n / 2);
        alpha = std::max(alpha, -(kWin + half - 1 - (n + 1) / 2));
        return alpha >= beta;
    }
};

// Whether neither end of the window (alpha, beta) is a proven value: the
// search then only compares estimates, and no exact score is at stake.
inline bool isEstimateWindow(int alpha, int beta)
{
    return alpha > -SearchValue::kWin && beta < SearchValue::kWin;
}

// The depth-limited searches' table payload (32 bits, never 0 since flag >= 1):
//   bits  0-14  value (15-bit two's complement: every value stored is
//               within kWin + 800, the score of the fastest win on 40x40)
//   bit  15     reduced: an estimate that rests on searches shallower than
//               `depth` (late move reductions, movesearch.h), which may
//               have missed a win or a loss within `depth`
//   bits 16-17  flag: 1 lower bound, 2 upper bound, 3 exact
//   bits 18-23  best column (63: none)
//   bits 24-31  depth searched (255 at most), the table's worth of it
struct SearchEntry {
    enum Flag { kLower = 1, kUpper = 2, kExact = 3 };
    static_assert(SearchValue::kWin + BoardSpec::kMaxSide * BoardSpec::kMaxSide / 2 + 1 < (1 << 14));

    int value;
    int depth;
    int flag;
    int column;
    bool reduced = false;

    static SearchEntry decode(uint32_t v)
    {
        const int column = int((v >> 18) & 63);
        const int value = int(int16_t(uint16_t(v << 1))) >> 1;  // sign-extends bit 14
        return {value, int(v >> 24), int((v >> 16) & 3), column == 63 ? -1 : column, ((v >> 15) & 1) != 0};
    }
    uint32_t encode() const
    {
        return (uint32_t(value) & 0x7FFF) | uint32_t(reduced) << 15 | uint32_t(flag) << 16
            | uint32_t(column < 0 ? 63 : column) << 18 | uint32_t(depth < 255 ? depth : 255) << 24;
    }

    // The value this entry settles for a search of `depth` in (alpha, beta),
    // if it settles one. From a shallower search only proofs stay true: "at
    // least this win" and "at most this loss" (a deeper search may still
    // find a faster win, never lose a proven one). A reduced estimate only
    // settles a window of estimates, where no proof is at stake (it may hide
    // one), and only for a search that reduces too (takesReduced): a
    // full-width search (the levels below 10, every column's value) rests
    // on full-width values only, also on a table level 10 shared.
    bool settles(int wantedDepth, int alpha, int beta, int& result, bool takesReduced = true) const
    {
        if (reduced && !SearchValue::isProven(value) && (!takesReduced || !isEstimateWindow(alpha, beta)))
            return false;
        if (depth >= wantedDepth) {
            if (flag == kExact || (flag == kLower && value >= beta) || (flag == kUpper && value <= alpha)) {
                result = value;
                return true;
            }
            return false;
        }
        if ((flag != kUpper && value > SearchValue::kWin && value >= beta)
            || (flag != kLower && value < -SearchValue::kWin && value <= alpha)) {
            result = value;
            return true;
        }
        return false;
    }
};

// Looks key up for a search of `depth` in (alpha, beta): sets tableColumn
// to the stored best column (or -1) and returns the value the entry settles,
// if it settles one (`reduced`, if given, then says whether that value is a
// reduced estimate; takesReduced as SearchEntry::settles).
inline std::optional<int> probeTable(const TranspositionTable& table, uint64_t key, int depth, int alpha, int beta,
                                     int& tableColumn, bool* reduced = nullptr, bool takesReduced = true)
{
    tableColumn = -1;
    const uint32_t stored = table.get(key);
    if (!stored)
        return std::nullopt;
    const SearchEntry e = SearchEntry::decode(stored);
    tableColumn = e.column;
    int settled = 0;
    if (!e.settles(depth, alpha, beta, settled, takesReduced))
        return std::nullopt;
    if (reduced)
        *reduced = e.reduced && !SearchValue::isProven(settled);
    return settled;
}

}  // namespace c4
