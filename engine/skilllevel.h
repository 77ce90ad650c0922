#pragma once

#include "engine/analysis.h"

#include <chrono>
#include <cstdint>
#include <vector>

namespace c4 {

// A computer opponent's strength: how deep it looks, how long it may think
// when nobody gives it a time, and how it deliberately goes wrong. The
// mistakes are drawn from a seeded generator, so the same seed gives the
// same move.
//
// How a level picks a move (see choose()):
//  1. The analyzer scores every column, at most `maxDepth` plies deep
//     (0 = no limit: solve) and within the time allowed.
//  2. With probability `randomMoveChance` it plays a random move instead:
//     from every playable column when `blindToThreats` (so it can miss a win
//     or a block: a beginner), otherwise only from the columns that do not
//     lose at once.
//  3. Otherwise it draws a column by softmax over the scores with
//     `temperature` (in hundredths of the estimate scale; exact wins and
//     losses sit 200 beyond any estimate): a high temperature often picks
//     a merely decent move, 0 always picks the best (ties by the seed).
//
//  level depth  random  blind  temp  default time   intent
//    1      1     75%    yes    60      1 s         sees its own wins only; misses threats
//    2      2     40%    yes    50      1 s         sees the opponent's next move, still blunders
//    3      2     35%    no     40      1 s         stops handing over wins
//    4      3     18%    no     32      2 s
//    5      4     14%    no     26      2 s
//    6      5      6%    no     14      2 s
//    7      6    4.5%    no     10      3 s
//    8      8    3.5%    no      8      3 s
//    9     12    1.5%    no      4      3 s
//   10   none      0%    no      0      5 s         the solver: perfect where it solves in time
//
// The default time only applies when the caller gives none; a caller's time
// is a hard cap for every level. On big boards the depth is reached by
// iterative deepening within the time, so a level stays playable there.
struct SkillLevel {
    static constexpr int kMin = 1;
    static constexpr int kMax = 10;

    int level = kMax;
    int maxDepth = 0;                        // plies; 0 = no limit
    std::chrono::milliseconds defaultTime{5000};
    double randomMoveChance = 0.0;
    bool blindToThreats = false;
    int temperature = 0;                     // hundredths; 0 = argmax

    // The level's settings; `level` is clamped to [kMin, kMax].
    static SkillLevel of(int level);

    // The column to play given the analysis of the position (which has at
    // least one playable column), `safeColumns` (the columns that do not
    // lose at once; may be empty) and a seeded generator.
    int choose(const Analysis& analysis, const std::vector<int>& safeColumns, uint64_t& rng) const;

    // A score as a number on one scale for the softmax: estimates as they
    // are, exact draws 0, exact wins 200 + score, exact losses -200 + score.
    static int utility(const Score& score);
};

// SplitMix64: the next value of a seeded generator state.
uint64_t nextRandom(uint64_t& state);
// A uniform double in [0, 1) from the generator.
double nextUnit(uint64_t& state);

}  // namespace c4
