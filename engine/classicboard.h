#pragma once

#include "engine/boardspec.h"

#include <cstdint>
#include <span>
#include <vector>

namespace c4 {

// The board state of the seeds' classic connect-N library (seed documents
// 000 and 001): the "map" of n-in-a-row areas and the two players' area
// statistics, updated incrementally by drop and take-back.
//
// Areas are numbered as the seed numbers them (its sample map of 7x6
// connect 4 is reproduced by this numbering, see tst_classicengine):
//   horizontals  row by row from the bottom, each row by leftmost cell
//   verticals    column by column from the left, each by lowest cell
//   forward  /   by lowest row, then by leftmost column
//   backward \   by lowest row, then by lowest cell's column from the right
// so on 7x6 connect 4 the bottom-left cell (0,0) lies in areas 0, 24 and 45
// and the centre bottom cell (3,0) in 0 1 2 3 | 33 | 48 | 60:
//
//   row 0: | 0,24,45 | 0,1,27,46 | 0,1,2,30,47 | 0,1,2,3,33,48,60 | ... | 3,42,57 |
//
// stats(p, a) is 1 while area a is empty, 2^k once player p has k stones in
// it and the opponent none, and 0 as soon as the opponent has a stone there;
// a player wins when one of its statistics reaches 2^connect. Players are
// 0 (who moved first) and 1. Statistics need 64 bits: connect goes up to 40.
//
// Everything is allocated by the constructor; drop and takeBack only read
// and write those arrays (they are the search's inner loop).
class ClassicBoard {
public:
    // The empty board of a spec, which must be valid.
    explicit ClassicBoard(const BoardSpec& spec);

    const BoardSpec& spec() const { return spec_; }
    int width() const { return spec_.width; }
    int height() const { return spec_.height; }

    // How many n-in-a-row areas the board has (the seed's z); 0 when
    // connect exceeds both sides.
    int areaCount() const { return areaCount_; }

    // The areas through a cell (row 0 at the bottom), in increasing order;
    // the seed's map[column][row] without its -1 terminator.
    std::span<const int> areasThrough(int column, int row) const;

    // Player 0's or 1's statistic of an area (see the class comment).
    int64_t stat(int player, int area) const { return stats_[player][size_t(area)]; }

    // The sum of a player's statistics, kept up to date by drop and takeBack.
    int64_t score(int player) const { return score_[player]; }

    // The seed's goodness of the board for a player: its score minus the
    // opponent's.
    int64_t goodness(int player) const { return score_[player] - score_[1 - player]; }

    // The player (0 or 1) who completed an area, or -1.
    int winner() const { return winner_; }

    int piecesPlayed() const { return piecesPlayed_; }
    // Whose drop is next: 0 after an even number of pieces.
    int sideToMove() const { return piecesPlayed_ % 2; }
    bool isFull() const { return piecesPlayed_ == spec_.cells(); }

    // Whether the column (in range) has room for another piece.
    bool canDrop(int column) const { return heights_[size_t(column)] < spec_.height; }

    // Who owns a cell: 0, 1, or -1 when it is empty.
    int owner(int column, int row) const { return cells_[size_t(cellIndex(column, row))]; }

    // Drops a piece of the side to move into the column: the seed's
    // drop_piece. Assumes canDrop(column) and that nobody has won yet.
    void drop(int column);

    // Undoes the last drop exactly (statistics, scores, winner); there must
    // be one.
    void takeBack();

    // A Zobrist key of the stones on the board (0 when empty): equal
    // boards have equal keys, and unequal ones almost never do. Not part of
    // the seeds' state; ClassicEngine's table is keyed by it.
    uint64_t key() const { return key_; }

private:
    int cellIndex(int column, int row) const { return column * spec_.height + row; }

    BoardSpec spec_;
    int areaCount_ = 0;
    int64_t winStat_ = 0;                // 2^connect
    std::vector<int> areaStart_;         // cell -> first entry in areas_ (one past the end at cells())
    std::vector<int> areas_;             // the map, cell after cell
    std::vector<int64_t> stats_[2];
    int64_t score_[2] = {0, 0};
    int winner_ = -1;
    std::vector<int8_t> cells_;          // owner per cell, column after column
    std::vector<uint64_t> cellKeys_[2];  // a fixed random number per player and cell
    uint64_t key_ = 0;                   // the XOR of the numbers of the stones on the board
    std::vector<int> heights_;
    std::vector<int> moves_;             // columns dropped, moves_[0..piecesPlayed_)
    int piecesPlayed_ = 0;
    // The opponent statistics each drop set to 0, in drop order: a drop
    // saves one per area through its cell, so a full board needs exactly
    // areas_.size() of them. The mover's own statistics are not saved: a
    // drop doubles them, so takeBack halves them (0 stays 0).
    std::vector<int64_t> saved_;
    size_t savedTop_ = 0;
};

}  // namespace c4
