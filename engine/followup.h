#pragma once

#include "engine/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace c4 {

// A proof, by a strategy, that the side to move can never complete a line:
// the player who has just moved then draws at least, whatever is played,
// and in some cases (below) wins.
//
// The strategy is Allis' follow-up (claimeven) generalised to any board.
// The player who has just moved (P) answers every move of the side to move
// (Q) in the same column, right on top of it, so of each column's empty
// cells P gets every second one: counted from the column's lowest empty
// cell (offset 0), those at offsets 1, 3, 5, ... That needs an even number
// of empty cells in the column. Columns with an odd number pair up at their
// lowest cells (baseinverse): when Q plays one, P plays the other, after
// which both columns are even; above those, P gets offsets 2, 4, ...
//
// P's threats (an empty cell that would complete P's line) can freeze a
// column: nobody plays below P's threat there (Q would hand P the win, P
// would let Q block). The follow-up then covers only the cells below the
// one under the threat, and once those run out Q must play under a threat
// and P wins: this is how the first player wins with an odd threat (Allis'
// rule for White). The frozen column's cells from the threat up are never
// played before the end.
//
// The proof holds when the cells the follow-up fills are even in number (Q
// must move when they run out) and every line Q could still complete
// contains a cell P gets, both lowest cells of a baseinverse pair, or a
// cell of a frozen column at or above its threat. Frozen sets (up to
// kMaxFrozen columns, each at any of P's threats there) and pairings of the
// odd columns are tried, within a budget. Sound, not complete: a position P
// holds by other means (Allis' other rules, threats made later) is not
// proved.
//
// Cheap enough for every move at the root (0.1 ms for all of 12x10's
// columns, at most about 1 ms for one: a few hundred lines checked per
// strategy tried), not for the search's nodes (tried: a quarter to two
// thirds fewer nodes a second, and no better play; see docs/benchmark-history.md).
class FollowUp {
public:
    // The board as the proof reads it. Cells are numbered column * height +
    // row.
    struct Board {
        int width = 0;
        int height = 0;
        int connect = 0;
        std::array<uint8_t, BoardSpec::kMaxSide> heights{};  // stones per column
        // The lines without a stone of P (the side to move could still
        // complete them), `connect` cells each, one after the other.
        std::vector<int> openLineCells;
        // The lines without a stone of the side to move (P could complete
        // them), the same way.
        std::vector<int> ownLineCells;
        // P's threats above the lowest empty cell of their column.
        std::vector<Cell> threats;
    };

    // What the strategy proves for P, who has just moved: nothing, a draw
    // at least (Q never completes a line), or a win. A win is proved when a
    // column is frozen (Q runs out of other moves first) or when one of P's
    // lines has only P's stones and cells the follow-up gives P (Allis'
    // aftereven).
    enum class Proof : uint8_t { None, Draw, Win };

    // Whether the side to move provably cannot win. False when the game is
    // over or no strategy above is found.
    static bool opponentCannotWin(const Position& position);
    // Whether the player who has just moved provably wins.
    static bool playerWhoMovedWins(const Position& position);

    // The board of a position, as the proof reads it.
    static Board boardOf(const Position& position);
    // The best of the proofs above found for the board (with `wantWin`
    // false it stops at a draw); keeps its working memory between calls.
    Proof prove(const Board& board, bool wantWin);

    // The most columns frozen at once by P's threats.
    static constexpr int kMaxFrozen = 2;
    // The work one prove() may do, so that a board with many threats and
    // odd columns costs no more than a few hundred microseconds on 12x10:
    // strategies (frozen sets) checked, and steps of the pairing search
    // over them all. Past either it proves nothing more (never anything
    // wrong).
    static constexpr int kMaxStrategies = 64;
    static constexpr int kMaxPairingSteps = 4096;

private:
    enum class Role : uint8_t;
    bool holds(const Board& board, std::vector<uint64_t>* failing = nullptr);
    bool pairOddColumns(uint64_t unpaired);
    bool completesOwnLine(const Board& board) const;

    std::vector<int> frozenAt_;        // per column: the row of P's threat it is frozen at, or -1
    std::vector<uint8_t> role_;        // per cell: a Role
    std::vector<uint64_t> needs_;      // per line left: the odd columns whose lowest cells it holds
    std::vector<uint64_t> pairs_;      // the odd columns paired so far, two bits each
    std::vector<uint64_t> failing_;    // the lines left to Q with no column frozen, as the columns they cross
    int strategiesLeft_ = 0;
    int pairingStepsLeft_ = 0;
};

}  // namespace c4
