#pragma once

#include "engine/analyzer.h"
#include "engine/matchplayer.h"

#include <chrono>
#include <cstdint>
#include <stop_token>
#include <vector>

namespace c4 {

// One game between two players (skill levels, or a level and the classic
// engine), as `connect4-cli match` and the tests play them.
struct MatchGame {
    Position final;                 // the last position (history included)
    int openingPlies = 0;           // moves of the given opening at the start
    Player winner = Player::None;   // None: a draw (or stopped)
    std::chrono::microseconds longestMove{0};
    std::chrono::microseconds longestMoveOf[2]{};  // of the first / second mover
    std::chrono::microseconds thinking[2]{};  // total time of the first / second mover
    int movesMade[2]{};

    // The level's colour that won, as an index (0: whoever moved first from
    // the empty board), or -1 for a draw.
    int winnerIndex() const { return winner == Player::First ? 0 : winner == Player::Second ? 1 : -1; }
};

// Plays from `opening` to the end: players[0] plays the first player's
// stones (moves 1, 3, ...), players[1] the second's, with `limits` per move.
// Each move's seed comes from `seed` and the move number, so the same seed,
// opening and players give the same game (on depth-limited levels and the
// classic engine, whose moves do not depend on the clock).
MatchGame playMatchGame(const Position& opening, MatchPlayer* players[2], const SearchLimits& limits,
                        uint64_t seed, std::stop_token stop = {});

// The same between two skill levels, each with its own analyzer.
MatchGame playMatchGame(const Position& opening, const int levels[2], Analyzer* analyzers[2],
                        const SearchLimits& limits, uint64_t seed, std::stop_token stop = {});

// A random opening of minPlies to maxPlies moves on the board (inclusive),
// drawn from the seed, after which the game is not over and the side to move
// cannot win at once. Fewer moves on boards too small for that.
Position randomOpening(const BoardSpec& spec, int minPlies, int maxPlies, uint64_t seed);

}  // namespace c4
