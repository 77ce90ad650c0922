#pragma once

#include "engine/boardspec.h"
#include "engine/position.h"
#include "engine/score.h"

#include <optional>
#include <vector>

namespace c4 {

// What one move of a finished (or unfinished) game was worth, for "Review
// game", the move list and the evaluation graph.
struct MoveReview {
    // What a move did to the game's outcome for the player who made it.
    enum class Kind {
        Unknown,     // a score on either side of the move is missing or not exact
        Kept,        // the outcome stayed the same (a win may have become slower)
        WinToDraw,   // a mistake: a won position became a draw
        WinToLoss,   // a mistake: a won position became a loss
        DrawToLoss,  // a mistake: a drawn position became a loss
    };

    int ply = 0;                    // 1-based: the ply-th move of the game
    int column = 0;                 // 0-based
    Player player = Player::None;   // who played it
    std::optional<Score> before;    // best score for the mover before the move
    std::optional<Score> after;     // the move's score for the mover (the position after, flipped)
    Kind kind = Kind::Unknown;
    bool best = false;              // the move kept the best exact score

    bool isMistake() const
    {
        return kind == Kind::WinToDraw || kind == Kind::WinToLoss || kind == Kind::DrawToLoss;
    }
};

// The same score seen by the other player. The exact score of a column for
// the mover is the flipped exact score of the position it leads to.
constexpr Score flipped(const Score& score) { return {score.kind, -score.value}; }

// Annotates every move of a game. `positionScores[p]` is the score, for the
// side to move, of the position after p moves (p = 0 is the start), so it
// holds moves.size() + 1 entries; missing entries (nullopt, or a short
// vector) are allowed. The score of a finished position (a win or a full
// board) is worked out here, so callers may leave it out. Moves should be
// legal on the spec; from an illegal one on, nothing is worked out.
std::vector<MoveReview> reviewGame(const BoardSpec& spec, const std::vector<int>& moves,
                                   const std::vector<std::optional<Score>>& positionScores);

// The kind of a move whose mover had `before` and got `after` (both for
// the mover): compares win / draw / loss, Unknown unless both are exact.
MoveReview::Kind classifyMove(const std::optional<Score>& before, const std::optional<Score>& after);

// The exact score of a finished position for the side to move (a loss when
// the last move won, a draw when the board is full), or nothing.
std::optional<Score> finishedScore(const Position& position);

}  // namespace c4
