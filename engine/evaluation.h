#pragma once

#include "engine/basicposition.h"
#include "engine/evaluationweights.h"
#include "engine/zugzwang.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace c4 {

// The static evaluation for connect N on any board, for the side to move,
// in internal units inside (-kMax, kMax). Ideas from the classic C
// connect-N library (seeds 000/001): every window of N cells in a line
// (horizontal, vertical, both diagonals) that holds stones of one player
// only is worth 2^k-like points to that player, k growing with how full it
// is; then threats (empty cells that would complete a line) count extra,
// most when their row parity suits their owner (isFirstPlayersRow: on 7x6
// the odd rows, 1st, 3rd, ... from the bottom, for the first player, the
// even rows for the second), since the zugzwang at the end of the game
// hands each player those rows. A threat above one of the opponent's in
// the same column counts nothing. Last, the forecast of the fill-up at the
// end of the game (Zugzwang) counts for the player it says wins. The
// weights of these terms are in EvaluationWeights; terms() gives the
// counts they weigh.
//
// Windows are counted with bit-parallel counters, a handful of whole-board
// bit operations per direction and stone count, so it costs about the same
// on 7x6 and (word by word) on 40x40; connect 4 has its own unrolled count.
template <class Bits>
class Evaluation {
public:
    static constexpr int kMax = 5000;

    // fillUpFactor: the fill-up forecast's factor (EvaluationWeights::of);
    // negative for the built-in one.
    explicit Evaluation(const BoardSpec& spec, int fillUpFactor = -1)
        : Evaluation(spec, EvaluationWeights::of(spec.connect, fillUpFactor))
    {
    }
    Evaluation(const BoardSpec& spec, const EvaluationWeights& weights)
        : geo_(&Geometry<Bits>::of(spec)), weight_(weights.window), threatWeight_(weights.threat),
          goodThreatWeight_(weights.goodThreat), fillUpWeight_(weights.fillUp)
    {
        const int n = spec.connect;
        for (int r = 0; r < spec.height; ++r)
            if (isFirstPlayersRow(spec, r))
                firstPlayersRows_ = firstPlayersRows_ | shiftUp(geo_->bottomMask, r);
        secondPlayersRows_ = geo_->boardMask & ~firstPlayersRows_;
        planes_ = 1;
        while ((1 << planes_) <= n)
            ++planes_;
        // Worked out cell by cell, not by shifting the board: on the packed
        // layout shifts wrap between columns (geometry.h).
        for (int d = 0; d < 4; ++d) {
            const int across = d == 0 ? 0 : 1;  // every direction but the vertical one goes right
            const int rise = geo_->directions[d].rise;
            for (int c = 0; c + across * (n - 1) < spec.width; ++c)
                for (int r = 0; r < spec.height; ++r)
                    if (const int end = r + rise * (n - 1); end >= 0 && end < spec.height)
                        windowStarts_[d] = windowStarts_[d] | bit(Bits{}, geo_->index(c, r));
        }
    }

    // The value of p for the side to move; p is not over.
    int operator()(const BasicPosition<Bits>& p) const
    {
        return (*this)(p, p.winningCells(), p.opponentWinningCells());
    }
    // The same, given p's winningCells() and opponentWinningCells().
    int operator()(const BasicPosition<Bits>& p, const Bits& myWins, const Bits& theirWins) const
    {
        const Bits mine = p.current();
        const Bits theirs = p.current() ^ p.mask();
        int value = geo_->spec.connect == 4 ? fourWindows(mine, theirs) : windows(mine, theirs) - windows(theirs, mine);
        const ThreatCounts threats = threatCounts(p, myWins, theirWins);
        value += threatWeight_ * threats.all + goodThreatWeight_ * threats.good;
        if (!none(myWins | theirWins))
            value += fillUpWeight_ * fillUpOutcome(p, myWins, theirWins);
        return std::clamp(value, -kMax + 1, kMax - 1);
    }

    // The counts the value weighs (EvaluationWeights), each the side to
    // move's minus the opponent's: windows[v] for the windows with v stones
    // of one player only, the counted threats, those on their owner's rows,
    // and the fill-up's forecast. The value is their weighted sum, clamped.
    struct Terms {
        std::vector<int> windows;
        int threats = 0;
        int goodThreats = 0;
        int fillUp = 0;
    };
    Terms terms(const BasicPosition<Bits>& p) const
    {
        const Bits myWins = p.winningCells();
        const Bits theirWins = p.opponentWinningCells();
        const Bits mine = p.current();
        const Bits theirs = p.current() ^ p.mask();
        Terms t;
        t.windows.assign(geo_->spec.connect + 1, 0);
        countWindows(mine, theirs, [&](int v, int count) { t.windows[v] += count; });
        countWindows(theirs, mine, [&](int v, int count) { t.windows[v] -= count; });
        const ThreatCounts threats = threatCounts(p, myWins, theirWins);
        t.threats = threats.all;
        t.goodThreats = threats.good;
        t.fillUp = none(myWins | theirWins) ? 0 : fillUpOutcome(p, myWins, theirWins);
        return t;
    }

    // Zugzwang's forecast of the fill-up for the side to move: 1 a win, -1
    // a loss, 0 neither (nor when it fills more than maxFreeCells free
    // cells on the way).
    int fillUpOutcome(const BasicPosition<Bits>& p, const Bits& myWins, const Bits& theirWins,
                      int maxFreeCells = trustedFreeCells()) const
    {
        const BoardSpec& spec = geo_->spec;
        Zugzwang::Board board{spec.width, spec.height};
        uint64_t rows[2][BoardSpec::kMaxSide];
        if constexpr (kBitCount<Bits> <= 128) {
            // Column by column, shifting each column down to bit 0: no
            // branch per threat and no division (a leaf's costliest part).
            const uint64_t column = (uint64_t{1} << spec.height) - 1;
            Bits filled = p.mask(), mine = myWins, theirs = theirWins;
            for (int c = 0; c < spec.width; ++c) {
                board.stones[c] = static_cast<uint8_t>(std::popcount(lowWord(filled) & column));
                rows[0][c] = lowWord(mine) & column;
                rows[1][c] = lowWord(theirs) & column;
                filled = shiftDown(filled, geo_->stride);
                mine = shiftDown(mine, geo_->stride);
                theirs = shiftDown(theirs, geo_->stride);
            }
        } else {
            for (int c = 0; c < spec.width; ++c) {
                board.stones[c] = static_cast<uint8_t>(p.columnHeight(c));
                rows[0][c] = rows[1][c] = 0;
            }
            const Bits wins[2] = {myWins, theirWins};
            for (int who = 0; who < 2; ++who) {
                for (Bits left = wins[who]; !none(left);) {
                    const int i = lowestIndex(left);
                    left = left ^ bit(left, i);
                    rows[who][i / geo_->stride] |= uint64_t{1} << (i % geo_->stride);
                }
            }
        }
        board.threats[0] = rows[0];
        board.threats[1] = rows[1];
        return Zugzwang::outcome(board, maxFreeCells);
    }

    // The threats among `wins` (one side's winning cells in p) that the
    // value counts, given the other side's: not those the next move can
    // fill (the search sees them directly), and not those above one of the
    // other side's in their column, which rarely get their turn: the lower
    // one decides the column first.
    Bits countedThreats(const BasicPosition<Bits>& p, const Bits& wins, const Bits& otherWins) const
    {
        return wins & ~p.possibleMoves() & ~strictlyAbove(otherWins);
    }

    // How many free cells the forecast may fill before the evaluation stops
    // trusting it (Zugzwang then answers Unknown): each one is a stone that
    // may make a threat the forecast ignores. With this limit the value
    // told won from lost positions a little better where many cells are
    // empty (32-41 on 12x10x5, 26 on 9x7x4 and 8x8x4) and no worse where
    // few are; 16 and 12 did worse. Chosen by bench/evalbench.cpp on
    // positions of played 12x10x5 games and random ones of 9x7x4 and
    // 8x8x4 (see docs/benchmark-history.md); the environment variable C4_EVAL_FREECELLS
    // varies it without a rebuild.
    static constexpr int kTrustedFreeCells = 20;
    static int trustedFreeCells()
    {
        static const int trusted = [] {
            const char* tuning = std::getenv("C4_EVAL_FREECELLS");
            return tuning ? std::atoi(tuning) : kTrustedFreeCells;
        }();
        return trusted;
    }
    // Whether a row (0 at the bottom) suits the first player's threats; the
    // others suit the second's. When the game comes down to one column, its
    // cells empty from right below a threat (row r - 1) up, the player to
    // move must fill the cell below the threat and hand it to the other.
    // So the first player's threat wins that fill-up when the stones then
    // on the board, width * height - (height - r + 1), are odd in number:
    // when r has the parity of (width - 1) * height. On 7x6, 9x7, 8x8 and
    // 12x10 those are rows 0, 2, 4... (the odd rows counted from 1, Allis'
    // odd threats); on boards of even width and odd height, such as 8x7,
    // 10x7 or 14x7, rows 1, 3, 5...
    static bool isFirstPlayersRow(const BoardSpec& spec, int row)
    {
        return row % 2 == (spec.width - 1) * spec.height % 2;
    }

    // An internal value as an estimate in hundredths, inside (-100, 100):
    // 99 * tanh(value / displayScale()). The scale makes the estimate the
    // expected result of the game from there (a win 1, a draw 0, a loss
    // -1), as Stockfish scales its evaluation by a win-rate model: with a
    // chance of winning sigmoid(value / K), fitted to the results of level
    // 10's games against itself from positions of 12x10x5, 9x7x4 and
    // 8x8x4 and their searched values (bench/fit-display-scale.py; see
    // docs/benchmark-history.md), the expected result is tanh(value / 2K). Before it was
    // fitted the scale was 400, which showed every value from about 1000
    // up, a fill-up forecast alone, as +0.99.
    static constexpr double kDisplayScale = 900.0;
    static double displayScale()
    {
        static const double scale = [] {
            const char* tuning = std::getenv("C4_DISPLAY_SCALE");  // for refitting it
            const double given = tuning ? std::atof(tuning) : 0.0;
            return given > 0 ? given : kDisplayScale;
        }();
        return scale;
    }
    static int toHundredths(int value)
    {
        return static_cast<int>(std::lround(99.0 * std::tanh(value / displayScale())));
    }

private:
    // The board cells above any of `cells` in their column (a fill upwards
    // that doubles its reach each step; of a shift by k rows only rows k and
    // above are kept, so what crossed into the next column is dropped).
    Bits strictlyAbove(const Bits& cells) const
    {
        Bits reach = cells;
        for (int step = 1; step < geo_->spec.height; step *= 2)
            reach = reach | (shiftUp(reach, step) & geo_->rowsFrom[step]);
        return shiftUp(reach, 1) & geo_->rowsFrom[1];
    }

    // The side to move's counted threats minus the opponent's, all and on
    // their owner's rows.
    struct ThreatCounts {
        int all = 0;
        int good = 0;
    };
    ThreatCounts threatCounts(const BasicPosition<Bits>& p, const Bits& myWins, const Bits& theirWins) const
    {
        const bool firstToMove = p.movesPlayed() % 2 == 0;
        const Bits myGood = firstToMove ? firstPlayersRows_ : secondPlayersRows_;
        const Bits theirGood = firstToMove ? secondPlayersRows_ : firstPlayersRows_;
        const Bits myThreats = countedThreats(p, myWins, theirWins);
        const Bits theirThreats = countedThreats(p, theirWins, myWins);
        return {popcount(myThreats) - popcount(theirThreats),
                popcount(myThreats & myGood) - popcount(theirThreats & theirGood)};
    }

    // Points for the windows where `own` has stones and `other` none.
    int windows(const Bits& own, const Bits& other) const
    {
        int total = 0;
        countWindows(own, other, [&](int v, int count) { total += weight_[v] * count; });
        return total;
    }
    // Calls visit(v, count) with how many windows hold v stones of `own`
    // and none of `other`, for v from 1 to connect - 1.
    template <class Visit>
    void countWindows(const Bits& own, const Bits& other, Visit visit) const
    {
        const int n = geo_->spec.connect;
        const Bits open = geo_->boardMask & ~other;
        for (int d = 0; d < 4; ++d) {
            const int s = geo_->directions[d].step;
            // start cells of windows lying wholly on open cells, and the
            // bit-sliced count of own stones in each window
            Bits starts = open & windowStarts_[d];
            Bits plane[7] = {};
            for (int k = 0; k < n; ++k) {
                if (k > 0)
                    starts = starts & shiftDown(open, k * s);
                if (none(starts))
                    break;
                Bits carry = shiftDown(own, k * s);
                for (int j = 0; j < planes_ && !none(carry); ++j) {
                    const Bits next = plane[j] & carry;
                    plane[j] = plane[j] ^ carry;
                    carry = next;
                }
            }
            if (none(starts))
                continue;
            for (int v = 1; v < n; ++v) {
                Bits equal = starts;
                for (int j = 0; j < planes_; ++j)
                    equal = equal & (((v >> j) & 1) ? plane[j] : ~plane[j]);
                visit(v, popcount(equal));
            }
        }
    }

    // windows(mine, theirs) - windows(theirs, mine) for connect 4, the
    // common case, with its shifts and counts written out: about twice as
    // fast as the general loops, which dominate the search's leaves.
    int fourWindows(const Bits& mine, const Bits& theirs) const
    {
        int total = 0;
        for (int d = 0; d < 4; ++d) {
            const int s = geo_->directions[d].step;
            const Bits m1 = shiftDown(mine, s), m2 = shiftDown(mine, 2 * s), m3 = shiftDown(mine, 3 * s);
            const Bits t1 = shiftDown(theirs, s), t2 = shiftDown(theirs, 2 * s), t3 = shiftDown(theirs, 3 * s);
            const Bits mineOnly = windowStarts_[d] & ~(theirs | t1 | t2 | t3);
            const Bits theirsOnly = windowStarts_[d] & ~(mine | m1 | m2 | m3);
            total += fourPoints(mine, m1, m2, m3, mineOnly) - fourPoints(theirs, t1, t2, t3, theirsOnly);
        }
        return total;
    }
    // The points of the windows starting at `starts` whose cells hold the
    // stones a, b, c, d: the count a + b + c + d as two bit planes (a
    // count of 4 would be a finished line, which a position in play lacks).
    int fourPoints(const Bits& a, const Bits& b, const Bits& c, const Bits& d, const Bits& starts) const
    {
        const Bits x = a ^ b;
        const Bits y = c ^ d;
        const Bits ones = x ^ y;
        const Bits twos = (a & b) ^ (c & d) ^ (x & y);
        return weight_[1] * popcount(starts & ones & ~twos) + weight_[2] * popcount(starts & twos & ~ones)
            + weight_[3] * popcount(starts & ones & twos);
    }

    const Geometry<Bits>* geo_;
    std::vector<int> weight_;
    // per direction of geo_->directions: the cells where a window of
    // `connect` cells starts (its other cells are its steps along the line)
    Bits windowStarts_[4] = {};
    int threatWeight_ = 0;
    int goodThreatWeight_ = 0;
    int fillUpWeight_ = 0;
    int planes_ = 1;
    Bits firstPlayersRows_{};   // the rows whose threats suit the first player
    Bits secondPlayersRows_{};
};

}  // namespace c4
