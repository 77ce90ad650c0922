#pragma once

#include "engine/classicboard.h"
#include "engine/classictable.h"
#include "engine/position.h"

#include <cstdint>
#include <stop_token>
#include <vector>

namespace c4 {

// The move choice of the seeds' classic connect-N library (seed documents
// 000/001: Keith Pomakis' c4.c, version 3.4), kept as a benchmark opponent
// for `connect4-cli match --opponent classic:DEPTH`, not as a player of the
// app. It is deliberately that algorithm and nothing more:
//  - a fixed-depth alpha-beta minimax ("deep" cutoffs, seed 001 history
//    2.0) over ClassicBoard, no iterative deepening, no clock;
//  - a leaf is worth the seed's goodness, own score minus the opponent's,
//    for the side to move;
//  - a won line is worth "infinity" minus the plies from the root, so a
//    nearer win beats a farther one and a farther loss a nearer one; a full
//    board without a win is 0;
//  - columns are tried centre first (see dropOrder), the search-order change
//    that made version 3.4 five times faster (seed 001);
//  - at the root an immediate win is played at once.
// Where the documents are silent this follows the library's published c4.c;
// where c4.c itself is random (equal root values: a coin toss) the first
// column in the drop order is played instead, so a match is reproducible.
// c4.c's special case "centre first on an empty 7x6 board" is left out:
// the documents do not describe it and matches start after an opening.
//
// One addition changes the time, never the move: a transposition table
// (ClassicTable). Its bounds are facts about a position's exact minimax
// value at this depth, so the root still learns, column by column, exactly
// whether a column beats the best so far and by how much, and plays the
// same column as the plain search (tst_classicengine compares both, and
// both with a minimax without pruning). Inner nodes try the table's column
// first, which only changes how much is searched. Without it, depth 12 on
// 12x10 connect 5 took minutes a move and a 20x20 match most of a day.
class ClassicEngine {
public:
    // The library's limits on the look-ahead (its C4_MAX_LEVEL is 20).
    static constexpr int kMinDepth = 1;
    static constexpr int kMaxDepth = 20;

    // 2^20 entries of 24 bytes.
    static constexpr int kDefaultTableBits = 20;

    // An engine for boards of this spec, which must be valid, with a table
    // of 2^tableBits entries (0: none, the plain search). Allocates
    // everything the search needs.
    explicit ClassicEngine(const BoardSpec& spec, int tableBits = kDefaultTableBits);

    const BoardSpec& spec() const { return board_.spec(); }

    // The column (0-based) the classic algorithm plays in the position,
    // searching `depth` plies (the move itself is ply 1). Assumes the
    // position has this spec and is not over; depth is clamped to
    // [kMinDepth, kMaxDepth]. Deterministic. When stop is requested it
    // returns at once with the best column searched so far (or the first
    // playable one).
    int chooseColumn(const Position& position, int depth, std::stop_token stop = {});

    // The order columns are tried in: centre first ((width - 1) / 2), then
    // alternately one further right and one further left, as the seed
    // library builds its drop_order (7 columns: 3 4 2 5 1 6 0).
    const std::vector<int>& dropOrder() const { return dropOrder_; }

    // Positions visited by the last chooseColumn.
    uint64_t nodes() const { return nodes_; }

private:
    // The alpha-beta value of the board for its side to move, `ply` plies
    // below the root; assumes the board holds the root position plus those plies.
    int64_t search(int ply, int64_t alpha, int64_t beta);
    // The root of one search to depth_: the column to play.
    int rootColumn();

    ClassicBoard board_;
    ClassicTable table_;
    std::vector<int> dropOrder_;
    int depth_ = 1;
    uint64_t nodes_ = 0;
    std::stop_token stop_;
    bool stopped_ = false;
};

}  // namespace c4
