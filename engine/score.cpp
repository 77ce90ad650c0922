#include "engine/score.h"

#include <cstdio>

namespace c4 {

int Score::winnerStones(const BoardSpec& spec) const
{
    const int magnitude = value < 0 ? -value : value;
    return (spec.cells() + 1) / 2 + 1 - magnitude;
}

int Score::movesToEnd(const BoardSpec& spec, int movesPlayed) const
{
    // The side to move has played floor(n/2) stones, its opponent ceil(n/2).
    const int alreadyPlayed = value > 0 ? movesPlayed / 2 : (movesPlayed + 1) / 2;
    return winnerStones(spec) - alreadyPlayed;
}

std::string Score::describe(const BoardSpec& spec, int movesPlayed) const
{
    if (!isExact()) {
        // As the window writes it (ui/scoretext.cpp): level has no sign.
        if (value == 0)
            return "0.00 estimate";
        char text[32];
        std::snprintf(text, sizeof text, "%+.2f estimate", value / double(kEstimateScale));
        return text;
    }
    if (isDraw())
        return "draw";
    const std::string sign = value > 0 ? "+" : "";
    return sign + std::to_string(value) + (value > 0 ? " win in " : " loss in ")
        + std::to_string(movesToEnd(spec, movesPlayed));
}

long Score::rank() const
{
    constexpr long kDecided = 1'000'000;
    if (isWin())
        return kDecided + value;
    if (isLoss())
        return -kDecided + value;
    return value;
}

}  // namespace c4
