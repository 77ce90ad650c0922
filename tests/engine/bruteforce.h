#pragma once

// Plain minimax over every move, with a memo so small boards finish, for
// the tests that check the engine's exact scores. It knows nothing of the
// solver: the score convention of engine/score.h is written out here.
#include "engine/basicposition.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace c4::testing {

template <class Bits>
int bruteForce(const BasicPosition<Bits>& p, std::unordered_map<uint64_t, int>& memo)
{
    const int cells = p.spec().cells();
    const int n = p.movesPlayed();
    if (n == cells)
        return 0;
    if (const auto it = memo.find(p.key()); it != memo.end())
        return it->second;
    int best = -1000;
    for (int c = 0; c < p.width(); ++c) {
        if (!p.canPlay(c))
            continue;
        int value;
        if (p.isWinningMove(c)) {
            // The mover wins with its (n / 2 + 1)-th stone.
            value = (cells + 1) / 2 + 1 - (n / 2 + 1);
        } else {
            BasicPosition<Bits> child = p;
            child.play(c);
            value = -bruteForce(child, memo);
        }
        best = std::max(best, value);
    }
    memo.emplace(p.key(), best);
    return best;
}

}  // namespace c4::testing
