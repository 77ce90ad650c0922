#pragma once

#include "engine/basicposition.h"
#include "engine/evaluationweights.h"

#include <cstdint>
#include <vector>

namespace c4 {

// The board as the seeds' classic library sees it (seeds 000/001): every
// window of `connect` cells in a line, with how many stones each player has
// in it. Dropping a stone updates only the windows through its cell, so the
// evaluation and the threats are known at every node without a pass over the
// board: what makes WindowSearch fast on boards over 128 bits (up to 40x40,
// where one whole-board bit operation is 26 words).
//
// Cells are numbered column by column, cell = column * height + row:
//
//   row 2 |  2  5  8
//   row 1 |  1  4  7        (a 3x3 board)
//   row 0 |  0  3  6
//
// Kept up to date on every play() and undo():
//   counts_[w]        the stones of each player in window w, as one number:
//                     first's * (connect + 1) + second's
//   threatCount_[p][x] windows that empty cell x would complete for p
//   windowPoints_[p]  the evaluation's points of p's windows (no opponent stone)
//   threats_[p]       how many threat cells p has
//   threatRows_[p][c] the rows of p's threat cells in column c, as bits
// evaluate() returns exactly what Evaluation<Bits> returns for the same
// position (tests/engine/tst_windowboard.cpp checks it on many boards).
class WindowBoard {
public:
    // The empty board of a valid spec.
    explicit WindowBoard(const BoardSpec& spec);
    // The same with the evaluation's weights given.
    WindowBoard(const BoardSpec& spec, const EvaluationWeights& weights);

    // Sets the board to p (any bit set).
    template <class Bits>
    void load(const BasicPosition<Bits>& p)
    {
        clear();
        // Replays the stones in an order gravity allows: row by row.
        for (int r = 0; r < spec_.height; ++r)
            for (int c = 0; c < spec_.width; ++c)
                if (const Player owner = p.cell(c, r); owner != Player::None)
                    place(c, owner == Player::First ? 0 : 1);
        moves_ = p.movesPlayed();
    }

    const BoardSpec& spec() const { return spec_; }
    int width() const { return spec_.width; }
    int movesPlayed() const { return moves_; }
    bool isFull() const { return moves_ == cells_; }
    // 0 when the first player is to move, 1 for the second.
    int side() const { return moves_ & 1; }
    int columnHeight(int column) const { return height_[column]; }
    bool canPlay(int column) const { return height_[column] < spec_.height; }

    // Drops a stone of the side to move; the column must be playable.
    void play(int column)
    {
        place(column, side());
        ++moves_;
    }
    // Takes back the top stone of the column; it must be the last move.
    void undo(int column);

    // Whether cell (column, row) would complete a line for player p
    // (0 first, 1 second); the cell may be off the board above the top.
    bool isThreat(int p, int column, int row) const
    {
        return row < spec_.height && threatCount_[p][column * spec_.height + row] != 0;
    }
    // The rows of player p's threat cells in the column, as bits (bit r:
    // row r would complete a line for p; only rows on the board).
    uint64_t threatRows(int p, int column) const { return threatRows_[p][column]; }
    // Whether playing the column wins for the side to move.
    bool isWinningMove(int column) const { return isThreat(side(), column, height_[column]); }
    // How many windows the side to move would bring to one empty cell short
    // of a line by playing the column (new threats, for move ordering); the
    // column must be playable.
    int threatsMadeBy(int column) const;

    // The position's value for the side to move, in the units of Evaluation.
    int evaluate() const;

    // A 64-bit Zobrist hash of the stones (not of the move count, which the
    // stones imply).
    uint64_t hash() const { return hash_; }
    // The hash after the side to move plays the (playable) column.
    uint64_t hashAfter(int column) const
    {
        return hash_ ^ zobrist_[2 * size_t(column * spec_.height + height_[column]) + side()];
    }

private:
    void clear();
    void place(int column, int p);
    // The empty cell of window w other than cell `except`.
    int emptyCellOf(int w, int except) const;
    // Counts (sign +1) or uncounts (-1) one window that empty cell x would
    // complete for player p.
    void countThreat(int p, int x, int sign);
    // Every window through cell x with a stone of p dropped there (Sign +1)
    // or taken back (-1); height_ does not count the stone either way.
    template <int Sign>
    void stepWindows(int x, int p);
    // The threats a stone of p in cell x of window w changes (the flags of
    // its WindowStep; sign +1 dropped, -1 taken back).
    void stepThreats(uint8_t threats, int w, int p, int x, int sign);

    // What a stone of p does to one window, by the window's counts before
    // it is dropped: stepOf_[p][counts_[w]]. A table, not tests of the
    // counts: the tests' branches were a good part of play() and undo(),
    // and most windows touch no threat.
    struct WindowStep {
        int mine = 0;         // change of the dropper's window points
        int theirs = 0;       // change of the other player's
        uint8_t threats = 0;  // which of the flags below apply
    };
    static constexpr uint8_t kFillsOwnThreat = 1;  // the dropper completes a line
    static constexpr uint8_t kBlocksThreat = 2;    // the other's threat is filled
    static constexpr uint8_t kMakesThreat = 4;     // the dropper is one cell short now

    BoardSpec spec_;
    int cells_ = 0;
    int moves_ = 0;
    int threatWeight_ = 0;
    int goodThreatWeight_ = 0;
    int fillUpWeight_ = 0;
    int trustedFreeCells_ = 0;  // Evaluation's
    std::vector<int> weight_;           // points of a window by own stones
    std::vector<WindowStep> stepOf_[2];
    std::vector<int> windowStart_;      // windows of cell x: windowList_[windowStart_[x] .. windowStart_[x + 1])
    std::vector<int> windowList_;
    std::vector<int> windowCells_;      // the cells of window w: windowCells_[w * connect ...]
    std::vector<uint64_t> zobrist_;     // per cell and player: zobrist_[2 * x + p]
    std::vector<uint8_t> height_;
    std::vector<uint16_t> counts_;
    std::vector<uint16_t> threatCount_[2];
    std::vector<uint64_t> threatRows_[2];
    uint64_t goodRows_[2] = {0, 0};  // the rows that suit each player's threats, as bits
    int windowPoints_[2] = {};
    int threats_[2] = {};
    uint64_t hash_ = 0;
};

}  // namespace c4
