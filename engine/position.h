#pragma once

#include "engine/basicposition.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace c4 {

// A cell of the board: 0-based column and row, row 0 at the bottom.
struct Cell {
    int column = 0;
    int row = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

// A game position on any valid board, with its move history. This is the
// type the app, the files and the command line use; it picks the smallest
// bit set the board fits (one 64-bit word for 7x6) and hands the search the
// BasicPosition inside through visit(). Copies are cheap enough for the UI
// and the engine's request queue, not for the search's inner loop.
class Position {
public:
    // The empty board of a spec; the spec must be valid (see BoardSpec::problem).
    explicit Position(const BoardSpec& spec = BoardSpec::standard());

    const BoardSpec& spec() const { return spec_; }
    int width() const { return spec_.width; }
    int height() const { return spec_.height; }

    // The 0-based columns played, in order.
    const std::vector<int>& moves() const { return moves_; }
    int movesPlayed() const { return static_cast<int>(moves_.size()); }
    Player sideToMove() const { return movesPlayed() % 2 == 0 ? Player::First : Player::Second; }

    bool isInRange(int column) const { return column >= 0 && column < spec_.width; }
    // Whether the column is in range, not full, and the game is not over.
    bool canPlay(int column) const;

    // Drops a stone for the side to move; canPlay(column) must hold.
    void play(int column);
    // Takes back the last move; there must be one.
    void undo();

    // Whether playing the column would win at once; canPlay must hold.
    bool isWinningMove(int column) const;

    // The player who completed a line, or None.
    Player winner() const { return winner_; }
    bool lastMoveWon() const { return winner_ != Player::None; }
    bool isDraw() const { return !lastMoveWon() && movesPlayed() == spec_.cells(); }
    bool isOver() const { return lastMoveWon() || movesPlayed() == spec_.cells(); }

    Player cell(int column, int row) const;
    int columnHeight(int column) const;

    // Whether `side` may still complete a line: some `connect` cells in a
    // row hold none of the other side's stones. (A flag fall is a draw when
    // the opponent no longer can.)
    bool canStillConnect(Player side) const;

    // Every cell of every line of at least `connect` stones through the last
    // move, for highlighting; empty unless the last move won.
    std::vector<Cell> winningLine() const;
    // The same lines by their ends, one per direction (two crossing lines
    // are two segments); empty unless the last move won.
    struct Segment {
        Cell from, to;
    };
    std::vector<Segment> winningSegments() const;

    // A transposition-table key (exact on boards that fit 64 bits).
    uint64_t key() const;

    // Calls f with the BasicPosition<Bits> inside, for code templated on the
    // bit set (the search).
    template <class F>
    decltype(auto) visit(F&& f) const
    {
        return std::visit(std::forward<F>(f), board_);
    }

    friend bool operator==(const Position& a, const Position& b)
    {
        return a.spec_ == b.spec_ && a.moves_ == b.moves_;
    }

private:
    using Board = std::variant<BasicPosition<uint64_t>, BasicPosition<Bits128>, BasicPosition<WideBits<4>>,
                               BasicPosition<WideBits<8>>, BasicPosition<WideBits<26>>>;
    static Board emptyBoard(const BoardSpec& spec);

    BoardSpec spec_;
    Board board_;
    std::vector<int> moves_;
    Player winner_ = Player::None;
};

}  // namespace c4
