#pragma once

// Random moves that complete no line, for the tests that need a crowded
// board with the game still going.
#include "engine/position.h"

#include <random>
#include <vector>

namespace c4::testing {

// Plays random moves that win nothing, never in column `spared` (-1: any
// column may be played), until `moves` stones are on the board. Returns
// false when no such move was left before that.
inline bool playQuietlyUntil(Position& position, int moves, std::mt19937_64& random, int spared = -1)
{
    while (position.movesPlayed() < moves) {
        std::vector<int> quiet;
        for (int c = 0; c < position.spec().width; ++c)
            if (c != spared && position.canPlay(c) && !position.isWinningMove(c))
                quiet.push_back(c);
        if (quiet.empty())
            return false;
        position.play(quiet[random() % quiet.size()]);
    }
    return true;
}

}  // namespace c4::testing
