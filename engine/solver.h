#pragma once

#include "engine/basicposition.h"
#include "engine/searchcontrol.h"
#include "engine/transpositiontable.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>

namespace c4 {

// The exact solver for boards that fit one 64-bit word (7x6 and every board
// with width * (height + 1) <= 64, any connect) or two (Bits128: 9x7, 8x8,
// 10x10, 14x7, every board up to 128 bits), after Pascal Pons' solver:
// negamax with alpha-beta on null windows, a binary search over the score
// (first probes near 0, where most positions lie), a transposition table
// holding a lower and an upper bound per position, move ordering (table move,
// then moves creating the most winning cells, centre first), pruning of
// moves that hand the opponent a win, and score bounds from "nobody can win
// with their next stone". Beyond Pons: enhanced transposition cut-offs, a
// symmetric position searches only half its moves, and the table keeps two
// entries a bucket (see transpositiontable.h). 7x6 connect 4 runs on a
// compile-time board. Two-word boards key their own table by the whole
// 128-bit position key (WideKeyTable, collision-free up to 96 bits; see
// transpositiontable.h); only the table of the board in use holds memory.
//
// Scores are exact, for the side to move, in the convention of score.h
// (22 - the winner's stones on 7x6; 0 draw).
class Solver {
public:
    // Looks up positions (optional): returns the exact score of a position
    // for the side to move if known (an opening book), or nothing.
    using Book = std::function<std::optional<int>(const BasicPosition<uint64_t>&)>;

    explicit Solver(size_t tableBytes = size_t{64} << 20, Paging paging = Paging::huge);

    // The exact score of p, or nothing when the control stopped the search.
    // p must not be over (no line completed). `weak` only finds the sign:
    // the result is then -1, 0 or 1.
    template <SolverBits Bits>
    std::optional<int> solve(const BasicPosition<Bits>& p, bool weak = false);

    // The exact score of p for the side to move after it plays `column`
    // (which must be playable), or nothing when stopped.
    template <SolverBits Bits>
    std::optional<int> solveMove(const BasicPosition<Bits>& p, int column, bool weak = false);

    // Null-window probe: whether the score of p is at least `value` (p not
    // over); nothing when stopped.
    template <SolverBits Bits>
    std::optional<bool> isAtLeast(const BasicPosition<Bits>& p, int value);

    // The score of the side to move when it wins with its next stone.
    static int winNowScore(const BoardSpec& spec, int movesPlayed) { return (spec.cells() + 1) / 2 - movesPlayed / 2; }

    void setControl(const SearchControl& control) { control_ = control; }
    void setBook(Book book, int maxPly)
    {
        book_ = std::move(book);
        bookMaxPly_ = maxPly;
    }

    uint64_t nodes() const { return nodes_; }
    void resetNodes() { nodes_ = 0; }

    // Forgets the table's contents / frees it and sets a new size.
    void clearTable()
    {
        table_.clear();
        wideTable_.clear();
    }
    // Allocates the (one-word boards') table now (otherwise the first search does).
    void allocateTable() { table_.allocate(); }
    void resizeTable(size_t bytes)
    {
        table_.resize(bytes);
        wideTable_.resize(bytes);
    }
    size_t tableBytes() const { return table_.bytes(); }

private:
    template <class Board>
    std::optional<int> solveOn(const Board& board, bool weak);
    template <class Board>
    std::optional<bool> probeOn(const Board& board, int value);
    template <class Board>
    int negamax(const Board& board, int alpha, int beta);
    bool checkStop();
    // The table for the board's keys.
    template <class Board>
    auto& tableOf();
    // Allocates the board's table (and frees the other one).
    template <class Board>
    void prepareTable();

    TranspositionTable table_;
    WideKeyTable wideTable_;
    SearchControl control_;
    Book book_;
    int bookMaxPly_ = -1;
    uint64_t nodes_ = 0;
    uint64_t nextCheck_ = 0;
    bool aborted_ = false;
};

}  // namespace c4
