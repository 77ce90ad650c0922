#pragma once

#include "engine/basicposition.h"
#include "engine/position.h"

#include <QString>

namespace c4 {

// How a game ended (or that it has not). `winner` is the side (First moves
// first), not the seat; Game::seatOf maps it to a player.
struct GameResult {
    enum class Kind {
        None,         // still in progress
        Connect,      // the winner completed a line
        BoardFull,    // a draw: the board is full
        Timeout,      // a clock ran out: winner is the other side, or None (a
                      // draw) when that side could not complete a line any more
        Resignation,  // the loser resigned
    };

    Kind kind = Kind::None;
    Player winner = Player::None;

    bool isOver() const { return kind != Kind::None; }
    bool isDraw() const { return isOver() && winner == Player::None; }

    // What the board itself says: a connect, a full board, or nothing yet.
    static GameResult of(const Position& position)
    {
        if (position.lastMoveWon())
            return {Kind::Connect, position.winner()};
        if (position.isDraw())
            return {Kind::BoardFull, Player::None};
        return {};
    }

    friend bool operator==(const GameResult&, const GameResult&) = default;
};

}  // namespace c4
