#pragma once

#include "engine/boardspec.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace c4 {

// Who wins the fill-up at the end of the game if nobody makes a new
// threat: the zugzwang of a crowded board, which a count of threats does
// not see.
//
// The board's threats (empty cells that would complete a line) are taken
// as they are. A cell is *free* when neither it nor the cell above it is a
// threat: either player may fill it at no cost, so only how many there are
// matters, and only whether that number is odd or even. A cell right below
// a threat is *critical*: filling it under the opponent's threat hands the
// opponent the game; under one's own, the opponent blocks and the threat is
// gone (a sacrifice, after which the same player moves again). So the
// player to move when the free cells run out is in zugzwang: they sacrifice
// a threat if they have one (the best of their choices, searched), and lose
// if they have none. A threat that can be filled now wins, or must be
// blocked.
//
// This is L. V. Allis' observation (the first player's threat on its own
// rows wins the fill-up unless the second holds one below it) worked out by
// play rather than by rules, so it also answers threats of both players in
// several columns and threats stacked in one. It ignores the threats later
// moves will make, so it is a forecast: bench/evalbench.cpp measures how
// much it adds to the evaluation (see docs/benchmark-history.md). Every free cell filled is
// a stone that may make such a threat, so a caller may ask it to give up
// (Unknown) once more than a number of free cells must be filled.
class Zugzwang {
public:
    enum Outcome { Loss = -1, Unknown = 0, Win = 1 };  // for the side to move

    // The board as the fill-up sees it. threats[0] are the side to move's,
    // threats[1] the opponent's: per column, bit r set when the empty cell
    // in row r (0 at the bottom) would complete a line.
    using Heights = std::array<uint8_t, BoardSpec::kMaxSide>;
    struct Board {
        int width = 0;
        int height = 0;
        Heights stones{};  // per column, how many (the first `width` columns)
        const uint64_t* threats[2] = {nullptr, nullptr};
    };

    // No limit on the free cells filled (the forecast as a model of play).
    static constexpr int kAnyFreeCells = BoardSpec::kMaxSide * BoardSpec::kMaxSide;

    // Unknown means a draw, more sacrifices than the search follows, or
    // more than maxFreeCells free cells filled (in all) on the way to the
    // outcome.
    static Outcome outcome(const Board& board, int maxFreeCells = kAnyFreeCells)
    {
        Heights filled = board.stones;
        int budget = kNodeBudget;
        return resolve(board, filled, 0, budget, maxFreeCells);
    }

    // How many positions of the fill-up the search looks at before it gives
    // up (one a sacrifice or a block): every case of a few threats a side,
    // and a bound on what a leaf of the search may spend here.
    static constexpr int kNodeBudget = 32;

private:
    // The outcome for `mover` (0 the side to move at the root, 1 the
    // opponent) with each column filled up to filled[c], filling at most
    // `freeLeft` more free cells.
    static Outcome resolve(const Board& board, Heights& filled, int mover, int& budget, int freeLeft)
    {
        if (--budget < 0)
            return Unknown;
        const int width = board.width;
        const int height = board.height;
        const uint64_t* mine = board.threats[mover];
        const uint64_t* theirs = board.threats[1 - mover];

        // A threat that can be filled now: the mover's wins; the opponent's
        // must be blocked, and two cannot be.
        int block = -1;
        bool twoToBlock = false;
        for (int c = 0; c < width; ++c) {
            if (filled[c] >= height)
                continue;
            const uint64_t next = uint64_t{1} << filled[c];
            if (mine[c] & next)
                return Win;
            if (theirs[c] & next) {
                twoToBlock = block >= 0;
                block = c;
            }
        }
        if (twoToBlock)
            return Loss;
        if (block >= 0) {
            ++filled[block];
            const Outcome after = resolve(board, filled, 1 - mover, budget, freeLeft);
            --filled[block];
            return flip(after);
        }

        // Fill the free cells: each column up to its first critical cell.
        Heights stuck = filled;
        int free = 0;
        bool anyLeft = false;
        for (int c = 0; c < width; ++c) {
            if (filled[c] >= height)
                continue;
            const uint64_t threat = mine[c] | theirs[c];
            const uint64_t stops = (threat | threat >> 1) & (~uint64_t{0} << filled[c]);
            stuck[c] = static_cast<uint8_t>(stops ? std::countr_zero(stops) : height);
            free += stuck[c] - filled[c];
            anyLeft = anyLeft || stuck[c] < height;
        }
        if (!anyLeft)
            return Unknown;  // the board fills up: a draw
        freeLeft -= free;
        if (freeLeft < 0)
            return Unknown;  // too many stones that might make new threats

        // The player in zugzwang sacrifices one of their threats (a
        // critical cell under their own threat only; the opponent fills the
        // threat's cell and they move again), or loses.
        const int inZugzwang = free % 2 == 0 ? mover : 1 - mover;
        const uint64_t* opponents = board.threats[1 - inZugzwang];
        Outcome best = Loss;
        for (int c = 0; c < width && best != Win; ++c) {
            if (stuck[c] >= height || (opponents[c] >> (stuck[c] + 1) & 1))
                continue;
            stuck[c] += 2;
            best = std::max(best, resolve(board, stuck, inZugzwang, budget, freeLeft));
            stuck[c] -= 2;
        }
        return inZugzwang == mover ? best : flip(best);
    }

    static Outcome flip(Outcome o) { return static_cast<Outcome>(-o); }
};

}  // namespace c4
