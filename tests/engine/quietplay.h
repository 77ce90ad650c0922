#pragma once

// Random moves, for the tests that need a crowded board: any drops, or
// drops that complete no line, so the game still goes on.
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

// `count` positions of the board with `empty` cells left, each reached by
// playQuietlyUntil from the empty board (the game still going on).
inline std::vector<Position> quietPositions(const BoardSpec& spec, int empty, int count, std::mt19937_64& random)
{
    std::vector<Position> positions;
    while (static_cast<int>(positions.size()) < count) {
        Position position(spec);
        if (playQuietlyUntil(position, spec.cells() - empty, random) && !position.isOver())
            positions.push_back(position);
    }
    return positions;
}

// A position after up to `plies` random drops (a drop into a full column
// is skipped); it may be over.
inline Position randomPosition(const BoardSpec& spec, int plies, std::mt19937_64& random)
{
    Position position(spec);
    for (int i = 0; i < plies && !position.isOver(); ++i)
        if (const int c = int(random() % spec.width); position.canPlay(c))
            position.play(c);
    return position;
}

}  // namespace c4::testing
