#pragma once

#include "engine/boardspec.h"

#include <string>

namespace c4 {

// The value of a position for the side to move.
//
// Exact scores follow the public 7x6 solvers' convention:
//   win:  (width * height + 1) / 2 + 1 - (stones the winner has played)
//   draw: 0
//   loss: the negative of the opponent's win score
// On 7x6 that is 22 - stones: winning with your 4th stone is +18, losing to
// the opponent's 21st (last) stone is -1. Faster wins score higher.
//
// Estimates come from the evaluation when a search is stopped by its limits
// before it can prove anything: `value` is then in hundredths, positive when
// the side to move stands better, and always inside (-kEstimateScale,
// kEstimateScale), so "+0.42 estimate" is value 42.
struct Score {
    enum class Kind { Exact, Estimate };
    static constexpr int kEstimateScale = 100;

    Kind kind = Kind::Estimate;
    int value = 0;

    static constexpr Score exact(int v) { return {Kind::Exact, v}; }
    static constexpr Score estimate(int v) { return {Kind::Estimate, v}; }

    bool isExact() const { return kind == Kind::Exact; }
    bool isWin() const { return isExact() && value > 0; }
    bool isLoss() const { return isExact() && value < 0; }
    bool isDraw() const { return isExact() && value == 0; }

    friend bool operator==(const Score&, const Score&) = default;

    // The number of stones the winner has played at the end, for an exact
    // non-draw score on this board.
    int winnerStones(const BoardSpec& spec) const;

    // How many more moves the winner makes from a position where
    // `movesPlayed` stones are down and this score is for the side to move:
    // "win in 3" means the side to move wins with its third stone from now.
    int movesToEnd(const BoardSpec& spec, int movesPlayed) const;

    // For people: "+3 win in 5", "draw", "-2 loss in 9", "+0.42 estimate".
    std::string describe(const BoardSpec& spec, int movesPlayed) const;

    // Orders scores for the side to move: wins (sooner first) > estimates
    // (by value) and draws > losses (later first). Draws and estimates of
    // the same sign compare by value, a draw as 0.
    friend bool operator<(const Score& a, const Score& b) { return a.rank() < b.rank(); }

private:
    long rank() const;
};

// The best exact score on a board: a win with the connect-th stone. (On
// boards where nobody can win it is not reachable; scores stay in range.)
constexpr int maxScore(const BoardSpec& spec) { return (spec.cells() + 1) / 2 + 1 - spec.connect; }

}  // namespace c4
