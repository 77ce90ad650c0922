#include "movetime.h"

#include <algorithm>

namespace c4 {

std::chrono::milliseconds moveTime(const BoardSpec& spec, int movesPlayed, std::chrono::milliseconds remaining,
                                   std::chrono::milliseconds increment)
{
    using std::chrono::milliseconds;
    const long long ownMovesLeft = std::clamp((spec.cells() - movesPlayed + 1) / 2, 1, 20);
    const long long rest = std::max<long long>(remaining.count(), 0);
    // Two spare moves' worth stays on the clock as a reserve.
    long long budget = rest / (ownMovesLeft + 2) + std::max<long long>(increment.count(), 0) * 3 / 4;
    budget = std::min(budget, rest / 2);
    return milliseconds(std::max<long long>(budget, 1));
}

}  // namespace c4
